// email_outbox as a queue: claim the next due message (FOR UPDATE SKIP LOCKED, so several
// senders on one PostgreSQL never take the same one), then record how its send went.
// A claimed message is 'sending' with a lease in next_attempt_at: a sender that dies mid-send
// leaves it to be claimed again when the lease runs out. attempts counts claims, so even a
// message that kills its sender every time ends up failed.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { EmailStatus } from '../../contract/mail.js';
import { serverText } from '../../contract/server-messages.js';
import type { UserEmail } from '../../contract/mail-schemas.js';
import type { Db, Tx } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';
import type { SmtpFailure } from './smtp.js';
import { isMailLanguage } from '../../contract/mail.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewMail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'status' | 'attempts' | 'lastError' | 'lastErrorCode' | 'lastErrorParams' | 'sentAt'>;
/** A message's last failure forgotten (sent, or written anew). */
export const NO_ERROR = { lastError: null, lastErrorCode: null, lastErrorParams: null };

/** Tries before a message is marked failed. */
export const MAX_ATTEMPTS = 6;
/** Wait after the n-th failed try: 1, 2, 4, 8, 16 min… at most an hour (about half an hour in all for six tries). */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 1));
/** How long a claim holds a message; far longer than a send may take (see smtp.ts timeouts). */
export const SEND_LEASE_MS = 5 * 60_000;

const WAITING = ['queued', 'sending'];

/** A reply to a contact inquiry written in the panel: plain text, sent as written (areas/contacts/replies.ts). */
export const CONTACT_REPLY_KIND = 'contact_reply';

export async function queueMail(tx: Tx, mail: NewMail): Promise<OutboxRow> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({ ...mail, nextAttemptAt: mail.createdAt })
    .returning();
  return row!;
}

/** Takes the next due message for this sender, or none: one statement, so two senders never get the same. */
export async function claimNext(db: Db, now: Date): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, WAITING), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
    .where(inArray(emailOutbox.id, next))
    .returning();
  return row;
}

/** Still this claim's: not taken over by another sender after the lease ran out. */
const stillClaimed = (row: OutboxRow) => and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts));

export async function recordSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, ...NO_ERROR })
    .where(stillClaimed(row));
}

/** A failed try: back to the queue after the backoff, or failed for good after the last try. */
export async function recordFailure(db: Db, row: OutboxRow, reason: SmtpFailure, now: Date): Promise<'queued' | 'failed'> {
  const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  const nextAttemptAt = status === 'failed' ? now : new Date(now.getTime() + retryDelayMs(row.attempts));
  const lastError = serverText(reason.code, reason.params);
  await db.update(emailOutbox).set({ status, lastError, lastErrorCode: reason.code, lastErrorParams: reason.params, nextAttemptAt }).where(stillClaimed(row));
  return status;
}

/** The queue at a glance, for the health endpoint. */
export async function outboxStats(db: Tx, now: Date) {
  const waiting = sql`${emailOutbox.status} in ('queued', 'sending')`;
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})::int`,
      oldest: sql<string | null>`min(${emailOutbox.createdAt}) filter (where ${waiting})`,
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, [...WAITING, 'failed']));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    queued: row?.queued ?? 0,
    oldestQueuedAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
    failed: row?.failed ?? 0,
  };
}

/** A message as the panel shows it: a sender's lease is not a time to wait for. */
export function toUserEmail(row: OutboxRow): UserEmail {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    language: isMailLanguage(row.language) ? row.language : null,
    status: row.status as EmailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    lastErrorCode: row.lastErrorCode,
    lastErrorParams: row.lastErrorParams,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
