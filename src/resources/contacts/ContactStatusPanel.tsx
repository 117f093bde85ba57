// The status badge and one button per status; the current one is disabled and marked '(Current)'.
import { Box, Button, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { CONTACT_STATUSES } from '../../../contract/contacts';
import { ContactStatusChip, useSetContactStatus } from './contactStatus';

export function ContactStatusPanel({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { setStatus, isPending } = useSetContactStatus();
  return (
    <Box>
      <ContactStatusChip status={record.status} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.contacts.set_status')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {CONTACT_STATUSES.map((status) => {
          const current = record.status === status;
          const label = translate(`resources.contacts.status.${status}`);
          return (
            <Button
              key={status}
              size="small"
              variant={current ? 'contained' : 'outlined'}
              disabled={current || isPending}
              onClick={() => setStatus(record, status)}
              sx={{ justifyContent: 'center' }}
            >
              {current ? `${label} ${translate('resources.contacts.current')}` : label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
