// Shown while packages are selected: their count, bulk Activate / Deactivate, and clear.
import { Box, Button, Paper, Typography } from '@mui/material';
import { useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';

export function PackageBulkBar() {
  const { selectedIds, onUnselectItems, refetch } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();
  if (!selectedIds.length) return null;

  // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
  const apply = (isActive: boolean) =>
    void updateMany(
      'packages',
      { ids: selectedIds, data: { isActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.packages.bulk_success', { type: 'success', messageArgs: { n: selectedIds.length } });
          onUnselectItems();
          void refetch(); // never rejects: a failed load is the list's error
        },
        onError: () => notify('resources.packages.bulk_failed', { type: 'error' }),
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
        <Button size="small" variant="contained" color="success" disabled={isPending} onClick={() => apply(true)}>
          {translate('resources.packages.bulk_activate')}
        </Button>
        <Button size="small" variant="contained" color="warning" disabled={isPending} onClick={() => apply(false)}>
          {translate('resources.packages.bulk_deactivate')}
        </Button>
        <Button size="small" onClick={() => onUnselectItems()}>
          {translate('resources.packages.clear_selection')}
        </Button>
      </Box>
    </Paper>
  );
}
