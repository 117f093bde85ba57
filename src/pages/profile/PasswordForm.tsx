// Change password: current, new and confirmation, held to security.passwordMinLength (the
// rule is shown to owners, the only ones who may read it; the server checks it for all).
// The server signs every session out and hands this tab a new token, kept so the admin stays
// signed in here; the screen says how many other sessions ended. The account set-up page
// uses it for a temporary password (the 'current' one), then goes on.
import { Box } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCanAccess, type DataProvider, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { profileApi } from './api';
import type { settingsApi } from '../settings/api';
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

export interface PasswordFormProps {
  /** The first field's label (a temporary password is the current one). */
  currentLabel?: string;
  /** After the change, instead of the banner (the account set-up goes on). */
  onChanged?: () => void;
}

export function PasswordForm({ currentLabel = 'app.profile.current_password', onChanged }: PasswordFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi & typeof settingsApi>();
  const { canAccess: readsSecurity = false } = useCanAccess({ resource: 'settings', action: 'security' });
  // During the account set-up every settings read is refused: the server alone checks then.
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings(), enabled: readsSecurity && !onChanged });
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
        <FormTextField {...field('currentPassword', currentLabel, 'current-password')} />
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
