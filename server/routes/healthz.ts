// GET /healthz: public liveness for a load balancer. 200 {status:'ok'} while the database
// answers, 503 otherwise; it tells nothing else (no version, no counts).
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.js';
import { probeDatabase } from '../db/health.js';

export const healthzRoutes = new Hono<AppEnv>();

healthzRoutes.get('/', async (c) => {
  const { ok } = await probeDatabase(c.get('deps').db);
  c.header('Cache-Control', 'no-store');
  return ok ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
});
