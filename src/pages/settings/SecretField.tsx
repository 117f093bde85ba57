// A write-only secret: says whether one is stored, never shows it, and offers a field to
// replace it (left blank, the stored value stays).
import { Box, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useTranslate } from 'react-admin';
import { PasswordField } from '../../components/PasswordField';
import { StatusChip } from '../../components/StatusChip';

export interface SecretFieldProps {
  id: string;
  label: string;
  isSet: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

export function SecretField({ id, label, isSet, value, onChange, error, hint }: SecretFieldProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <KeyIcon fontSize="small" color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${id}-label`}>
          {label}
        </Typography>
        <StatusChip
          tone={isSet ? 'green' : 'gray'}
          label={translate(isSet ? 'app.settings.secret_set' : 'app.settings.secret_not_set')}
          aria-label={`${label}: ${translate(isSet ? 'app.settings.secret_set' : 'app.settings.secret_not_set')}`}
        />
      </Box>
      <PasswordField
        id={id}
        fullWidth
        size="small"
        label={`${label} – ${translate('app.settings.secret_replace')}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? [hint, isSet ? translate('app.settings.secret_keep') : translate('app.settings.secret_hidden')].filter(Boolean).join(' ')}
        autoComplete="new-password"
      />
    </Box>
  );
}
