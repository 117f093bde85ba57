// Beside a temporary password on the Team screen: whether an invitation was emailed to the new
// admin (mail set up or not), and where they sign in (this panel's address and its sign-in
// path), with a copy button, to hand over with the password.
import { Alert, Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useBasename, useTranslate } from 'react-admin';
import { IconAction } from '../../components/IconAction';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';

export function SignInAddress({ email, invitationSent }: { email: string; invitationSent?: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [copy, copyText] = useCopyToClipboard();
  const address = `${window.location.origin}${basename}/login`;
  return (
    <Box sx={{ mb: 1 }}>
      {invitationSent !== undefined && (
        <Alert severity={invitationSent ? 'success' : 'info'} sx={{ mb: 1.5 }}>
          {invitationSent ? translate('app.team.invitation_sent', { email }) : translate('app.team.invitation_not_sent')}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary" component="div" id="sign-in-address-label">
        {translate('app.team.sign_in_address')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, px: 2, py: 0.5, borderRadius: 2, border: 1, borderColor: 'divider' }}>
        <Typography aria-labelledby="sign-in-address-label" sx={{ flex: 1, wordBreak: 'break-all', userSelect: 'all' }}>
          {address}
        </Typography>
        {/* copyText never rejects: a refused clipboard is its 'failed' state. */}
        <IconAction label={translate('app.team.copy_address')} onClick={() => void copyText(address)} color={copy === 'copied' ? 'success' : 'default'}>
          {copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
        </IconAction>
      </Box>
      <Box sx={{ minHeight: 24, mt: 0.5 }} role="status" aria-live="polite">
        {copy === 'copied' && (
          <Typography variant="body2" color="success.main">
            {translate('app.team.address_copied')}
          </Typography>
        )}
        {copy === 'failed' && (
          <Typography variant="body2" color="error">
            {translate('app.temp_password.copy_failed')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
