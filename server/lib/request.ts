// Who is calling: client address and user agent, for throttling and the audit trail.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.js';

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function userAgent(c: Context<AppEnv>): string | null {
  return c.req.header('user-agent')?.slice(0, 500) ?? null;
}
