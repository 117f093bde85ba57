// The orders table: short id and code, customer (opens the user dialog), package, amount,
// status with the PENDING countdown, created time, and the eye icon to the detail page; a row
// opens the order. On a phone, one card per order instead (OrderCards).
import { Box, Typography } from '@mui/material';
import { DataTable, useBasename, useCanAccess, useLocaleState } from 'react-admin';
import { CardsOnPhone } from '../../components/CardsOnPhone';
import { ListEmpty } from '../../components/ListEmpty';
import type { Order } from '../../../contract/orders';
import { formatMoney, shortId } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { localizedPackage } from '../../lib/localizedPackage';
import { UserNameLink } from '../../components/UserNameLink';
import { Countdown } from './Countdown';
import { OrderBulkActions } from './OrderBulkActions';
import { OrderCards } from './OrderCards';
import { ViewButton } from './ViewButton';
import { OrderStatusChip } from './OrderStatusChip';
import { bulkActions } from '../../components/BulkActionsBar';

const Col = DataTable.Col<Order>;

export function OrderTable() {
  const fmt = useFormat();
  const [locale] = useLocaleState();
  // Verify and Cancel are the bulk actions: a role that may not change orders selects nothing.
  const { canAccess: canEdit } = useCanAccess({ resource: 'orders', action: 'edit' });
  const basename = useBasename();
  const empty = <ListEmpty title="resources.orders.empty" text="resources.orders.empty_text" />;
  return (
    <CardsOnPhone empty={empty} cards={<OrderCards />}>
      <DataTable<Order>
        rowClick={(id) => `${basename}/orders/${id}`}
        {...bulkActions(canEdit && <OrderBulkActions />)}
        empty={empty}
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& td': { verticalAlign: 'top' } }}
      >
        <Col
          source="id"
          label="resources.orders.columns.order"
          disableSort
          render={(o) => (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }} title={o.id}>
                {shortId(o.id)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {o.orderCode}
              </Typography>
            </Box>
          )}
        />
        <Col
          source="customerName"
          label="resources.orders.columns.customer"
          disableSort
          render={(o) => (
            <Box sx={{ minWidth: 160 }}>
              <UserNameLink userId={o.user?.id}>{o.user ? `${o.user.firstName} ${o.user.lastName}` : o.customerName}</UserNameLink>
              <Typography variant="caption" color="text.secondary" component="div">
                {o.user?.email ?? o.customerEmail}
              </Typography>
            </Box>
          )}
        />
        <Col
          source="package"
          label="resources.orders.columns.package"
          disableSort
          render={(o) => (o.package ? localizedPackage(o.package, locale).name : '—')}
        />
        <Col
          source="amount"
          label="resources.orders.columns.amount"
          disableSort
          render={(o) => (
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(o.amount, o.currency)}
            </Typography>
          )}
        />
        <Col
          source="status"
          label="resources.orders.columns.status"
          disableSort
          render={(o) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              <OrderStatusChip status={o.status} />
              {o.status === 'PENDING' && <Countdown expiresAt={o.expiresAt} withExpiry />}
            </Box>
          )}
        />
        <Col
          source="createdAt"
          label="resources.orders.columns.created"
          disableSort
          render={(o) => <Box sx={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(o.createdAt)}</Box>}
        />
        <Col label="resources.orders.columns.actions" disableSort render={(o) => <ViewButton order={o} />} />
      </DataTable>
    </CardsOnPhone>
  );
}
