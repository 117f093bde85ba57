// The dashboard's figures (API.md "Dashboard"): totals, month-on-month growth in the
// business time zone, and the newest activity events.
import { desc, inArray } from 'drizzle-orm';
import type { DashboardData } from '../../contract/dashboard.js';
import { businessDate, readCounters, sumCounterDays } from '../db/counters.js';
import type { Tx } from '../db/client.js';
import { activityEvents } from '../db/schema.js';
import { livePendingOrders } from './order-stats.js';
import { businessMonthStart, percentChange } from './dashboard-periods.js';

/** The event types the dashboard shows (spec §3). */
export const ACTIVITY_TYPES = ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED', 'CV_CREATED', 'CV_UPDATED'] as const;

/** A day-bucketed counter summed over the business days of [from, to). */
const between = (db: Tx, name: string, from: Date, to: Date) => sumCounterDays(db, name, businessDate(from), businessDate(to));

export async function dashboardOverview(db: Tx, now: Date): Promise<DashboardData> {
  const thisMonth = businessMonthStart(now);
  const nextMonth = businessMonthStart(now, 1);
  const lastMonth = businessMonthStart(now, -1);

  // Totals from the counters (server/db/counters.ts); revenue belongs to the month the money
  // arrived. Sequential: on PostgreSQL a Promise.all would hold several pool connections.
  const c = await readCounters(db, ['users.total', 'cvs.total', 'orders.revenue.VND', 'orders.status.PAID']);
  const activeOrders = await livePendingOrders(db, now);
  const growthOf = async (name: string) => percentChange(await between(db, name, lastMonth, thisMonth), await between(db, name, thisMonth, nextMonth));
  const growth = {
    userGrowth: await growthOf('users.created'),
    cvGrowth: await growthOf('cvs.created'),
    revenueGrowth: await growthOf('orders.revenue_by_day.VND'),
  };

  const events = await db
    .select()
    .from(activityEvents)
    .where(inArray(activityEvents.type, [...ACTIVITY_TYPES]))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(10);

  return {
    overview: {
      totalUsers: c['users.total'],
      totalCVs: c['cvs.total'],
      totalRevenue: c['orders.revenue.VND'],
      activeOrders,
      pendingPayments: c['orders.status.PAID'],
    },
    growth,
    recentActivities: events.map((e) => ({
      id: e.id,
      type: e.type,
      description: e.description,
      userEmail: e.userEmail,
      timestamp: e.createdAt.toISOString(),
    })),
  };
}
