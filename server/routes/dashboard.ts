// Dashboard figures (API.md "Dashboard"); overview, growth and registrations come with their issue.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ok } from '../lib/http.js';

export const dashboardRoutes = new Hono<AppEnv>();

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
