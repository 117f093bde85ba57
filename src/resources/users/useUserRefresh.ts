// After a change in the dialog: refetch the user, its sub-lists and any list showing it.
import { useQueryClient } from '@tanstack/react-query';

export function useUserRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['users'] });
}
