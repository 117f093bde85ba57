// GET /orders/analytics: orders and revenue per business month (the last 12), per status and
// per package, all from the counters (server/db/counters.ts), so it costs the same at any
// size. Orders belong to the month they were created, revenue (money received: PAID and
// VERIFIED orders) to the month it arrived, as on the dashboard.
import type { OrderAnalytics } from '../../../contract/orders.js';
import { readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { packages } from '../../db/schema.js';
import { at, periodRange } from '../dashboard/periods.js';
import { salesOf } from '../packages/view.js';
import { orderStats } from './stats.js';

const STORED = ['PENDING', 'PAID', 'VERIFIED', 'CANCELLED'] as const;
const created = (status: string) => `orders.created_by_day.${status}`;
/** Money received per business day, by currency (also the packages' analytics per month). */
export const REVENUE_BY_DAY = { VND: 'orders.revenue_by_day.VND', USD: 'orders.revenue_by_day.USD' } as const;

export async function orderAnalytics(db: Tx, now: Date): Promise<OrderAnalytics> {
  const p = periodRange('12m', now);
  const [sums, stats, sold] = await Promise.all([
    readSeries(db, { from: p.from, to: p.to, unit: 'month' }, [...STORED.map(created), REVENUE_BY_DAY.VND, REVENUE_BY_DAY.USD]),
    orderStats(db, now),
    soldPackages(db),
  ]);
  const of = (status: string, month: string) => at(sums, created(status), month);
  return {
    months: p.keys.map((month) => ({
      month,
      orders: STORED.reduce((n, status) => n + of(status, month), 0),
      paidOrders: of('PAID', month) + of('VERIFIED', month),
      revenue: at(sums, REVENUE_BY_DAY.VND, month),
      revenueUsd: at(sums, REVENUE_BY_DAY.USD, month),
    })),
    byStatus: {
      PENDING: stats.pendingOrders,
      EXPIRED: stats.expiredOrders,
      PAID: stats.paidOrders,
      VERIFIED: stats.verifiedOrders,
      CANCELLED: stats.cancelledOrders,
    },
    byPackage: sold,
  };
}

/** The packages with money received, most orders first, with their orders and revenue. */
async function soldPackages(db: Tx) {
  const rows = await db.select({ id: packages.id, name: packages.name, nameEn: packages.nameEn, currency: packages.currency }).from(packages);
  const sales = await salesOf(db, rows);
  return rows
    .map((r) => ({
      packageId: r.id,
      name: r.name,
      nameEn: r.nameEn,
      currency: r.currency,
      orders: sales.get(r.id)!.totalSales,
      revenue: sales.get(r.id)!.revenue,
    }))
    .filter((r) => r.orders > 0)
    .sort((a, b) => b.orders - a.orders || b.revenue - a.revenue || a.nameEn.localeCompare(b.nameEn));
}
