// The guard of every route that is not public: a valid, unrevoked, unexpired session; then,
// unless the route stays open while the account is being set up, no temporary password and
// no missing two-factor set-up; then the permission the route declares, held by the role.
import type { Context, MiddlewareHandler } from 'hono';
import { ACCESS_REFUSALS, ACCOUNT, can } from '../../../contract/permissions.js';
import type { AppEnv } from '../../http/context.js';
import { forbidden, HttpError } from '../../http/envelope.js';
import type { RouteAccess } from '../../http/route.js';
import { type ResolvedSession, resolveToken } from './sessions.js';

export const UNAUTHORIZED = 'Authentication required. Please log in again.';

/** The token of `Authorization: Bearer <token>`, if the request has one. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/** The caller's session (401 without one); sets `admin` and `sessionId` on the context. */
async function authenticate(c: Context<AppEnv>): Promise<ResolvedSession> {
  const token = bearerToken(c);
  if (!token) throw new HttpError(401, UNAUTHORIZED);
  const { db, clock } = c.get('deps');
  const found = await resolveToken(db, clock, token);
  if (!found) throw new HttpError(401, UNAUTHORIZED);
  c.set('admin', found.admin);
  c.set('sessionId', found.session.id);
  c.set('twoFactorEnforced', found.twoFactorEnforced);
  return found;
}

const refuse = (code: keyof typeof ACCESS_REFUSALS) => forbidden(ACCESS_REFUSALS[code], code);

/** The guard of a route that declares `access`. */
export function guard(access: Extract<RouteAccess, { permission: unknown }>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { admin, twoFactorEnforced } = await authenticate(c);
    if (!access.openDuringSetup) {
      if (admin.mustChangePassword) throw refuse('PASSWORD_CHANGE_REQUIRED');
      if (twoFactorEnforced && !admin.twoFactorEnabledAt) throw refuse('TWO_FACTOR_SETUP_REQUIRED');
    }
    if (access.permission !== ACCOUNT && !can(admin.role, access.permission)) throw refuse('FORBIDDEN');
    await next();
  };
}

/** A session and nothing more (an unknown admin path is a 404 only for someone signed in). */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authenticate(c);
  await next();
};
