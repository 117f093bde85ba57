// Edit Template dialog: the template form, a read-only ID, an image upload
// that goes straight to the server, 'Edit Template Code', failures in an 'Update Failed' box.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { templatesApi } from './api';
import type { Template, TemplateFields } from '../../../contract/template-schemas';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { preloadTemplateCodeEditor } from './editor/lazy';
import { formValuesOf } from './formValues';
import { TemplateForm, TemplateFormFields } from './TemplateForm';

export interface TemplateEditDialogProps {
  template: Template;
  onClose: (changed: boolean) => void;
  onEditCode: (template: Template) => void;
}

export function TemplateEditDialog({ template, onClose, onEditCode }: TemplateEditDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof templatesApi>>();
  const [update, { isPending: saving }] = useUpdate<Template>();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  /** A chosen image goes to the server at once; the form then points at it. */
  const upload = async (file: File | null) => {
    if (!file) return undefined;
    setUploading(true);
    try {
      const { imageUrl } = await dataProvider.uploadTemplatePreview(template.id, file);
      setUploaded(true);
      return imageUrl;
    } finally {
      setUploading(false);
    }
  };

  const save = async (fields: TemplateFields) => {
    await update('templates', { id: template.id, data: fields, previousData: template }, { mutationMode: 'pessimistic', returnPromise: true });
    notify('resources.templates.messages.updated', { type: 'success' });
    onClose(true);
  };

  const busy = saving || uploading;
  return (
    <Dialog open onClose={() => !busy && onClose(uploaded)} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="template-edit-title">
      <TemplateForm
        record={formValuesOf(template)}
        previewRequired
        save={save}
        failure={{ title: 'resources.templates.edit.update_failed', fallback: 'resources.templates.messages.update_failed' }}
      >
        {(failureBox) => (
          <>
            <DialogTitle id="template-edit-title">{translate('resources.templates.edit.title')}</DialogTitle>
            <DialogContent dividers>
              {failureBox}
              <TemplateFormFields disabled={saving} onPickFile={upload} uploading={uploading} />
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
          </>
        )}
      </TemplateForm>
    </Dialog>
  );
}
