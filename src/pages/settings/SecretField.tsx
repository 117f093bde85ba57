// A write-only secret: says whether one is stored, never shows it, and offers a field to
// replace it (left blank, the stored value stays).
import { Box, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { PasswordField } from '../../components/PasswordField';
import { StatusChip } from '../../components/StatusChip';

export interface SecretFieldProps {
  id: string;
  source: string;
  label: string;
  isSet: boolean;
  hint?: string;
}

export function SecretField({ id, source, label, isSet, hint }: SecretFieldProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, id, format: (v) => v ?? '', parse: (v) => v });
  const error = fieldState.error?.message;
  const state = translate(isSet ? 'app.settings.secret_set' : 'app.settings.secret_not_set');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <KeyIcon fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${id}-label`}>
          {label}
        </Typography>
        <StatusChip tone={isSet ? 'green' : 'gray'} label={state} aria-label={`${label}: ${state}`} />
      </Box>
      <PasswordField
        id={id}
        name={field.name}
        inputRef={field.ref}
        fullWidth
        size="small"
        label={`${label} – ${translate('app.settings.secret_replace')}`}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={Boolean(error)}
        helperText={
          error ? (
            <InputHelperText error={error} />
          ) : (
            [hint, isSet ? translate('app.settings.secret_keep') : translate('app.settings.secret_hidden')].filter(Boolean).join(' ')
          )
        }
        autoComplete="new-password"
      />
    </Box>
  );
}
