// A react-query read for custom pages (dashboard, settings) that behaves well when the
// session dies: a 401 signs out through react-admin once, and nothing refetches while no
// token is stored (otherwise the logout's cache reset refetches, 401s and logs out again,
// in a loop that never lets the redirect to the sign-in page happen).
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { tokenStore } from '../api/tokenStore';

export interface SignedInQueryOptions<T> {
  queryKey: QueryKey;
  /** Call the plain dataProvider (not useDataProvider's proxy): this hook handles 401. */
  queryFn: () => Promise<T>;
  /** Shown as a notification when the session turned out to be gone. */
  unauthorizedMessage?: string;
  enabled?: boolean;
  retry?: number | boolean;
}

export function useSignedInQuery<T>({ queryKey, queryFn, unauthorizedMessage, enabled = true, retry }: SignedInQueryOptions<T>) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  return useQuery({
    queryKey,
    enabled: enabled && Boolean(tokenStore.get()),
    retry: (count, error: { status?: number }) =>
      error?.status !== 401 && error?.status !== 403 && (typeof retry === 'number' ? count < retry : retry !== false && count < 1),
    queryFn: async () => {
      try {
        return await queryFn();
      } catch (error) {
        if ((error as { status?: number })?.status === 401 && unauthorizedMessage) notify(unauthorizedMessage, { type: 'error' });
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
  });
}
