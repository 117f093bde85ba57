// The dashboard's figures (API.md "Dashboard"): totals, month-on-month growth in the
// business time zone, and the newest activity events.
import { and, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { activityEvents, cvs, orders, users } from '../db/schema.js';
import { businessMonthStart, percentChange } from './dashboard-periods.js';

/** The event types the dashboard shows (spec §3). */
export const ACTIVITY_TYPES = ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED', 'CV_CREATED', 'CV_UPDATED'] as const;

/** Orders that count as revenue: paid, whether or not an admin has verified them yet. */
const REVENUE_STATUSES = ['PAID', 'VERIFIED'];
/** Revenue belongs to the month the money arrived. */
const revenueTime = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

const toNumber = (v: unknown) => Number(v ?? 0);

async function usersBetween(db: Tx, from: Date, to: Date) {
  const [row] = await db.select({ n: count() }).from(users).where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
  return row?.n ?? 0;
}

async function cvsBetween(db: Tx, from: Date, to: Date) {
  const [row] = await db.select({ n: count() }).from(cvs).where(and(gte(cvs.createdAt, from), lt(cvs.createdAt, to)));
  return row?.n ?? 0;
}

async function revenueBetween(db: Tx, from: Date, to: Date) {
  const [row] = await db
    .select({ total: sum(orders.amount) })
    .from(orders)
    .where(
      and(
        inArray(orders.status, REVENUE_STATUSES),
        eq(orders.currency, 'VND'),
        // A payment only matches an unexpired order (API.md), so createdAt ≤ paidAt ≤ expiresAt:
        // these two bounds let the (status, expires_at) index narrow the rows at scale.
        gte(orders.expiresAt, from),
        lt(orders.createdAt, to),
        sql`${revenueTime} >= ${from.toISOString()}::timestamptz`,
        sql`${revenueTime} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return toNumber(row?.total);
}

export async function dashboardOverview(db: Tx, now: Date) {
  const thisMonth = businessMonthStart(now);
  const nextMonth = businessMonthStart(now, 1);
  const lastMonth = businessMonthStart(now, -1);

  // Sequential: on PostgreSQL a Promise.all would hold several pool connections per request.
  const [totalUsers] = await db.select({ n: count() }).from(users);
  const [totalCVs] = await db.select({ n: count() }).from(cvs);
  const [revenue] = await db
    .select({ total: sum(orders.amount) })
    .from(orders)
    .where(and(inArray(orders.status, REVENUE_STATUSES), eq(orders.currency, 'VND')));
  const [active] = await db.select({ n: count() }).from(orders).where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, now)));
  const [paid] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'PAID'));

  const growth = {
    userGrowth: percentChange(await usersBetween(db, lastMonth, thisMonth), await usersBetween(db, thisMonth, nextMonth)),
    cvGrowth: percentChange(await cvsBetween(db, lastMonth, thisMonth), await cvsBetween(db, thisMonth, nextMonth)),
    revenueGrowth: percentChange(await revenueBetween(db, lastMonth, thisMonth), await revenueBetween(db, thisMonth, nextMonth)),
  };

  const events = await db
    .select()
    .from(activityEvents)
    .where(inArray(activityEvents.type, [...ACTIVITY_TYPES]))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(10);

  return {
    overview: {
      totalUsers: totalUsers?.n ?? 0,
      totalCVs: totalCVs?.n ?? 0,
      totalRevenue: toNumber(revenue?.total),
      activeOrders: active?.n ?? 0,
      pendingPayments: paid?.n ?? 0,
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

export type DashboardData = Awaited<ReturnType<typeof dashboardOverview>>;
