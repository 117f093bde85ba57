// The one-time temporary password (a user's, or an admin's on the Team screen): whose it is,
// the password with a copy button ('Password copied to clipboard!' for about 2 s) and a
// security notice. It closes only by its button: the password cannot be shown again.
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from './useCopyToClipboard';
import { IconAction } from './IconAction';

export interface TempPasswordDialogProps {
  email: string;
  password: string;
  onClose: () => void;
  /** The security notice's catalog key: what to tell a user and an admin differs. */
  notice: string;
  /** What else the admin hands over (the Team screen: the sign-in address, the invitation's state). */
  children?: ReactNode;
}

export function TempPasswordDialog({ email, password, onClose, notice, children }: TempPasswordDialogProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.temp_password.${key}`);
  const [copy, copyText] = useCopyToClipboard();
  // copyText never rejects: a refused clipboard is its 'failed' state.
  const copyPassword = () => void copyText(password);

  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="sm" fullWidth aria-labelledby="temp-password-title">
      <DialogTitle id="temp-password-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600, mb: 2, wordBreak: 'break-all' }}>
          {email}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" id="temp-password-label">
          {t('label')}
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
          <IconAction label={t('copy')} onClick={copyPassword} color={copy === 'copied' ? 'success' : 'default'}>
            {copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          </IconAction>
        </Box>
        <Box sx={{ minHeight: 24, mt: 0.5 }} role="status" aria-live="polite">
          {copy === 'copied' && (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
              {t('copied')}
            </Typography>
          )}
          {copy === 'failed' && (
            <Typography variant="body2" color="error">
              {t('copy_failed')}
            </Typography>
          )}
        </Box>
        {children}
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{t('notice_title')}</AlertTitle>
          {translate(notice)}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
