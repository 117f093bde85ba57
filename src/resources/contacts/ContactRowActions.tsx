// A row's actions: view; mark as read only while new; close unless closed.
import { Box, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/DoDisturbOnOutlined';
import ReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import type { MouseEvent } from 'react';
import { type RaRecord, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
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
      <Tooltip title={translate('resources.contacts.view')}>
        <IconButton
          size="small"
          component={Link}
          to={`${basename}/contacts/${record.id}`}
          onClick={(e: MouseEvent) => e.stopPropagation()}
          aria-label={translate('resources.contacts.view')}
        >
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Absent actions keep their slot, so icons line up from row to row. */}
      {record.status === 'new' ? (
        <Tooltip title={translate('resources.contacts.mark_read')}>
          <IconButton size="small" color="warning" disabled={isPending} onClick={act('read')} aria-label={translate('resources.contacts.mark_read')}>
            <ReadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Slot />
      )}
      {record.status !== 'closed' ? (
        <Tooltip title={translate('resources.contacts.close')}>
          <IconButton size="small" disabled={isPending} onClick={act('closed')} aria-label={translate('resources.contacts.close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Slot />
      )}
    </Box>
  );
}
