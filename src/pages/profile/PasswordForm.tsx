// Change password: current, new and confirmation, held to the server's password rules (the
// least length from Settings › Security, read from the public rules route by every role),
// ticked live under the fields (components/PasswordRules). The server signs every session
// out and hands this tab a new token, kept so the admin stays signed in here; the screen
// says how many other sessions ended. The account set-up page uses it after a sign-in with a
// temporary password without the current field: that sign-in proved it (the server knows).
import { Box } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type DataProvider, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { profileApi } from './api';
import { tokenStore } from '../../api/tokenStore';
import { FormTextField } from '../../components/form/inputs';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules, usePasswordRules } from '../../components/PasswordRules';
import { newPasswordFormSchema, passwordChangeFormSchema } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from './fieldErrors';
import { type Banner, FormFooter } from './FormParts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordFormProps {
  /** Without the current password: the session was opened by a sign-in with the temporary one. */
  withoutCurrent?: boolean;
  /** After the change, instead of the banner (the account set-up goes on). */
  onChanged?: () => void;
}

export function PasswordForm({ withoutCurrent = false, onChanged }: PasswordFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi>();
  // Before the rules arrive, length is left to the server (which always checks it).
  const minLength = usePasswordRules()?.minLength ?? 1;
  const schema = useMemo(() => (withoutCurrent ? newPasswordFormSchema(minLength) : passwordChangeFormSchema(minLength)), [minLength, withoutCurrent]);
  const [banner, setBanner] = useState<Banner>(null);
  const change = useMutation({ mutationFn: (body: { currentPassword?: string; newPassword: string }) => dataProvider.changePassword(body) });

  const submit = async ({ currentPassword, newPassword }: FieldValues, form: UseFormReturn) => {
    setBanner(null);
    try {
      const res = await change.mutateAsync(withoutCurrent ? { newPassword } : { currentPassword, newPassword });
      if (res.data.token) tokenStore.set(res.data.token);
      const others = res.data.otherSessionsSignedOut ?? 0;
      const signedOut = others > 0 ? translate('app.profile.signed_out', { smart_count: others }) : translate('app.profile.signed_out_none');
      form.reset(EMPTY);
      if (onChanged) {
        onChanged();
        return undefined;
      }
      setBanner({ ok: true, text: `${translate('app.profile.changed')} ${signedOut}` });
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      setBanner({ ok: false, text: fields ? translate('app.profile.change_failed') : translate(serverMessage(error, 'app.profile.change_failed')) });
      return fields;
    }
  };

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
        {!withoutCurrent && <FormTextField {...field('currentPassword', 'app.profile.current_password', 'current-password')} />}
        <FormTextField {...field('newPassword', 'app.profile.new_password', 'new-password')} />
        <FormTextField {...field('confirmPassword', 'app.profile.confirm_password', 'new-password')} />
        <PasswordRules currentField={withoutCurrent ? undefined : 'currentPassword'} />
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
