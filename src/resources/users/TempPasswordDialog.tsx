// The one-time temporary password: the user's email, the password with a copy button
// ('Password copied to clipboard!' for about 2 s) and a security notice. It closes only by
// its button: the password cannot be shown again.
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export const COPY_CONFIRMATION_MS = 2000;

export function TempPasswordDialog({ email, password, onClose }: { email: string; password: string; onClose: () => void }) {
  const translate = useTranslate();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="sm" fullWidth aria-labelledby="temp-password-title">
      <DialogTitle id="temp-password-title">{translate('resources.users.temp_password.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.temp_password.intro')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600, mb: 2, wordBreak: 'break-all' }}>
          {email}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" id="temp-password-label">
          {translate('resources.users.temp_password.label')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mt: 0.5,
            px: 2,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Typography
            aria-labelledby="temp-password-label"
            data-testid="temp-password"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '1.35rem',
              letterSpacing: '0.08em',
              flex: 1,
              userSelect: 'all',
              wordBreak: 'break-all',
            }}
          >
            {password}
          </Typography>
          <Tooltip title={translate('resources.users.temp_password.copy')}>
            <IconButton onClick={copyPassword} aria-label={translate('resources.users.temp_password.copy')} color={copy === 'copied' ? 'success' : 'default'}>
              {copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ minHeight: 24, mt: 0.5 }} role="status" aria-live="polite">
          {copy === 'copied' && (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
              {translate('resources.users.temp_password.copied')}
            </Typography>
          )}
          {copy === 'failed' && (
            <Typography variant="body2" color="error">
              {translate('resources.users.temp_password.copy_failed')}
            </Typography>
          )}
        </Box>
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{translate('resources.users.temp_password.notice_title')}</AlertTitle>
          {translate('resources.users.temp_password.notice')}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.users.temp_password.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
