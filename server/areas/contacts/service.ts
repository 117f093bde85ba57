// What happens to contact inquiries: the public form's submission (limited per address) and
// the admins' handling. Writes take the transaction the handler opened and the actor; the
// admins' changes record an audit entry in the same transaction.
import { and, count, eq, gte, inArray, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, ContactStatus, contactSubmissionBody } from '../../../contract/contacts.js';
import { audit, auditEach } from '../../audit/write.js';
import type { Tx } from '../../db/client.js';
import { contacts } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { toContact } from './queries.js';

const HOUR_MS = 60 * 60 * 1000;
const CONTACT_LIMIT_MESSAGE = 'Too many messages from your address. Please try again later.';

/**
 * Throws 429 (with Retry-After) when `ip` already sent `limit` messages in the last hour.
 * Call inside the transaction that inserts: the advisory lock makes check-and-insert atomic
 * per address, so parallel submissions cannot slip past the limit.
 */
async function checkContactLimit(tx: Tx, now: Date, ip: string, limit: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${ip}`}))`);
  const [row] = await tx
    .select({ n: count(), oldest: min(contacts.createdAt) })
    .from(contacts)
    .where(and(eq(contacts.ipAddress, ip), gte(contacts.createdAt, new Date(now.getTime() - HOUR_MS))));
  if (row && row.n >= limit && row.oldest) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + HOUR_MS - now.getTime()) / 1000));
    throw new HttpError(429, CONTACT_LIMIT_MESSAGE, { headers: { 'Retry-After': String(retryAfter) } });
  }
}

/** The public form: stored as new, under the sender's address (which the API never shows). */
export async function submitContact(tx: Tx, actor: Actor, input: z.output<typeof contactSubmissionBody>, limitPerHour: number): Promise<Contact> {
  await checkContactLimit(tx, actor.at, actor.ipAddress, limitPerHour);
  const [created] = await tx
    .insert(contacts)
    .values({ ...input, status: 'new', ipAddress: actor.ipAddress, createdAt: actor.at, updatedAt: actor.at })
    .returning();
  return toContact(created!);
}

/** Sets one contact's status; setting the status it already has changes and records nothing. */
export async function setContactStatus(tx: Tx, actor: Actor, id: string, status: ContactStatus): Promise<Contact> {
  const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
  if (!current) throw notFound('CONTACT');
  if (current.status === status) return toContact(current);
  const [updated] = await tx.update(contacts).set({ status, updatedAt: actor.at }).where(eq(contacts.id, id)).returning();
  await audit(tx, actor, {
    action: 'contact.status_update',
    entity: 'contact',
    entityId: id,
    recordName: current.subject,
    before: { status: current.status },
    after: { status },
  });
  return toContact(updated!);
}

/** Sets the status of the contacts that do not have it yet; returns how many changed. */
export async function setContactsStatus(tx: Tx, actor: Actor, contactIds: string[], status: ContactStatus): Promise<number> {
  const before = await tx
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [...new Set(contactIds)]))
    .for('update');
  const changing = before.filter((r) => r.status !== status);
  if (!changing.length) return 0;
  await tx
    .update(contacts)
    .set({ status, updatedAt: actor.at })
    .where(
      inArray(
        contacts.id,
        changing.map((r) => r.id),
      ),
    );
  await auditEach(
    tx,
    actor,
    changing.map((r) => ({
      action: 'contact.status_update',
      entity: 'contact',
      entityId: r.id,
      recordName: r.subject,
      before: { status: r.status },
      after: { status },
    })),
  );
  return changing.length;
}

export async function deleteContact(tx: Tx, actor: Actor, id: string): Promise<void> {
  const [deleted] = await tx.delete(contacts).where(eq(contacts.id, id)).returning();
  if (!deleted) throw notFound('CONTACT');
  // The sender's address stays out of the audit trail too.
  const { ipAddress: _ip, ...before } = deleted;
  await audit(tx, actor, { action: 'contact.delete', entity: 'contact', entityId: id, recordName: deleted.subject, before });
}
