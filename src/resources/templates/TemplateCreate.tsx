// Create Template (/admin/templates/new): the template
// form plus the starter HTML every new template begins with (shown rendered), then the
// code editor for the new template.
import { Backdrop, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Suspense, useEffect, useState } from 'react';
import { useBasename, useCreate, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { WithMethods } from '../../api/dataProvider';
import type { templatesApi } from './api';
import { PageHeader } from '../../components/PageHeader';
import type { Template, TemplateFields } from '../../../contract/template-schemas';
import { STARTER_TEMPLATE } from '../../../contract/templates';
import { failureMessage } from './errors';
import { emptyTemplateForm } from './formValues';
import { TemplateCodeEditor } from './editor/lazy';
import { PreviewFrame } from './PreviewFrame';
import { TemplateForm, TemplateFormFields } from './TemplateForm';
import { Spinner } from '../../components/Spinner';

export default function TemplateCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<WithMethods<typeof templatesApi>>();
  const [create, { isPending: creating }] = useCreate<Template & { content?: string }>();
  // The chosen image waits for the new template; its local address shows in the thumbnail.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [created, setCreated] = useState<Template | null>(null);
  const listPath = `${basename}/templates`;

  // A local address lives as long as its file is the chosen one.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  /** A refused file forgets the chosen one; an accepted one replaces the preview URL. */
  const pickFile = async (file: File | null) => {
    setPicked(file ? { file, url: URL.createObjectURL(file) } : null);
    return file ? '' : undefined;
  };

  /** The new template exists: upload its image if one was chosen, then open its code. */
  const afterCreate = async (template: Template) => {
    notify('resources.templates.messages.created', { type: 'success' });
    let result = template;
    if (picked) {
      setUploading(true);
      try {
        const { imageUrl } = await dataProvider.uploadTemplatePreview(template.id, picked.file);
        result = { ...template, preview: imageUrl };
      } catch (error) {
        notify(failureMessage(error, 'resources.templates.messages.upload_failed'), { type: 'error' });
      } finally {
        setUploading(false);
      }
    }
    setCreated(result);
  };

  const save = async (fields: TemplateFields) => {
    const template = await create('templates', { data: { ...fields, content: STARTER_TEMPLATE } }, { returnPromise: true });
    void afterCreate(template as Template);
  };

  const busy = creating || uploading || created !== null;
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title="resources.templates.create.title"
        subtitle={translate('resources.templates.create.subtitle')}
        actions={
          <Button startIcon={<ArrowBackIcon />} component={Link} to={listPath}>
            {translate('resources.templates.create.back')}
          </Button>
        }
      />
      <TemplateForm
        record={emptyTemplateForm}
        previewRequired={false}
        save={save}
        failure={{ title: 'resources.templates.create.failed_title', fallback: 'resources.templates.messages.create_failed' }}
      >
        {(failureBox) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <Card variant="outlined">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {translate('resources.templates.create.details')}
                </Typography>
                {failureBox}
                <TemplateFormFields disabled={busy} onPickFile={pickFile} previewSrc={picked?.url} pickedFileName={picked?.file.name} />
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
                  <Button component={Link} to={listPath} disabled={busy}>
                    {translate('app.common.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={busy}
                    startIcon={creating || uploading ? <Spinner size={16} color="inherit" besideText /> : undefined}
                  >
                    {translate(creating || uploading ? 'resources.templates.create.creating' : 'resources.templates.create.submit')}
                  </Button>
                </Box>
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
                <Typography variant="h6" component="h2">
                  {translate('resources.templates.create.starter_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.templates.create.starter_text')}
                </Typography>
              </CardContent>
              <Box sx={{ height: { xs: 420, lg: 560 }, mx: { xs: 2, sm: 3 }, mb: 3, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
                <PreviewFrame content={STARTER_TEMPLATE} title={translate('resources.templates.create.starter_title')} />
              </Box>
            </Card>
          </Box>
        )}
      </TemplateForm>

      {created && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
              <Spinner color="inherit" label="resources.templates.editor.loading_editor" />
            </Backdrop>
          }
        >
          {/* navigate returns nothing under this app's BrowserRouter (a promise only under a data router). */}
          <TemplateCodeEditor template={created} onClose={() => void navigate(listPath)} />
        </Suspense>
      )}
    </Box>
  );
}
