// The guard of every route that is not public: a valid, unrevoked, unexpired session; then,
// unless the route stays open while the account is being set up, no temporary password and
// no missing two-factor set-up; then the permission the route declares, held by the role.
// A long answer (the live stream) checks its request's guard again as it goes (stillAllowed).
import type { Context, MiddlewareHandler } from 'hono';
import { authRoutes } from '../../../contract/auth.js';
import { ACCESS_REFUSALS, ACCOUNT, can } from '../../../contract/permissions.js';
import type { AppEnv } from '../../http/context.js';
import { forbidden, HttpError } from '../../http/envelope.js';
import type { RouteAccess } from '../../../contract/route.js';
import { type ResolvedSession, resolveToken } from './sessions.js';

export const UNAUTHORIZED = 'Authentication required. Please log in again.';

/** A guarded route's access, and its method and path (server/app.ts hands the route itself). */
type GuardedAccess = Extract<RouteAccess, { permission: unknown }> & { method?: string; path?: string };

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

/**
 * What a session opened by a sign-in with a temporary password may call until the password is
 * changed: who it is, the change (without the temporary password again) and sign-out.
 */
const OPEN_BEFORE_FIRST_PASSWORD = new Set([authRoutes.me, authRoutes.changePassword, authRoutes.logout].map((r) => `${r.method} ${r.path}`));

/** Why a live session may not use a route now (undefined: it may). */
function refusalOf({ admin, session, twoFactorEnforced }: ResolvedSession, access: GuardedAccess): HttpError | undefined {
  if (admin.mustChangePassword && session.mustChangePassword && !OPEN_BEFORE_FIRST_PASSWORD.has(`${access.method} ${access.path}`)) {
    return refuse('PASSWORD_CHANGE_REQUIRED');
  }
  if (!access.openDuringSetup) {
    if (admin.mustChangePassword) return refuse('PASSWORD_CHANGE_REQUIRED');
    if (twoFactorEnforced && !admin.twoFactorEnabledAt) return refuse('TWO_FACTOR_SETUP_REQUIRED');
  }
  if (access.permission !== ACCOUNT && !can(admin.role, access.permission)) return refuse('FORBIDDEN');
  return undefined;
}

/** Each guarded request's access, for stillAllowed (gone with the request). */
const accessOf = new WeakMap<Context, GuardedAccess>();

/** The guard of a route that declares `access`. */
export function guard(access: GuardedAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = refusalOf(await authenticate(c), access);
    if (refused) throw refused;
    accessOf.set(c, access);
    await next();
  };
}

/**
 * The request's session, read again, while it still passes its route's guard (null once it
 * does not: ended, idle, the admin deactivated, the role or the security settings changed).
 * Reading it is not the admin's activity: it leaves the session's last use as it was.
 */
export async function stillAllowed(c: Context<AppEnv>): Promise<ResolvedSession | null> {
  const access = accessOf.get(c);
  const token = bearerToken(c);
  if (!access || !token) return null;
  const { db, clock } = c.get('deps');
  const found = await resolveToken(db, clock, token, { touch: false });
  return found && !refusalOf(found, access) ? found : null;
}

/** A session and nothing more (an unknown admin path is a 404 only for someone signed in). */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authenticate(c);
  await next();
};
