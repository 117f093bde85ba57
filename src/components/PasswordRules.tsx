// The rules a new password must meet, ticked as the admin types (the invitation page, the
// first sign-in after a temporary password, the profile's password form): the least length
// (Settings › Security, read from the public password-rules route), the confirmation, and,
// where the current password is typed, that the new one differs from it; the longest length
// only once it is passed. The server checks them all again: this list only helps.
import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { authRoutes, type PasswordRules as Rules } from '../../contract/auth';
import { call } from '../api/call';
import { dataOf } from '../api/httpClient';
import { useFormat } from '../lib/useFormat';

/** The server's password rules (public: the invitation page has no session). Undefined until they come. */
export function usePasswordRules(): Rules | undefined {
  return useQuery({ queryKey: ['password-rules'], queryFn: () => dataOf(call(authRoutes.passwordRules)), staleTime: 60_000 }).data;
}

/** Read by screen readers, not shown. */
// Pixels as strings: in sx a bare 1 would mean 100%.
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface PasswordRulesProps {
  /** The form's fields: the new password, its confirmation, and the current password where it is typed. */
  field?: string;
  confirmField?: string;
  currentField?: string;
}

export function PasswordRules({ field = 'newPassword', confirmField = 'confirmPassword', currentField }: PasswordRulesProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const rules = usePasswordRules();
  const [password = '', confirmation = '', current = ''] = useWatch({ name: [field, confirmField, currentField ?? field] }) as string[];
  const length = [...password].length;
  const items: { key: string; text: string; met: boolean }[] = [];
  if (rules) items.push({ key: 'min', text: translate('app.password_rules.min_length', { smart_count: rules.minLength }), met: length >= rules.minLength });
  if (rules && password.length > rules.maxLength)
    items.push({ key: 'max', text: translate('app.password_rules.max_length', { max: number(rules.maxLength) }), met: false });
  if (currentField) items.push({ key: 'differs', text: translate('app.password_rules.differs'), met: password !== '' && password !== current });
  items.push({ key: 'match', text: translate('app.password_rules.match'), met: password !== '' && password === confirmation });

  return (
    <Box component="ul" aria-label={translate('app.password_rules.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {items.map(({ key, text, met }) => (
        <Box component="li" key={key} data-rule={key} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}>
          {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
          <Typography variant="body2" component="span">
            {text}
          </Typography>
          <Box component="span" sx={HIDDEN}>
            {' '}
            {translate(met ? 'app.password_rules.met' : 'app.password_rules.not_met')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
