// Shown while packages are selected: their count, bulk Activate / Deactivate (confirmed, with
// Undo in its toast), and clear.
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, type Identifier, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { undoToast } from '../../components/UndoToast';

export function PackageBulkBar() {
  const { selectedIds, onUnselectItems, refetch } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();
  const [confirming, setConfirming] = useState(false);
  if (!selectedIds.length) return null;

  // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
  const apply = (ids: Identifier[], isActive: boolean, undoable: boolean) =>
    void updateMany(
      'packages',
      { ids, data: { isActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          const args = { n: ids.length };
          // Undo switches the same packages back on through the same route.
          if (undoable) notify(...undoToast('resources.packages.bulk_success', () => apply(ids, true, false), args));
          else notify('resources.packages.bulk_success', { type: 'success', messageArgs: args });
          onUnselectItems();
          void refetch(); // never rejects: a failed load is the list's error
        },
        onError: () => {
          setConfirming(false);
          notify('resources.packages.bulk_failed', { type: 'error' });
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={translate('resources.packages.bulk_actions')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, mb: 2, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }}>
        {translate('resources.packages.selected', { smart_count: selectedIds.length })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="contained" color="success" disabled={isPending} onClick={() => apply(selectedIds, true, false)}>
          {translate('resources.packages.bulk_activate')}
        </Button>
        <Button size="small" variant="contained" color="warning" disabled={isPending} onClick={() => setConfirming(true)}>
          {translate('resources.packages.bulk_deactivate')}
        </Button>
        <Button size="small" onClick={() => onUnselectItems()}>
          {translate('resources.packages.clear_selection')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.packages.bulk_deactivate_title"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="resources.packages.bulk_deactivate_text"
        confirm="resources.packages.bulk_deactivate"
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={() => apply(selectedIds, false, true)}
      />
    </Paper>
  );
}
