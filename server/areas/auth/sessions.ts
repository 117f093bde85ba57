// Admin sessions: a JWT (HS256) that carries a session row's id, so logout and password
// changes revoke a token at once. The key is settings.security.jwtSecret, generated on
// first use and kept in the database (never a constant in code).
import { randomBytes, webcrypto } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../contract/settings.js';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../core/clock.js';
import type { Db, Tx } from '../../db/client.js';
import { notifyLive } from '../../db/listen.js';
import { admins, adminSessions, settings } from '../../db/schema.js';
import type { SessionsRevoked } from '../../http/context.js';
import { cachedSettings, getSettings, keepSettings, putSettings, settingsGeneration } from '../../settings/store.js';
import { heldSession, keepSession, sessionsGeneration } from './held-sessions.js';

const DAY_MS = 86_400_000;

// A WebCrypto key works with both of jose's builds (node, and the web one that UI tests
// under jsdom resolve to). Imported once per secret.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function jwtKey(db: Tx): Promise<webcrypto.CryptoKey> {
  const security = await getSettings(db, 'security');
  if (security.jwtSecret) return hmacKey(security.jwtSecret);
  const jwtSecret = randomBytes(48).toString('base64url');
  await putSettings(db, 'security', { ...security, jwtSecret });
  return hmacKey(jwtSecret);
}

/**
 * A session for the admin, from the address and browser of the request (`now` its time).
 * `mustChangePassword`: opened by a sign-in with a temporary password (the guard lets it
 * choose the new password, without the temporary one, and nothing else).
 */
export async function createSession(
  tx: Tx,
  now: Date,
  adminId: string,
  meta: { ipAddress: string; userAgent: string | null },
  { mustChangePassword = false } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const { sessionTimeout } = await getSettings(tx, 'security');
  const expiresAt = new Date(now.getTime() + sessionTimeout * DAY_MS);
  const [session] = await tx
    .insert(adminSessions)
    .values({ adminId, expiresAt, createdAt: now, lastUsedAt: now, ...meta, mustChangePassword })
    .returning({ id: adminSessions.id });
  const token = await new SignJWT({ sid: session!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(adminId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await jwtKey(tx));
  return { token, sessionId: session!.id, expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** last_used_at is written at most this often per session (idle sign-out counts in minutes). */
const TOUCH_MS = 60_000;
/** The last-use writes on their way, by session id. */
const touching = new Map<string, Promise<void>>();

/**
 * Tokens whose signature checked out, with the key it checked out with: a signature does not
 * change, so each token is verified once per key, not on every request (the session row, read
 * on every request, still decides: revoked, expired, idle, the admin's role and state).
 * Its expiry (exp, seconds) is kept and checked as jwtVerify would, and its session id (sid).
 */
const verified = new Map<string, { secret: string; exp: number; sid: string }>();
const VERIFIED_MAX = 10_000;

/** The session id a token claims (not yet verified), if it is well formed. */
function claimedSession(token: string): string | undefined {
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' && UUID.test(sid) ? sid : undefined;
  } catch {
    return undefined;
  }
}

export interface ResolvedSession {
  admin: typeof admins.$inferSelect;
  session: typeof adminSessions.$inferSelect;
  /** Settings › Security asks every admin for two-factor sign-in. */
  twoFactorEnforced: boolean;
}

/** The session look-up, built once per database (with or without the security settings). */
function buildSessionQuery(db: Db, withSecurity: boolean) {
  return db
    .select({
      admin: admins,
      session: adminSessions,
      security: withSecurity
        ? sql<Record<string, unknown> | null>`(select ${settings.value} from ${settings} where ${settings.section} = 'security')`
        : sql<null>`null`,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, sql.placeholder('sid')), isNull(adminSessions.revokedAt)))
    .prepare(withSecurity ? 'resolve_session_security' : 'resolve_session');
}
const sessionQueries = new WeakMap<Db, Map<boolean, ReturnType<typeof buildSessionQuery>>>();
type SessionRow = Awaited<ReturnType<ReturnType<typeof buildSessionQuery>['execute']>>[number];
function sessionQuery(db: Db, securityHeld: boolean) {
  let built = sessionQueries.get(db);
  if (!built) sessionQueries.set(db, (built = new Map()));
  let query = built.get(!securityHeld);
  if (!query) built.set(!securityHeld, (query = buildSessionQuery(db, !securityHeld)));
  return query;
}

/**
 * The admin and session behind a bearer token, or null when it is bad, expired, idle too long
 * or revoked. One round trip at most: the session row and its admin (and the security
 * settings, with the signing key, unless held in memory) are read together by the token's
 * (still unverified) session id, or found held in memory on the embedded database, and
 * nothing is trusted before the signature checks out with that key. `touch: false` checks
 * without counting as the admin's activity (a live stream's keep-alive is no one's request,
 * or an open tab would never be signed out for inactivity).
 */
export async function resolveToken(db: Db, clock: Clock, token: string, { touch = true } = {}): Promise<ResolvedSession | null> {
  const known = verified.get(token);
  const claimed = known?.sid ?? claimedSession(token);
  if (!claimed) return null;
  // This instance's last-use write of the session, if one is on its way: read after it.
  const writing = touching.get(claimed);
  if (writing) await writing;
  // The security settings from memory when held (settings/store.ts), else in the same statement;
  // the session itself from memory when held (held-sessions.ts: the embedded database).
  const held = cachedSettings(db, 'security');
  const generation = settingsGeneration(db);
  let row = held ? heldSession<SessionRow>(db, claimed) : undefined;
  if (!row) {
    const sessions = sessionsGeneration(db);
    [row] = await sessionQuery(db, held !== undefined).execute({ sid: claimed });
    if (!held && row) keepSettings(db, 'security', row.security, generation);
    if (held && row) keepSession(db, claimed, row, sessions);
  }
  const security = held ?? { ...DEFAULT_SETTINGS.security, ...(row?.security ?? {}) };
  if (!row || !security.jwtSecret) return null;
  const now = clock.now();
  if (known && known.exp * 1000 <= now.getTime()) return null;
  if (known?.secret !== security.jwtSecret) {
    try {
      const { payload } = await jwtVerify(token, await hmacKey(security.jwtSecret), { algorithms: ['HS256'], currentDate: now });
      if (payload.sid !== claimed || payload.exp === undefined) return null;
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { secret: security.jwtSecret, exp: payload.exp, sid: claimed });
    } catch {
      return null;
    }
  }
  if (row.session.expiresAt <= now || !row.admin.isActive) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > security.sessionIdleMinutes * 60_000) return null;
  // Off the request's path: the write is not waited for (a failed one is retried on a later
  // request); this instance's next look-up of the session waits for it (touching).
  if (touch && now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_MS && !touching.has(row.session.id)) {
    const sessionId = row.session.id;
    const write = db
      .update(adminSessions)
      .set({ lastUsedAt: now })
      .where(eq(adminSessions.id, sessionId))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => touching.delete(sessionId));
    touching.set(sessionId, write);
  }
  return { admin: row.admin, session: row.session, twoFactorEnforced: security.enableTwoFactor };
}

/** Ends sessions and, on every instance, the live streams open on them (on commit). */
async function revoked(tx: Tx, who: SessionsRevoked['revoked']): Promise<void> {
  await notifyLive(tx, { revoked: who } satisfies SessionsRevoked);
}

export async function revokeSession(tx: Tx, now: Date, sessionId: string): Promise<void> {
  await tx.update(adminSessions).set({ revokedAt: now }).where(eq(adminSessions.id, sessionId));
  await revoked(tx, { sessionIds: [sessionId] });
}

/** Ends every session of an admin, but `keep`; returns how many of them were still live. */
export async function revokeAllSessions(tx: Tx, now: Date, adminId: string, keep?: string): Promise<number> {
  const rows = await tx
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), keep ? ne(adminSessions.id, keep) : undefined))
    .returning({ id: adminSessions.id, expiresAt: adminSessions.expiresAt });
  if (rows.length) await revoked(tx, keep ? { sessionIds: rows.map((r) => r.id) } : { adminId });
  return rows.filter((r) => r.expiresAt > now).length;
}

/** The admin's live sessions, newest use first. */
export async function liveSessions(db: Db, now: Date, adminId: string) {
  return db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
    .orderBy(desc(adminSessions.lastUsedAt), desc(adminSessions.id));
}
