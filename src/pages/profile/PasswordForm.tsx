// Change password: current, new and confirmation, held to security.passwordMinLength (the
// rule is shown). The server signs every session out and hands this tab a new token, kept
// so the admin stays signed in here; the screen says how many other sessions ended.
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { tokenStore } from '../../api/httpClient';
import { PasswordField } from '../../components/PasswordField';
import { passwordChangeSchema } from '../../../contract/admins';
import { serverMessage } from '../../lib/serverMessage';
import { type FieldError, fieldErrors } from './fieldErrors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Form = typeof EMPTY;

export function PasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings() });
  const minLength = settings.data?.security?.passwordMinLength as number | undefined;
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);

  const change = useMutation({
    mutationFn: () => dataProvider.changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword }),
    onSuccess: (res) => {
      if (res.data.token) tokenStore.set(res.data.token);
      const others = res.data.otherSessionsSignedOut ?? 0;
      const signedOut = others > 0 ? translate('app.profile.signed_out', { smart_count: others }) : translate('app.profile.signed_out_none');
      setForm(EMPTY);
      setBanner({ ok: true, text: `${translate('app.profile.changed')} ${signedOut}` });
    },
    onError: (error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) setErrors(fieldErrors(body.errors));
      setBanner({ ok: false, text: body?.errors ? translate('app.profile.change_failed') : translate(serverMessage(error, 'app.profile.change_failed')) });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, FieldError> = {};
    // Before the settings arrive, length is left to the server (which always checks it).
    const result = passwordChangeSchema(minLength ?? 1).safeParse(form);
    if (!result.success) Object.assign(found, fieldErrors(result.error));
    if (form.confirmPassword !== form.newPassword) found.confirmPassword = { key: 'app.profile.errors.mismatch' };
    setErrors(found);
    if (Object.keys(found).length) {
      setBanner(null);
      return;
    }
    setBanner(null);
    change.mutate();
  };

  const field = (name: keyof Form, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      name={name}
      label={translate(label)}
      value={form[name]}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name].key, errors[name].options) : (hint ?? ' ')}
      disabled={change.isPending}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      fullWidth
      size="small"
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.profile.password')}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {field('currentPassword', 'app.profile.current_password', 'current-password')}
        {field('newPassword', 'app.profile.new_password', 'new-password', minLength ? translate('app.profile.rule', { smart_count: minLength }) : undefined)}
        {field('confirmPassword', 'app.profile.confirm_password', 'new-password')}
      </Box>
      {banner && (
        <Alert severity={banner.ok ? 'success' : 'error'} role={banner.ok ? 'status' : 'alert'} sx={{ mt: 1 }} onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={change.isPending} startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : <LockResetIcon />}>
          {translate(change.isPending ? 'app.profile.changing' : 'app.profile.change')}
        </Button>
      </Box>
    </Box>
  );
}
