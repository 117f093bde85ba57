// The order list's stats cards: totals over every order (not the filtered page), read from
// the counters (server/db/counters.ts). EXPIRED is time-derived: the PENDING orders not yet
// expired are the small moving part, counted through the (status, expires_at) index.
import { and, count, eq, gt } from 'drizzle-orm';
import type { OrderStats, OrderStatus } from '../../contract/orders.js';
import { readCounters } from '../db/counters.js';
import type { Tx } from '../db/client.js';
import { orders } from '../db/schema.js';

export async function livePendingOrders(db: Tx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, now)));
  return row?.n ?? 0;
}

export async function orderStats(db: Tx, now: Date): Promise<OrderStats> {
  const c = await readCounters(db, [
    'orders.total', 'orders.status.PENDING', 'orders.status.PAID', 'orders.status.VERIFIED', 'orders.status.CANCELLED',
    'orders.revenue.VND', 'orders.revenue.USD',
  ]);
  const pendingOrders = await livePendingOrders(db, now);
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
