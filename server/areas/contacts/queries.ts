// Contact inquiries: the row as the API shows it (never the sender's address), the list
// filters shared by the list and the export, the list with its total, the stats and the CSV.
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  type Contact,
  type contactListQuery,
  type ContactStats,
  contactSchema,
} from '../../../contract/contacts.js';
import type { CsvHeaders } from '../../../contract/csv-headers.js';
import type { Db } from '../../db/client.js';
import { dayOf, readCounters } from '../../db/counters.js';
import { cappedCount, pageRows, pagination, searchMatch, seekOf } from '../../db/lists.js';
import { contacts } from '../../db/schema.js';
import { answerRow } from '../../http/answer-row.js';
import { notFound } from '../../http/envelope.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';

/** A message as read (a list leaves its search text out). */
export type ContactRow = Omit<typeof contacts.$inferSelect, 'searchText'>;

/** The public shape: ipAddress stays on the server. */
/** A contact as the API answers it (its sender's address stays out). */
export const toContact = (row: ContactRow): Contact => answerRow(contactSchema, row);

export interface ContactFilters {
  search?: string;
  status?: string;
  category?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

export function contactWhere(f: ContactFilters): SQL | undefined {
  return and(
    f.search ? searchMatch(contacts.searchText, f.search) : undefined,
    f.status ? eq(contacts.status, f.status) : undefined,
    f.category ? eq(contacts.category, f.category) : undefined,
    f.dateFrom ? gte(contacts.createdAt, f.dateFrom) : undefined,
    f.dateTo ? lte(contacts.createdAt, f.dateTo) : undefined,
  );
}

// The sorts of contactListQuery, each backed by an index; filters pair with created_at.
const SORTS = { createdAt: contacts.createdAt } satisfies Record<(typeof CONTACT_SORT_FIELDS)[number], unknown>;

/** One page of contacts with its total. */
export async function listContacts(db: Db, q: z.output<typeof contactListQuery>, countCap: number) {
  const where = contactWhere(q);
  // No filter, or one of status / category: the counters know the total; otherwise capped.
  const counter =
    q.search || (q.status && q.category)
      ? undefined
      : q.status
        ? `contacts.status.${q.status}`
        : q.category
          ? `contacts.category.${q.category}`
          : 'contacts.total';
  const [rows, total] = await Promise.all([
    pageRows(
      db,
      contacts,
      contacts.id,
      where,
      { keys: [sql`${SORTS[q.sort]}`, sql`${contacts.id}`], order: q.order },
      { page: q.page, limit: q.limit, seek: seekOf(q) },
    ),
    counter
      ? readCounters(db, [counter]).then((n) => n[counter]!)
      : cappedCount(db, sql`select 1 from ${contacts} where ${where ?? sql`true`}`, q.page, q.limit, countCap),
  ]);
  return { contacts: rows.map(toContact), pagination: pagination(q.page, q.limit, total) };
}

/** Counts per status and category, and today's (the business day's) submissions, from the counters. */
export async function contactStats(db: Db, now: Date): Promise<ContactStats> {
  const names = [...CONTACT_STATUSES.map((k) => `contacts.status.${k}`), ...CONTACT_CATEGORIES.map((k) => `contacts.category.${k}`)];
  const counts = await readCounters(db, ['contacts.total', ...names], { days: { today: dayOf('contacts.created', now) } });
  const tally = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, counts[`${prefix}.${k}`] ?? 0])) as Record<K, number>;
  return {
    total: counts['contacts.total'] ?? 0,
    today: counts.today ?? 0,
    byStatus: tally('contacts.status', CONTACT_STATUSES),
    byCategory: tally('contacts.category', CONTACT_CATEGORIES),
  };
}

export async function getContact(db: Db, id: string): Promise<Contact> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw notFound('CONTACT');
  return toContact(row);
}

/** The CSV of the matching inquiries, newest first (no sender address either), headed in the admin's language. */
export const contactsCsv = (where: SQL | undefined, day: string, h: CsvHeaders['contacts']): CsvExport => ({
  filename: `contacts-${day}.csv`,
  columns: {
    [h.id]: contacts.id,
    [h.name]: csvText(contacts.name),
    [h.email]: csvText(contacts.email),
    [h.subject]: csvText(contacts.subject),
    [h.message]: csvText(contacts.message),
    [h.category]: csvText(contacts.category),
    [h.status]: csvText(contacts.status),
    [h.createdAt]: csvTime(contacts.createdAt),
    [h.updatedAt]: csvTime(contacts.updatedAt),
  },
  from: sql`${contacts}`,
  where,
  at: contacts.createdAt,
  id: contacts.id,
});
