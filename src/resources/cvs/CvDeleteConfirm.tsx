// Deleting one CV (row action and details page): the confirmation and its failure messages.
import { Confirm, useDelete, useNotify, useRefresh } from 'react-admin';
import type { Cv } from '../../../contract/cvs';

export function CvDeleteConfirm({ cv, open, onClose, onDeleted }: { cv: Cv; open: boolean; onClose: () => void; onDeleted?: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
  const confirm = () =>
    void remove(
      'cvs',
      { id: cv.id, previousData: cv },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify('resources.cvs.deleted', { type: 'success' });
          if (onDeleted) onDeleted();
          else refresh();
        },
        onError: () => {
          onClose();
          notify('resources.cvs.delete_failed', { type: 'error' });
        },
      },
    );
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="resources.cvs.delete_title"
      titleTranslateOptions={{ name: cv.name }}
      content="resources.cvs.delete_text"
      confirm="app.common.delete"
      confirmColor="warning"
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
