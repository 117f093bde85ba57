// The dashboard's figures (docs/api.md "Dashboard"): overview, month-on-month growth, the
// templates' figures, the newest activity, the newest registrations and health. Each part is
// answered only to a role that may read its source, and is absent otherwise: a zero would
// read as data.
import { z } from 'zod';
import { activityParamsSchema } from './activity-sentences.js';
import { dashboardSeriesSchema, onlyWith, periodQuery } from './analytics.js';
import { count, instant } from './fields.js';
import { intParam } from './query.js';
import { route } from './route.js';
import { templateStatsSchema } from './template-schemas.js';
import { userSchema } from './users.js';

export const dashboardSchema = z.object({
  overview: z.object({
    totalUsers: count.optional().meta({ description: onlyWith('users.read', 'Users') }),
    totalCVs: count.optional().meta({ description: onlyWith('cvs.read', 'CVs') }),
    totalRevenue: count.optional().meta({ description: onlyWith('orders.read', 'VND received (PAID and VERIFIED orders)') }),
    activeOrders: count.optional().meta({ description: onlyWith('orders.read', 'PENDING orders not yet expired') }),
    pendingPayments: count.optional().meta({ description: onlyWith('orders.read', 'PAID orders awaiting verification') }),
  }),
  growth: z
    .object({
      userGrowth: z
        .number()
        .optional()
        .meta({ description: onlyWith('users.read', 'Sign-ups') }),
      cvGrowth: z
        .number()
        .optional()
        .meta({ description: onlyWith('cvs.read', 'CVs created') }),
      revenueGrowth: z
        .number()
        .optional()
        .meta({ description: onlyWith('orders.read', 'Revenue') }),
    })
    .meta({ description: "Percent change of this business month against last month's (0 → n is 100)" }),
  templates: templateStatsSchema.optional().meta({ description: onlyWith('templates.read', "The templates list's figures") }),
  recentActivities: z
    .array(
      z.object({
        id: z.uuid(),
        type: z.string(),
        description: z.string().meta({ description: 'The event in English' }),
        params: activityParamsSchema
          .nullable()
          .meta({ description: 'The sentence and its values, to word it in another language (null on older events: read the description)' }),
        userEmail: z.string().nullable(),
        timestamp: instant,
      }),
    )
    .optional()
    .meta({
      description:
        'The 10 newest events the role may read; only for a role with users.read (they name customers), absent otherwise. Payments and packages also need orders.read, CV events cvs.read',
    }),
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
    .nullable()
    .meta({ description: 'The mail queue (extension); null when the database does not answer' }),
});

const DASHBOARD = '/api/admin/dashboard';

const PER_ROLE = 'Each part only for a role with the permission of its source (users.read, cvs.read, orders.read, templates.read), absent otherwise.';

/** The dashboard's routes (contract/route.ts), and the public liveness probe. */
export const dashboardRoutes = {
  get: route({
    method: 'get',
    path: DASHBOARD,
    summary: 'Overview, growth, templates and the 10 newest activities',
    description: PER_ROLE,
    permission: 'dashboard.read',
    data: dashboardSchema,
  }),
  series: route({
    method: 'get',
    path: `${DASHBOARD}/series`,
    summary: 'Revenue (beside the period before), sign-ups and new CVs per business day, or month for 12m',
    description: PER_ROLE,
    permission: 'dashboard.read',
    query: periodQuery,
    data: dashboardSeriesSchema,
  }),
  registrations: route({
    method: 'get',
    path: `${DASHBOARD}/registrations`,
    summary: 'The newest registrations',
    permission: 'users.read',
    query: registrationsQuery,
    data: registrationsSchema,
  }),
  health: route({
    method: 'get',
    path: `${DASHBOARD}/health`,
    summary: 'Server and database health, and the mail queue',
    permission: 'dashboard.read',
    data: healthSchema,
  }),
  /** Liveness for a load balancer: 200 while the database answers, 503 otherwise; it tells nothing else. */
  liveness: route({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness for a load balancer (extension): the database answers',
    public: true,
    file: { type: 'application/json', description: '`{"status":"ok"}`' },
    errors: { 503: ['The database does not answer: `{"status":"unavailable"}`', 'application/json'] },
  }),
};
