// Select-all (with its indeterminate state) and, once something is selected, the bulk
// actions: Premium, Free, Delete (after a confirmation), Clear Selection.
import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import StarIcon from '@mui/icons-material/Star';
import { useState } from 'react';
import { Confirm, useListContext, useTranslate } from 'react-admin';
import type { useTemplateActions } from './useTemplateActions';

export function TemplateBulkBar({ actions }: { actions: ReturnType<typeof useTemplateActions> }) {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const pageIds = data.map((r) => r.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const all = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const some = selectedIds.length > 0 && !all;
  const busy = actions.bulkUpdating || actions.bulkDeleting;

  const toggleAll = () => (all ? onSelect(selectedIds.filter((id) => !pageIds.includes(id))) : onSelect([...new Set([...selectedIds, ...pageIds])]));

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: 1.5,
        py: 0.75,
        mb: 2,
        bgcolor: selectedIds.length ? 'action.selected' : 'background.paper',
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={all} indeterminate={some} onChange={toggleAll} disabled={!pageIds.length} />}
        label={translate('resources.templates.bulk.select_all')}
      />
      {selectedIds.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} role="status">
            {translate('resources.templates.bulk.selected', { smart_count: selectedIds.length })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
            <Button size="small" variant="outlined" color="warning" startIcon={<StarIcon />} onClick={() => actions.setPremium(true)} disabled={busy}>
              {translate('resources.templates.bulk.premium')}
            </Button>
            <Button size="small" variant="outlined" color="success" startIcon={<LockOpenIcon />} onClick={() => actions.setPremium(false)} disabled={busy}>
              {translate('resources.templates.bulk.free')}
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={busy}>
              {translate('resources.templates.bulk.delete')}
            </Button>
            <Button size="small" onClick={() => onUnselectItems()} disabled={busy}>
              {translate('resources.templates.bulk.clear')}
            </Button>
          </Box>
        </>
      )}
      <Confirm
        isOpen={confirming}
        title="resources.templates.bulk.delete_title"
        content="resources.templates.bulk.delete_confirm"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="resources.templates.bulk.delete"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          actions.bulkDelete([...selectedIds]);
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
