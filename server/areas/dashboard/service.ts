// The dashboard's figures (docs/api.md "Dashboard"): totals, month-on-month growth in the
// business time zone, the templates' figures and the newest activity events, each only for a
// role that may read its source (./access.ts); the newest registrations; health.
import { desc, inArray } from 'drizzle-orm';
import type { DashboardData } from '../../../contract/dashboard.js';
import { businessMonthStart } from '../../core/business-time.js';
import { type DayRange, readCounters } from '../../db/counters.js';
import type { Db, Tx } from '../../db/client.js';
import { probeDatabase } from '../../db/health.js';
import { activityEvents, users } from '../../db/schema.js';
import { outboxStats } from '../../mail/outbox.js';
import { smtpReady } from '../../mail/smtp.js';
import { livePendingOrders } from '../orders/stats.js';
import { getSettings } from '../../settings/store.js';
import { templateStats } from '../templates/queries.js';
import { type DashboardAccess, type DashboardPart, dashboardAccess, when } from './access.js';
import { percentChange } from './growth.js';

/** The day counter behind each growth figure, by the part it belongs to. */
const GROWTH = { users: 'users.created', cvs: 'cvs.created', orders: 'orders.revenue_by_day.VND' } as const;

/**
 * The event types the dashboard shows, and what each needs beyond users.read (every event
 * names a customer): payments and packages are orders data, CV events CVs data.
 */
export const ACTIVITY_TYPES = {
  USER_REGISTERED: [],
  LOGIN: [],
  PAYMENT_COMPLETED: ['orders'],
  PACKAGE_PURCHASED: ['orders'],
  CV_CREATED: ['cvs'],
  CV_UPDATED: ['cvs'],
} as const satisfies Record<string, readonly DashboardPart[]>;

/** The 10 newest events of the types the role may read. */
async function recentActivities(db: Tx, may: DashboardAccess) {
  const types = Object.entries(ACTIVITY_TYPES)
    .filter(([, needs]) => needs.every((part) => may[part]))
    .map(([type]) => type);
  const events = await db
    .select()
    .from(activityEvents)
    .where(inArray(activityEvents.type, types))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(10);
  return events.map((e) => ({
    id: e.id,
    type: e.type,
    description: e.description,
    params: e.params,
    userEmail: e.userEmail,
    timestamp: e.createdAt.toISOString(),
  }));
}

/** The figures the role may read (absent the others); counters the role may not read are not read. */
export async function dashboardOverview(db: Tx, now: Date, role: string): Promise<DashboardData> {
  const may = dashboardAccess(role);
  const thisMonth = businessMonthStart(now);
  const nextMonth = businessMonthStart(now, 1);
  const lastMonth = businessMonthStart(now, -1);
  const days: Record<string, DayRange> = {};
  for (const [part, name] of Object.entries(GROWTH) as [DashboardPart, string][]) {
    if (!may[part]) continue;
    days[`${name}.last`] = { name, from: lastMonth, to: thisMonth };
    days[`${name}.this`] = { name, from: thisMonth, to: nextMonth };
  }

  // Totals and both months of each growth figure from the counters (server/db/counters.ts) in
  // one statement; revenue belongs to the month the money arrived.
  const c: Record<string, number> = await readCounters(
    db,
    [...when(may.users, 'users.total'), ...when(may.cvs, 'cvs.total'), ...when(may.orders, 'orders.revenue.VND', 'orders.status.PAID')],
    { days, extra: may.orders ? { activeOrders: livePendingOrders(now) } : undefined },
  );
  const growthOf = (name: string) => percentChange(c[`${name}.last`] ?? 0, c[`${name}.this`] ?? 0);

  return {
    overview: {
      ...(may.users && { totalUsers: c['users.total'] ?? 0 }),
      ...(may.cvs && { totalCVs: c['cvs.total'] ?? 0 }),
      ...(may.orders && { totalRevenue: c['orders.revenue.VND'] ?? 0, activeOrders: c.activeOrders ?? 0, pendingPayments: c['orders.status.PAID'] ?? 0 }),
    },
    growth: {
      ...(may.users && { userGrowth: growthOf(GROWTH.users) }),
      ...(may.cvs && { cvGrowth: growthOf(GROWTH.cvs) }),
      ...(may.orders && { revenueGrowth: growthOf(GROWTH.orders) }),
    },
    // The same figures as the templates list's stat cards.
    ...(may.templates && { templates: await templateStats(db) }),
    ...(may.users && { recentActivities: await recentActivities(db, may) }),
  };
}

/** The newest sign-ups, newest first (createdAt goes out as an ISO string in the JSON). */
export async function newestRegistrations(db: Tx, limit: number) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
      isPremium: users.isPremium,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return { users: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Health (docs/api.md "Connections, shutdown, logs and health") plus, as extensions, the database's latency and the mail queue. */
export async function healthReport(db: Db, now: Date, startedAt: Date, version: string) {
  const probe = await probeDatabase(db);
  const [outbox, email] = probe.ok ? await Promise.all([outboxStats(db, now), getSettings(db, 'email')]) : [null, null];
  return {
    status: probe.ok ? ('ok' as const) : ('degraded' as const),
    database: probe.ok ? ('ok' as const) : ('error' as const),
    databaseLatencyMs: probe.latencyMs,
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    version,
    outbox: outbox && email ? { ...outbox, smtpConfigured: smtpReady(email) } : null,
  };
}
