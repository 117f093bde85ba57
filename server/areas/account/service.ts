// The signed-in admin's own sign-ins and two-factor set-up: list and end sessions, turn
// two-factor sign-in on (a secret, then a first code and the password) or off (with the
// password); either ends the admin's other sessions.
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminSession } from '../../../contract/auth.js';
import { adminName, audit } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { adminSessions } from '../../db/schema.js';
import type { AdminRow } from '../../http/context.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { liveSessions, revokeAllSessions, revokeSession } from '../auth/sessions.js';
import { attemptSucceeded, type ReservedAttempt } from '../auth/throttle.js';
import { clearTwoFactor, enable } from '../auth/two-factor.js';

export async function listSessions(db: Db, now: Date, adminId: string, currentId: string): Promise<AdminSession[]> {
  const rows = await liveSessions(db, now, adminId);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    current: r.id === currentId,
  }));
}

/** Ends one of the admin's own sessions (404 for another admin's or one already ended). */
export async function endSession(tx: Tx, actor: Actor, adminId: string, sessionId: string): Promise<void> {
  const [row] = await tx
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .for('update');
  if (!row) throw notFound('SESSION');
  await revokeSession(tx, actor.at, sessionId);
  await audit(tx, actor, { action: 'auth.session_revoke', entity: 'admin', entityId: adminId, recordName: adminName(adminId), after: { sessionId } });
}

export async function endOtherSessions(tx: Tx, actor: Actor, adminId: string, currentId: string): Promise<number> {
  const revoked = await revokeAllSessions(tx, actor.at, adminId, currentId);
  if (revoked)
    await audit(tx, actor, {
      action: 'auth.session_revoke',
      entity: 'admin',
      entityId: adminId,
      recordName: adminName(adminId),
      after: { otherSessions: revoked },
    });
  return revoked;
}

/** 409 unless two-factor sign-in is on and the settings do not require it (asked before the password). */
export function assertCanDisable(admin: AdminRow, enforced: boolean): void {
  if (!admin.twoFactorEnabledAt) throw conflict('TWO_FACTOR_NOT_ON');
  if (enforced) throw conflict('TWO_FACTOR_REQUIRED_BY_SETTINGS');
}

/** Two-factor sign-in on, once the password was confirmed; this session stays. The recovery codes, once. */
export async function enableTwoFactor(tx: Tx, actor: Actor, admin: AdminRow, code: string, attempt: ReservedAttempt, sessionId: string): Promise<string[]> {
  await attemptSucceeded(tx, attempt);
  return enable(tx, actor, admin, code, sessionId);
}

/** Two-factor sign-in off, once the password was confirmed; this session stays. */
export async function disableTwoFactor(tx: Tx, actor: Actor, admin: AdminRow, attempt: ReservedAttempt, sessionId: string): Promise<void> {
  await attemptSucceeded(tx, attempt);
  await clearTwoFactor(tx, actor, admin.id, 'admin.two_factor_disable', sessionId);
}
