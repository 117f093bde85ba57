// GET /dashboard/series: revenue per bucket beside the period before, sign-ups and new CVs,
// all from the day counters (server/db/counters.ts): no scan of orders, users or CVs.
import type { DashboardSeries, Period } from '../../../contract/analytics.js';
import { readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { at, periodRange } from './periods.js';

const REVENUE = 'orders.revenue_by_day.VND';

export async function dashboardSeries(db: Tx, period: Period, now: Date): Promise<DashboardSeries> {
  const p = periodRange(period, now);
  const sums = await readSeries(db, { from: p.previousFrom, to: p.to, unit: p.unit }, [REVENUE, 'users.created', 'cvs.created']);
  return {
    period,
    unit: p.unit,
    points: p.keys.map((key, i) => {
      const previousKey = p.previousKeys[i]!;
      return {
        key,
        previousKey,
        revenue: at(sums, REVENUE, key),
        previousRevenue: at(sums, REVENUE, previousKey),
        users: at(sums, 'users.created', key),
        cvs: at(sums, 'cvs.created', key),
      };
    }),
  };
}
