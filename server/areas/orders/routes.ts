// Payment orders: list with stats, detail with QR code, verify/cancel (single and bulk),
// analytics and export; the bank's signed payment notification; the live order events.
import { orderRoutes, orderSchema, orderStatsSchema } from '../../../contract/orders.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { HttpError, ok } from '../../http/envelope.js';
import { actorOf, inTransaction } from '../../http/request.js';
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

const ACTION_MESSAGES = {
  VERIFIED: 'Order verified successfully',
  CANCELLED: 'Order cancelled successfully',
} as const;

ordersArea.bind(orderRoutes.list, async (c, { query }) => {
  const { db, clock, config } = c.get('deps');
  return ok(c, await listOrders(db, clock.now(), query, config.listCountCap));
});

ordersArea.bind(orderRoutes.analytics, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await orderAnalytics(db, clock.now()));
});

ordersArea.bind(orderRoutes.series, async (c, { query }) => {
  const { db, clock } = c.get('deps');
  return ok(c, await orderSeries(db, query.period, clock.now()));
});

ordersArea.bind(
  orderRoutes.export,
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    const { format, ...filter } = query;
    const now = clock.now();
    if (format === 'json') return ordersJson(exportBatches(db, filter, now));
    return csvExport(db, ordersCsv(filter, now, csvHeaders(c).orders));
  },
  { use: [exportSlot] },
);

ordersArea.bind(orderRoutes.bulkStatus, async (c, { body }) => {
  const { orderIds, updates } = body;
  const result = await setOrdersStatus(c.get('deps').db, actorOf(c), orderIds, updates.status);
  const verb = updates.status === 'VERIFIED' ? 'verified' : 'cancelled';
  const message = result.failed.length
    ? `${result.updated} of ${result.updated + result.failed.length} orders ${verb}`
    : `${result.updated} orders ${verb} successfully`;
  return ok(c, result, message);
});

ordersArea.bind(orderRoutes.get, async (c, { id }) => {
  const { db, clock } = c.get('deps');
  return ok(c, await getOrder(db, id, clock.now()));
});

ordersArea.bind(orderRoutes.setStatus, async (c, { id, body }) => {
  const { db, clock } = c.get('deps');
  await inTransaction(c, (tx, actor) => setOrderStatus(tx, actor, id, body.status));
  return ok(c, await getOrder(db, id, clock.now()), ACTION_MESSAGES[body.status]);
});

// Public: the signature over the raw text is the authentication, checked before the JSON is read.
ordersArea.bind(
  orderRoutes.paymentWebhook,
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
  { rawBody: true },
);

ordersArea.bind(orderRoutes.events, (c) => orderEventStream(c));
