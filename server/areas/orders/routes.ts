// Payment orders: list with stats, detail with QR code, verify/cancel (single and bulk),
// analytics and export; the bank's signed payment notification; the live order events.
import { orderSeriesSchema, periodQuery } from '../../../contract/analytics.js';
import {
  orderAnalyticsSchema,
  orderBulkResultSchema,
  orderBulkSchema,
  orderExportQuery,
  orderExportSchema,
  orderListQuery,
  orderListSchema,
  orderSchema,
  orderStatsSchema,
  orderStatusSchema,
  paymentNoticeSchema,
  paymentOutcomeSchema,
} from '../../../contract/orders.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { HttpError, ok } from '../../http/envelope.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { CSV_FILE } from '../../../contract/responses.js';
import { defineArea } from '../../http/route.js';
import { setOrdersStatus, setOrderStatus } from './actions.js';
import { orderAnalytics } from './analytics.js';
import { exportBatches, ordersCsv, ordersJson } from './export.js';
import { orderSeries } from './series.js';
import { recordPayment } from './payments.js';
import { getOrder, listOrders } from './queries.js';
import { orderEventStream } from './stream.js';
import { signedNotice } from './webhook.js';
import { exportSlot } from '../../http/export-slots.js';

export const ordersArea = defineArea(
  { name: 'Orders', description: 'Payment orders: list, verify or cancel, analytics, export; the bank webhook.' },
  { Order: orderSchema, OrderStats: orderStatsSchema },
);

const BASE = '/api/admin/orders';

const ACTION_MESSAGES = {
  VERIFIED: 'Order verified successfully',
  CANCELLED: 'Order cancelled successfully',
} as const;

ordersArea.get(BASE, { summary: 'List orders with stats', permission: 'orders.read', query: orderListQuery, data: orderListSchema }, async (c, { query }) => {
  const { db, clock, config } = c.get('deps');
  return ok(c, await listOrders(db, clock.now(), query, config.listCountCap));
});

ordersArea.get(
  `${BASE}/analytics`,
  { summary: 'Orders and revenue per month, status and package', permission: 'orders.read', data: orderAnalyticsSchema },
  async (c) => {
    const { db, clock } = c.get('deps');
    return ok(c, await orderAnalytics(db, clock.now()));
  },
);

ordersArea.get(
  `${BASE}/series`,
  {
    summary: 'Orders per status and business day (or month for 12m), the funnel of the period and revenue per package',
    permission: 'orders.read',
    query: periodQuery,
    data: orderSeriesSchema,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return ok(c, await orderSeries(db, query.period, clock.now()));
  },
);

ordersArea.get(
  `${BASE}/export`,
  {
    summary: 'Export the filtered orders (format=csv: a file, its headers in the Accept-Language (en, vi); format=json: JSON)',
    use: [exportSlot],
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'orders.export',
    query: orderExportQuery,
    data: orderExportSchema,
    file: CSV_FILE,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    const { format, ...filter } = query;
    const now = clock.now();
    if (format === 'json') return ordersJson(exportBatches(db, filter, now));
    return csvExport(db, ordersCsv(filter, now, csvHeaders(c).orders));
  },
);

ordersArea.put(
  `${BASE}/bulk`,
  { summary: 'Verify or cancel orders, each on its own', permission: 'orders.edit', body: orderBulkSchema, data: orderBulkResultSchema },
  async (c, { body }) => {
    const { orderIds, updates } = body;
    const result = await setOrdersStatus(c.get('deps').db, actorOf(c), orderIds, updates.status);
    const verb = updates.status === 'VERIFIED' ? 'verified' : 'cancelled';
    const message = result.failed.length
      ? `${result.updated} of ${result.updated + result.failed.length} orders ${verb}`
      : `${result.updated} orders ${verb} successfully`;
    return ok(c, result, message);
  },
);

ordersArea.get(
  `${BASE}/{id}`,
  { summary: 'Get an order with its QR code', permission: 'orders.read', entity: 'ORDER', data: orderSchema },
  async (c, { id }) => {
    const { db, clock } = c.get('deps');
    return ok(c, await getOrder(db, id, clock.now()));
  },
);

ordersArea.put(
  `${BASE}/{id}/status`,
  {
    summary: 'Verify (PAID only) or cancel (PENDING only) an order',
    permission: 'orders.edit',
    entity: 'ORDER',
    body: orderStatusSchema,
    data: orderSchema,
    errors: { 409: "The order's status does not allow it" },
  },
  async (c, { id, body }) => {
    const { db, clock } = c.get('deps');
    await inTransaction(c, (tx, actor) => setOrderStatus(tx, actor, id, body.status));
    return ok(c, await getOrder(db, id, clock.now()), ACTION_MESSAGES[body.status]);
  },
);

// Public: the signature over the raw text is the authentication, checked before the JSON is read.
ordersArea.post(
  '/api/payments/webhook',
  {
    summary: "The bank's payment notification (extension)",
    public: true,
    rawBody: true,
    headers: { 'X-Signature': 'hex(HMAC-SHA256(raw body, PAYMENT_WEBHOOK_SECRET))' },
    body: paymentNoticeSchema,
    data: paymentOutcomeSchema,
    errors: { 401: 'Invalid signature', 503: 'Payment notifications are not configured' },
  },
  async (c) => {
    const { db, clock, config } = c.get('deps');
    const secret = config.paymentWebhookSecret;
    if (!secret) throw new HttpError(503, 'Payment notifications are not configured');
    const notice = signedNotice(secret, { body: await c.req.text(), signature: c.req.header('x-signature'), contentType: c.req.header('content-type') });
    const result = await recordPayment(db, clock, notice);
    const message = result.duplicate
      ? 'Payment already recorded'
      : result.outcome === 'matched'
        ? 'Payment recorded; the order is paid'
        : 'Payment recorded as unmatched';
    return ok(c, result, message);
  },
);

ordersArea.get(
  '/api/admin/events',
  {
    summary: 'Live order events (extension), as Server-Sent Events',
    permission: 'dashboard.read',
    file: {
      type: 'text/event-stream',
      description:
        'event `ready` once (data `{keepAliveMs}`), `order` per status change (data `{orderId, orderCode, status, amount, currency, customerName, at}`), `resync` when changes may have been missed; a comment every keepAliveMs',
    },
    errors: { 503: 'Live updates are not available right now' },
  },
  (c) => orderEventStream(c),
);
