// The template form, shared by the create page and the edit dialog: name,
// description, category, Visible/Hidden, the preview image (upload or URL), premium; checked
// with the contract's rules on submit, the server's refusal in a failure box with its field
// errors under the fields.
import { Alert, AlertTitle, Box, Button, FormControl, FormHelperText, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../components/form/inputs';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { type TemplateFields, templateFormSchema } from '../../../contract/template-schemas';
import { isTemplateCategory, TEMPLATE_CATEGORIES } from '../../../contract/templates';
import { failureMessage } from './errors';
import { payloadOf, TEMPLATE_MESSAGES, type TemplateFormValues } from './formValues';
import { checkImageFile, IMAGE_ACCEPT } from './imageFile';
import { PreviewImage } from './PreviewImage';
import { Spinner } from '../../components/Spinner';

export interface TemplateFormProps {
  record: TemplateFormValues;
  /** The edit form requires a preview; a new template may start without one. */
  previewRequired: boolean;
  /** Sends the checked, trimmed fields; rejects with the server's error when refused. */
  save: (fields: TemplateFields) => Promise<unknown>;
  /** The failure box's title and the message when the server gave none (translation keys). */
  failure: { title: string; fallback: string };
  /** The form's content, given the failure box to place. */
  children: (failureBox: ReactNode) => ReactNode;
}

export function TemplateForm({ record, previewRequired, save, failure, children }: TemplateFormProps) {
  const translate = useTranslate();
  const [failed, setFailed] = useState<string | null>(null);
  const schema = useMemo(() => templateFormSchema({ previewRequired }), [previewRequired]);
  const submit = async (values: FieldValues) => {
    setFailed(null);
    try {
      await save(payloadOf(values as TemplateFormValues));
      return undefined;
    } catch (error) {
      setFailed(failureMessage(error, failure.fallback));
      return serverFieldErrors(error, TEMPLATE_MESSAGES);
    }
  };
  const failureBox = failed && (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{translate(failure.title)}</AlertTitle>
      {translate(failed, { _: failed })}
    </Alert>
  );
  return (
    <SchemaForm schema={schema} messages={TEMPLATE_MESSAGES} record={record} onSubmit={submit}>
      {children(failureBox)}
    </SchemaForm>
  );
}

function Thumbnail({ src, alt }: { src?: string; alt: string }) {
  return (
    <Box sx={{ width: 120, height: 90, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <PreviewImage src={src} alt={alt} iconSize={32} />
    </Box>
  );
}

/** A select bound to the form, with its error (or nothing) under it. */
function SelectInput({ source, label, options, toValue = (v) => v as string, fromValue = (v) => v, disabled, required }: SelectInputProps) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, fieldState } = useInput({ source, format: (v) => v, parse: (v) => v });
  const error = fieldState.error?.message;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} required={required}>
      <InputLabel id={labelId}>{translate(label)}</InputLabel>
      <Select
        labelId={labelId}
        label={translate(label)}
        name={field.name}
        value={toValue(field.value)}
        onChange={(e) => field.onChange(fromValue(e.target.value))}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {error && (
        <FormHelperText>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
interface SelectInputProps {
  source: string;
  label: string;
  options: { value: string; label: string }[];
  toValue?: (value: unknown) => string;
  fromValue?: (value: string) => unknown;
  disabled?: boolean;
  required?: boolean;
}

export interface TemplateFieldsProps {
  disabled?: boolean;
  /**
   * A chosen image that passed the checks: upload it (edit) or keep it for later (create);
   * resolves to the preview URL to put in the form, if any. Null: the chosen file was refused.
   */
  onPickFile: (file: File | null) => Promise<string | undefined>;
  uploading?: boolean;
  /** What the thumbnail shows instead of the preview URL (a chosen file's local address). */
  previewSrc?: string;
  pickedFileName?: string;
}

export function TemplateFormFields({ disabled, onPickFile, uploading, previewSrc, pickedFileName }: TemplateFieldsProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [category, description, preview] = useWatch({ name: ['category', 'description', 'preview'] }) as [string, string, string];
  const [imageError, setImageError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  // A category the catalogue no longer has still shows as itself.
  const categories = isTemplateCategory(category) || !category ? TEMPLATE_CATEGORIES : [...TEMPLATE_CATEGORIES, category];

  const pick = async (file: File) => {
    const problem = checkImageFile(file);
    setImageError(problem);
    try {
      const url = await onPickFile(problem ? null : file);
      if (!problem && url !== undefined) setValue('preview', url, { shouldDirty: true });
    } catch (error) {
      setImageError(failureMessage(error, 'resources.templates.messages.upload_failed'));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormTextField
        source="name"
        label="resources.templates.fields.name"
        hint={null}
        disabled={disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        source="description"
        label="resources.templates.fields.description"
        hint={translate('resources.templates.form.description_help', { count: (description ?? '').trim().length })}
        disabled={disabled}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput
          source="category"
          label="resources.templates.fields.category"
          disabled={disabled}
          required
          options={categories.map((c) => ({ value: c, label: isTemplateCategory(c) ? translate(`resources.templates.categories.${c}`) : c }))}
        />
        <SelectInput
          source="status"
          label="resources.templates.fields.status"
          disabled={disabled}
          toValue={(v) => (v ? 'visible' : 'hidden')}
          fromValue={(v) => v === 'visible'}
          options={[
            { value: 'visible', label: translate('resources.templates.visible') },
            { value: 'hidden', label: translate('resources.templates.hidden') },
          ]}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {translate('resources.templates.fields.preview')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
          <Thumbnail src={previewSrc ?? (preview || undefined)} alt={translate('resources.templates.form.preview_alt')} />
          <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'grid', gap: 1 }}>
            <FormTextField
              source="preview"
              label="resources.templates.form.preview_url"
              placeholder="/images/templates/…"
              hint={null}
              disabled={disabled || uploading}
              size="small"
              fullWidth
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={uploading ? <Spinner size={16} besideText /> : <UploadIcon />}
                onClick={() => fileInput.current?.click()}
                disabled={disabled || uploading}
              >
                {translate(uploading ? 'resources.templates.form.uploading' : 'resources.templates.form.upload')}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {pickedFileName ?? translate('resources.templates.form.formats')}
              </Typography>
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_ACCEPT}
                hidden
                data-testid="preview-file"
                aria-label={translate('resources.templates.form.upload')}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void pick(file);
                }}
              />
            </Box>
            {imageError && (
              <Alert severity="error" sx={{ py: 0 }}>
                {translate(imageError, { _: imageError })}
              </Alert>
            )}
          </Box>
        </Box>
      </Box>

      <FormCheckbox source="isPremium" label="resources.templates.form.premium" disabled={disabled} />
    </Box>
  );
}
