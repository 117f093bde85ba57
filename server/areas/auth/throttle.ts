// Sign-in throttling: after settings.security.maxLoginAttempts failures for one email within
// 15 minutes (since its last success), further attempts get 429 until the oldest failure
// leaves the window; a per-address limit blunts guessing across many emails (an IPv6 client
// counts as its /64: server/security/address-key.ts, the key login_attempts.ip_address holds).
// Throttled attempts are not counted, so a lock is always temporary.
//
// Atomic under bursts: an attempt is reserved (checked and recorded as a failure) under an
// advisory lock per email and per address before its password or code is checked, and
// turned into a success only when it checks out. Fifty parallel guesses therefore get at
// most maxLoginAttempts checks; the rest are 429 at once, and no connection is held while
// a password is hashed.
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';
import { HttpError } from '../../http/envelope.js';
import { addressKey } from '../../security/address-key.js';
import { getSettings } from '../../settings/store.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Please try again later.';
/** Advisory lock classes: emails and addresses never share a lock. */
const EMAIL_LOCKS = 7301;
const ADDRESS_LOCKS = 7302;

function tooMany(oldest: Date, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  return new HttpError(429, THROTTLE_MESSAGE, { headers: { 'Retry-After': String(retryAfter) }, code: 'THROTTLED' });
}

/** Throws 429 when this email or address may not try now. */
async function checkLoginThrottle(db: Tx, now: Date, email: string, ip: string, ipLimit: number) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;

  const { maxLoginAttempts } = await getSettings(db, 'security');
  const [byEmail] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  if (byEmail && byEmail.n >= maxLoginAttempts && byEmail.oldest) throw tooMany(new Date(byEmail.oldest), now);

  const [byIp] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ipAddress, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, windowStart)));
  if (byIp && byIp.n >= ipLimit && byIp.oldest) throw tooMany(new Date(byIp.oldest), now);
}

/** An attempt that counts as a failure until `succeeded` (or `withdraw`) is called for it. */
export interface ReservedAttempt {
  id: number;
}

/** 429 when this email or address is throttled; otherwise records the attempt, as a failure for now. */
export function reserveLoginAttempt(db: Db, now: Date, email: string, address: string, ipLimit: number): Promise<ReservedAttempt> {
  const ip = addressKey(address);
  return db.transaction(async (tx) => {
    // Always the email first, then the address: two attempts never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCKS}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${ip}))`);
    await checkLoginThrottle(tx, now, email, ip, ipLimit);
    const [row] = await tx.insert(loginAttempts).values({ email, ipAddress: ip, success: false, createdAt: now }).returning({ id: loginAttempts.id });
    return { id: row!.id };
  });
}

/** The attempt checked out: no longer a failure (and failures before it stop counting). */
export async function attemptSucceeded(tx: Tx, attempt: ReservedAttempt): Promise<void> {
  await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
}

/** The attempt goes on to another step (a two-factor code) that counts on its own. */
export async function withdrawAttempt(tx: Tx, attempt: ReservedAttempt): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
}
