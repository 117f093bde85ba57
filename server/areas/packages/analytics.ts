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
import { REVENUE_BY_DAY } from '../orders/analytics.js';
import { salesOf } from './view.js';

const SALES = 'orders.sales_by_day';

export async function packageAnalytics(db: Tx, now: Date): Promise<PackageAnalytics> {
  const p = periodRange('12m', now);
  const [rows, sums] = await Promise.all([
    db
      .select({ id: packages.id, name: packages.name, nameEn: packages.nameEn, currency: packages.currency, isActive: packages.isActive })
      .from(packages)
      .orderBy(asc(packages.sortOrder)),
    readSeries(db, { from: p.from, to: p.to, unit: 'month' }, [SALES, REVENUE_BY_DAY.VND, REVENUE_BY_DAY.USD]),
  ]);
  const sales = await salesOf(db, rows);
  return {
    packages: rows
      .map((r) => ({ packageId: r.id, name: r.name, nameEn: r.nameEn, currency: r.currency, isActive: r.isActive, ...sales.get(r.id)! }))
      .sort((a, b) => b.totalSales - a.totalSales),
    months: p.keys.map((month) => ({
      month,
      sales: at(sums, SALES, month),
      revenue: at(sums, REVENUE_BY_DAY.VND, month),
      revenueUsd: at(sums, REVENUE_BY_DAY.USD, month),
    })),
  };
}
