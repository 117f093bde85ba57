// 'Contact Management': search and filters, the table (its columns from the declared
// fields, fields.ts), row actions, the two empty states and 'Page X of Y' pagination when
// there is more than one page.
import { Card, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import { DataTable, ListBase, type RaRecord, useBasename, useListContext, useTranslate } from 'react-admin';
import { CardsOnPhone } from '../../components/CardsOnPhone';
import { ListEmpty } from '../../components/ListEmpty';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { type Contact, CONTACTS_PAGE_SIZE } from '../../../contract/contacts';
import { type ColumnOverride, fieldColumns } from '../../components/fields/columns';
import { ContactCards } from './ContactCards';
import { ContactFilters } from './ContactFilters';
import { ContactIdentity } from './ContactIdentity';
import { ContactRowActions } from './ContactRowActions';
import { contactFields } from './fields';

const contactsEmpty = (
  <ListEmpty
    title="resources.contacts.empty_title"
    text="resources.contacts.empty_none"
    filteredText="resources.contacts.empty_filtered"
    icon={<MailIcon fontSize="inherit" />}
  />
);

/** The table's own take on two fields: name over email under 'Contact'; the subject takes the room left and truncates. */
const COLUMNS: { [K in 'name' | 'subject']: ColumnOverride<Contact> } = {
  name: { label: 'resources.contacts.fields.contact', render: (r) => <ContactIdentity record={r as RaRecord} maxWidth={260} /> },
  // max-width 0 lets a nowrap cell shrink.
  subject: {
    cellSx: () => ({ maxWidth: 0, width: '45%' }),
    render: (r) => (
      <Typography variant="body2" noWrap title={r.subject}>
        {r.subject}
      </Typography>
    ),
  },
};

function ContactTable() {
  const { error, refetch } = useListContext();
  const basename = useBasename();
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.contacts.load_failed" onRetry={() => void refetch()} />;
  return (
    <CardsOnPhone empty={contactsEmpty} cards={<ContactCards />}>
      <DataTable
        rowClick={(id) => `${basename}/contacts/${id}`}
        bulkActionButtons={false}
        empty={contactsEmpty}
        sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        {fieldColumns(contactFields, ['name', 'subject', 'category', 'status', 'createdAt'], COLUMNS)}
        <DataTable.Col label="resources.contacts.fields.actions" align="right" disableSort render={(r) => <ContactRowActions record={r as RaRecord} />} />
      </DataTable>
    </CardsOnPhone>
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
