// 'Delete Selected (N)': one bulk call for the selected CVs, after a confirmation.
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Confirm, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';

export function CvBulkDelete() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const count = selectedIds.length;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => count > 0 && setOpen(true)}>
        {translate('resources.cvs.delete_selected', { smart_count: count })}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.cvs.bulk_delete_title"
        titleTranslateOptions={{ smart_count: count }}
        content="resources.cvs.delete_text"
        confirm="app.common.delete"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
        onConfirm={() =>
          void deleteMany(
            'cvs',
            { ids: selectedIds },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.cvs.bulk_deleted', { type: 'success', messageArgs: { smart_count: count } });
                onUnselectItems();
                refresh();
              },
              onError: () => {
                setOpen(false);
                notify('resources.cvs.bulk_delete_failed', { type: 'error' });
              },
            },
          )
        }
      />
    </>
  );
}
