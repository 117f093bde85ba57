// Dashboard figures (docs/api.md "Dashboard"): overview + growth + templates + recent activity
// and the series, each part only for a role that may read its source (the rest of the answer
// is there for every role); the newest registrations (users data), health (with the mail
// queue's backlog); and the public liveness probe.
import { dashboardSeriesSchema, periodQuery } from '../../../contract/analytics.js';
import { dashboardSchema, healthSchema, registrationsQuery, registrationsSchema } from '../../../contract/dashboard.js';
import { probeDatabase } from '../../db/health.js';
import { ok } from '../../http/envelope.js';
import { defineArea } from '../../http/route.js';
import { dashboardSeries } from './series.js';
import { dashboardOverview, healthReport, newestRegistrations } from './service.js';

export const dashboardArea = defineArea({ name: 'Dashboard', description: 'Totals, growth, recent activity and health.' });

const BASE = '/api/admin/dashboard';

const PER_ROLE = 'Each part only for a role with the permission of its source (users.read, cvs.read, orders.read, templates.read), absent otherwise.';

dashboardArea.get(
  BASE,
  { summary: 'Overview, growth, templates and the 10 newest activities', description: PER_ROLE, permission: 'dashboard.read', data: dashboardSchema },
  async (c) => {
    const { db, clock } = c.get('deps');
    return ok(c, await dashboardOverview(db, clock.now(), c.get('admin').role));
  },
);

dashboardArea.get(
  `${BASE}/series`,
  {
    summary: 'Revenue (beside the period before), sign-ups and new CVs per business day, or month for 12m',
    description: PER_ROLE,
    permission: 'dashboard.read',
    query: periodQuery,
    data: dashboardSeriesSchema,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return ok(c, await dashboardSeries(db, query.period, clock.now(), c.get('admin').role));
  },
);

dashboardArea.get(
  `${BASE}/registrations`,
  { summary: 'The newest registrations', permission: 'users.read', query: registrationsQuery, data: registrationsSchema },
  async (c, { query }) => ok(c, await newestRegistrations(c.get('deps').db, query.limit)),
);

dashboardArea.get(
  `${BASE}/health`,
  { summary: 'Server and database health, and the mail queue', permission: 'dashboard.read', data: healthSchema },
  async (c) => {
    const { db, clock, config, startedAt } = c.get('deps');
    return ok(c, await healthReport(db, clock.now(), startedAt, config.version));
  },
);

// Liveness for a load balancer: 200 while the database answers, 503 otherwise; it tells
// nothing else (no version, no counts).
dashboardArea.get(
  '/healthz',
  {
    summary: 'Liveness for a load balancer (extension): the database answers',
    public: true,
    file: { type: 'application/json', description: '`{"status":"ok"}`' },
    errors: { 503: ['The database does not answer: `{"status":"unavailable"}`', 'application/json'] },
  },
  async (c) => {
    const { ok: up } = await probeDatabase(c.get('deps').db);
    c.header('Cache-Control', 'no-store');
    return up ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
  },
);
