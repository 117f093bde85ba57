// Bulk Activate, Deactivate and Delete over the selected users, each after a confirmation,
// as far as the role may (edit, delete). They live in the list's bulk toolbar, which only
// appears once something is selected.
import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Confirm, useCanAccess, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, useUpdateMany } from 'react-admin';

type BulkAction = 'activate' | 'deactivate' | 'delete';

export function UserBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const count = selectedIds.length;
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete' });

  const done = (key: string) => () => {
    notify(`resources.users.bulk.${key}`, { type: 'success', messageArgs: { smart_count: count } });
    onUnselectItems();
    setAction(null);
    refresh();
  };
  const failed = (key: string) => () => {
    notify(`resources.users.bulk.${key}_failed`, { type: 'error' });
    setAction(null);
  };

  // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
  const run = () => {
    if (!action || count === 0) return;
    if (action === 'delete') {
      void deleteMany('users', { ids: selectedIds }, { mutationMode: 'pessimistic', onSuccess: done('deleted'), onError: failed('delete') });
    } else {
      const isActive = action === 'activate';
      void updateMany(
        'users',
        { ids: selectedIds, data: { isActive } },
        { mutationMode: 'pessimistic', onSuccess: done(isActive ? 'activated' : 'deactivated'), onError: failed(action) },
      );
    }
  };

  const open = (a: BulkAction) => () => count > 0 && setAction(a);
  return (
    <>
      {canEdit && (
        <>
          <Button size="small" color="success" startIcon={<CheckCircleIcon />} onClick={open('activate')}>
            {translate('resources.users.bulk.activate')}
          </Button>
          <Button size="small" color="warning" startIcon={<BlockIcon />} onClick={open('deactivate')}>
            {translate('resources.users.bulk.deactivate')}
          </Button>
        </>
      )}
      {canDelete && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={open('delete')}>
          {translate('resources.users.bulk.delete')}
        </Button>
      )}
      <Confirm
        isOpen={action !== null}
        loading={updating || deleting}
        title={`resources.users.bulk.${action ?? 'activate'}_title`}
        titleTranslateOptions={{ smart_count: count }}
        content={`resources.users.bulk.${action ?? 'activate'}_text`}
        confirm={`resources.users.bulk.${action ?? 'activate'}`}
        confirmColor={action === 'delete' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </>
  );
}
