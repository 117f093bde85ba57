// Sales (VERIFIED orders) and revenue per package and per month of verification, for
// GET /packages/analytics: the months are the orders' analytics months.
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, packages } from '../../db/schema.js';
import { lastMonths, money, monthOf } from '../orders/analytics.js';

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
