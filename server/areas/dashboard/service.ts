// The dashboard's figures (docs/api.md "Dashboard"): totals, month-on-month growth in the
// business time zone, and the newest activity events; the newest registrations; health.
import { desc, inArray } from 'drizzle-orm';
import type { DashboardData } from '../../../contract/dashboard.js';
import { businessMonthStart } from '../../core/business-time.js';
import { readCounters } from '../../db/counters.js';
import type { Db, Tx } from '../../db/client.js';
import { probeDatabase } from '../../db/health.js';
import { activityEvents, users } from '../../db/schema.js';
import { outboxStats } from '../../mail/outbox.js';
import { smtpReady } from '../../mail/smtp.js';
import { livePendingOrders } from '../orders/stats.js';
import { getSettings } from '../../settings/store.js';
import { percentChange } from './growth.js';

/** The event types the dashboard shows. */
export const ACTIVITY_TYPES = ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED', 'CV_CREATED', 'CV_UPDATED'] as const;

export async function dashboardOverview(db: Tx, now: Date): Promise<DashboardData> {
  const thisMonth = businessMonthStart(now);
  const nextMonth = businessMonthStart(now, 1);
  const lastMonth = businessMonthStart(now, -1);
  const months = (name: string) => ({ [`${name}.last`]: { name, from: lastMonth, to: thisMonth }, [`${name}.this`]: { name, from: thisMonth, to: nextMonth } });

  // Totals and both months of each growth figure from the counters (server/db/counters.ts) in
  // one statement; revenue belongs to the month the money arrived.
  const c = await readCounters(db, ['users.total', 'cvs.total', 'orders.revenue.VND', 'orders.status.PAID'], {
    days: { ...months('users.created'), ...months('cvs.created'), ...months('orders.revenue_by_day.VND') },
    extra: { activeOrders: livePendingOrders(now) },
  });
  const growthOf = (name: string) => percentChange(c[`${name}.last`] ?? 0, c[`${name}.this`] ?? 0);
  const growth = {
    userGrowth: growthOf('users.created'),
    cvGrowth: growthOf('cvs.created'),
    revenueGrowth: growthOf('orders.revenue_by_day.VND'),
  };

  const events = await db
    .select()
    .from(activityEvents)
    .where(inArray(activityEvents.type, [...ACTIVITY_TYPES]))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(10);

  return {
    overview: {
      totalUsers: c['users.total'] ?? 0,
      totalCVs: c['cvs.total'] ?? 0,
      totalRevenue: c['orders.revenue.VND'] ?? 0,
      activeOrders: c.activeOrders ?? 0,
      pendingPayments: c['orders.status.PAID'] ?? 0,
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
  return { users: rows };
}

/** Health (docs/api.md "Connections, shutdown, logs and health") plus, as extensions, the database's latency and the mail queue. */
export async function healthReport(db: Db, now: Date, startedAt: Date, version: string) {
  const probe = await probeDatabase(db);
  const [outbox, email] = probe.ok ? await Promise.all([outboxStats(db, now), getSettings(db, 'email')]) : [null, null];
  return {
    status: probe.ok ? 'ok' : 'degraded',
    database: probe.ok ? 'ok' : 'error',
    databaseLatencyMs: probe.latencyMs,
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    version,
    outbox: outbox && email ? { ...outbox, smtpConfigured: smtpReady(email) } : null,
  };
}
