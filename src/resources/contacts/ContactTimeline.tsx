// The contact's history: its submission, and the last status change when there was one; then
// the replies sent from the panel, newest first (who, when, subject, the message on demand and
// how the mail is doing).
import { Box, Button, Collapse, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';
import { type ChipTone, StatusChip } from '../../components/StatusChip';
import { useFormat } from '../../lib/useFormat';
import { STATUS_TONES } from './contactStatus';
import { type ContactReply, type ContactStatus, contactRoutes } from '../../../contract/contacts';
import type { EmailStatus } from '../../../contract/mail';

const DOT = { blue: '#3b82f6', yellow: '#eab308', green: '#22c55e', gray: '#9ca3af' } as const;

const DELIVERY_TONES: Record<EmailStatus, ChipTone> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };

function Entry({ color, title, at, last, children }: { color: string; title: string; at: string; last?: boolean; children?: React.ReactNode }) {
  const fmt = useFormat();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, mt: 0.5, flexShrink: 0 }} />
        {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {fmt.dateTime(at)}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

function ReplyEntry({ reply, last }: { reply: ContactReply; last: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const title = reply.admin
    ? translate('resources.contacts.replies.event', { name: reply.admin.name })
    : translate('resources.contacts.replies.event_no_admin');
  return (
    <Entry color={DOT.green} title={title} at={reply.createdAt} last={last}>
      <Box data-testid="contact-reply" sx={{ mt: 0.5, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {reply.subject}
        </Typography>
        {reply.delivery && (
          <StatusChip tone={DELIVERY_TONES[reply.delivery]} label={translate(`resources.users.emails.status.${reply.delivery}`, { _: reply.delivery })} />
        )}
        <Button size="small" sx={{ px: 0.5, minWidth: 0 }} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {translate(open ? 'resources.contacts.replies.hide_body' : 'resources.contacts.replies.show_body')}
        </Button>
        <Collapse in={open} id={bodyId} sx={{ width: '100%' }}>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 2, p: 1.5, lineHeight: 1.6 }}
          >
            {reply.body}
          </Typography>
        </Collapse>
      </Box>
    </Entry>
  );
}

export function ContactTimeline({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const replies = useQuery({
    queryKey: ['contacts', 'replies', String(record.id)],
    queryFn: () => dataOf(call(contactRoutes.replies, { params: { id: String(record.id) } })),
    retry: false,
  });
  const list = replies.data?.replies ?? [];
  const updated = record.updatedAt && record.updatedAt !== record.createdAt;
  const tone = STATUS_TONES[record.status as ContactStatus] ?? 'gray';
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Entry color={DOT.blue} title={translate('resources.contacts.submitted_event')} at={record.createdAt} last={!updated && !list.length} />
      {updated && (
        <Entry
          color={DOT[tone as keyof typeof DOT] ?? DOT.gray}
          title={translate('resources.contacts.status_event', { status: translate(`resources.contacts.status.${record.status}`, { _: record.status }) })}
          at={record.updatedAt}
          last={!list.length}
        />
      )}
      {list.map((reply, i) => (
        <ReplyEntry key={reply.id} reply={reply} last={i === list.length - 1} />
      ))}
      {replies.isError && (
        <Typography component="li" variant="caption" color="error">
          {translate('resources.contacts.replies.load_failed')}
        </Typography>
      )}
    </Box>
  );
}
