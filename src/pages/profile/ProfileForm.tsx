// Name and email, checked with the same rules as a user's (contract), saved with
// 'Saving...'; the top bar's name follows at once.
import { Box, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { rememberIdentity } from '../../api/authProvider';
import type { AppDataProvider } from '../../appDataProvider';
import { type Admin, type AdminProfile, profileBody } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { fieldError, fieldErrors } from './fieldErrors';
import { type Banner, FormFooter, useFields } from './FormParts';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

export function ProfileForm({ admin }: { admin: AdminProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { values, setValues, setErrors, field } = useFields<AdminProfile>({ firstName: admin.firstName, lastName: admin.lastName, email: admin.email });
  const [saved, setSaved] = useState<AdminProfile>(values);
  const [banner, setBanner] = useState<Banner>(null);

  const save = useMutation({
    mutationFn: (changes: Partial<AdminProfile>) => dataProvider.updateProfile(changes),
    onSuccess: async (res) => {
      const updated = res.data as Admin;
      const next = { firstName: updated.firstName, lastName: updated.lastName, email: updated.email };
      setValues(next);
      setSaved(next);
      setBanner({ ok: true, text: translate('app.profile.saved') });
      rememberIdentity(updated);
      await refetchIdentity();
    },
    onError: (error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) setErrors(fieldErrors(body.errors));
      else if (error instanceof HttpError && error.status === 409) setErrors({ email: fieldError(error.message) });
      else notify(serverMessage(error, 'app.profile.save_failed'), { type: 'error' });
      setBanner({ ok: false, text: translate('app.profile.save_failed') });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = profileBody.required().safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      setBanner(null);
      return;
    }
    // Only what changed goes out (the server takes any subset).
    const changes = Object.fromEntries(FIELDS.filter((k) => result.data[k] !== saved[k]).map((k) => [k, result.data[k]]));
    setErrors({});
    setBanner(Object.keys(changes).length ? null : { ok: true, text: translate('app.profile.unchanged') });
    if (Object.keys(changes).length) save.mutate(changes);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.profile.details')}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('firstName', 'resources.users.fields.firstName')} autoComplete="given-name" disabled={save.isPending} />
        <TextField {...field('lastName', 'resources.users.fields.lastName')} autoComplete="family-name" disabled={save.isPending} />
        <TextField
          {...field('email', 'resources.users.fields.email')}
          type="email"
          autoComplete="email"
          disabled={save.isPending}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <FormFooter
        banner={banner}
        onCloseBanner={() => setBanner(null)}
        pending={save.isPending}
        icon={<SaveIcon />}
        label="app.profile.save"
        pendingLabel="app.profile.saving"
      />
    </Box>
  );
}
