// Dashboard figures (API.md "Dashboard"): overview + growth + recent activity, the newest
// registrations, and health (with the mail queue's backlog).
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { registrationsQuery } from '../../contract/dashboard.js';
import type { AppEnv } from '../http/context.js';
import { users } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { parseQuery } from '../http/parse.js';
import { dashboardOverview } from '../services/dashboard.js';
import { probeDatabase } from '../db/health.js';
import { outboxStats } from '../mail/outbox.js';
import { getSettings } from '../settings/store.js';
import { smtpReady } from '../mail/smtp.js';

export const dashboardRoutes = new Hono<AppEnv>();

dashboardRoutes.get('/', async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await dashboardOverview(db, clock.now()));
});

dashboardRoutes.get('/registrations', async (c) => {
  const { db } = c.get('deps');
  const { limit } = parseQuery(c, registrationsQuery);
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
  return ok(c, { users: rows });
});

/** Health (API.md) plus, as extensions, the database's latency and the mail queue. */
dashboardRoutes.get('/health', async (c) => {
  const { db, clock, config, startedAt } = c.get('deps');
  const now = clock.now();
  const probe = await probeDatabase(db);
  const [outbox, email] = probe.ok ? await Promise.all([outboxStats(db, now), getSettings(db, 'email')]) : [null, null];
  return ok(c, {
    status: probe.ok ? 'ok' : 'degraded',
    database: probe.ok ? 'ok' : 'error',
    databaseLatencyMs: probe.latencyMs,
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    version: config.version,
    outbox: outbox && email ? { ...outbox, smtpConfigured: smtpReady(email) } : null,
  });
});
