// Setting up two-factor sign-in (the profile page, and the account set-up page when Settings ›
// Security requires it): a new secret as a QR code for an authenticator app and as text to
// type, a first code and the password to turn it on (a borrowed session alone cannot), then
// the recovery codes, shown once.
import { Alert, Box, Button, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DataProvider, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { profileApi } from './api';
import { FormTextField } from '../../components/form/inputs';
import { PasswordField } from '../../components/PasswordField';
import type { SchemaMessages } from '../../components/form/schema';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { twoFactorEnableBody, type TwoFactorSetup as Secret } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { fieldError } from './fieldErrors';
import { RecoveryCodes } from './RecoveryCodes';
import { SESSIONS_KEY } from './SessionsSection';
import { Spinner } from '../../components/Spinner';
import { IconAction } from '../../components/IconAction';

const CODE_KEYS: Record<string, string> = {
  'Enter the code': 'app.two_factor.errors.required',
  'Enter the 6-digit code or a recovery code': 'app.two_factor.errors.format',
};
/** The contract's messages in the UI language, the password's as the profile says them (the server's refusals come with their codes). */
const SETUP_MESSAGES: SchemaMessages = { message: (message) => CODE_KEYS[message] ?? fieldError(message) };

const EMPTY = { code: '', password: '' };

/** The secret as an authenticator app's setup screen shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The otpauth:// address drawn as a QR code (an SVG image: no canvas needed). */
function QrCode({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      sx={{
        width: 184,
        height: 184,
        p: 1,
        bgcolor: '#fff',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {svg ? (
        <Box component="img" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} sx={{ width: '100%', height: '100%' }} />
      ) : (
        <Spinner size={28} />
      )}
    </Box>
  );
}

export interface TwoFactorSetupProps {
  /** The admin's email, written into the downloaded recovery codes. */
  email: string;
  /** After the recovery codes were kept. */
  onDone: () => void;
  /** Leave the set-up (the profile page); absent when it is required. */
  onCancel?: () => void;
  /** The last button's label. */
  doneLabel: string;
}

export function TwoFactorSetup({ email, onDone, onCancel, doneLabel }: TwoFactorSetupProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi>();
  const queryClient = useQueryClient();
  const [copy, copyText] = useCopyToClipboard();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => dataProvider.startTwoFactor() });
  const enable = useMutation({ mutationFn: (body: typeof EMPTY) => dataProvider.enableTwoFactor(body) });
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: begin } = start;

  // A new secret each time the set-up opens: an unfinished one is simply replaced.
  useEffect(() => begin(), [begin]);

  if (codes) return <RecoveryCodes codes={codes} email={email} doneLabel={doneLabel} onDone={onDone} />;
  if (start.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => begin()}>
            {translate('app.common.retry')}
          </Button>
        }
      >
        {translate(serverMessage(start.error, 'app.two_factor.start_failed'), { _: serverMessage(start.error, 'app.two_factor.start_failed') })}
      </Alert>
    );
  }
  const secret: Secret | undefined = start.data;
  if (!secret) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner />
      </Box>
    );
  }

  const submit = async ({ code, password }: FieldValues) => {
    setFailure(null);
    try {
      setCodes((await enable.mutateAsync({ code: code as string, password: password as string })).recoveryCodes);
      // The other sessions have ended.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error, SETUP_MESSAGES);
      if (!fields) setFailure(serverMessage(error, 'app.two_factor.enable_failed'));
      return fields;
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <QrCode url={secret.otpauthUrl} label={translate('app.two_factor.qr_label')} />
        <Box sx={{ minWidth: 0, flex: 1, width: '100%' }}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('app.two_factor.scan')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" id="two-factor-secret-label">
            {translate('app.two_factor.secret_label')}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1.5,
              py: 0.5,
              mt: 0.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          >
            <Typography
              aria-labelledby="two-factor-secret-label"
              data-testid="two-factor-secret"
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', flex: 1, minWidth: 0, overflowWrap: 'anywhere', userSelect: 'all' }}
            >
              {grouped(secret.secret)}
            </Typography>
            <IconAction label={translate('app.two_factor.copy_secret')} size="small" onClick={() => void copyText(secret.secret)}>
              {copy === 'copied' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
            </IconAction>
          </Box>
        </Box>
      </Box>
      <SchemaForm schema={twoFactorEnableBody} messages={SETUP_MESSAGES} record={EMPTY} onSubmit={submit} label={translate('app.two_factor.confirm_title')}>
        <Typography variant="body2" sx={{ mt: 2.5, mb: 1.5 }}>
          {translate('app.two_factor.confirm_text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormTextField
            source="code"
            label="app.two_factor.code"
            autoComplete="one-time-code"
            size="small"
            disabled={enable.isPending}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <FormTextField
            source="password"
            label="app.profile.current_password"
            as={PasswordField}
            autoComplete="current-password"
            size="small"
            disabled={enable.isPending}
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
        </Box>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={enable.isPending}>
              {translate('app.common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={enable.isPending}
            startIcon={enable.isPending ? <Spinner size={16} color="inherit" besideText /> : undefined}
          >
            {translate(enable.isPending ? 'app.two_factor.turning_on' : 'app.two_factor.turn_on')}
          </Button>
        </Box>
      </SchemaForm>
    </Box>
  );
}
