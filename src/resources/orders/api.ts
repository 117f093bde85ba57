// Orders on the API (contract/orders.ts's routes): list and one through the routes row;
// verify and cancel are named calls (one order, or many with each one's outcome), as are
// analytics and export.
import type { Identifier } from 'react-admin';
import type { Period } from '../../../contract/analytics';
import { ORDER_STATUSES, type OrderActionStatus, orderRoutes } from '../../../contract/orders';
import type { RouteData } from '../../../contract/route';
import type { ExportFormat } from '../../../contract/query';
import type { ResourceApi } from '../../api/dataProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

type OrderExportQuery = {
  status?: string;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};

/**
 * The route answers a file (format=csv) or the JSON envelope (format=json); call() reads a
 * file route's answer as a Blob, so the JSON is read from it and checked by the route's schema.
 */
function exportOrders(query: OrderExportQuery & { format: 'csv' }): Promise<Blob>;
function exportOrders(query: OrderExportQuery & { format: 'json' }): Promise<RouteData<typeof orderRoutes.export>>;
async function exportOrders({ status, ...query }: OrderExportQuery & { format: ExportFormat }) {
  // The list's status filter is one of ORDER_STATUSES (its select offers no other).
  const file = await call(orderRoutes.export, { query: { ...query, status: ORDER_STATUSES.find((s) => s === status) } });
  if (query.format === 'csv') return file;
  const envelope: { data?: unknown } = JSON.parse(await file.text());
  return orderRoutes.export.data.parse(envelope.data);
}

export const ordersApi = {
  routes: { list: orderRoutes.list, listKey: 'orders', seek: true },
  methods: {
    updateOrderStatus: (id: Identifier, status: OrderActionStatus) => call(orderRoutes.setStatus, { params: { id: String(id) }, body: { status } }),
    /** Bulk verify/cancel with the per-order outcome. */
    bulkUpdateOrders: (orderIds: Identifier[], status: OrderActionStatus) =>
      dataOf(call(orderRoutes.bulkStatus, { body: { orderIds: orderIds.map(String), updates: { status } } })),
    getOrderSeries: (period: Period) => dataOf(call(orderRoutes.series, { query: { period } })),
    getOrderAnalytics: () => dataOf(call(orderRoutes.analytics)),
    exportOrders,
  },
} satisfies ResourceApi;
