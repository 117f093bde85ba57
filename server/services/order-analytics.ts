// Sales figures per calendar month (business time zone, last 12 months) and per package,
// for GET /orders/analytics and GET /packages/analytics.
import { and, count, desc, eq, gte, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orders, packages } from '../db/schema.js';
import { businessMonthStart } from '../core/business-time.js';
import { displayStatusSql } from './order-filters.js';

const MONTHS = 12;

/** 'YYYY-MM' keys of the last 12 business-local months, oldest first, and where they start. */
export function lastMonths(now: Date) {
  const from = businessMonthStart(now, -(MONTHS - 1));
  const keys = Array.from({ length: MONTHS }, (_, i) => {
    const start = businessMonthStart(now, i - (MONTHS - 1));
    return new Date(start.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
  });
  return { from, keys };
}

/** The business-local month of a timestamp column (UTC+7, no daylight saving). */
const monthOf = (column: SQL | typeof orders.createdAt) => sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
const money = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
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

/** Sales (VERIFIED orders) and revenue per package and per month of verification. */
export async function packageAnalytics(db: Tx, now: Date) {
  const { from, keys } = lastMonths(now);
  const verified = eq(orders.status, 'VERIFIED');
  const at = sql`coalesce(${orders.verifiedAt}, ${orders.createdAt})`;
  const month = monthOf(at);
  const [perPackage, perMonth] = await Promise.all([
    db
      .select({
        packageId: packages.id,
        name: packages.name,
        nameEn: packages.nameEn,
        currency: packages.currency,
        isActive: packages.isActive,
        totalSales: sql<number>`count(${orders.id})`.mapWith(Number),
        revenue: money(sql`${sum(orders.amount)}`),
      })
      .from(packages)
      .leftJoin(orders, and(eq(orders.packageId, packages.id), verified))
      .groupBy(packages.id)
      .orderBy(desc(sql`count(${orders.id})`), packages.sortOrder),
    db
      .select({
        month,
        sales: count(),
        revenue: money(sql`sum(${orders.amount}) filter (where ${orders.currency} = 'VND')`),
        revenueUsd: money(sql`sum(${orders.amount}) filter (where ${orders.currency} = 'USD')`),
      })
      .from(orders)
      .where(and(verified, sql`${at} >= ${from.toISOString()}`))
      .groupBy(month),
  ]);
  const found = new Map(perMonth.map((m) => [m.month, m]));
  return {
    packages: perPackage,
    months: keys.map((key) => ({ month: key, sales: 0, revenue: 0, revenueUsd: 0, ...found.get(key) })),
  };
}
