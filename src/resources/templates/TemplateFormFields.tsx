// The template form's fields (spec §2, §5): name, description, category, Visible/Hidden,
// the preview image (upload or URL), premium; shared by the edit dialog and the create page.
// Errors appear under their field; editing a field clears its error (the parent's onChange).
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { isTemplateCategory, TEMPLATE_CATEGORIES } from '../../../contract/templates';
import type { TemplateFormErrors, TemplateFormValues } from './formValues';
import { IMAGE_ACCEPT } from './imageFile';
import { PreviewImage } from './PreviewImage';

export interface TemplateFormFieldsProps {
  values: TemplateFormValues;
  errors: TemplateFormErrors;
  onChange: <K extends keyof TemplateFormValues>(field: K, value: TemplateFormValues[K]) => void;
  disabled?: boolean;
  /** A chosen image file: the parent checks it and uploads it (or keeps it for later). */
  onPickFile: (file: File) => void;
  uploading?: boolean;
  /** A translation key or server message about the chosen image. */
  imageError?: string;
  /** What the thumbnail shows: a chosen file's local address, else the preview URL. */
  previewSrc?: string;
  pickedFileName?: string;
}

function Thumbnail({ src, alt }: { src?: string; alt: string }) {
  return (
    <Box sx={{ width: 120, height: 90, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <PreviewImage src={src} alt={alt} iconSize={32} />
    </Box>
  );
}

export function TemplateFormFields(props: TemplateFormFieldsProps) {
  const { values, errors, onChange, disabled, onPickFile, uploading, imageError, previewSrc, pickedFileName } = props;
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { category: useId(), status: useId() };
  const err = (field: keyof TemplateFormValues) => (errors[field] ? translate(errors[field]!, { _: errors[field] }) : undefined);
  const categories = isTemplateCategory(values.category) || !values.category ? TEMPLATE_CATEGORIES : [...TEMPLATE_CATEGORIES, values.category];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={translate('resources.templates.fields.name')}
        value={values.name}
        onChange={(e) => onChange('name', e.target.value)}
        error={!!errors.name}
        helperText={err('name')}
        disabled={disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={translate('resources.templates.fields.description')}
        value={values.description}
        onChange={(e) => onChange('description', e.target.value)}
        error={!!errors.description}
        helperText={err('description') ?? translate('resources.templates.form.description_help', { count: values.description.trim().length })}
        disabled={disabled}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl fullWidth error={!!errors.category} disabled={disabled} required>
          <InputLabel id={ids.category}>{translate('resources.templates.fields.category')}</InputLabel>
          <Select
            labelId={ids.category}
            label={translate('resources.templates.fields.category')}
            value={values.category}
            onChange={(e) => onChange('category', e.target.value)}
          >
            {categories.map((c) => (
              <MenuItem key={c} value={c}>
                {isTemplateCategory(c) ? translate(`resources.templates.categories.${c}`) : c}
              </MenuItem>
            ))}
          </Select>
          {errors.category && <FormHelperText>{err('category')}</FormHelperText>}
        </FormControl>
        <FormControl fullWidth disabled={disabled}>
          <InputLabel id={ids.status}>{translate('resources.templates.fields.status')}</InputLabel>
          <Select
            labelId={ids.status}
            label={translate('resources.templates.fields.status')}
            value={values.status ? 'visible' : 'hidden'}
            onChange={(e) => onChange('status', e.target.value === 'visible')}
          >
            <MenuItem value="visible">{translate('resources.templates.visible')}</MenuItem>
            <MenuItem value="hidden">{translate('resources.templates.hidden')}</MenuItem>
          </Select>
        </FormControl>
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {translate('resources.templates.fields.preview')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
          <Thumbnail src={previewSrc ?? (values.preview || undefined)} alt={translate('resources.templates.form.preview_alt')} />
          <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'grid', gap: 1 }}>
            <TextField
              label={translate('resources.templates.form.preview_url')}
              placeholder="/images/templates/…"
              value={values.preview}
              onChange={(e) => onChange('preview', e.target.value)}
              error={!!errors.preview}
              helperText={err('preview')}
              disabled={disabled || uploading}
              size="small"
              fullWidth
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
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
                  if (file) onPickFile(file);
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

      <FormControlLabel
        control={<Checkbox checked={values.isPremium} onChange={(e) => onChange('isPremium', e.target.checked)} disabled={disabled} />}
        label={translate('resources.templates.form.premium')}
      />
    </Box>
  );
}
