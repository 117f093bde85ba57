// Edit Template dialog (spec §2, §5): the template form, a read-only ID, an image upload
// that goes straight to the server, 'Edit Template Code', failures in an 'Update Failed' box.
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AppDataProvider } from '../../appDataProvider';
import type { Template } from '../../../contract/template-schemas';
import { HistoryButton } from '../audit-log/EntityHistory';
import { preloadTemplateCodeEditor } from './editor/lazy';
import { failureMessage } from './errors';
import { formValuesOf, payloadOf, serverFieldErrors } from './formValues';
import { checkImageFile } from './imageFile';
import { TemplateFormFields } from './TemplateFormFields';
import { useTemplateForm } from './useTemplateForm';

export interface TemplateEditDialogProps {
  template: Template;
  onClose: (changed: boolean) => void;
  onEditCode: (template: Template) => void;
}

export function TemplateEditDialog({ template, onClose, onEditCode }: TemplateEditDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [update, { isPending: saving }] = useUpdate<Template>();
  const form = useTemplateForm(formValuesOf(template), true);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const pickFile = async (file: File) => {
    const problem = checkImageFile(file);
    setImageError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const { imageUrl } = await dataProvider.uploadTemplatePreview(template.id, file);
      form.change('preview', imageUrl);
      setUploaded(true);
    } catch (error) {
      setImageError(failureMessage(error, 'resources.templates.messages.upload_failed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    update(
      'templates',
      { id: template.id, data: payloadOf(form.values), previousData: template },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.templates.messages.updated', { type: 'success' });
          onClose(true);
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          setFailure(failureMessage(error, 'resources.templates.messages.update_failed'));
        },
      },
    );
  };

  const busy = saving || uploading;
  return (
    <Dialog open onClose={() => !busy && onClose(uploaded)} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="template-edit-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="template-edit-title">{translate('resources.templates.edit.title')}</DialogTitle>
        <DialogContent dividers>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              <AlertTitle>{translate('resources.templates.edit.update_failed')}</AlertTitle>
              {translate(failure, { _: failure })}
            </Alert>
          )}
          <TemplateFormFields
            values={form.values}
            errors={form.errors}
            onChange={form.change}
            disabled={saving}
            onPickFile={(file) => void pickFile(file)}
            uploading={uploading}
            imageError={imageError}
          />
          <Box sx={{ mt: 2.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label={translate('resources.templates.fields.id')}
              value={template.id}
              size="small"
              sx={{ flex: '1 1 260px' }}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } } }}
            />
            <Button
              variant="outlined"
              startIcon={<CodeIcon />}
              onClick={() => onEditCode(template)}
              onPointerEnter={preloadTemplateCodeEditor}
              onFocus={preloadTemplateCodeEditor}
              disabled={busy}
            >
              {translate('resources.templates.actions.edit_code_long')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <HistoryButton entity="template" id={template.id} variant="text" disabled={busy} sx={{ mr: 'auto' }} />
          <Button onClick={() => onClose(uploaded)} disabled={busy}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(saving ? 'app.common.saving' : 'resources.templates.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
