// Orders (/admin/orders): stats, search / status / date filters, the orders table
// with bulk Verify and Cancel, Refresh, Export CSV (each for a role that may), and
// Previous/Next pagination.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card } from '@mui/material';
import { ListBase, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { lazy } from 'react';
import { ChartsSection } from '../../components/charts/ChartsSection';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { ORDERS_PAGE_SIZE } from '../../../contract/orders';
import { OrderFilters, SEARCH_DEBOUNCE_MS } from './OrderFilters';
import { OrderStats } from './OrderStats';
import { OrderTable } from './OrderTable';
import { useExportOrders } from './useExportOrders';
import { Spinner } from '../../components/Spinner';

const OrderCharts = lazy(() => import('./OrderCharts'));

function OrderListView() {
  const translate = useTranslate();
  const { refetch, isFetching, error } = useListContext();
  const { exportCsv, exporting } = useExportOrders();
  const { canAccess: canExport } = useCanAccess({ resource: 'orders', action: 'export' });
  return (
    // Inline-size containment: a wide table scrolls inside its card instead of widening the page.
    <Box sx={{ pb: 4, containerType: 'inline-size' }}>
      <PageHeader
        title="resources.orders.title"
        subtitle={translate('resources.orders.subtitle')}
        actions={
          <>
            {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
              {translate('app.common.refresh')}
            </Button>
            {canExport && (
              <Button
                variant="contained"
                startIcon={exporting ? <Spinner size={16} color="inherit" besideText /> : <DownloadIcon />}
                // exportCsv never rejects (it tells the admin of a failure): fire and forget.
                onClick={() => void exportCsv()}
                disabled={exporting}
              >
                {translate('resources.orders.export')}
              </Button>
            )}
          </>
        }
      />
      <OrderStats />
      <ChartsSection charts={OrderCharts} />
      <OrderFilters />
      {error ? (
        <LoadError message="resources.orders.list_load_failed" onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <OrderTable />
          <PrevNextPagination />
        </Card>
      )}
    </Box>
  );
}

export default function OrderList() {
  return (
    <ListBase resource="orders" perPage={ORDERS_PAGE_SIZE} debounce={SEARCH_DEBOUNCE_MS}>
      <OrderListView />
    </ListBase>
  );
}
