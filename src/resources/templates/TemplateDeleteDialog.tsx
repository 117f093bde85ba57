// Delete Template dialog: deletion is enabled only once the typed text equals
// the template's name exactly; otherwise the dialog says what to type.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { Template } from '../../../contract/template-schemas';
import { failureMessage } from './errors';

export function TemplateDeleteDialog({ template, onClose }: { template: Template; onClose: (deleted: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { isPending }] = useDelete<Template>();
  const matches = typed === template.name;

  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    setFailure(null);
    // react-admin's mutation resolves whatever happens (its failure goes to onError): fire and forget.
    void remove(
      'templates',
      { id: template.id, previousData: template },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.templates.messages.deleted', { type: 'success' });
          onClose(true);
        },
        onError: (error) => setFailure(failureMessage(error, 'resources.templates.messages.delete_failed')),
      },
    );
  };

  return (
    <Dialog open onClose={() => !isPending && onClose(false)} fullWidth maxWidth="xs" aria-labelledby="template-delete-title">
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="template-delete-title">{translate('resources.templates.delete.title')}</DialogTitle>
        <DialogContent dividers>
          <Alert severity="warning" sx={{ mb: 2 }} role="note">
            {translate('resources.templates.delete.warning')}
          </Alert>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('resources.templates.delete.prompt')}{' '}
            <Box component="strong" sx={{ userSelect: 'all', overflowWrap: 'anywhere' }}>
              {template.name}
            </Box>
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={translate('resources.templates.delete.label')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={typed !== '' && !matches}
            helperText={typed !== '' && !matches ? translate('resources.templates.delete.mismatch', { name: template.name }) : ' '}
            disabled={isPending}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {translate(failure, { _: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => onClose(false)} disabled={isPending}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" startIcon={<DeleteIcon />} disabled={!matches || isPending}>
            {translate(isPending ? 'resources.templates.delete.deleting' : 'resources.templates.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
