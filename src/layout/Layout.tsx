import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Layout as RaLayout, useCanAccess, useGetIdentity } from 'react-admin';
import { forgetIdentity } from '../api/authProvider';
import { onAccessRefusal } from '../api/httpClient';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { FullScreenLoading } from './FullScreenLoading';
import { LiveOrders } from '../live';
import { AppMenu } from './Menu';
import { useDocumentLanguageAndTitle } from './useDocumentTitle';
import { setTranslationKeysAllowed } from '../lib/translationKeys';

const AccountSetupPage = lazy(() => import('../pages/account-setup/AccountSetupPage'));

/**
 * A refusal by the guard (a temporary password to change, two-factor set-up now required, a
 * role changed meanwhile): /me is asked again, and the shell follows what it says.
 */
function useRefusalsRefreshTheAdmin() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAccessRefusal(() => {
        forgetIdentity();
        void queryClient.invalidateQueries({ queryKey: ['auth'] });
      }),
    [queryClient],
  );
}

/** 'Show translation keys' works for the admins whose role may use it, while they are signed in. */
function useTranslationKeysAccess() {
  const { canAccess } = useCanAccess({ resource: 'i18n', action: 'keys' });
  useEffect(() => {
    setTranslationKeysAllowed(Boolean(canAccess));
    return () => setTranslationKeysAllowed(false);
  }, [canAccess]);
}

// minWidth 0 (react-admin's root is fit-content): a wide table scrolls inside its card
// instead of widening the whole page on a phone. LiveOrders: one event stream per tab. An
// admin who must first choose a password or set up two-factor sign-in sees only that.
export function Layout({ children }: { children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  useRefusalsRefreshTheAdmin();
  useDocumentLanguageAndTitle();
  useTranslationKeysAccess();
  if (isPending) return <FullScreenLoading />;
  if (identity?.mustChangePassword || identity?.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <AccountSetupPage />
      </Suspense>
    );
  }
  return (
    <RaLayout menu={AppMenu} appBar={AppBar} error={AppError} sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, pb: 4, minWidth: 0 } }}>
      <LiveOrders />
      {children}
    </RaLayout>
  );
}
