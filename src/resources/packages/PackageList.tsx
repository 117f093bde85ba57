// Packages (/admin/packages): stats, search and filters (from the list's query schema and
// the declared fields, fields.ts), a grid of package cards with selection and bulk Activate / Deactivate, Refresh, Create Package, pagination.
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { CardGrid, CardSkeleton, CreateLink } from '../../components/CardList';
import { FilterBar } from '../../components/fields/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { type Package, PACKAGES_PAGE_SIZE } from '../../../contract/packages';
import { packageFilters } from './fields';
import { PackageBulkBar } from './PackageBulkBar';
import { PackageCard } from './PackageCard';
import { PackageStats } from './PackageStats';
import { usePackageActions } from './usePackageActions';

function PackageGrid() {
  const { error, selectedIds, onToggleItem } = useListContext<Package>();
  const actions = usePackageActions();
  // A failed load is logged and the list emptied; the panel also offers a retry.
  useEffect(() => {
    if (error) console.error('Failed to load packages', error);
  }, [error]);
  return (
    <>
      <CardGrid<Package>
        minCardWidth={300}
        skeleton={<CardSkeleton />}
        loadFailed="resources.packages.load_failed"
        empty={{
          title: 'resources.packages.empty',
          text: 'resources.packages.empty_text',
          filteredTitle: 'resources.packages.no_match',
          filteredText: 'resources.packages.no_match_text',
          icon: <InventoryIcon fontSize="inherit" />,
          action: <CreateLink label="resources.packages.create_first" />,
        }}
        card={(pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} selected={selectedIds.includes(pkg.id)} onToggleSelected={() => onToggleItem(pkg.id)} actions={actions} />
        )}
      />
      {actions.confirmDialog}
    </>
  );
}

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
            {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
              {translate('app.common.refresh')}
            </Button>
            <CreateLink label="resources.packages.create" />
          </>
        }
      />
      <PackageStats />
      <FilterBar filters={packageFilters} />
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
