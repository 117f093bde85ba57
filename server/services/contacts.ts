// Contact inquiries: the row as the API shows it (never the sender's address), the list
// filters shared by the list and the export, the export's CSV, and the per-address submission limit.
import { and, count, eq, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Contact, ContactStatus } from '../../contract/contacts.js';
import type { Clock } from '../core/clock.js';
import type { Tx } from '../db/client.js';
import { contacts } from '../db/schema.js';
import { HttpError } from '../http/envelope.js';
import { likePattern } from '../db/lists.js';
import { type CsvExport, csvText, csvTime } from '../http/csv-export.js';

export type ContactRow = typeof contacts.$inferSelect;

/** The public shape: ipAddress stays on the server. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: row.category,
    status: row.status as ContactStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The exact expression of the contacts_search_trgm index, so ILIKE can use it. */
export const contactSearchExpr = sql`(${contacts.name} || ' ' || ${contacts.email} || ' ' || ${contacts.subject})`;

export interface ContactFilters {
  search?: string;
  status?: string;
  category?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

export function contactWhere(f: ContactFilters): SQL | undefined {
  return and(
    f.search ? sql`${contactSearchExpr} ILIKE ${likePattern(f.search)}` : undefined,
    f.status ? eq(contacts.status, f.status) : undefined,
    f.category ? eq(contacts.category, f.category) : undefined,
    f.dateFrom ? gte(contacts.createdAt, f.dateFrom) : undefined,
    f.dateTo ? lte(contacts.createdAt, f.dateTo) : undefined,
  );
}

/** The CSV of the matching inquiries, newest first (no sender address either). */
export const contactsCsv = (where: SQL | undefined, day: string): CsvExport => ({
  filename: `contacts-${day}.csv`,
  columns: {
    ID: contacts.id,
    Name: csvText(contacts.name),
    Email: csvText(contacts.email),
    Subject: csvText(contacts.subject),
    Message: csvText(contacts.message),
    Category: csvText(contacts.category),
    Status: csvText(contacts.status),
    'Created At': csvTime(contacts.createdAt),
    'Updated At': csvTime(contacts.updatedAt),
  },
  from: sql`${contacts}`,
  where,
  at: contacts.createdAt,
  id: contacts.id,
});

const HOUR_MS = 3_600_000;
export const CONTACT_LIMIT_MESSAGE = 'Too many messages from your address. Please try again later.';

/**
 * Throws 429 (with Retry-After) when `ip` already sent `limit` messages in the last hour.
 * Call inside the transaction that inserts: the advisory lock makes check-and-insert atomic
 * per address, so parallel submissions cannot slip past the limit.
 */
export async function checkContactLimit(tx: Tx, clock: Clock, ip: string, limit: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${ip}`}))`);
  const now = clock.now();
  const [row] = await tx
    .select({ n: count(), oldest: min(contacts.createdAt) })
    .from(contacts)
    .where(and(eq(contacts.ipAddress, ip), gte(contacts.createdAt, new Date(now.getTime() - HOUR_MS))));
  if (row && row.n >= limit && row.oldest) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + HOUR_MS - now.getTime()) / 1000));
    throw new HttpError(429, CONTACT_LIMIT_MESSAGE, undefined, { 'Retry-After': String(retryAfter) });
  }
}
