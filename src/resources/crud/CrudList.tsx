// A plain entity's list (contract/crud.ts), generated from its declaration: the filter bar
// (search and the declared filters), a table of the `list` fields on a wide screen and cards
// on a phone, each row opening the record, bulk delete for a role that may delete, Create for
// one that may create, the two empty states and paging.
import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Button, Card } from '@mui/material';
import { BulkDeleteButton, DataTable, ListBase, useBasename, useCanAccess, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FieldCards } from '../../components/fields/FieldCard';
import { fieldColumns } from '../../components/fields/columns';
import { FilterBar } from '../../components/fields/FilterBar';
import { CardsOnPhone } from '../../components/CardsOnPhone';
import { ListEmpty } from '../../components/ListEmpty';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { crudDeclaration, crudFields, crudKeys } from './declarations';
import { bulkActions } from '../../components/BulkActionsBar';

function CreateLink({ name }: { name: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${basename}/${name}/new`}>
      {translate(`resources.${name}.create`)}
    </Button>
  );
}

function CrudRows({ name }: { name: string }) {
  const d = crudDeclaration(name);
  const { fields } = crudFields(d);
  const keys = crudKeys(d);
  const basename = useBasename();
  const { error, refetch } = useListContext();
  const { canAccess: canDelete } = useCanAccess({ resource: name, action: 'delete' });
  const { canAccess: canCreate } = useCanAccess({ resource: name, action: 'create' });
  const empty = (
    <ListEmpty
      title={`resources.${name}.empty_title`}
      text={`resources.${name}.empty_none`}
      filteredText="app.common.empty_filtered"
      icon={<InboxIcon fontSize="inherit" />}
      action={canCreate ? <CreateLink name={name} /> : undefined}
    />
  );
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message={`resources.${name}.load_failed`} onRetry={() => void refetch()} />;
  // A phone card leads with the primary field, a status or yes/no as its badge, then the rest.
  const [title, ...rest] = [keys.primary, ...keys.list.filter((k) => k !== keys.primary)];
  const badge = rest.find((k) => fields.byKey[k]?.kind === 'status' || fields.byKey[k]?.kind === 'boolean');
  const others = rest.filter((k) => k !== badge);
  const cards = <FieldCards fields={fields} layout={{ title: title!, badge, body: others[0], meta: others.at(-1) }} testId={`${name}-card`} />;
  return (
    <CardsOnPhone empty={empty} cards={cards}>
      <DataTable
        rowClick={(id) => `${basename}/${name}/${id}`}
        {...bulkActions(canDelete && <BulkDeleteButton mutationMode="pessimistic" successMessage={`resources.${name}.bulk_deleted`} />)}
        empty={empty}
        sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        {fieldColumns(fields, keys.list, {})}
      </DataTable>
    </CardsOnPhone>
  );
}

export default function CrudList() {
  const name = useResourceContext()!;
  const d = crudDeclaration(name);
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: name, action: 'create' });
  return (
    <ListBase resource={name} perPage={d.pageSize} sort={{ field: d.sort[0], order: 'DESC' }}>
      <PageHeader title={`resources.${name}.title`} subtitle={translate(`resources.${name}.subtitle`)} actions={canCreate && <CreateLink name={name} />} />
      <Card variant="outlined">
        <FilterBar filters={crudFields(d).filters} />
        <CrudRows name={name} />
        <PrevNextPagination summary="page" />
      </Card>
    </ListBase>
  );
}
