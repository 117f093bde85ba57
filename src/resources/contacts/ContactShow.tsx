// Contact detail: information, subject and message, status with its four
// buttons, timeline and quick actions. Opening a new contact marks it read.
import { Box, Link as MuiLink, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import HistoryIcon from '@mui/icons-material/History';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import { useEffect, useRef } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { DetailPage } from '../../components/DetailPage';
import { SectionCard } from '../../components/SectionCard';
import { useFormat } from '../../lib/useFormat';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { ContactQuickActions } from './ContactQuickActions';
import { ContactStatusPanel } from './ContactStatusPanel';
import { ContactTimeline } from './ContactTimeline';
import { ContactCategoryChip, ContactStatusChip, useSetContactStatus } from './contactStatus';

function InfoRow({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Marks a new contact read once, the first time it is shown. */
function useMarkReadOnOpen(record: RaRecord | undefined) {
  const { setStatus } = useSetContactStatus();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (record?.status === 'new' && done.current !== record.id) {
      done.current = String(record.id);
      setStatus(record, 'read', { quiet: true });
    }
  }, [record, setStatus]);
}

/** The detail's body. Opening a new contact marks it read. */
function ContactDetail({ record, fetching }: { record: RaRecord; fetching: boolean }) {
  const fmt = useFormat();
  const translate = useTranslate();
  // Only once the detail's own read has come back: a read still in flight would answer 'new'
  // after the update and put the stale status back on screen.
  useMarkReadOnOpen(fetching ? undefined : record);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <SectionCard title="resources.contacts.information" icon={<PersonIcon />}>
          <InfoRow label="resources.contacts.fields.name">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {record.name}
            </Typography>
          </InfoRow>
          <InfoRow label="resources.contacts.fields.email">
            <MuiLink href={`mailto:${record.email}`} variant="body2">
              {record.email}
            </MuiLink>
          </InfoRow>
          <InfoRow label="resources.contacts.fields.category">
            <ContactCategoryChip category={record.category} />
          </InfoRow>
          <InfoRow label="resources.contacts.submitted">
            <Typography variant="body2">{fmt.dateTime(record.createdAt)}</Typography>
          </InfoRow>
        </SectionCard>
        <SectionCard title="resources.contacts.fields.message" icon={<ChatIcon />}>
          <Typography variant="overline" color="text.secondary" component="h3">
            {translate('resources.contacts.fields.subject')}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}>
            {record.subject}
          </Typography>
          <Typography variant="overline" color="text.secondary" component="h3">
            {translate('resources.contacts.fields.message')}
          </Typography>
          <Typography
            variant="body2"
            data-testid="contact-message"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 2, p: 2, lineHeight: 1.7 }}
          >
            {record.message}
          </Typography>
        </SectionCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <SectionCard title="resources.contacts.status_title" icon={<FlagIcon />}>
          <ContactStatusPanel record={record} />
        </SectionCard>
        <SectionCard title="resources.contacts.quick_actions" icon={<BoltIcon />}>
          <ContactQuickActions record={record} />
        </SectionCard>
        <SectionCard title="resources.contacts.timeline" icon={<HistoryIcon />}>
          <ContactTimeline record={record} />
        </SectionCard>
      </Box>
    </Box>
  );
}

export default function ContactShow() {
  const fmt = useFormat();
  return (
    <DetailPage
      resource="contacts"
      back="resources.contacts.back"
      notFound={{ title: 'resources.contacts.not_found', text: 'resources.contacts.not_found_text' }}
      failed="resources.contacts.detail_load_failed"
      header={(record) => ({
        title: record.subject,
        subtitle: `${record.name} · ${fmt.dateTime(record.createdAt)}`,
        actions: (
          <>
            <ContactStatusChip status={record.status} />
            <HistoryButton entity="contact" id={String(record.id)} />
          </>
        ),
      })}
    >
      {(record, { isFetching }) => <ContactDetail record={record} fetching={isFetching} />}
    </DetailPage>
  );
}
