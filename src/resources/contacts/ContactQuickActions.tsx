// Reply via Email (a mail draft), Mark as Responded unless responded, Close Inquiry unless closed.
import { Box, Button } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import DoneIcon from '@mui/icons-material/DoneAll';
import CloseIcon from '@mui/icons-material/DoDisturbOnOutlined';
import { type RaRecord, useTranslate } from 'react-admin';
import { useSetContactStatus } from './contactStatus';
import { replyMailto } from './replyMailto';

export function ContactQuickActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { setStatus, isPending } = useSetContactStatus();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button variant="contained" startIcon={<ReplyIcon />} href={replyMailto({ email: record.email, name: record.name, subject: record.subject }, translate)}>
        {translate('resources.contacts.reply')}
      </Button>
      {record.status !== 'responded' && (
        <Button variant="outlined" color="success" startIcon={<DoneIcon />} disabled={isPending} onClick={() => setStatus(record, 'responded')}>
          {translate('resources.contacts.mark_responded')}
        </Button>
      )}
      {record.status !== 'closed' && (
        <Button variant="outlined" color="inherit" startIcon={<CloseIcon />} disabled={isPending} onClick={() => setStatus(record, 'closed')}>
          {translate('resources.contacts.close_inquiry')}
        </Button>
      )}
    </Box>
  );
}
