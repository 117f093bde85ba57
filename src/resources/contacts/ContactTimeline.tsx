// The contact's history: its submission, and the last status change when there was one.
import { Box, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useFormat } from '../../lib/useFormat';
import { STATUS_TONES } from './contactStatus';
import type { ContactStatus } from '../../../contract/contacts';

const DOT = { blue: '#3b82f6', yellow: '#eab308', green: '#22c55e', gray: '#9ca3af' } as const;

function Entry({ color, title, at, last }: { color: string; title: string; at: string; last?: boolean }) {
  const fmt = useFormat();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, mt: 0.5, flexShrink: 0 }} />
        {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {fmt.dateTime(at)}
        </Typography>
      </Box>
    </Box>
  );
}

export function ContactTimeline({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const updated = record.updatedAt && record.updatedAt !== record.createdAt;
  const tone = STATUS_TONES[record.status as ContactStatus] ?? 'gray';
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Entry color={DOT.blue} title={translate('resources.contacts.submitted_event')} at={record.createdAt} last={!updated} />
      {updated && (
        <Entry
          color={DOT[tone as keyof typeof DOT] ?? DOT.gray}
          title={translate('resources.contacts.status_event', { status: translate(`resources.contacts.status.${record.status}`, { _: record.status }) })}
          at={record.updatedAt}
          last
        />
      )}
    </Box>
  );
}
