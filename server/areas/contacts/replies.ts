// Replies to contact inquiries sent from the panel: the message goes to the contact's address
// through the outbox (a plain-text 'contact_reply' mail), the reply is recorded with who sent
// it, and the contact becomes responded (the status change audited as any other) — all in
// the caller's transaction. Without SMTP settings nothing is queued or recorded: refused.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, ContactReply, contactReplyBody } from '../../../contract/contacts.js';
import type { EmailStatus } from '../../../contract/mail.js';
import { audit } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { admins, contactReplies, contacts, emailOutbox } from '../../db/schema.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { CONTACT_REPLY_KIND, queueMail } from '../../mail/outbox.js';
import { smtpReady } from '../../mail/smtp.js';
import { getSettings } from '../../settings/store.js';
import { setContactStatus } from './service.js';

const replyColumns = {
  id: contactReplies.id,
  contactId: contactReplies.contactId,
  adminId: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  subject: contactReplies.subject,
  body: contactReplies.body,
  createdAt: contactReplies.createdAt,
  delivery: emailOutbox.status,
  sentAt: emailOutbox.sentAt,
};

type ReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

function toReply(r: ReplyRow): ContactReply {
  return {
    id: r.id,
    contactId: r.contactId,
    admin: r.adminId ? { id: r.adminId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() } : null,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    delivery: (r.delivery as EmailStatus | null) ?? null,
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

const repliesOf = (db: Tx, where: SQL) =>
  db
    .select(replyColumns)
    .from(contactReplies)
    .leftJoin(admins, eq(admins.id, contactReplies.adminId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, contactReplies.emailId))
    .where(where)
    .orderBy(desc(contactReplies.createdAt), desc(contactReplies.id));

/** A contact's replies, newest first (404 for a contact that does not exist). */
export async function listContactReplies(db: Db, contactId: string): Promise<ContactReply[]> {
  const [found] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!found) throw notFound('CONTACT');
  return (await repliesOf(db, eq(contactReplies.contactId, contactId))).map(toReply);
}

/**
 * Queues the reply to the contact's address, records it and marks the contact responded.
 * Refused (409 SMTP_NOT_CONFIGURED) before anything is written when mail is not set up.
 */
export async function replyToContact(
  tx: Tx,
  actor: Actor,
  id: string,
  input: z.output<typeof contactReplyBody>,
): Promise<{ contact: Contact; reply: ContactReply }> {
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
  if (!contact) throw notFound('CONTACT');
  if (!smtpReady(await getSettings(tx, 'email'))) throw conflict('SMTP_NOT_CONFIGURED');
  const mail = await queueMail(tx, {
    toEmail: contact.email,
    kind: CONTACT_REPLY_KIND,
    subject: input.subject,
    body: input.body,
    htmlBody: null,
    language: null,
    createdAt: actor.at,
  });
  const [reply] = await tx
    .insert(contactReplies)
    .values({ contactId: id, adminId: actor.adminId, subject: input.subject, body: input.body, emailId: mail.id, createdAt: actor.at })
    .returning({ id: contactReplies.id });
  const updated = await setContactStatus(tx, actor, id, 'responded');
  await audit(tx, actor, {
    action: 'contact.reply',
    entity: 'contact',
    entityId: id,
    recordName: updated.subject,
    after: { replyId: reply!.id, emailId: mail.id, subject: input.subject, bodyLength: input.body.length },
  });
  const [row] = await repliesOf(tx, eq(contactReplies.id, reply!.id));
  return { contact: updated, reply: toReply(row!) };
}
