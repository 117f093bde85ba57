// Sign-in throttling: after settings.security.maxLoginAttempts failures for one email
// within 15 minutes (since its last success), further attempts get 429 until the oldest
// failure leaves the window; a per-IP limit blunts guessing across many emails.
// Throttled attempts are not counted, so a lock is always temporary.
import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';
import { HttpError } from '../../http/envelope.js';
import { getSettings } from '../../settings/store.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const THROTTLE_MESSAGE = 'Too many failed sign-in attempts. Please try again later.';

function tooMany(oldest: Date, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  return new HttpError(429, THROTTLE_MESSAGE, undefined, { 'Retry-After': String(retryAfter) });
}

/** Throws 429 when this email or address may not try now. */
export async function checkLoginThrottle(db: Tx, now: Date, email: string, ip: string, ipLimit: number) {
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

export async function recordLoginAttempt(db: Tx, at: Date, email: string, ip: string, success: boolean) {
  await db.insert(loginAttempts).values({ email, ipAddress: ip, success, createdAt: at });
}
