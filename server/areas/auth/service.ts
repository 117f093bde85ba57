// What an admin does to their own account: sign in (throttled), change name or email, change
// the password, sign out. Each write records an audit entry in the same transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Admin, AdminProfile, FreshToken } from '../../../contract/auth.js';
import { audit } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import type { AdminRow } from '../../http/context.js';
import { badRequest, conflict, HttpError } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { publicAdmin } from './admin-view.js';
import { createSession, revokeAllSessions, revokeSession } from './sessions.js';
import { checkLoginThrottle, recordLoginAttempt } from './throttle.js';

/** The one answer to any refused sign-in: it does not tell whether the email exists. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs the admin in and opens a session, or throws 401 (429 while throttled). A failed
 * attempt is recorded in a transaction of its own, so the refusal does not undo it.
 */
export async function signIn(db: Db, actor: Actor, email: string, password: string, ipLimit: number): Promise<{ admin: Admin; token: string }> {
  const ip = actor.ipAddress;
  await checkLoginThrottle(db, actor.at, email, ip, ipLimit);

  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  const valid = (await verifyPassword(admin?.passwordHash, password)) && admin!.isActive;
  if (!valid) {
    await db.transaction(async (tx) => {
      await recordLoginAttempt(tx, actor.at, email, ip, false);
      await audit(tx, actor, { action: 'auth.login_failed', entity: 'admin', entityId: admin?.id, adminId: admin?.id ?? null, after: { email } });
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const session = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, actor.at, email, ip, true);
    await tx.update(admins).set({ lastLoginAt: actor.at }).where(eq(admins.id, admin!.id));
    await audit(tx, actor, { action: 'auth.login', entity: 'admin', entityId: admin!.id, adminId: admin!.id });
    return createSession(tx, actor.at, admin!.id, { ipAddress: ip, userAgent: actor.userAgent });
  });
  return { admin: publicAdmin({ ...admin!, lastLoginAt: actor.at }), token: session.token };
}

export async function updateProfile(tx: Tx, actor: Actor, admin: AdminRow, changes: Partial<AdminProfile>): Promise<Admin> {
  if (changes.email) {
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(sql`lower(${admins.email}) = ${changes.email}`, ne(admins.id, admin.id)));
    if (taken) throw conflict('Email is already in use');
  }
  const [row] = await tx
    .update(admins)
    .set({ ...changes, updatedAt: actor.at })
    .where(eq(admins.id, admin.id))
    .returning();
  const after = publicAdmin(row!);
  await audit(tx, actor, { action: 'admin.profile_update', entity: 'admin', entityId: admin.id, before: publicAdmin(admin), after });
  return after;
}

/**
 * Every session of this admin ends, the caller's too: it gets a fresh token to carry on.
 * The password is checked and hashed (slow on purpose) before the transaction opens.
 */
export async function changePassword(db: Db, actor: Actor, admin: AdminRow, currentPassword: string, newPassword: string): Promise<FreshToken> {
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: actor.at }).where(eq(admins.id, admin.id));
    const otherSessionsSignedOut = (await revokeAllSessions(tx, actor.at, admin.id)) - 1;
    await audit(tx, actor, { action: 'admin.password_change', entity: 'admin', entityId: admin.id, after: { otherSessionsSignedOut } });
    const session = await createSession(tx, actor.at, admin.id, { ipAddress: actor.ipAddress, userAgent: actor.userAgent });
    return { token: session.token, otherSessionsSignedOut };
  });
}

export async function signOut(tx: Tx, actor: Actor, sessionId: string): Promise<void> {
  await revokeSession(tx, actor.at, sessionId);
  await audit(tx, actor, { action: 'auth.logout', entity: 'admin', entityId: actor.adminId });
}
