// Name and email, checked with the same rules as a user's (contract), saved with
// 'Saving...'; the top bar's name follows at once.
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { type Admin, rememberIdentity } from '../../api/authProvider';
import type { AppDataProvider } from '../../api/dataProvider';
import { type AdminProfile, adminProfileSchema } from '../../../contract/admins';
import { serverMessage } from '../../lib/serverMessage';
import { type FieldError, fieldError, fieldErrors } from './fieldErrors';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

export function ProfileForm({ admin }: { admin: AdminProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const [form, setForm] = useState<AdminProfile>(() => ({ firstName: admin.firstName, lastName: admin.lastName, email: admin.email }));
  const [saved, setSaved] = useState<AdminProfile>(form);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);

  const save = useMutation({
    mutationFn: (changes: Partial<AdminProfile>) => dataProvider.updateProfile(changes),
    onSuccess: async (res) => {
      const updated = res.data as Admin;
      const next = { firstName: updated.firstName, lastName: updated.lastName, email: updated.email };
      setForm(next);
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
    const result = adminProfileSchema.required().safeParse(form);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      setBanner(null);
      return;
    }
    // Only what changed goes out (the server takes any subset).
    const changes = Object.fromEntries(FIELDS.filter((k) => result.data[k] !== saved[k]).map((k) => [k, result.data[k]]));
    setErrors({});
    if (!Object.keys(changes).length) {
      setBanner({ ok: true, text: translate('app.profile.unchanged') });
      return;
    }
    setBanner(null);
    save.mutate(changes);
  };

  const field = (name: (typeof FIELDS)[number], label: string, type = 'text') => (
    <TextField
      name={name}
      type={type}
      label={translate(label)}
      value={form[name]}
      autoComplete={name === 'email' ? 'email' : name === 'firstName' ? 'given-name' : 'family-name'}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name].key, errors[name].options) : ' '}
      disabled={save.isPending}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      fullWidth
      size="small"
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.profile.details')}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', 'resources.users.fields.firstName')}
        {field('lastName', 'resources.users.fields.lastName')}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('email', 'resources.users.fields.email', 'email')}</Box>
      </Box>
      {banner && (
        <Alert severity={banner.ok ? 'success' : 'error'} role={banner.ok ? 'status' : 'alert'} sx={{ mt: 1 }} onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
          {translate(save.isPending ? 'app.profile.saving' : 'app.profile.save')}
        </Button>
      </Box>
    </Box>
  );
}
