// Rendering real screens for UI tests: the whole app at a path (signed in or not), or one
// component inside react-admin's context with the real providers.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authProvider, forgetIdentity } from '../../src/api/authProvider';
import { dataProvider } from '../../src/appDataProvider';
import { tokenStore } from '../../src/api/httpClient';
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

/** The whole app at a path under /admin, e.g. renderApp('/admin/users?userId=…'). */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** One component with react-admin's context around it (real dataProvider and i18n). */
export function renderInAdmin(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
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
