// Orders and revenue per calendar month (business time zone, last 12 months), per status
// and per package. The month helpers also serve the packages' analytics.
import { count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { businessLocal, businessMonth, businessMonthStart } from '../../core/business-time.js';
import type { Tx } from '../../db/client.js';
import { orders, packages } from '../../db/schema.js';
import { displayStatusSql } from './filters.js';

const MONTHS = 12;

/** 'YYYY-MM' keys of the last 12 business-local months, oldest first, and where they start. */
export function lastMonths(now: Date) {
  const from = businessMonthStart(now, -(MONTHS - 1));
  const keys = Array.from({ length: MONTHS }, (_, i) => businessMonth(businessMonthStart(now, i - (MONTHS - 1))));
  return { from, keys };
}

/** The business-local month ('YYYY-MM') of a timestamp column or expression. */
export const monthOf = (column: SQL | typeof orders.createdAt) => sql<string>`to_char(${businessLocal(column)}, 'YYYY-MM')`;
/** A sum of money, 0 when there is nothing to sum. */
export const money = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const sold = inArray(orders.status, ['PAID', 'VERIFIED']);

export async function orderAnalytics(db: Tx, now: Date) {
  const { from, keys } = lastMonths(now);
  const month = monthOf(orders.createdAt);
  const [byMonth, byStatus, byPackage] = await Promise.all([
    db
      .select({
        month,
        orders: count(),
        paidOrders: sql<number>`count(*) filter (where ${sold})`.mapWith(Number),
        revenue: money(sql`sum(${orders.amount}) filter (where ${sold} and ${orders.currency} = 'VND')`),
        revenueUsd: money(sql`sum(${orders.amount}) filter (where ${sold} and ${orders.currency} = 'USD')`),
      })
      .from(orders)
      .where(gte(orders.createdAt, from))
      .groupBy(month),
    // Grouped by position: the expression carries `now` as a parameter.
    db
      .select({ status: displayStatusSql(now), n: count() })
      .from(orders)
      .groupBy(sql`1`),
    db
      .select({
        packageId: packages.id,
        name: packages.name,
        nameEn: packages.nameEn,
        currency: packages.currency,
        orders: count(),
        revenue: money(sql`sum(${orders.amount})`),
      })
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(sold)
      .groupBy(packages.id)
      .orderBy(desc(sql`count(*)`)),
  ]);
  const found = new Map(byMonth.map((m) => [m.month, m]));
  return {
    months: keys.map((key) => ({ month: key, orders: 0, paidOrders: 0, revenue: 0, revenueUsd: 0, ...found.get(key) })),
    byStatus: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
    byPackage,
  };
}
