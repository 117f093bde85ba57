// Sign-in: email and password, a show/hide toggle, 'Please fill in all
// fields' before any request, the server's message (else 'Login failed') after one. With
// two-factor sign-in on, a second step in the same card asks for the authenticator app's
// code or a recovery code, with a way back. Refusals the server names by a code (a wrong
// code, an expired step, a temporary password past its 72 hours, too many attempts) read in
// the UI language.
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { type FormEvent, useEffect, useState } from 'react';
import { HttpError, useBasename, useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { type LoginParams, TwoFactorRequired } from '../../api/authProvider';
import { PasswordField } from '../../components/PasswordField';
import { Spinner } from '../../components/Spinner';
import { AuthFrame, AuthIcon } from '../../components/AuthFrame';

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
  // The second step: the challenge the password earned, and the code typed for it.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  // Already signed in: straight to the dashboard.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(`${basename}/dashboard`, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, basename]);

  async function send(params: LoginParams) {
    setError(null);
    setLoading(true);
    try {
      // Back to the page that asked for sign-in, else the dashboard.
      await login(params);
    } catch (err) {
      setLoading(false);
      if (err instanceof TwoFactorRequired) {
        setChallenge(err.challengeToken);
        setCode('');
        return;
      }
      // An expired second step starts over from the password.
      if (err instanceof HttpError && (err.body as { code?: string } | undefined)?.code === 'CHALLENGE_EXPIRED') backToPassword();
      // Its wording loads now; on a connection that just failed, the general message.
      setError(
        await import('./refusal').then(
          ({ refusal }) => refusal(err, translate),
          () => translate('app.login.failed'),
        ),
      );
    }
  }

  function backToPassword() {
    setChallenge(null);
    setCode('');
    setPassword('');
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (challenge) {
      if (!code.trim()) setError(translate('app.login.code_required'));
      else void send({ challengeToken: challenge, code: code.trim() });
      return;
    }
    if (!email.trim() || !password) {
      setError(translate('app.login.fill_all'));
      return;
    }
    void send({ email: email.trim(), password });
  }

  return (
    <AuthFrame maxWidth={420}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
          <AuthIcon size={56}>{challenge ? <PhonelinkLockIcon /> : <LockIcon />}</AuthIcon>
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate(challenge ? 'app.login.code_title' : 'app.login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(challenge ? 'app.login.code_subtitle' : 'app.login.subtitle')}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {challenge ? (
          <>
            <TextField
              key="code"
              label={translate('app.login.code')}
              name="code"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              disabled={loading}
              helperText={translate('app.login.code_hint')}
              slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'none', spellCheck: false } }}
              fullWidth
            />
            <SubmitButton loading={loading} label="app.login.verify" pendingLabel="app.login.verifying" />
            <Button onClick={backToPassword} disabled={loading} startIcon={<ArrowBackIcon />} color="inherit">
              {translate('app.login.back')}
            </Button>
          </>
        ) : (
          <>
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
            <SubmitButton loading={loading} label="app.login.submit" pendingLabel="app.login.submitting" />
          </>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate('app.login.note')}
        </Typography>
      </Box>
    </AuthFrame>
  );
}

function SubmitButton({ loading, label, pendingLabel }: { loading: boolean; label: string; pendingLabel: string }) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading}
      startIcon={loading ? <Spinner size={18} color="inherit" besideText /> : undefined}
    >
      {translate(loading ? pendingLabel : label)}
    </Button>
  );
}
