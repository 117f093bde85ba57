// After a change to the signed-in admin's own account (a password chosen, two-factor turned
// on or off), the shell reads /me again: what they may do and must still do follows at once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetIdentity } from '../api/authProvider';

export function useRefreshIdentity(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    forgetIdentity();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [queryClient]);
}
