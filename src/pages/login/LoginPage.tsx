// Sign-in (spec §2, §5): email and password, a show/hide toggle, 'Please fill in all
// fields' before any request, the server's message (else 'Login failed') after one.
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { type FormEvent, useEffect, useState } from 'react';
import { LocalesMenuButton, useBasename, useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { PasswordField } from '../../components/PasswordField';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // Already signed in: straight to the dashboard.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(`${basename}/dashboard`, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, basename]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(translate('app.login.fill_all'));
      return;
    }
    setError(null);
    setLoading(true);
    try {
      // Back to the page that asked for sign-in, else the dashboard.
      await login({ email: email.trim(), password });
    } catch (err) {
      const message = (err as Error)?.message;
      setError(message ? translate(message, { _: message }) : translate('app.login.failed'));
      setLoading(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 10%, #1e1b4b 0, #0f1117 55%)'
            : 'radial-gradient(circle at 20% 10%, #e0e7ff 0, #f5f6fa 55%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 20px 45px rgba(30, 27, 75, 0.12)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 1.5,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <LockIcon />
            </Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {translate('app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.subtitle')}
            </Typography>
          </Box>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={translate('app.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={loading}
              fullWidth
            />
            <PasswordField
              label={translate('app.login.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={loading}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={loading}
              startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {translate(loading ? 'app.login.submitting' : 'app.login.submit')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {translate('app.login.note')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
