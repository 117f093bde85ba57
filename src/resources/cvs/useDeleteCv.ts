// Deleting one CV (row action and details page) with spec §8's messages.
import { type RaRecord, useDelete, useNotify, useRefresh } from 'react-admin';

export function useDeleteCv(onDeleted?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const deleteCv = (cv: RaRecord, onSettled?: () => void) =>
    remove(
      'cvs',
      { id: cv.id, previousData: cv },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onSettled?.();
          notify('app.cvs.deleted', { type: 'success' });
          if (onDeleted) onDeleted();
          else refresh();
        },
        onError: () => {
          onSettled?.();
          notify('app.cvs.delete_failed', { type: 'error' });
        },
      },
    );
  return { deleteCv, deleting: isPending };
}
