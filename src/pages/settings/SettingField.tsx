// One settings input, by the kind its spec gives (fields.ts).
import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSpec } from './fields';
import type { FormState } from './formValues';
import { SecretField } from './SecretField';

export interface SettingFieldProps {
  section: string;
  field: FieldSpec;
  state: FormState;
  errors: Record<string, string>;
  secretsSet: Record<string, boolean>;
  onChange: (name: string, value: string | boolean) => void;
}

export function SettingField({ section, field, state, errors, secretsSet, onChange }: SettingFieldProps) {
  const translate = useTranslate();
  const label = translate(`app.settings.fields.${field.name}`);
  const hintKey = `app.settings.hints.${field.name}`;
  const hint = translate(hintKey, { _: '' }) || undefined;
  /** Known range errors in the UI language; others as the shared schema words them. */
  const errorOf = (name: string) => (errors[name] ? translate(`app.settings.errors.${name}`, { _: errors[name] }) : undefined);
  const id = `settings-${section}-${field.name}`;

  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          sx={{ gridColumn: '1 / -1' }}
          control={<Switch id={id} checked={Boolean(state[field.name])} onChange={(e) => onChange(field.name, e.target.checked)} />}
          label={label}
        />
      );
    case 'secret':
      return (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SecretField
            id={id}
            label={label}
            isSet={Boolean(secretsSet[field.name])}
            value={String(state[field.name] ?? '')}
            onChange={(v) => onChange(field.name, v)}
            error={errorOf(field.name)}
            hint={hint}
          />
        </Box>
      );
    case 'group':
      return (
        <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
            {label}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
              {hint}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {field.parts.map((part) => {
              const name = `${field.name}.${part}`;
              return (
                <TextField
                  key={part}
                  id={`${id}-${part}`}
                  size="small"
                  type="number"
                  label={translate(`app.settings.fields.${part}`)}
                  value={state[name] ?? ''}
                  onChange={(e) => onChange(name, e.target.value)}
                  error={Boolean(errors[name])}
                  helperText={errorOf(name)}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              );
            })}
          </Box>
        </Box>
      );
    case 'select':
      return (
        <TextField
          select
          id={id}
          size="small"
          label={label}
          value={state[field.name] ?? ''}
          onChange={(e) => onChange(field.name, e.target.value)}
          error={Boolean(errors[field.name])}
          helperText={errorOf(field.name)}
        >
          {field.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    default: {
      const number = field.kind === 'number';
      return (
        <TextField
          id={id}
          size="small"
          label={label}
          type={number ? 'number' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          value={state[field.name] ?? ''}
          onChange={(e) => onChange(field.name, e.target.value)}
          error={Boolean(errors[field.name])}
          helperText={errorOf(field.name) ?? hint}
          sx={'wide' in field && field.wide ? { gridColumn: '1 / -1' } : undefined}
          slotProps={number ? { htmlInput: { min: field.min, max: field.max, step: 1 } } : undefined}
        />
      );
    }
  }
}
