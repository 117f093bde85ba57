// What admins do to users. Reads take the database; writes take the transaction the handler
// opened and the acting admin, lock the user row first (two admins at once queue, never
// interleave) and record an audit entry in the same transaction.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MailLanguage } from '../../../contract/mail.js';
import { USER_EMAILS_SHOWN, type UserEmailsResponse } from '../../../contract/mail-schemas.js';
import { CREDIT_KINDS, type Credits, type User, type UserUpdate } from '../../../contract/users.js';
import { audit, auditEach, personName } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { emailOutbox, packages, subscriptions, userActivity, users } from '../../db/schema.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { MAX_ATTEMPTS, toUserEmail } from '../../mail/outbox.js';
import { smtpReady } from '../../mail/smtp.js';
import { getSettings } from '../../settings/store.js';
import { grantPackage } from './grant.js';
import { applyCredits, isZero } from './ledger.js';
import { deleteUsers, toUser } from './queries.js';
import { toSubscription } from './subscriptions.js';
import { queueVerificationEmail, verificationLanguage } from './verification.js';

type UserRow = typeof users.$inferSelect;

/** The user row locked for this transaction, or 404. */
async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('USER');
  return row;
}

/** 404 unless the user exists. */
async function requireUser(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound('USER');
}

export async function getUser(db: Db, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('USER');
  return toUser(row);
}

export async function updateUser(tx: Tx, actor: Actor, id: string, changes: UserUpdate): Promise<User> {
  const before = await lockUser(tx, id);
  if (changes.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${changes.email}`, ne(users.id, id)));
    if (taken) throw conflict('EMAIL_IN_USE');
  }
  // Two admins giving the same email at once: the unique index settles it.
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: actor.at })
    .where(eq(users.id, id))
    .returning()
    .catch((err) => {
      throw isUniqueViolation(err) ? conflict('EMAIL_IN_USE') : err;
    });
  const after = toUser(row!);
  await audit(tx, actor, { action: 'user.update', entity: 'user', entityId: id, recordName: personName(row!), before: toUser(before), after });
  return after;
}

export async function setUserActive(tx: Tx, actor: Actor, id: string, isActive: boolean): Promise<User> {
  const before = await lockUser(tx, id);
  const [row] = await tx.update(users).set({ isActive, updatedAt: actor.at }).where(eq(users.id, id)).returning();
  const action = isActive ? 'user.activate' : 'user.deactivate';
  await audit(tx, actor, { action, entity: 'user', entityId: id, recordName: personName(before), before: { isActive: before.isActive }, after: { isActive } });
  return toUser(row!);
}

/** One statement, one audit row per user it changed; returns how many. */
export async function setUsersActive(tx: Tx, actor: Actor, userIds: string[], isActive: boolean): Promise<number> {
  const rows = await tx
    .update(users)
    .set({ isActive, updatedAt: actor.at })
    .where(inArray(users.id, [...new Set(userIds)]))
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
  const action = isActive ? 'user.bulk_activate' : 'user.bulk_deactivate';
  await auditEach(
    tx,
    actor,
    rows.map((r) => ({ action, entity: 'user', entityId: r.id, recordName: personName(r), after: { isActive } })),
  );
  return rows.length;
}

export async function deleteUser(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await lockUser(tx, id);
  await deleteUsers(tx, [id]);
  await audit(tx, actor, { action: 'user.delete', entity: 'user', entityId: id, recordName: personName(before), before: toUser(before) });
}

export async function deleteUsersBulk(tx: Tx, actor: Actor, userIds: string[]): Promise<number> {
  const rows = await deleteUsers(tx, [...new Set(userIds)]);
  await auditEach(
    tx,
    actor,
    rows.map((r) => ({ action: 'user.bulk_delete', entity: 'user', entityId: r.id, recordName: personName(r), before: toUser(r) })),
  );
  return rows.length;
}

/** Stores a temporary password (hashed by the caller, outside the transaction) that must be changed at the next sign-in. */
export async function resetUserPassword(tx: Tx, actor: Actor, id: string, passwordHash: string): Promise<void> {
  const user = await lockUser(tx, id);
  await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: actor.at }).where(eq(users.id, id));
  // The audit row records that a reset happened, never the password.
  await audit(tx, actor, { action: 'user.reset_password', entity: 'user', entityId: id, recordName: personName(user), after: { mustChangePassword: true } });
}

/**
 * Sets the balance of each kind: the difference is an 'adjustment' entry of the ledger, with
 * the admin's reason (no entry when nothing changes).
 */
export async function setUserCredits(tx: Tx, actor: Actor, id: string, credits: Credits, reason?: string): Promise<User> {
  const locked = await lockUser(tx, id);
  const before = toUser(locked);
  const difference = Object.fromEntries(CREDIT_KINDS.map((k) => [k, credits[k] - before.currentCredits[k]])) as Credits;
  const row = isZero(difference)
    ? locked
    : await applyCredits(tx, { userId: id, amounts: difference, reason: 'adjustment', note: reason ?? null, adminId: actor.adminId, at: actor.at });
  const after = toUser(row!);
  await audit(tx, actor, {
    action: 'user.credits_update',
    entity: 'user',
    entityId: id,
    recordName: personName(row!),
    before: before.currentCredits,
    after: reason === undefined ? after.currentCredits : { ...after.currentCredits, reason },
  });
  return after;
}

export async function addUserPackage(tx: Tx, actor: Actor, id: string, packageId: string) {
  const user = await lockUser(tx, id);
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw notFound('PACKAGE');
  if (!pkg.isActive) throw conflict('PACKAGE_INACTIVE');
  const granted = await grantPackage(tx, actor.at, { userId: id, pkg, adminId: actor.adminId });
  await audit(tx, actor, {
    action: 'user.add_package',
    entity: 'user',
    entityId: id,
    recordName: personName(user),
    after: { packageId, subscriptionId: granted.subscription.id, updatedCredits: granted.updatedCredits },
  });
  return { updatedCredits: granted.updatedCredits!, subscription: toSubscription(granted.subscription, pkg) };
}

/** Queues the verification email (one still waiting is rewritten instead of joined by a second). */
export async function queueUserVerification(tx: Tx, actor: Actor, id: string, fallbackLanguage: MailLanguage) {
  const user = await lockUser(tx, id);
  if (user.emailVerified) throw conflict('EMAIL_ALREADY_VERIFIED');
  const { siteName } = await getSettings(tx, 'general');
  const language = await verificationLanguage(tx, id, fallbackLanguage);
  const queued = await queueVerificationEmail(tx, actor.at, user, language, siteName);
  await audit(tx, actor, {
    action: 'user.resend_verification',
    entity: 'user',
    entityId: id,
    recordName: personName(user),
    after: { toEmail: user.email, language, emailId: queued.id },
  });
  return queued;
}

export async function userActivityList(db: Db, id: string, limit: number) {
  await requireUser(db, id);
  const rows = await db
    .select()
    .from(userActivity)
    .where(eq(userActivity.userId, id))
    .orderBy(desc(userActivity.timestamp), desc(userActivity.id))
    .limit(limit);
  return rows.map(({ userId: _, timestamp, ...a }) => ({ ...a, timestamp: timestamp.toISOString() }));
}

/** The user's latest mail and its delivery state. */
export async function userEmails(db: Db, id: string): Promise<UserEmailsResponse> {
  await requireUser(db, id);
  const [rows, email] = await Promise.all([
    db.select().from(emailOutbox).where(eq(emailOutbox.userId, id)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(USER_EMAILS_SHOWN),
    getSettings(db, 'email'),
  ]);
  return { emails: rows.map(toUserEmail), smtpConfigured: smtpReady(email), maxAttempts: MAX_ATTEMPTS };
}

export async function userSubscriptions(db: Db, id: string) {
  await requireUser(db, id);
  const rows = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, id))
    .orderBy(desc(subscriptions.purchasedAt), desc(subscriptions.id));
  return rows.map((r) => toSubscription(r.subscription, r.pkg));
}
