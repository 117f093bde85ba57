// Orders on the API: list and one through the routes row; verify and cancel are
// named calls (one order, or many with each one's outcome), as are analytics and export.
import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { OrderSeries, Period } from '../../../contract/analytics';
import type { Envelope } from '../../../contract/envelope';
import type { ExportFormat } from '../../../contract/query';
import type { OrderActionStatus, OrderBulkResult, orderAnalyticsSchema, orderExportSchema } from '../../../contract/orders';
import type { ResourceApi } from '../../api/dataProvider';
import { dataOf, request } from '../../api/httpClient';

const ORDERS = '/api/admin/orders';

type OrderExportQuery = {
  status?: string;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};

function exportOrders(query: OrderExportQuery & { format: 'csv' }): Promise<Blob>;
function exportOrders(query: OrderExportQuery & { format: 'json' }): Promise<z.infer<typeof orderExportSchema>>;
function exportOrders(query: OrderExportQuery & { format: ExportFormat }) {
  return query.format === 'csv'
    ? request<Blob>(`${ORDERS}/export`, { query, responseType: 'blob' })
    : dataOf(request<Envelope<z.infer<typeof orderExportSchema>>>(`${ORDERS}/export`, { query }));
}

export const ordersApi = {
  routes: { base: ORDERS, listKey: 'orders', seek: true },
  methods: {
    updateOrderStatus: (id: Identifier, status: OrderActionStatus) => request<Envelope<unknown>>(`${ORDERS}/${id}/status`, { method: 'PUT', body: { status } }),
    /** Bulk verify/cancel with the per-order outcome. */
    bulkUpdateOrders: (orderIds: Identifier[], status: OrderActionStatus) =>
      dataOf(request<Envelope<OrderBulkResult>>(`${ORDERS}/bulk`, { method: 'PUT', body: { orderIds, updates: { status } } })),
    getOrderSeries: (period: Period) => dataOf(request<Envelope<OrderSeries>>(`${ORDERS}/series`, { query: { period } })),
    getOrderAnalytics: () => dataOf(request<Envelope<z.infer<typeof orderAnalyticsSchema>>>(`${ORDERS}/analytics`)),
    exportOrders,
  },
} satisfies ResourceApi;
