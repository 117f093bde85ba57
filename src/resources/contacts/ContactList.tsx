// 'Contact Management': search and filters, the table, row actions, the two
// empty states and 'Page X of Y' pagination when there is more than one page.
import { Card, type Theme, Typography, useMediaQuery } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import { DataTable, ListBase, type RaRecord, useBasename, useListContext, useTranslate } from 'react-admin';
import { ListEmpty } from '../../components/ListEmpty';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { CONTACTS_PAGE_SIZE } from '../../../contract/contacts';
import { useFormat } from '../../lib/useFormat';
import { ContactCards } from './ContactCards';
import { ContactFilters } from './ContactFilters';
import { ContactIdentity } from './ContactIdentity';
import { ContactRowActions } from './ContactRowActions';
import { ContactCategoryChip, ContactStatusChip } from './contactStatus';

const contactsEmpty = (
  <ListEmpty
    title="resources.contacts.empty_title"
    text="resources.contacts.empty_none"
    filteredText="resources.contacts.empty_filtered"
    icon={<MailIcon fontSize="inherit" />}
  />
);

function ContactTable() {
  const fmt = useFormat();
  const { error, refetch, total, isPending } = useListContext();
  const basename = useBasename();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.contacts.load_failed" onRetry={() => void refetch()} />;
  // Phones and small tablets: cards instead of a table wider than the screen.
  if (narrow) return !isPending && total === 0 ? contactsEmpty : <ContactCards />;
  return (
    <DataTable
      rowClick={(id) => `${basename}/contacts/${id}`}
      bulkActionButtons={false}
      empty={contactsEmpty}
      sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col
        source="name"
        label="resources.contacts.fields.contact"
        disableSort
        render={(r) => <ContactIdentity record={r as RaRecord} maxWidth={260} />}
      />
      {/* Takes the room left by the others and truncates (max-width 0 lets a nowrap cell shrink). */}
      <DataTable.Col
        source="subject"
        disableSort
        cellSx={() => ({ maxWidth: 0, width: '45%' })}
        render={(r) => (
          <Typography variant="body2" noWrap title={r.subject}>
            {r.subject}
          </Typography>
        )}
      />
      <DataTable.Col source="category" disableSort render={(r) => <ContactCategoryChip category={r.category} />} />
      <DataTable.Col source="status" disableSort render={(r) => <ContactStatusChip status={r.status} />} />
      <DataTable.Col source="createdAt" render={(r) => fmt.dateTime(r.createdAt)} />
      <DataTable.Col label="resources.contacts.fields.actions" align="right" disableSort render={(r) => <ContactRowActions record={r as RaRecord} />} />
    </DataTable>
  );
}

export default function ContactList() {
  const translate = useTranslate();
  return (
    <ListBase resource="contacts" perPage={CONTACTS_PAGE_SIZE} sort={{ field: 'createdAt', order: 'DESC' }}>
      <PageHeader title="resources.contacts.title" subtitle={translate('resources.contacts.subtitle')} />
      <Card variant="outlined">
        <ContactFilters />
        <ContactTable />
        <PrevNextPagination summary="page" />
      </Card>
    </ListBase>
  );
}
