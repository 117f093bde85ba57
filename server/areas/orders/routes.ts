// Payment orders (API.md "Orders"): list with stats, detail with QR code, verify/cancel
// (single and bulk), analytics and export.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { orderBulkSchema, type OrderBulkResult, orderExportQuery, orderListQuery, orderStatusSchema } from '../../../contract/orders.js';
import type { AppEnv } from '../../http/context.js';
import { orders } from '../../db/schema.js';
import { HttpError, notFound, ok } from '../../http/envelope.js';
import { uuidParam, parseBody, parseQuery } from '../../http/parse.js';
import { cappedCount, pagination, seekOf } from '../../db/lists.js';
import { orderActionMessages, setOrderStatus } from './actions.js';
import { orderAnalytics } from './analytics.js';
import { csvExport } from '../../http/csv-export.js';
import { exportBatches, ordersCsv, ordersJson } from './export.js';
import { orderWhere } from './filters.js';
import { orderFilterTotal, orderStats } from './stats.js';
import { FEW_MATCHES, orderDetail, orderPage, withRelations } from './view.js';
import { getSettings } from '../../settings/store.js';

export const orderRoutes = new Hono<AppEnv>();

orderRoutes.get('/', async (c) => {
  const { db, clock, config } = c.get('deps');
  const { page, limit, sort, order, after, before, ...filter } = parseQuery(c, orderListQuery);
  const now = clock.now();
  const where = orderWhere(filter, now);
  // Stats, and the total of no filter or a status filter, come from the counters; other
  // filters are counted up to a cap. A search's page waits for its count: how many it
  // matches decides how the page is found.
  const [payment, stats] = await Promise.all([getSettings(db, 'payment'), orderStats(db, now)]);
  const exact = orderFilterTotal(stats, filter);
  const counted =
    exact === undefined ? await cappedCount(db, sql`select 1 from ${orders} where ${where ?? sql`true`}`, page, limit, config.listCountCap) : { total: exact };
  const fewMatches = Boolean(filter.search) && !counted.lowerBound && counted.total <= FEW_MATCHES;
  const rows = await orderPage(db, where, { limit, offset: (page - 1) * limit, seek: seekOf({ after, before }) }, { field: sort, order }, fewMatches);
  const list = await withRelations(db, rows, payment, now);
  return ok(c, { orders: list, pagination: pagination(page, limit, counted), stats });
});

orderRoutes.get('/analytics', async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await orderAnalytics(db, clock.now()));
});

orderRoutes.get('/export', async (c) => {
  const { db, clock } = c.get('deps');
  const { format, ...filter } = parseQuery(c, orderExportQuery);
  const now = clock.now();
  if (format === 'json') return ordersJson(exportBatches(db, filter, now));
  return csvExport(db, ordersCsv(filter, now));
});

orderRoutes.put('/bulk', async (c) => {
  const { orderIds, updates } = await parseBody(c, orderBulkSchema);
  const result: OrderBulkResult = { updated: 0, failed: [] };
  // One transaction per order: one order's refusal must not undo the others.
  for (const id of new Set(orderIds)) {
    try {
      await setOrderStatus(c, id, updates.status);
      result.updated++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result.failed.push({ id, message: err.message });
    }
  }
  const verb = updates.status === 'VERIFIED' ? 'verified' : 'cancelled';
  const message = result.failed.length
    ? `${result.updated} of ${result.updated + result.failed.length} orders ${verb}`
    : `${result.updated} orders ${verb} successfully`;
  return ok(c, result, message);
});

orderRoutes.get('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Order');
  const order = await orderDetail(db, id, await getSettings(db, 'payment'), clock.now());
  if (!order) throw notFound('Order');
  return ok(c, order);
});

orderRoutes.put('/:id/status', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Order');
  const { status } = await parseBody(c, orderStatusSchema);
  await setOrderStatus(c, id, status);
  const order = await orderDetail(db, id, await getSettings(db, 'payment'), clock.now());
  return ok(c, order, orderActionMessages[status]);
});
