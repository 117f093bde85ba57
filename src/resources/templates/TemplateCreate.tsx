// Create Template (/admin/templates/new; spec §2 leaves its content open): the template
// form plus the starter HTML every new template begins with (shown rendered), then the
// code editor for the new template.
import { Alert, AlertTitle, Backdrop, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Suspense, useEffect, useState } from 'react';
import { useBasename, useCreate, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../appDataProvider';
import { PageHeader } from '../../components/PageHeader';
import type { Template } from '../../../contract/template-schemas';
import { STARTER_TEMPLATE } from '../../../contract/templates';
import { failureMessage } from './errors';
import { emptyTemplateForm, payloadOf, serverFieldErrors } from './formValues';
import { checkImageFile } from './imageFile';
import { TemplateCodeEditor } from './editor/lazy';
import { PreviewFrame } from './PreviewFrame';
import { TemplateFormFields } from './TemplateFormFields';
import { useTemplateForm } from './useTemplateForm';

export default function TemplateCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create, { isPending: creating }] = useCreate<Template & { content?: string }>();
  const form = useTemplateForm(emptyTemplateForm, false);
  const [file, setFile] = useState<File | null>(null);
  const [fileUrl, setFileUrl] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [created, setCreated] = useState<Template | null>(null);
  const listPath = `${basename}/templates`;

  // The chosen image's local address, for the thumbnail; released when replaced.
  useEffect(() => {
    if (!file) return setFileUrl(undefined);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pickFile = (picked: File) => {
    const problem = checkImageFile(picked);
    setImageError(problem);
    setFile(problem ? null : picked);
    if (!problem) form.change('preview', '');
  };

  /** The new template exists: upload its image if one was chosen, then open its code. */
  const afterCreate = async (template: Template) => {
    notify('resources.templates.messages.created', { type: 'success' });
    let result = template;
    if (file) {
      setUploading(true);
      try {
        const { imageUrl } = await dataProvider.uploadTemplatePreview(template.id, file);
        result = { ...template, preview: imageUrl };
      } catch (error) {
        notify(failureMessage(error, 'resources.templates.messages.upload_failed'), { type: 'error' });
      } finally {
        setUploading(false);
      }
    }
    setCreated(result);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    create(
      'templates',
      { data: { ...payloadOf(form.values), content: STARTER_TEMPLATE } },
      {
        onSuccess: (template) => void afterCreate(template),
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          setFailure(failureMessage(error, 'resources.templates.messages.create_failed'));
        },
      },
    );
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
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}
      >
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {translate('resources.templates.create.details')}
            </Typography>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                <AlertTitle>{translate('resources.templates.create.failed_title')}</AlertTitle>
                {translate(failure, { _: failure })}
              </Alert>
            )}
            <TemplateFormFields
              values={form.values}
              errors={form.errors}
              onChange={form.change}
              disabled={busy}
              onPickFile={pickFile}
              imageError={imageError}
              previewSrc={fileUrl}
              pickedFileName={file?.name}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
              <Button component={Link} to={listPath} disabled={busy}>
                {translate('app.common.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                startIcon={creating || uploading ? <CircularProgress size={16} color="inherit" /> : undefined}
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

      {created && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
              <CircularProgress color="inherit" />
            </Backdrop>
          }
        >
          <TemplateCodeEditor template={created} onClose={() => navigate(listPath)} />
        </Suspense>
      )}
    </Box>
  );
}
