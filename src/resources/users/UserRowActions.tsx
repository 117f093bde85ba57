// A user row's actions: open the details, activate, deactivate (confirmed, with Undo in its
// toast), delete (confirmed), the last three as far as the role may.
import { Box } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import type { User } from '../../../contract/users';
import { fullName } from './UserParts';
import { IconAction } from '../../components/IconAction';
import { undoToast } from '../../components/UndoToast';

export function UserRowActions({ user, onOpen }: { user: User; onOpen: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [remove, { isPending: deleting }] = useDelete();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete' });

  // Undo re-activates through the activate route; the row may be gone by then (a filter), so it acts on the id alone.
  const reactivate = () =>
    dataProvider.activateUser(user.id).then(
      () => {
        notify('resources.users.activated', { type: 'success' });
        refresh();
      },
      () => notify('resources.users.toggle_failed', { type: 'error' }),
    );
  const toggle = useMutation({
    // What it does is decided at the click, not by the row when the answer comes (a refresh may have changed it).
    mutationFn: (deactivate: boolean) => (deactivate ? dataProvider.deactivateUser(user.id) : dataProvider.activateUser(user.id)),
    onSuccess: (_res, deactivate) => {
      setConfirmDeactivate(false);
      if (deactivate) notify(...undoToast('resources.users.deactivated', () => void reactivate()));
      else notify('resources.users.activated', { type: 'success' });
      refresh();
    },
    onError: () => {
      setConfirmDeactivate(false);
      notify('resources.users.toggle_failed', { type: 'error' });
    },
  });

  const action = (label: string, icon: React.ReactNode, onClick: () => void, color?: 'error' | 'success' | 'warning', disabled = false) => (
    <IconAction
      label={translate(label)}
      size="small"
      color={color}
      disabled={disabled}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </IconAction>
  );

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {action('resources.users.actions.view', <VisibilityIcon fontSize="small" />, onOpen)}
      {canEdit &&
        (user.isActive
          ? action('resources.users.actions.deactivate', <BlockIcon fontSize="small" />, () => setConfirmDeactivate(true), 'warning', toggle.isPending)
          : action('resources.users.actions.activate', <CheckCircleIcon fontSize="small" />, () => toggle.mutate(false), 'success', toggle.isPending))}
      {canDelete && action('resources.users.actions.delete', <DeleteIcon fontSize="small" />, () => setConfirmDelete(true), 'error')}
      <Confirm
        isOpen={confirmDeactivate}
        loading={toggle.isPending}
        title="resources.users.deactivate_title"
        titleTranslateOptions={{ name: fullName(user) }}
        content="resources.users.deactivate_text"
        confirm="resources.users.bulk.deactivate"
        confirmColor="warning"
        onClose={() => setConfirmDeactivate(false)}
        onConfirm={() => toggle.mutate(true)}
      />
      <Confirm
        isOpen={confirmDelete}
        loading={deleting}
        title="resources.users.delete_title"
        titleTranslateOptions={{ name: fullName(user) }}
        content="resources.users.delete_text"
        confirm="resources.users.bulk.delete"
        confirmColor="warning"
        onClose={() => setConfirmDelete(false)}
        // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
        onConfirm={() =>
          void remove(
            'users',
            { id: user.id, previousData: user },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setConfirmDelete(false);
                notify('resources.users.deleted', { type: 'success' });
                refresh();
              },
              onError: () => {
                setConfirmDelete(false);
                notify('resources.users.delete_failed', { type: 'error' });
              },
            },
          )
        }
      />
    </Box>
  );
}
