// What an admin does to their own account: sign in (throttled; a second step with a code when
// two-factor sign-in is on; refused with a temporary password past its time), change name or
// email, change the password, sign out. Each write records an audit entry in the same
// transaction; so does a refused sign-in or a wrong current password, without the password.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Admin, AdminProfile, FreshToken, LoginResult, TwoFactorChallenge } from '../../../contract/auth.js';
import type { AuditAction } from '../../../contract/audit.js';
import { adminName, audit, personName } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import type { AdminRow } from '../../http/context.js';
import { conflict, HttpError, refusal } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { getSettings } from '../../settings/store.js';
import { currentAdmin, publicAdmin } from './admin-view.js';
import { CHALLENGE_EXPIRED, findChallenge, issueChallenge, useChallenge } from './challenge.js';
import { revokeInvitations } from './invitation.js';
import { createSession, revokeAllSessions, revokeSession } from './sessions.js';
import { temporaryPasswordExpired } from './temporary-password.js';
import { attemptSucceeded, type ReservedAttempt, reserveLoginAttempt, withdrawAttempt } from './throttle.js';
import { useCode } from './two-factor.js';

/** The one answer to any refused sign-in: it does not tell whether the email exists. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

async function findByEmail(db: Tx, email: string): Promise<AdminRow | undefined> {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  return admin;
}

/** A session for the admin, the attempt turned into a success and the sign-in audited, in one transaction. */
async function openSession(db: Db, actor: Actor, admin: AdminRow, attempt: ReservedAttempt, after?: object): Promise<LoginResult> {
  const session = await db.transaction(async (tx) => {
    await attemptSucceeded(tx, attempt);
    await tx.update(admins).set({ lastLoginAt: actor.at }).where(eq(admins.id, admin.id));
    await audit(tx, actor, { action: 'auth.login', entity: 'admin', entityId: admin.id, recordName: personName(admin), adminId: admin.id, after });
    return createSession(tx, actor.at, admin.id, { ipAddress: actor.ipAddress, userAgent: actor.userAgent }, { mustChangePassword: admin.mustChangePassword });
  });
  const { enableTwoFactor } = await getSettings(db, 'security');
  return { admin: currentAdmin({ ...admin, lastLoginAt: actor.at }, enableTwoFactor), token: session.token };
}

/**
 * Checks the password (401 for any refusal, 429 while throttled). Two-factor sign-in on: no
 * session yet, a challenge for the code instead. A failed attempt stays recorded.
 */
export async function signIn(db: Db, actor: Actor, email: string, password: string, ipLimit: number): Promise<LoginResult | TwoFactorChallenge> {
  const attempt = await reserveLoginAttempt(db, actor.at, email, actor.ipAddress, ipLimit);
  const admin = await findByEmail(db, email);
  const valid = (await verifyPassword(admin?.passwordHash, password)) && admin!.isActive;
  if (!valid) {
    await audit(db, actor, {
      action: 'auth.login_failed',
      entity: 'admin',
      entityId: admin?.id,
      recordName: admin ? personName(admin) : email,
      adminId: admin?.id ?? null,
      after: { email },
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  // The right password, but only an owner or the command line can give a new one now.
  if (temporaryPasswordExpired(admin!, actor.at)) {
    await audit(db, actor, {
      action: 'auth.login_failed',
      entity: 'admin',
      entityId: admin!.id,
      recordName: personName(admin!),
      adminId: admin!.id,
      after: { email, expired: true },
    });
    throw refusal(401, 'TEMPORARY_PASSWORD_EXPIRED');
  }
  if (!admin!.twoFactorEnabledAt) return openSession(db, actor, admin!, attempt);
  // The code is the next attempt: it counts (and may fail) on its own.
  const challengeToken = await db.transaction(async (tx) => {
    await withdrawAttempt(tx, attempt);
    return issueChallenge(tx, admin!.id, actor.at);
  });
  return { twoFactorRequired: true, challengeToken };
}

/** The second step: a current code (or a recovery code) for a live challenge opens the session. */
export async function signInWithCode(db: Db, actor: Actor, challengeToken: string, code: string, ipLimit: number): Promise<LoginResult> {
  const [challenge] = await db.transaction(async (tx) => [await findChallenge(tx, challengeToken, actor.at)]);
  if (!challenge) throw new HttpError(401, CHALLENGE_EXPIRED, { code: 'CHALLENGE_EXPIRED' });
  const [admin] = await db.select().from(admins).where(eq(admins.id, challenge.adminId));
  if (!admin?.isActive) throw new HttpError(401, CHALLENGE_EXPIRED, { code: 'CHALLENGE_EXPIRED' });
  const attempt = await reserveLoginAttempt(db, actor.at, admin.email.toLowerCase(), actor.ipAddress, ipLimit);
  const used = await db.transaction(async (tx) => {
    const live = await findChallenge(tx, challengeToken, actor.at);
    if (!live) return 'expired' as const;
    const kind = await useCode(tx, admin.id, code, actor.at);
    if (kind) await useChallenge(tx, live.id, actor.at);
    return kind;
  });
  if (used === 'expired') throw new HttpError(401, CHALLENGE_EXPIRED, { code: 'CHALLENGE_EXPIRED' });
  if (!used) {
    await audit(db, actor, {
      action: 'auth.login_failed',
      entity: 'admin',
      entityId: admin.id,
      recordName: personName(admin),
      adminId: admin.id,
      after: { email: admin.email, twoFactor: true },
    });
    throw refusal(401, 'INVALID_CODE', undefined, { code: 'INVALID_CODE' });
  }
  return openSession(db, actor, admin, attempt, { twoFactor: used });
}

export async function updateProfile(tx: Tx, actor: Actor, admin: AdminRow, changes: Partial<AdminProfile>): Promise<Admin> {
  if (changes.email) {
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(sql`lower(${admins.email}) = ${changes.email}`, ne(admins.id, admin.id)));
    if (taken) throw conflict('EMAIL_IN_USE');
  }
  const [row] = await tx
    .update(admins)
    .set({ ...changes, updatedAt: actor.at })
    .where(eq(admins.id, admin.id))
    .returning();
  const after = publicAdmin(row!);
  await audit(tx, actor, {
    action: 'admin.profile_update',
    entity: 'admin',
    entityId: admin.id,
    recordName: personName(row!),
    before: publicAdmin(admin),
    after,
  });
  return after;
}

/** What a current password confirms: the field it is typed in, and the audit action of a wrong one. */
const CONFIRMING = {
  password_change: { field: 'currentPassword', failed: 'admin.password_change_failed' },
  email_change: { field: 'currentPassword', failed: 'admin.email_change_failed' },
  two_factor_enable: { field: 'password', failed: 'admin.two_factor_enable_failed' },
  two_factor_disable: { field: 'password', failed: 'admin.two_factor_disable_failed' },
} as const satisfies Record<string, { field: string; failed: AuditAction }>;
export type Confirming = keyof typeof CONFIRMING;

/**
 * The current password, checked like a sign-in (a wrong one counts toward the throttle of the
 * admin's email and is audited; 429 when throttled), before anything that needs it changes.
 * A temporary password past its time confirms nothing.
 */
export async function confirmPassword(db: Db, actor: Actor, admin: AdminRow, password: string, ipLimit: number, what: Confirming): Promise<ReservedAttempt> {
  const { field, failed } = CONFIRMING[what];
  const attempt = await reserveLoginAttempt(db, actor.at, admin.email.toLowerCase(), actor.ipAddress, ipLimit);
  if (!(await verifyPassword(admin.passwordHash, password))) {
    await audit(db, actor, { action: failed, entity: 'admin', entityId: admin.id, recordName: personName(admin) });
    throw refusal(400, 'CURRENT_PASSWORD_INCORRECT', undefined, { [field]: 'CURRENT_PASSWORD_INCORRECT' });
  }
  if (temporaryPasswordExpired(admin, actor.at)) throw refusal(400, 'TEMPORARY_PASSWORD_EXPIRED', undefined, { [field]: 'TEMPORARY_PASSWORD_EXPIRED' });
  return attempt;
}

/**
 * Every session of this admin ends, the caller's too: it gets a fresh token to carry on. A
 * temporary password is replaced by a chosen one. The password is checked and hashed (slow
 * on purpose) before the transaction opens.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  admin: AdminRow,
  currentPassword: string,
  newPassword: string,
  ipLimit: number,
): Promise<FreshToken> {
  const attempt = await confirmPassword(db, actor, admin, currentPassword, ipLimit, 'password_change');
  return storePassword(db, actor, admin, await hashPassword(newPassword), attempt);
}

/**
 * The first password of a session opened by a sign-in with the temporary one, which that
 * sign-in proved: only the new password is needed. Still refused once the temporary password
 * is past its time, and the same as the temporary one (an owner knows it).
 */
export async function chooseFirstPassword(db: Db, actor: Actor, admin: AdminRow, newPassword: string): Promise<FreshToken> {
  if (temporaryPasswordExpired(admin, actor.at)) throw refusal(400, 'TEMPORARY_PASSWORD_EXPIRED');
  if (await verifyPassword(admin.passwordHash, newPassword)) throw refusal(400, 'PASSWORD_UNCHANGED', undefined, { newPassword: 'PASSWORD_UNCHANGED' });
  return storePassword(db, actor, admin, await hashPassword(newPassword));
}

async function storePassword(db: Db, actor: Actor, admin: AdminRow, passwordHash: string, attempt?: ReservedAttempt): Promise<FreshToken> {
  return db.transaction(async (tx) => {
    if (attempt) await attemptSucceeded(tx, attempt);
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false, temporaryPasswordExpiresAt: null, updatedAt: actor.at })
      .where(eq(admins.id, admin.id));
    // An emailed invitation would set the password again: it stops working.
    if (admin.mustChangePassword) await revokeInvitations(tx, admin.id, actor.at);
    const otherSessionsSignedOut = (await revokeAllSessions(tx, actor.at, admin.id)) - 1;
    await audit(tx, actor, {
      action: 'admin.password_change',
      entity: 'admin',
      entityId: admin.id,
      recordName: personName(admin),
      after: { otherSessionsSignedOut },
    });
    const session = await createSession(tx, actor.at, admin.id, { ipAddress: actor.ipAddress, userAgent: actor.userAgent });
    return { token: session.token, otherSessionsSignedOut };
  });
}

export async function signOut(tx: Tx, actor: Actor, sessionId: string): Promise<void> {
  await revokeSession(tx, actor.at, sessionId);
  await audit(tx, actor, { action: 'auth.logout', entity: 'admin', entityId: actor.adminId, recordName: adminName(actor.adminId) });
}
