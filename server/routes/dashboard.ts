// Dashboard figures (API.md "Dashboard"): overview + growth + recent activity, the newest
// registrations, and health.
import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { registrationsQuery } from '../../contract/dashboard.js';
import type { AppEnv } from '../context.js';
import { users } from '../db/schema.js';
import { ok, parseQuery } from '../lib/http.js';
import { dashboardOverview } from '../services/dashboard.js';

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

dashboardRoutes.get('/health', async (c) => {
  const { db, clock, config, startedAt } = c.get('deps');
  let database = 'ok';
  try {
    await db.execute(sql`select 1`);
  } catch {
    database = 'error';
  }
  return ok(c, {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    uptimeSeconds: Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000),
    version: config.version,
  });
});
