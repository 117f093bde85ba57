// Change password: current, new and confirmation, held to security.passwordMinLength (the
// rule is shown). The server signs every session out and hands this tab a new token, kept
// so the admin stays signed in here; the screen says how many other sessions ended.
import { Box } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../appDataProvider';
import { tokenStore } from '../../api/httpClient';
import { PasswordField } from '../../components/PasswordField';
import { passwordChangeSchema } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { type FieldError, fieldErrors } from './fieldErrors';
import { type Banner, FormFooter, useFields } from './FormParts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings() });
  const minLength = settings.data?.security?.passwordMinLength as number | undefined;
  const { values, setValues, setErrors, field } = useFields(EMPTY);
  const [banner, setBanner] = useState<Banner>(null);

  const change = useMutation({
    mutationFn: () => dataProvider.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: (res) => {
      if (res.data.token) tokenStore.set(res.data.token);
      const others = res.data.otherSessionsSignedOut ?? 0;
      const signedOut = others > 0 ? translate('app.profile.signed_out', { smart_count: others }) : translate('app.profile.signed_out_none');
      setValues(EMPTY);
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
    // Before the settings arrive, length is left to the server (which always checks it).
    const result = passwordChangeSchema(minLength ?? 1).safeParse(values);
    const found: Record<string, FieldError> = result.success ? {} : fieldErrors(result.error);
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = { key: 'app.profile.errors.mismatch' };
    setErrors(found);
    setBanner(null);
    if (!Object.keys(found).length) change.mutate();
  };

  const rule = minLength ? translate('app.profile.rule', { smart_count: minLength }) : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.profile.password')}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField {...field('currentPassword', 'app.profile.current_password')} autoComplete="current-password" disabled={change.isPending} />
        <PasswordField {...field('newPassword', 'app.profile.new_password', rule)} autoComplete="new-password" disabled={change.isPending} />
        <PasswordField {...field('confirmPassword', 'app.profile.confirm_password')} autoComplete="new-password" disabled={change.isPending} />
      </Box>
      <FormFooter
        banner={banner}
        onCloseBanner={() => setBanner(null)}
        pending={change.isPending}
        icon={<LockResetIcon />}
        label="app.profile.change"
        pendingLabel="app.profile.changing"
      />
    </Box>
  );
}
