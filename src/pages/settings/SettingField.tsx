// One settings input, by the kind its spec gives (fields.ts), bound to the section's form.
import { Box, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormCheckbox, FormTextField } from '../../components/form/inputs';
import type { FieldSpec } from './fields';
import { SecretField } from './SecretField';

export interface SettingFieldProps {
  section: string;
  field: FieldSpec;
  secretsSet: Record<string, boolean>;
}

export function SettingField({ section, field, secretsSet }: SettingFieldProps) {
  const translate = useTranslate();
  const label = `app.settings.fields.${field.name}`;
  const hint = translate(`app.settings.hints.${field.name}`, { _: '' }) || undefined;
  const id = `settings-${section}-${field.name}`;

  switch (field.kind) {
    case 'switch':
      return (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormCheckbox source={field.name} label={label} control="switch" id={id} />
        </Box>
      );
    case 'secret':
      return (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SecretField id={id} source={field.name} label={translate(label)} isSet={Boolean(secretsSet[field.name])} hint={hint} />
        </Box>
      );
    case 'group':
      return (
        <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
            {translate(label)}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
              {hint}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {field.parts.map((part) => (
              <FormTextField
                key={part}
                id={`${id}-${part}`}
                source={`${field.name}.${part}`}
                size="small"
                type="number"
                label={`app.settings.fields.${part}`}
                hint={null}
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            ))}
          </Box>
        </Box>
      );
    case 'select':
      return (
        <FormTextField select id={id} source={field.name} size="small" label={label} hint={null}>
          {field.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'text':
    case 'email':
    case 'url':
    case 'number': {
      const number = field.kind === 'number';
      return (
        <FormTextField
          id={id}
          source={field.name}
          size="small"
          label={label}
          type={number ? 'number' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          hint={hint ?? null}
          sx={'wide' in field && field.wide ? { gridColumn: '1 / -1' } : undefined}
          slotProps={number ? { htmlInput: { min: field.min, max: field.max, step: 1 } } : undefined}
        />
      );
    }
  }
}
