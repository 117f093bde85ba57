// The sign-in screen as the first page loads it: react-admin's contexts (auth, i18n, store,
// themes) around the sign-in form, without the admin shell. The shell, the resources, the
// charts and the editor are a chunk of their own (main.tsx), fetched (`prefetch`) once the
// form shows, while the admin types; signing in then opens it at once.
import { CssBaseline } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { AdminContext, useLocaleState, useTranslate } from 'react-admin';
import { appStore } from '../../api/appStore';
import { authProvider } from '../../api/authProvider';
import { i18nProvider, withTranslationKeys } from '../../../i18n';
import { useTranslationKeysShown } from '../../lib/translationKeys';
import { darkTheme, lightTheme } from '../../theme';
import { LoginPage } from './LoginPage';

/** The tab's language and title, as the shell sets them for its screens (layout/useDocumentTitle.ts). */
function useSignInDocument() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    document.title = `${translate('app.login.title')} · ${translate('app.name')}`;
  }, [translate]);
}

function SignInScreen({ prefetch }: { prefetch: () => Promise<unknown> }) {
  useSignInDocument();
  // Fetched when the browser is idle after the form shows (or within 2 s), never in its way.
  useEffect(() => {
    const fetchApp = () => void prefetch().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fetchApp, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchApp, 200);
    return () => clearTimeout(timer);
  }, [prefetch]);
  return <LoginPage />;
}

/** `prefetch` fetches the admin app's chunk (main.tsx: the module it loads lazily). */
export function SignIn({ prefetch }: { prefetch: () => Promise<unknown> }) {
  const keysShown = useTranslationKeysShown();
  const i18n = useMemo(() => (keysShown ? withTranslationKeys(i18nProvider) : i18nProvider), [keysShown]);
  return (
    <AdminContext basename="/admin" store={appStore} authProvider={authProvider} i18nProvider={i18n} theme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme />
      <SignInScreen prefetch={prefetch} />
    </AdminContext>
  );
}
