// Packages (/admin/packages, spec §2): stats, search and filters, a grid of package cards
// with selection and bulk Activate / Deactivate, Refresh, Create Package, pagination.
import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, Skeleton } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { FilterForm, ListBase, SearchInput, SelectInput, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { type Package, PACKAGES_PAGE_SIZE } from '../../../contract/packages';
import { PackageBulkBar } from './PackageBulkBar';
import { PackageCard } from './PackageCard';
import { PackageStats } from './PackageStats';
import { usePackageActions } from './usePackageActions';

const filters = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} sx={{ minWidth: { sm: 280 } }} />,
  <SelectInput
    key="isActive"
    source="isActive"
    label="resources.packages.filter_status"
    alwaysOn
    emptyText="resources.packages.status_all"
    choices={[
      { id: 'true', name: 'resources.packages.active' },
      { id: 'false', name: 'resources.packages.inactive' },
    ]}
  />,
  <SelectInput
    key="isPopular"
    source="isPopular"
    label="resources.packages.filter_popularity"
    alwaysOn
    emptyText="resources.packages.popularity_all"
    choices={[
      { id: 'true', name: 'resources.packages.popular' },
      { id: 'false', name: 'resources.packages.regular' },
    ]}
  />,
];

function CreateButton({ label = 'resources.packages.create' }: { label?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${basename}/packages/new`}>
      {translate(label)}
    </Button>
  );
}

function PackageGrid() {
  const { data, isPending, error, filterValues, selectedIds, onToggleItem, refetch } = useListContext<Package>();
  const actions = usePackageActions();
  // Spec §8: a failed load is logged and the list emptied; the panel also offers a retry.
  useEffect(() => {
    if (error) console.error('Failed to load packages', error);
  }, [error]);

  if (error) return <LoadError message="resources.packages.load_failed" onRetry={() => refetch()} />;
  if (isPending) {
    return (
      <Grid>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} variant="outlined" sx={{ p: 2 }}>
            <Skeleton width="60%" height={32} />
            <Skeleton />
            <Skeleton width="40%" height={40} />
            <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
          </Card>
        ))}
      </Grid>
    );
  }
  if (!data?.length) {
    const filtered = Object.keys(filterValues ?? {}).length > 0;
    return (
      <Card variant="outlined">
        {filtered ? (
          <EmptyState title="resources.packages.no_match" text="resources.packages.no_match_text" />
        ) : (
          <EmptyState
            title="resources.packages.empty"
            text="resources.packages.empty_text"
            icon={<InventoryIcon fontSize="inherit" />}
            action={<CreateButton label="resources.packages.create_first" />}
          />
        )}
      </Card>
    );
  }
  return (
    <Grid>
      {data.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} selected={selectedIds.includes(pkg.id)} onToggleSelected={() => onToggleItem(pkg.id)} actions={actions} />
      ))}
    </Grid>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>{children}</Box>
);

function PackageListView() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title="resources.packages.title"
        subtitle={translate('resources.packages.subtitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
              {translate('app.common.refresh')}
            </Button>
            <CreateButton />
          </>
        }
      />
      <PackageStats />
      <Box sx={{ mb: 1, '& form': { gap: 1.5 }, '& .RaFilterFormInput-spacer': { display: 'none' } }}>
        <FilterForm filters={filters(translate('resources.packages.search'))} />
      </Box>
      <PackageBulkBar />
      <PackageGrid />
      <PrevNextPagination />
    </Box>
  );
}

export default function PackageList() {
  return (
    <ListBase resource="packages" perPage={PACKAGES_PAGE_SIZE} debounce={500}>
      <PackageListView />
    </ListBase>
  );
}
