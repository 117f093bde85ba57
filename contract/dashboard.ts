// The dashboard's figures (docs/api.md "Dashboard"): overview, month-on-month growth, the newest
// activity, the newest registrations and health.
import { z } from 'zod';
import { count, instant } from './fields.js';
import { intParam } from './query.js';
import { userSchema } from './users.js';

export const dashboardSchema = z.object({
  overview: z.object({ totalUsers: count, totalCVs: count, totalRevenue: count, activeOrders: count, pendingPayments: count }),
  growth: z
    .object({ userGrowth: z.number(), cvGrowth: z.number(), revenueGrowth: z.number() })
    .meta({ description: "Percent change of this business month against last month's (0 → n is 100)" }),
  recentActivities: z.array(z.object({ id: z.uuid(), type: z.string(), description: z.string(), userEmail: z.string().nullable(), timestamp: instant })),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

/** The newest registrations the dashboard lists. */
export const REGISTRATIONS_SHOWN = 10;
export const registrationsQuery = z.object({ limit: intParam(1, 100).default(REGISTRATIONS_SHOWN) });

export const registrationsSchema = z.object({
  users: z.array(
    userSchema.pick({ id: true, firstName: true, lastName: true, email: true, isActive: true, isPremium: true, emailVerified: true, createdAt: true }),
  ),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  databaseLatencyMs: z.number().min(0).nullable().meta({ description: 'Round trip of a trivial query; null when the database did not answer' }),
  uptimeSeconds: count,
  version: z.string(),
  outbox: z
    .object({
      queued: count,
      oldestQueuedAgeSeconds: count.nullable(),
      failed: count,
      smtpConfigured: z.boolean(),
    })
    .meta({ description: 'The mail queue (extension)' }),
});
