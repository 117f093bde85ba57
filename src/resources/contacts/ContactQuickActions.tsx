// Reply (the composer: sent from the panel and recorded), Reply via Email (a mail draft in the
// admin's own mail program), Mark as Responded unless responded, Close Inquiry unless closed.
import { Box, Button } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { useState } from 'react';
import DoneIcon from '@mui/icons-material/DoneAll';
import CloseIcon from '@mui/icons-material/DoDisturbOnOutlined';
import { type RaRecord, useTranslate } from 'react-admin';
import { useSetContactStatus } from './contactStatus';
import { replyMailto } from './replyMailto';
import { ContactReplyDialog, type ReplyTarget } from './ContactReplyDialog';

export function ContactQuickActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { setStatus, isPending } = useSetContactStatus();
  const [composing, setComposing] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button variant="contained" startIcon={<ReplyIcon />} onClick={() => setComposing(true)} aria-haspopup="dialog">
        {translate('resources.contacts.compose.action')}
      </Button>
      {composing && <ContactReplyDialog contact={record as unknown as ReplyTarget} onClose={() => setComposing(false)} />}
      <Button variant="outlined" startIcon={<MailIcon />} href={replyMailto({ email: record.email, name: record.name, subject: record.subject }, translate)}>
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
