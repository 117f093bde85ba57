// The page an emailed invitation's link opens (/admin/invitation?token=…), outside the app's
// layout and before any sign-in, like the sign-in page: whom the link is for, then their
// password with the rules ticked as they type, then they are signed in with it (a sign-in
// like any other: throttled, audited; with two-factor sign-in on, the sign-in page takes
// over). A link that is tampered, used, expired or replaced says so, with the way to sign in.
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useBasename, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { authRoutes, newPasswordFormSchema } from '../../../contract/auth';
import { authProvider } from '../../api/authProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';
import { FormTextField } from '../../components/form/inputs';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules, usePasswordRules } from '../../components/PasswordRules';
import { Spinner } from '../../components/Spinner';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from '../profile/fieldErrors';
import { type Banner, FormFooter } from '../profile/FormParts';
import { AuthFrame, AuthHeading } from '../../components/AuthFrame';

const EMPTY = { newPassword: '', confirmPassword: '' };

export default function InvitationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshIdentity = useRefreshIdentity();
  const navigate = useNavigate();
  const basename = useBasename();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Looking spends nothing: a mail scanner opening the link leaves it usable.
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => dataOf(call(authRoutes.invitation, { body: { token } })),
    retry: false,
    staleTime: Infinity,
  });
  const minLength = usePasswordRules()?.minLength ?? 1;
  const schema = useMemo(() => newPasswordFormSchema(minLength), [minLength]);
  const accept = useMutation({ mutationFn: (newPassword: string) => dataOf(call(authRoutes.acceptInvitation, { body: { token, newPassword } })) });
  const [banner, setBanner] = useState<Banner>(null);
  const signIn = () => navigate(`${basename}/login`, { replace: true });

  const submit = async ({ newPassword }: FieldValues) => {
    setBanner(null);
    let email: string;
    try {
      ({ email } = await accept.mutateAsync(newPassword as string));
    } catch (error) {
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      if (!fields) setBanner({ ok: false, text: translate(serverMessage(error, 'app.invitation.failed')) });
      return fields;
    }
    try {
      await authProvider.login({ email, password: newPassword as string });
    } catch {
      // A second step (two-factor sign-in) or a refusal: the sign-in page does the rest.
      notify('app.invitation.sign_in_now', { type: 'info' });
      signIn();
      return undefined;
    }
    // This page was shown signed out: the app reads who is signed in again, then the dashboard.
    await refreshIdentity();
    notify('app.invitation.password_set', { type: 'success' });
    navigate(`${basename}/dashboard`, { replace: true });
    return undefined;
  };

  return (
    <AuthFrame maxWidth={460}>
      <AuthHeading icon={<KeyIcon />} title={translate('app.invitation.title')} />
      {invitation.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <Spinner size={20} />
          <Typography variant="body2">{translate('app.invitation.checking')}</Typography>
        </Box>
      ) : invitation.error ? (
        <>
          <Alert severity="error" role="alert">
            <AlertTitle>{translate('app.invitation.refused_title')}</AlertTitle>
            {translate(serverMessage(invitation.error, 'app.invitation.failed'))}
          </Alert>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" startIcon={<LockIcon />} onClick={signIn}>
              {translate('app.invitation.go_to_sign_in')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2.5, overflowWrap: 'anywhere' }}>
            {translate('app.invitation.text', { email: invitation.data.email })}
          </Alert>
          <SchemaForm schema={schema} messages={PROFILE_MESSAGES} record={EMPTY} onSubmit={submit} label={translate('app.invitation.title')}>
            {/* The sign-in name, for password managers to save with the password. */}
            <input type="hidden" name="username" autoComplete="username" value={invitation.data.email} readOnly />
            <Box sx={{ display: 'grid', gap: 1 }}>
              <FormTextField source="newPassword" label="app.profile.new_password" autoComplete="new-password" as={PasswordField} fullWidth size="small" />
              <FormTextField
                source="confirmPassword"
                label="app.profile.confirm_password"
                autoComplete="new-password"
                as={PasswordField}
                fullWidth
                size="small"
              />
              <PasswordRules />
            </Box>
            <FormFooter
              banner={banner}
              onCloseBanner={() => setBanner(null)}
              pending={accept.isPending}
              icon={<KeyIcon />}
              label="app.invitation.submit"
              pendingLabel="app.invitation.submitting"
            />
          </SchemaForm>
        </>
      )}
    </AuthFrame>
  );
}
