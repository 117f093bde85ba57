// Users: five stat cards, search and filter, the table with row and bulk actions,
// Export Users, 'Showing x to y of n results'; on a phone, one card per user (UserCards). Actions the role lacks are not offered (no
// selection at all without a bulk action). The detail dialog opens over the list and
// follows the address (?userId=…), so a link can open it.
import { Box, Card, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazy, Suspense } from 'react';
import { CanAccess, DataTable, ListBase, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ChartsSection } from '../../components/charts/ChartsSection';
import { CardsOnPhone } from '../../components/CardsOnPhone';
import { ListEmpty } from '../../components/ListEmpty';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ListViewControls } from '../../components/ListViewControls';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { type User, USERS_PAGE_SIZE } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { ExportUsersButton } from './ExportUsersButton';
import { UserBulkActions } from './UserBulkActions';
import { UserCards } from './UserCards';
import { CreditsSummary, UserIdentity, UserStatusChips } from './UserParts';
import { UserRowActions } from './UserRowActions';
import { UserStats } from './UserStats';
import { bulkActions } from '../../components/BulkActionsBar';

const UserDialog = lazy(() => import('./UserDialog'));
const UserCharts = lazy(() => import('./UserCharts'));

const FILTER_OPTIONS = [
  { label: 'resources.users.filter.all', filter: {} },
  { label: 'resources.users.filter.active', filter: { status: 'active' } },
  { label: 'resources.users.filter.inactive', filter: { status: 'inactive' } },
  { label: 'resources.users.filter.premium', filter: { isPremium: true } },
];

function UserTable({ onOpen }: { onOpen: (id: string) => void }) {
  const fmt = useFormat();
  const { error, refetch } = useListContext();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete' });
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.users.load_failed" onRetry={() => void refetch()} />;
  const empty = (
    <ListEmpty
      title="resources.users.empty"
      text="resources.users.empty_none"
      filteredText="resources.users.empty_filtered"
      icon={<PeopleIcon fontSize="inherit" />}
    />
  );
  return (
    <CardsOnPhone empty={empty} cards={<UserCards onOpen={onOpen} />}>
      <DataTable
        // A row opens the user's dialog, as the name does.
        rowClick={(id) => {
          onOpen(String(id));
          return false;
        }}
        {...bulkActions((canEdit || canDelete) && <UserBulkActions />)}
        empty={empty}
        sx={{
          // Only the table scrolls sideways.
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap', px: 1.25 },
        }}
      >
        <DataTable.Col
          source="lastName"
          label="resources.users.fields.user"
          render={(u) => <UserIdentity user={u as User} onOpen={() => onOpen(u.id as string)} />}
        />
        <DataTable.Col source="isActive" label="resources.users.fields.status" disableSort render={(u) => <UserStatusChips user={u as User} wrap={false} />} />
        <DataTable.Col source="totalCVsCreated" align="right" />
        <DataTable.Col source="currentCredits" label="resources.users.fields.credits" disableSort render={(u) => <CreditsSummary user={u as User} />} />
        <DataTable.Col
          source="createdAt"
          render={(u) => (
            <Typography variant="body2" component="span">
              {fmt.dateTime(u.createdAt)}
            </Typography>
          )}
        />
        <DataTable.Col
          label="resources.users.fields.actions"
          align="right"
          disableSort
          render={(u) => <UserRowActions user={u as User} onOpen={() => onOpen(u.id as string)} />}
        />
      </DataTable>
    </CardsOnPhone>
  );
}

export default function UserList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId');
  const setUserId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('userId', id);
        else next.delete('userId');
        return next;
      },
      { replace: !id },
    );

  return (
    <ListBase resource="users" perPage={USERS_PAGE_SIZE} sort={{ field: 'createdAt', order: 'DESC' }}>
      <PageHeader
        title="resources.users.title"
        subtitle={translate('resources.users.subtitle')}
        actions={
          <CanAccess resource="users" action="export">
            <ExportUsersButton />
          </CanAccess>
        }
      />
      <UserStats />
      <ChartsSection charts={UserCharts} />
      <Card variant="outlined">
        <Box sx={{ display: 'flex', gap: 1.5, p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <ListSearchField placeholder="resources.users.search" />
          <ListFilterSelect label="resources.users.filter.label" options={FILTER_OPTIONS} />
          <ListViewControls />
        </Box>
        <UserTable onOpen={setUserId} />
        <PrevNextPagination alwaysShow />
      </Card>
      {userId && (
        <Suspense fallback={null}>
          <UserDialog key={userId} userId={userId} open onClose={() => setUserId(null)} />
        </Suspense>
      )}
    </ListBase>
  );
}
