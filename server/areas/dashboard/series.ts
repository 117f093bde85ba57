// GET /dashboard/series: revenue per bucket beside the period before, sign-ups and new CVs,
// all from the day counters (server/db/counters.ts): no scan of orders, users or CVs. Each
// series only for a role that may read its source (./access.ts), absent otherwise.
import type { DashboardSeries, Period } from '../../../contract/analytics.js';
import { readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { dashboardAccess, when } from './access.js';
import { at, periodRange } from './periods.js';

const REVENUE = 'orders.revenue_by_day.VND';

export async function dashboardSeries(db: Tx, period: Period, now: Date, role: string): Promise<DashboardSeries> {
  const may = dashboardAccess(role);
  const p = periodRange(period, now);
  const names = [...when(may.orders, REVENUE), ...when(may.users, 'users.created'), ...when(may.cvs, 'cvs.created')];
  const sums = await readSeries(db, { from: p.previousFrom, to: p.to, unit: p.unit }, names);
  return {
    period,
    unit: p.unit,
    points: p.keys.map((key, i) => {
      const previousKey = p.previousKeys[i]!;
      return {
        key,
        previousKey,
        ...(may.orders && { revenue: at(sums, REVENUE, key), previousRevenue: at(sums, REVENUE, previousKey) }),
        ...(may.users && { users: at(sums, 'users.created', key) }),
        ...(may.cvs && { cvs: at(sums, 'cvs.created', key) }),
      };
    }),
  };
}
