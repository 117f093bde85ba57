// Query-string building blocks: strict numbers and booleans (malformed → 400, never a default).
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LIST_COUNT_CAP, type Pagination } from '../../contract/lists.js';
import type { Db, Tx } from '../db/client.js';

export const intParam = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'Must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

export const boolParam = z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true');

export const dateParam = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a valid date')
  .transform((v) => new Date(v));

/** page (1-based) and limit (≤ 100, default = the screen's page size). */
export const pageQuery = (defaultLimit: number) => ({
  page: intParam(1, 1_000_000).default(1),
  limit: intParam(1, 100).default(defaultLimit),
});

/** An optional search term, trimmed; blank means none. */
export const searchParam = z
  .string()
  .max(200)
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));

export const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** A list's total: exact, or a lower bound when the matches were counted only up to a cap. */
export interface Total {
  total: number;
  lowerBound?: boolean;
}

export function pagination(page: number, limit: number, count: number | Total): Pagination {
  const { total, lowerBound } = typeof count === 'number' ? { total: count, lowerBound: false } : count;
  const out: Pagination = { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  if (lowerBound) out.totalIsLowerBound = true;
  return out;
}

/**
 * Counts the rows of `matches` (a select of the matching rows) up to LIST_COUNT_CAP, or up to
 * the page asked for when that is further: beyond, the count stops and is a lower bound.
 */
export async function cappedCount(db: Tx, matches: SQL, page: number, limit: number): Promise<Total> {
  const cap = Math.max(LIST_COUNT_CAP, page * limit);
  const result = (await db.execute(sql`select count(*)::int as n from (${matches} limit ${cap + 1}) m`)) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, lowerBound: true } : { total: n };
}

/** Escape % and _ so a search term is matched literally by ILIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * One page of a table's rows in `orderBy` order. Past the first page the offset is walked
 * over ids alone (an index-only scan of the sort index when it ends in id) and only the
 * page's own rows are read, so page 5,000 costs little more than page 1.
 */
export async function pageRows<T extends PgTable>(
  db: Tx,
  table: T,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const offset = (page - 1) * limit;
  const from = (db as Db).select().from(table as PgTable);
  if (offset === 0) return from.where(where).orderBy(...orderBy).limit(limit) as never;
  const ids = (db as Db).select({ id }).from(table as PgTable).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return from.where(inArray(id, ids)).orderBy(...orderBy) as never;
}

/**
 * Pages through a query by its last row (keyset), `size` rows at a time, so memory stays
 * flat however many rows match. `fetchPage(after)` returns the rows following `after`.
 */
export async function* keysetBatches<R>(fetchPage: (after: R | undefined) => Promise<R[]>, size: number): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetchPage(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
