// What an admin must do before anything else, full screen in place of the app: choose their
// own password after a temporary one (only the new one: the sign-in just proved the temporary
// one, and the server holds that in the session), then set up
// two-factor sign-in when Settings › Security requires it. Then on to the dashboard. Signing
// out is the only other way out.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { LocalesMenuButton, useBasename, useGetIdentity, useLogout, useNavigate, useNotify, useTranslate } from 'react-admin';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { PasswordForm } from '../profile/PasswordForm';
import { TwoFactorSetup } from '../profile/TwoFactorSetup';

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
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 2 },
        pt: { xs: 7, sm: 2 },
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 10%, #1e1b4b 0, #0f1117 55%)'
            : 'radial-gradient(circle at 20% 10%, #e0e7ff 0, #f5f6fa 55%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: step === 'password' ? 460 : 620, boxShadow: '0 20px 45px rgba(30, 27, 75, 0.12)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <Box
              sx={{
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {step === 'password' ? <LockIcon /> : <PhonelinkLockIcon />}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {translate(`app.account_setup.${step}_title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {translate('app.account_setup.signed_in_as', { email: String(identity?.email ?? '') })}
              </Typography>
            </Box>
          </Box>
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
        </CardContent>
      </Card>
    </Box>
  );
}
