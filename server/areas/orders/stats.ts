// The order list's stats cards: totals over every order (not the filtered page), read from
// the counters (server/db/counters.ts). EXPIRED is time-derived: the PENDING orders not yet
// expired are the small moving part, counted through the (status, expires_at) index.
import { sql } from 'drizzle-orm';
import type { OrderStats, OrderStatus } from '../../../contract/orders.js';
import { PENDING_EXPIRY, pendingExpiryName, readCounters } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/**
 * The PENDING orders not yet expired, for readCounters' `extra`: the counters of the hours
 * ahead, plus the orders expiring later within the current hour (a small indexed range).
 */
export function livePendingOrders(now: Date) {
  const nextHour = new Date(Math.floor(now.getTime() / 3_600_000 + 1) * 3_600_000);
  return sql`(select coalesce(sum(value), 0) from stat_counters where name > ${pendingExpiryName(now)} and name < ${`${PENDING_EXPIRY}~`})
    + (select count(*) from ${orders} where ${orders.status} = 'PENDING' and ${orders.expiresAt} > ${now.toISOString()} and ${orders.expiresAt} < ${nextHour.toISOString()})`;
}

export async function orderStats(db: Tx, now: Date): Promise<OrderStats> {
  const c = await readCounters(
    db,
    [
      'orders.total',
      'orders.status.PENDING',
      'orders.status.PAID',
      'orders.status.VERIFIED',
      'orders.status.CANCELLED',
      'orders.revenue.VND',
      'orders.revenue.USD',
    ],
    { extra: { live: livePendingOrders(now) } },
  );
  const pendingOrders = c.live;
  return {
    totalOrders: c['orders.total'],
    pendingOrders,
    expiredOrders: c['orders.status.PENDING'] - pendingOrders,
    paidOrders: c['orders.status.PAID'],
    verifiedOrders: c['orders.status.VERIFIED'],
    cancelledOrders: c['orders.status.CANCELLED'],
    totalRevenue: c['orders.revenue.VND'],
    totalRevenueUsd: c['orders.revenue.USD'],
  };
}

/** The exact total of a status filter (or none) from the stats; undefined for other filters. */
export function orderFilterTotal(stats: OrderStats, filter: { status?: OrderStatus; search?: string; dateFrom?: Date; dateTo?: Date }): number | undefined {
  if (filter.search || filter.dateFrom || filter.dateTo) return undefined;
  const byStatus: Record<OrderStatus, number> = {
    PENDING: stats.pendingOrders,
    EXPIRED: stats.expiredOrders,
    PAID: stats.paidOrders,
    VERIFIED: stats.verifiedOrders,
    CANCELLED: stats.cancelledOrders,
  };
  return filter.status ? byStatus[filter.status] : stats.totalOrders;
}
