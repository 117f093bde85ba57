// After a change in the dialog: refetch the user, its sub-lists and any list showing it.
import { useQueryClient } from '@tanstack/react-query';

export function useUserRefresh() {
  const queryClient = useQueryClient();
  // Fire and forget: invalidateQueries resolves even when a refetch fails (the query's error shows it).
  return () => void queryClient.invalidateQueries({ queryKey: ['users'] });
}
