// Dashboard figures (docs/api.md "Dashboard"): overview + growth + templates + recent activity
// and the series, each part only for a role that may read its source (the rest of the answer
// is there for every role); the newest registrations (users data), health (with the mail
// queue's backlog); and the public liveness probe.
import { dashboardRoutes } from '../../../contract/dashboard.js';
import { probeDatabase } from '../../db/health.js';
import { ok } from '../../http/envelope.js';
import { defineArea } from '../../http/route.js';
import { dashboardSeries } from './series.js';
import { dashboardOverview, healthReport, newestRegistrations } from './service.js';

export const dashboardArea = defineArea({ name: 'Dashboard', description: 'Totals, growth, recent activity and health.' });

dashboardArea.bind(dashboardRoutes.get, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await dashboardOverview(db, clock.now(), c.get('admin').role));
});

dashboardArea.bind(dashboardRoutes.series, async (c, { query }) => {
  const { db, clock } = c.get('deps');
  return ok(c, await dashboardSeries(db, query.period, clock.now(), c.get('admin').role));
});

dashboardArea.bind(dashboardRoutes.registrations, async (c, { query }) => ok(c, await newestRegistrations(c.get('deps').db, query.limit)));

dashboardArea.bind(dashboardRoutes.health, async (c) => {
  const { db, clock, config, startedAt } = c.get('deps');
  return ok(c, await healthReport(db, clock.now(), startedAt, config.version));
});

// Liveness for a load balancer: 200 while the database answers, 503 otherwise; it tells
// nothing else (no version, no counts).
dashboardArea.bind(dashboardRoutes.liveness, async (c) => {
  const { ok: up } = await probeDatabase(c.get('deps').db);
  c.header('Cache-Control', 'no-store');
  return up ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
});
