// Change password: current, new and confirmation, held to security.passwordMinLength (the
// rule is shown). The server signs every session out and hands this tab a new token, kept
// so the admin stays signed in here; the screen says how many other sessions ended.
import { Box } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AppDataProvider } from '../../appDataProvider';
import { tokenStore } from '../../api/httpClient';
import { FormTextField } from '../../components/form/inputs';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { PasswordField } from '../../components/PasswordField';
import { passwordChangeFormSchema } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from './fieldErrors';
import { type Banner, FormFooter } from './FormParts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings() });
  const minLength = settings.data?.security?.passwordMinLength;
  // Before the settings arrive, length is left to the server (which always checks it).
  const schema = useMemo(() => passwordChangeFormSchema(minLength ?? 1), [minLength]);
  const [banner, setBanner] = useState<Banner>(null);
  const change = useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string }) => dataProvider.changePassword(body) });

  const submit = async ({ currentPassword, newPassword }: FieldValues, form: UseFormReturn) => {
    setBanner(null);
    try {
      const res = await change.mutateAsync({ currentPassword, newPassword });
      if (res.data.token) tokenStore.set(res.data.token);
      const others = res.data.otherSessionsSignedOut ?? 0;
      const signedOut = others > 0 ? translate('app.profile.signed_out', { smart_count: others }) : translate('app.profile.signed_out_none');
      form.reset(EMPTY);
      setBanner({ ok: true, text: `${translate('app.profile.changed')} ${signedOut}` });
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      setBanner({ ok: false, text: fields ? translate('app.profile.change_failed') : translate(serverMessage(error, 'app.profile.change_failed')) });
      return fields;
    }
  };

  const rule = minLength ? translate('app.profile.rule', { smart_count: minLength }) : undefined;
  const field = (source: keyof typeof EMPTY, label: string, autoComplete: string) => ({
    source,
    label,
    autoComplete,
    as: PasswordField,
    fullWidth: true,
    size: 'small' as const,
    disabled: change.isPending,
  });
  return (
    <SchemaForm schema={schema} messages={PROFILE_MESSAGES} record={EMPTY} onSubmit={submit} label={translate('app.profile.password')}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormTextField {...field('currentPassword', 'app.profile.current_password', 'current-password')} />
        <FormTextField {...field('newPassword', 'app.profile.new_password', 'new-password')} hint={rule ?? ' '} />
        <FormTextField {...field('confirmPassword', 'app.profile.confirm_password', 'new-password')} />
      </Box>
      <FormFooter
        banner={banner}
        onCloseBanner={() => setBanner(null)}
        pending={change.isPending}
        icon={<LockResetIcon />}
        label="app.profile.change"
        pendingLabel="app.profile.changing"
      />
    </SchemaForm>
  );
}
