// The order list (a page with its stats) and one order, as the admin sees them.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Order, orderListQuery } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { cappedCount, pagination, seekOf } from '../../db/lists.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { getSettings } from '../../settings/store.js';
import { orderWhere } from './filters.js';
import { orderFilterTotal, orderStats } from './stats.js';
import { FEW_MATCHES, orderDetail, orderPage, withRelations } from './view.js';

export async function listOrders(db: Db, now: Date, query: z.output<typeof orderListQuery>, countCap: number) {
  const { page, limit, sort, order, after, before, ...filter } = query;
  const where = orderWhere(filter, now);
  // Stats, and the total of no filter or a status filter, come from the counters; other
  // filters are counted up to a cap. A search's page waits for its count: how many it
  // matches decides how the page is found.
  const [payment, stats] = await Promise.all([getSettings(db, 'payment'), orderStats(db, now)]);
  const exact = orderFilterTotal(stats, filter);
  const counted =
    exact === undefined ? await cappedCount(db, sql`select 1 from ${orders} where ${where ?? sql`true`}`, page, limit, countCap) : { total: exact };
  const fewMatches = Boolean(filter.search) && !counted.lowerBound && counted.total <= FEW_MATCHES;
  const rows = await orderPage(db, where, { limit, offset: (page - 1) * limit, seek: seekOf({ after, before }) }, { field: sort, order }, fewMatches);
  const list = await withRelations(db, rows, payment, now);
  return { orders: list, pagination: pagination(page, limit, counted), stats };
}

/** One order with its QR code (the payment settings decide both), or 404. */
export async function getOrder(db: Db, id: string, now: Date): Promise<Order> {
  const order = await orderDetail(db, id, await getSettings(db, 'payment'), now);
  if (!order) throw notFound('ORDER');
  return order;
}
