// The admin accounts (owners only): add one with a temporary password (good for 72 hours) and,
// with mail set up, an emailed invitation to choose their password (areas/auth/invitation.ts),
// change names, role or whether it may sign in, hand out a new temporary password, reset
// two-factor sign-in. The last active owner stays one. Deactivating, a new password or a
// two-factor reset ends the admin's sessions and live streams at once.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Admin } from '../../../contract/auth.js';
import type { MailLanguage } from '../../../contract/mail.js';
import { type TeamCreate, type TeamUpdate } from '../../../contract/team.js';
import { audit, personName } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { searchMatch } from '../../db/lists.js';
import { admins } from '../../db/schema.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { smtpReady } from '../../mail/smtp.js';
import { getSettings } from '../../settings/store.js';
import { publicAdmin } from '../auth/admin-view.js';
import { inviteAdmin, revokeInvitations } from '../auth/invitation.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { temporaryPasswordExpiry } from '../auth/temporary-password.js';
import { clearTwoFactor } from '../auth/two-factor.js';

/** Every admin, or those whose names or email contain `search`. */
export async function listAdmins(db: Db, search?: string): Promise<Admin[]> {
  const rows = await db
    .select()
    .from(admins)
    .where(search ? searchMatch(admins.searchText, search) : undefined)
    .orderBy(asc(admins.firstName), asc(admins.lastName), asc(admins.email));
  return rows.map(publicAdmin);
}

async function lockAdmin(tx: Tx, id: string) {
  const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
  if (!row) throw notFound('ADMIN');
  return row;
}

export async function getAdmin(db: Db, id: string): Promise<Admin> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('ADMIN');
  return publicAdmin(row);
}

/** A temporary password's columns: it must be changed, before it expires. */
const temporary = (now: Date) => ({ mustChangePassword: true, temporaryPasswordExpiresAt: temporaryPasswordExpiry(now) });

/** A new admin who must choose their own password at the first sign-in (the hash of the temporary one is given). */
export async function createAdmin(tx: Tx, actor: Actor, input: TeamCreate, passwordHash: string): Promise<Admin> {
  const [taken] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${input.email}`);
  if (taken) throw conflict('EMAIL_IN_USE');
  const [row] = await tx
    .insert(admins)
    .values({ ...input, passwordHash, ...temporary(actor.at), createdAt: actor.at, updatedAt: actor.at })
    .returning()
    .catch((err) => {
      throw isUniqueViolation(err) ? conflict('EMAIL_IN_USE') : err;
    });
  const created = publicAdmin(row!);
  await audit(tx, actor, { action: 'admin.create', entity: 'admin', entityId: row!.id, recordName: personName(row!), after: created });
  return created;
}

/**
 * The last active owner may be neither demoted nor deactivated. Owners are locked in id order
 * first, so two owners demoting each other at once cannot both pass.
 */
async function assertOwnersRemain(tx: Tx, id: string): Promise<void> {
  await tx.select({ id: admins.id }).from(admins).where(eq(admins.role, 'owner')).orderBy(asc(admins.id)).for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), eq(admins.isActive, true), ne(admins.id, id)));
  if (!others?.n) throw conflict('LAST_OWNER');
}

export async function updateAdmin(tx: Tx, actor: Actor, id: string, changes: TeamUpdate): Promise<Admin> {
  const before = await lockAdmin(tx, id);
  const losesOwner = before.role === 'owner' && before.isActive && ((changes.role !== undefined && changes.role !== 'owner') || changes.isActive === false);
  if (losesOwner) await assertOwnersRemain(tx, id);
  const [row] = await tx
    .update(admins)
    .set({ ...changes, updatedAt: actor.at })
    .where(eq(admins.id, id))
    .returning();
  if (changes.isActive === false && before.isActive) await revokeAllSessions(tx, actor.at, id);
  const after = publicAdmin(row!);
  await audit(tx, actor, { action: 'admin.update', entity: 'admin', entityId: id, recordName: personName(row!), before: publicAdmin(before), after });
  return after;
}

/** A new temporary password (hashed by the caller): every session of the admin ends, an emailed invitation stops working. */
export async function resetAdminPassword(tx: Tx, actor: Actor, id: string, passwordHash: string): Promise<Admin> {
  await lockAdmin(tx, id);
  await revokeInvitations(tx, id, actor.at);
  const changes = temporary(actor.at);
  const [row] = await tx
    .update(admins)
    .set({ passwordHash, ...changes, updatedAt: actor.at })
    .where(eq(admins.id, id))
    .returning();
  await revokeAllSessions(tx, actor.at, id);
  await audit(tx, actor, { action: 'admin.reset_password', entity: 'admin', entityId: id, recordName: personName(row!), after: changes });
  return publicAdmin(row!);
}

/** Two-factor sign-in off for an admin who lost their phone and recovery codes: every session of theirs ends. */
export async function resetAdminTwoFactor(tx: Tx, actor: Actor, id: string): Promise<Admin> {
  const before = await lockAdmin(tx, id);
  if (!before.twoFactorEnabledAt && !before.twoFactorPendingSecret) throw conflict('TWO_FACTOR_NOT_ON_FOR_ADMIN');
  await clearTwoFactor(tx, actor, id, 'admin.reset_two_factor');
  const [row] = await tx.select().from(admins).where(eq(admins.id, id));
  return publicAdmin(row!);
}

/**
 * With mail set up (Settings › Email), an invitation to choose their password is queued for
 * the admin (any earlier link stops working); answers whether it was. `force`: an owner's
 * re-invite, refused when mail is not set up or the admin chose their password already.
 */
export async function inviteIfMailSetUp(tx: Tx, actor: Actor, id: string, language: MailLanguage, force = false): Promise<boolean> {
  const admin = await lockAdmin(tx, id);
  if (!admin.mustChangePassword) {
    if (force) throw conflict('ADMIN_ALREADY_SET_UP');
    return false;
  }
  if (!smtpReady(await getSettings(tx, 'email'))) {
    if (force) throw conflict('SMTP_NOT_CONFIGURED');
    return false;
  }
  const { siteName } = await getSettings(tx, 'general');
  await inviteAdmin(tx, actor, admin, language, siteName);
  return true;
}
