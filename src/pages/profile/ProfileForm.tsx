// Name and email, checked with the same rules as a user's (contract), saved with
// 'Saving...'; only what changed goes out, and the top bar's name follows at once. The email
// signs in, so a new one asks for the current password (the field shows once it differs).
import { Box } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, type DataProvider, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { rememberIdentity } from '../../api/authProvider';
import type { profileApi } from './api';
import { FormTextField } from '../../components/form/inputs';
import { PasswordField } from '../../components/PasswordField';
import { formErrors, serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { type AdminProfile, profileBody } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from './fieldErrors';
import { type Banner, FormFooter } from './FormParts';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
const schema = profileBody.required({ firstName: true, lastName: true, email: true });
const EMPTY_PASSWORD = { currentPassword: '' };

export function ProfileForm({ admin }: { admin: AdminProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi>();
  const { refetch: refetchIdentity } = useGetIdentity();
  // What the server holds: the form starts from it, and comes back to it after a save.
  const [saved, setSaved] = useState<AdminProfile>({ firstName: admin.firstName, lastName: admin.lastName, email: admin.email });
  const [banner, setBanner] = useState<Banner>(null);
  const save = useMutation({ mutationFn: (changes: Partial<AdminProfile> & { currentPassword?: string }) => dataProvider.updateProfile(changes) });

  const submit = async (values: FieldValues) => {
    const changes = Object.fromEntries(FIELDS.filter((k) => values[k] !== saved[k]).map((k) => [k, values[k]]));
    if (!Object.keys(changes).length) {
      setBanner({ ok: true, text: translate('app.profile.unchanged') });
      return undefined;
    }
    if (changes.email !== undefined && !values.currentPassword)
      return formErrors({ currentPassword: 'app.server.CURRENT_PASSWORD_REQUIRED' }, PROFILE_MESSAGES);
    if (changes.email !== undefined) changes.currentPassword = values.currentPassword;
    setBanner(null);
    try {
      const { data: updated } = await save.mutateAsync(changes);
      setSaved({ firstName: updated.firstName, lastName: updated.lastName, email: updated.email });
      setBanner({ ok: true, text: translate('app.profile.saved') });
      rememberIdentity(updated);
      await refetchIdentity();
      return undefined;
    } catch (error) {
      setBanner({ ok: false, text: translate('app.profile.save_failed') });
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      if (fields) return fields;
      if (error instanceof HttpError && error.status === 409) return formErrors({ email: error.message }, PROFILE_MESSAGES);
      notify(serverMessage(error, 'app.profile.save_failed'), { type: 'error' });
      return undefined;
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string) => ({ source: name, label, fullWidth: true, size: 'small' as const, disabled: save.isPending });
  return (
    <SchemaForm schema={schema} messages={PROFILE_MESSAGES} record={{ ...saved, ...EMPTY_PASSWORD }} onSubmit={submit} label={translate('app.profile.details')}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField {...field('firstName', 'resources.users.fields.firstName')} autoComplete="given-name" />
        <FormTextField {...field('lastName', 'resources.users.fields.lastName')} autoComplete="family-name" />
        <FormTextField {...field('email', 'resources.users.fields.email')} type="email" autoComplete="email" sx={{ gridColumn: '1 / -1' }} />
        <CurrentPasswordForNewEmail saved={saved.email} disabled={save.isPending} />
      </Box>
      <FormFooter
        banner={banner}
        onCloseBanner={() => setBanner(null)}
        pending={save.isPending}
        icon={<SaveIcon />}
        label="app.profile.save"
        pendingLabel="app.profile.saving"
      />
    </SchemaForm>
  );
}

/** Shown while the email differs from the stored one: the server asks for the password then. */
function CurrentPasswordForNewEmail({ saved, disabled }: { saved: string; disabled: boolean }) {
  const translate = useTranslate();
  const email = useWatch({ name: 'email' }) as string | undefined;
  if (!email || email.trim().toLowerCase() === saved.toLowerCase()) return null;
  return (
    <FormTextField
      source="currentPassword"
      label="app.profile.current_password"
      hint={translate('app.profile.email_needs_password')}
      as={PasswordField}
      autoComplete="current-password"
      fullWidth
      size="small"
      disabled={disabled}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
