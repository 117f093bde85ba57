// An admin's emailed invitation to choose their password (a new admin when mail is set up, or
// an owner's re-invite): the message is queued through the outbox like a verification email
// (its link is made as it leaves: mail/invitation-link.ts), valid TEMPORARY_PASSWORD_HOURS,
// once. Using it sets the password, spends the link and ends the admin's sessions in one
// transaction. A newer invitation or a new temporary password revokes the older link.
// Looking at or using a link is throttled like a sign-in (per link and per address).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Invitation, TEMPORARY_PASSWORD_HOURS } from '../../../contract/auth.js';
import type { MailLanguage } from '../../../contract/mail.js';
import type { ServerMessageCode } from '../../../contract/server-messages.js';
import { adminName, audit, personName } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { adminInvitations, admins, emailOutbox } from '../../db/schema.js';
import { refusal } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { emailHtml } from '../../mail/html.js';
import { INVITATION_KIND, invitationSlot } from '../../mail/invitation-link.js';
import { queueMail } from '../../mail/outbox.js';
import { MAIL_TEXTS } from '../../mail/texts.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { hashToken } from '../../security/tokens.js';
import { revokeAllSessions } from './sessions.js';
import { attemptSucceeded, reserveLoginAttempt } from './throttle.js';

interface Invitee {
  id: string;
  email: string;
  firstName: string;
}

function composeInvitation(admin: Invitee, language: MailLanguage, site: string, slot: string) {
  const texts = MAIL_TEXTS[language];
  const v = texts.invitation;
  const subject = v.subject(site);
  const greeting = v.greeting(admin.firstName);
  const intro = v.intro(admin.email, site);
  const notes = [v.expiry, v.fallback, v.ignore];
  const body = [greeting, '', intro, '', slot, '', ...notes, '', texts.signoff(site)].join('\n');
  const htmlBody = emailHtml({
    language,
    title: subject,
    greeting,
    paragraphs: [intro],
    button: { label: v.button, url: slot, hint: texts.verification.linkHint },
    notes,
    signoff: texts.signoff(site),
  });
  return { subject, body, htmlBody };
}

/**
 * Every open invitation of the admin stops working (a new one, a new temporary password, a
 * password chosen); a message of theirs still waiting in the queue is dropped with it.
 */
export async function revokeInvitations(tx: Tx, adminId: string, now: Date): Promise<void> {
  const revoked = await tx
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(eq(adminInvitations.adminId, adminId), isNull(adminInvitations.usedAt), isNull(adminInvitations.revokedAt)))
    .returning({ id: adminInvitations.id });
  for (const { id } of revoked) {
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.kind, INVITATION_KIND), eq(emailOutbox.status, 'queued'), sql`strpos(${emailOutbox.body}, ${invitationSlot(id)}) > 0`));
  }
}

/** Queues an invitation for the admin (any earlier one revoked) and audits it; answers the queued message's id. */
export async function inviteAdmin(tx: Tx, actor: Actor, admin: Invitee, language: MailLanguage, site: string): Promise<string> {
  await revokeInvitations(tx, admin.id, actor.at);
  const expiresAt = new Date(actor.at.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);
  const [invitation] = await tx
    .insert(adminInvitations)
    .values({ adminId: admin.id, email: admin.email, language, createdAt: actor.at, expiresAt })
    .returning({ id: adminInvitations.id });
  const mail = await queueMail(tx, {
    userId: null,
    toEmail: admin.email,
    kind: INVITATION_KIND,
    language,
    createdAt: actor.at,
    ...composeInvitation(admin, language, site, invitationSlot(invitation!.id)),
  });
  await audit(tx, actor, {
    action: 'admin.invite',
    entity: 'admin',
    entityId: admin.id,
    recordName: adminName(admin.id),
    after: { toEmail: admin.email, language, emailId: mail.id, expiresAt: expiresAt.toISOString() },
  });
  return mail.id;
}

/** Why a link cannot be used, as the refusal its page shows. */
const REFUSED: Record<'invalid' | 'used' | 'expired' | 'replaced', { status: 404 | 410; code: ServerMessageCode }> = {
  invalid: { status: 404, code: 'INVITATION_INVALID' },
  used: { status: 410, code: 'INVITATION_USED' },
  expired: { status: 410, code: 'INVITATION_EXPIRED' },
  replaced: { status: 410, code: 'INVITATION_REPLACED' },
};

/** What a link's token would do now, looked at (locked) in `tx`: its invitation and admin, or why not. */
async function inspect(tx: Tx, token: string, now: Date) {
  if (!token) return { refused: 'invalid' as const };
  const [found] = await tx
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashToken(token)))
    .for('update');
  if (!found) return { refused: 'invalid' as const };
  if (found.usedAt) return { refused: 'used' as const };
  if (found.revokedAt) return { refused: 'replaced' as const };
  if (found.expiresAt <= now) return { refused: 'expired' as const };
  const [admin] = await tx.select().from(admins).where(eq(admins.id, found.adminId)).for('update');
  // Deactivated, or the sign-in name changed since: the link no longer names this account.
  if (!admin?.isActive || admin.email.toLowerCase() !== found.email.toLowerCase()) return { refused: 'invalid' as const };
  // The password was chosen another way (the temporary password's first sign-in).
  if (!admin.mustChangePassword) return { refused: 'used' as const };
  return { found, admin };
}

function refuse(why: keyof typeof REFUSED) {
  const { status, code } = REFUSED[why];
  return refusal(status, code);
}

/** Each link is throttled on its own (and every failure counts toward its address's limit). */
const throttleKey = (token: string) => `invitation:${hashToken(token).slice(0, 24)}`;

/** Whom a link is for, while it can be used; a scanner opening it spends nothing. */
export async function lookAtInvitation(db: Db, actor: Actor, token: string, ipLimit: number): Promise<Invitation> {
  const attempt = await reserveLoginAttempt(db, actor.at, throttleKey(token), actor.ipAddress, ipLimit);
  const seen = await db.transaction(async (tx) => {
    const looked = await inspect(tx, token, actor.at);
    if (!looked.refused) await attemptSucceeded(tx, attempt);
    return looked;
  });
  if (seen.refused) throw refuse(seen.refused);
  return { email: seen.admin.email, firstName: seen.admin.firstName, lastName: seen.admin.lastName };
}

/**
 * Sets the admin's password with the link: the link is spent, the temporary password and any
 * other invitation stop working and every session of theirs ends, in one transaction with its
 * audit row. Refused, nothing changes. The new password may not be the temporary one (its
 * owner knows it).
 */
export async function acceptInvitation(db: Db, actor: Actor, token: string, newPassword: string, ipLimit: number): Promise<{ email: string }> {
  const attempt = await reserveLoginAttempt(db, actor.at, throttleKey(token), actor.ipAddress, ipLimit);
  const [seen] = await db.transaction(async (tx) => [await inspect(tx, token, actor.at)] as const);
  if (seen.refused) throw refuse(seen.refused);
  if (await verifyPassword(seen.admin.passwordHash, newPassword)) {
    await db.transaction((tx) => attemptSucceeded(tx, attempt));
    throw refusal(400, 'PASSWORD_UNCHANGED', undefined, { newPassword: 'PASSWORD_UNCHANGED' });
  }
  const passwordHash = await hashPassword(newPassword);
  const outcome = await db.transaction(async (tx) => {
    // Looked at again under its lock: a second use racing this one finds it spent.
    const live = await inspect(tx, token, actor.at);
    if (live.refused) return { refused: live.refused };
    const { found, admin } = live;
    await tx.update(adminInvitations).set({ usedAt: actor.at }).where(eq(adminInvitations.id, found.id));
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false, temporaryPasswordExpiresAt: null, updatedAt: actor.at })
      .where(eq(admins.id, admin.id));
    await revokeInvitations(tx, admin.id, actor.at);
    const sessionsEnded = await revokeAllSessions(tx, actor.at, admin.id);
    await attemptSucceeded(tx, attempt);
    await audit(
      tx,
      { ...actor, adminId: admin.id },
      {
        action: 'admin.invitation_accept',
        entity: 'admin',
        entityId: admin.id,
        recordName: personName(admin),
        after: { email: admin.email, invitationId: found.id, sessionsEnded },
      },
    );
    return { email: admin.email };
  });
  if (outcome.refused) throw refuse(outcome.refused);
  return { email: outcome.email };
}
