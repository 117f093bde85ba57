// What an admin must do before anything else, full screen in place of the app: choose their
// own password after a temporary one (only the new one: the sign-in just proved the temporary
// one, and the server holds that in the session), then set up
// two-factor sign-in when Settings › Security requires it. Then on to the dashboard. Signing
// out is the only other way out.
import { Alert, Box, Button } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { useBasename, useGetIdentity, useLogout, useNavigate, useNotify, useTranslate } from 'react-admin';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { PasswordForm } from '../profile/PasswordForm';
import { TwoFactorSetup } from '../profile/TwoFactorSetup';
import { AuthFrame, AuthHeading } from '../../components/AuthFrame';

export default function AccountSetupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const navigate = useNavigate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const refreshIdentity = useRefreshIdentity();
  const step = identity?.mustChangePassword ? 'password' : 'two_factor';

  // /me says whether two-factor set-up is still required (this page stays); if not, the app
  // shows at the dashboard.
  const next = async () => {
    await refreshIdentity();
    navigate(`${basename}/dashboard`, { replace: true });
  };
  const passwordChosen = () => {
    notify('app.account_setup.password_changed', { type: 'success' });
    void next();
  };

  return (
    <AuthFrame maxWidth={step === 'password' ? 460 : 620}>
      <AuthHeading
        icon={step === 'password' ? <LockIcon /> : <PhonelinkLockIcon />}
        title={translate(`app.account_setup.${step}_title`)}
        subtitle={translate('app.account_setup.signed_in_as', { email: String(identity?.email ?? '') })}
      />
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {translate(`app.account_setup.${step}_text`)}
      </Alert>
      {step === 'password' ? (
        <PasswordForm withoutCurrent onChanged={passwordChosen} />
      ) : (
        <TwoFactorSetup email={String(identity?.email ?? '')} doneLabel="app.account_setup.continue" onDone={() => void next()} />
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 3, pt: 1.5, display: 'flex', justifyContent: 'center' }}>
        {/* logout never rejects: authProvider.logout catches the server's failure. */}
        <Button size="small" color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {translate('app.layout.sign_out')}
        </Button>
      </Box>
    </AuthFrame>
  );
}
