// GET /packages/analytics: each package's sales and revenue (orders whose money was received:
// PAID and VERIFIED, as the packages' cards and the orders' totals) and all packages' sales
// and revenue per business month of the last 12 (the month the money arrived), all from the
// counters (server/db/counters.ts).
import { asc } from 'drizzle-orm';
import type { PackageAnalytics } from '../../../contract/packages.js';
import { readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { packages } from '../../db/schema.js';
import { at, periodRange } from '../dashboard/periods.js';
import { salesOf } from './view.js';

const SALES = 'orders.sales_by_day';
const REVENUE = { VND: 'orders.revenue_by_day.VND', USD: 'orders.revenue_by_day.USD' } as const;

export async function packageAnalytics(db: Tx, now: Date): Promise<PackageAnalytics> {
  const p = periodRange('12m', now);
  const [rows, sums] = await Promise.all([
    db
      .select({ id: packages.id, name: packages.name, nameEn: packages.nameEn, currency: packages.currency, isActive: packages.isActive })
      .from(packages)
      .orderBy(asc(packages.sortOrder)),
    readSeries(db, { from: p.from, to: p.to, unit: 'month' }, [SALES, REVENUE.VND, REVENUE.USD]),
  ]);
  const sales = await salesOf(db, rows);
  return {
    packages: rows
      .map((r) => ({ packageId: r.id, name: r.name, nameEn: r.nameEn, currency: r.currency, isActive: r.isActive, ...sales.get(r.id)! }))
      .sort((a, b) => b.totalSales - a.totalSales),
    months: p.keys.map((month) => ({ month, sales: at(sums, SALES, month), revenue: at(sums, REVENUE.VND, month), revenueUsd: at(sums, REVENUE.USD, month) })),
  };
}
