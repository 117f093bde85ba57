// The ten recovery codes, right after two-factor sign-in was turned on: shown this once, with
// Copy and Download, and a button that says they were kept (the only way on).
import { Alert, Box, Button, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { saveBlob } from '../../lib/download';

export const RECOVERY_CODES_FILE = 'cv-builder-admin-recovery-codes.txt';

export function RecoveryCodes({ codes, email, doneLabel, onDone }: { codes: string[]; email: string; doneLabel: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copy, copyText] = useCopyToClipboard();
  const text = codes.join('\n');
  const download = () =>
    saveBlob(new Blob([`${translate('app.two_factor.codes_file_title', { email })}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);
  return (
    <Box role="region" aria-label={translate('app.two_factor.codes_title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('app.two_factor.codes_title')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {translate('app.two_factor.codes_text')}
      </Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: '0.95rem', sm: '1.05rem' },
          textAlign: 'center',
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
        <Button variant="outlined" startIcon={copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copyText(text)}>
          {translate('app.two_factor.copy_codes')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.two_factor.download_codes')}
        </Button>
        <Typography variant="body2" role="status" aria-live="polite" color={copy === 'failed' ? 'error' : 'success.main'} sx={{ fontWeight: 600 }}>
          {copy === 'copied' && translate('app.two_factor.codes_copied')}
          {copy === 'failed' && translate('app.two_factor.copy_failed')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={onDone}>
          {translate(doneLabel)}
        </Button>
      </Box>
    </Box>
  );
}
