// Admin sessions: a JWT (HS256) that carries a session row's id, so logout and password
// changes revoke a token at once. The key is settings.security.jwtSecret, generated on
// first use and kept in the database (never a constant in code).
import { randomBytes, webcrypto } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../core/clock.js';
import type { Db, Tx } from '../../db/client.js';
import { admins, adminSessions, settings } from '../../db/schema.js';
import { getSettings, putSettings } from '../../settings/store.js';

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

/** A session for the admin, from the address and browser of the request (`now` its time). */
export async function createSession(
  tx: Tx,
  now: Date,
  adminId: string,
  meta: { ipAddress: string; userAgent: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const { sessionTimeout } = await getSettings(tx, 'security');
  const expiresAt = new Date(now.getTime() + sessionTimeout * DAY_MS);
  const [session] = await tx
    .insert(adminSessions)
    .values({ adminId, expiresAt, createdAt: now, ...meta })
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

/**
 * The admin and session behind a bearer token, or null when it is bad, expired or revoked.
 * One round trip on every request: the session row and the signing key are read together
 * by the token's (still unverified) session id, and nothing is trusted before the signature
 * checks out with that key.
 */
export async function resolveToken(db: Db, clock: Clock, token: string) {
  let claimed: unknown;
  try {
    claimed = decodeJwt(token).sid;
  } catch {
    return null;
  }
  if (typeof claimed !== 'string' || !UUID.test(claimed)) return null;
  const [row] = await db
    .select({
      admin: admins,
      session: adminSessions,
      secret: sql<string | null>`(select ${settings.value}->>'jwtSecret' from ${settings} where ${settings.section} = 'security')`,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, claimed), isNull(adminSessions.revokedAt)));
  if (!row?.secret) return null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(row.secret), { algorithms: ['HS256'], currentDate: clock.now() });
    if (payload.sid !== claimed) return null;
  } catch {
    return null;
  }
  if (row.session.expiresAt <= clock.now() || !row.admin.isActive) return null;
  return { admin: row.admin, session: row.session };
}

export async function revokeSession(tx: Tx, now: Date, sessionId: string): Promise<void> {
  await tx.update(adminSessions).set({ revokedAt: now }).where(eq(adminSessions.id, sessionId));
}

/** Ends every session of an admin; returns how many of them were still live. */
export async function revokeAllSessions(tx: Tx, now: Date, adminId: string): Promise<number> {
  const rows = await tx
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .returning({ expiresAt: adminSessions.expiresAt });
  return rows.filter((r) => r.expiresAt > now).length;
}
