// Rendering real screens for UI tests: the whole app at a path (signed in or not), or one
// component inside react-admin's context with the real providers.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authProvider, forgetIdentity } from '../../src/api/authProvider';
import { dataProvider } from '../../src/appDataProvider';
import { tokenStore } from '../../src/api/tokenStore';
import { App } from '../../src/App';
import { i18nProvider } from '../../i18n';
import { testApp } from './setup';

/**
 * Signs an admin in the way the app would remember it (a stored token); the test admin (an
 * owner) by default. The identity a previous test left in memory is forgotten.
 */
export async function signIn(email?: string, password?: string): Promise<string> {
  const token = await testApp().login(email, password);
  forgetIdentity();
  tokenStore.set(token);
  return token;
}

// jsdom does not lay out or paint (nor read @media), and what a person sees is checked in
// Chromium (tests/e2e: axe, text cut on a phone, screenshots). MUI's emotion style sheets only
// made every Testing Library query pay jsdom's style cascade over ~1,200 of them: written into
// a detached element instead of the document, the UI wave runs in 339 s instead of 554 s (tests
// 511 s instead of 938 s, two workers, same 165 tests). What tests read of an element's state
// (hidden, aria-*, disabled) is in its attributes.
const styles = createCache({ key: 'css', container: document.createElement('div') });

/** A screen rendered for a UI test: its styles kept out of the document (above). */
export function renderScreen(ui: ReactNode) {
  return render(<CacheProvider value={styles}>{ui}</CacheProvider>);
}

/** The whole app at a path under /admin, e.g. renderApp('/admin/users?userId=…'). */
export function renderApp(path: string) {
  return renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** One component with react-admin's context around it (real dataProvider and i18n). */
export function renderInAdmin(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * Whether `text` has shown inside `root` since this call: for a confirmation that lasts two
 * seconds, which a query on a loaded machine may look for only after it is gone. Every change
 * of `root` is watched until `stop`.
 */
export function watchText(root: HTMLElement, text: string): { seen: () => boolean; stop: () => void } {
  let seen = Boolean(root.textContent?.includes(text));
  const observer = new MutationObserver(() => (seen ||= Boolean(root.textContent?.includes(text))));
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}
