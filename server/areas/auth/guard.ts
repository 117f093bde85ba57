// Guards every /api/admin/* route except sign-in: a valid, unrevoked, unexpired session.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { resolveToken } from './sessions.js';
import { HttpError } from '../../http/envelope.js';

export const UNAUTHORIZED = 'Authentication required. Please log in again.';

/** The token of `Authorization: Bearer <token>`, if the request has one. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw new HttpError(401, UNAUTHORIZED);
  const { db, clock } = c.get('deps');
  const found = await resolveToken(db, clock, token);
  if (!found) throw new HttpError(401, UNAUTHORIZED);
  c.set('admin', found.admin);
  c.set('sessionId', found.session.id);
  await next();
};
