// A row's actions: view; mark as read only while new; close unless closed.
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/DoDisturbOnOutlined';
import ReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import type { MouseEvent } from 'react';
import { type RaRecord, useBasename, useTranslate } from 'react-admin';
import { IconAction } from '../../components/IconAction';
import type { ContactStatus } from '../../../contract/contacts';
import { useSetContactStatus } from './contactStatus';

const Slot = () => <Box aria-hidden sx={{ width: 34, flexShrink: 0 }} />;

export function ContactRowActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { setStatus, isPending } = useSetContactStatus();
  // The row itself opens the contact: keep clicks on the buttons to the buttons.
  const act = (status: ContactStatus) => (e: MouseEvent) => {
    e.stopPropagation();
    setStatus(record, status);
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <IconAction label={translate('resources.contacts.view')} size="small" to={`${basename}/contacts/${record.id}`} onClick={(e) => e.stopPropagation()}>
        <ViewIcon fontSize="small" />
      </IconAction>
      {/* Absent actions keep their slot, so icons line up from row to row. */}
      {record.status === 'new' ? (
        <IconAction label={translate('resources.contacts.mark_read')} size="small" color="warning" disabled={isPending} onClick={act('read')}>
          <ReadIcon fontSize="small" />
        </IconAction>
      ) : (
        <Slot />
      )}
      {record.status !== 'closed' ? (
        <IconAction label={translate('resources.contacts.close')} size="small" disabled={isPending} onClick={act('closed')}>
          <CloseIcon fontSize="small" />
        </IconAction>
      ) : (
        <Slot />
      )}
    </Box>
  );
}
