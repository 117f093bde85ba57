// How contact statuses and categories look (their badge colours) and the status change
// shared by the list's row actions and the detail page.
import { Chip } from '@mui/material';
import { type RaRecord, useNotify, useTranslate, useUpdate } from 'react-admin';
import { CONTACT_CATEGORIES, type ContactStatus } from '../../../contract/contacts';
import { type ChipTone, StatusChip } from '../../components/StatusChip';

export const STATUS_TONES: Record<ContactStatus, ChipTone> = { new: 'blue', read: 'yellow', responded: 'green', closed: 'gray' };

export function ContactStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const tone = STATUS_TONES[status as ContactStatus] ?? 'gray';
  return <StatusChip tone={tone} label={translate(`resources.contacts.status.${status}`, { _: status })} />;
}

/** A known category by its name; an unknown one as its raw text. */
export function ContactCategoryChip({ category }: { category: string }) {
  const translate = useTranslate();
  const known = (CONTACT_CATEGORIES as readonly string[]).includes(category);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={known ? translate(`resources.contacts.category.${category}`) : category}
      sx={{ fontWeight: 500, borderRadius: 1.5 }}
    />
  );
}

/** Sets a contact's status through the dataProvider; react-admin refreshes list and detail. */
export function useSetContactStatus() {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
  // Fire and forget: react-admin's update resolves whatever happens (its failure goes to onError).
  const setStatus = (record: RaRecord, status: ContactStatus, { quiet = false } = {}) =>
    void update(
      'contacts',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          if (!quiet)
            notify('resources.contacts.status_updated', { type: 'success', messageArgs: { status: translate(`resources.contacts.status.${status}`) } });
        },
        onError: (error) => {
          console.error('[contacts] status update failed', error);
          notify('resources.contacts.status_failed', { type: 'error' });
        },
      },
    );
  return { setStatus, isPending };
}
