// Lists in SQL: the pagination block, capped counts, literal search patterns, seek and deep
// pages. (The query-string parameters themselves are part of the contract: contract/query.ts.)
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP, type Pagination } from '../../contract/lists.js';
import type { Db, Tx } from './client.js';

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
 * Counts the rows of `matches` (a select of the matching rows, or a function of the cap that
 * builds one) up to `countCap`, or up to the page asked for when that is further: beyond,
 * the count stops and is a lower bound.
 */
export async function cappedCount(db: Tx, matches: SQL | ((cap: number) => SQL), page: number, limit: number, countCap = LIST_COUNT_CAP): Promise<Total> {
  const cap = Math.max(countCap, page * limit);
  const select = typeof matches === 'function' ? matches(cap) : matches;
  const result = (await db.execute(sql`select count(*)::int as n from (${select} limit ${cap + 1}) m`)) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, lowerBound: true } : { total: n };
}

/** Escape % and _ so a search term is matched literally by LIKE, anywhere in the text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The condition of every search (docs/api.md "Lists"): a table's search text contains `term`,
 * whatever the case and the Vietnamese accents on either side ('dung ngo' finds 'Dũng Ngô',
 * 'dang' finds 'Đặng'). The search text is the row's searched columns already folded by the
 * SQL function search_fold (migration 0013) when the row was written (schema.ts
 * `searchText`), with its trigram index; only the term is folded here, once, at planning.
 */
export function searchMatch(searchText: PgColumn, term: string): SQL {
  return sql`${searchText} like search_fold(${likePattern(term)})`;
}

/**
 * Seek paging (extension): `after` is the id of the last row of the page before, `before`
 * the id of the first row of the page after; the client sends one when it moves by one page,
 * and the page is found from that row's sort key through the index, whatever its depth.
 */
export interface Seek {
  id: string;
  direction: 'after' | 'before';
}
export const seekOf = (q: { after?: string; before?: string }): Seek | undefined =>
  q.after ? { id: q.after, direction: 'after' } : q.before ? { id: q.before, direction: 'before' } : undefined;

/** A sort the seek can follow: key expressions ending in a unique one, all in one direction. */
export interface KeyedSort {
  keys: SQL[];
  order: 'asc' | 'desc';
}
export const orderByKeys = ({ keys, order }: KeyedSort, reverse = false): SQL[] =>
  keys.map((k) => sql`${k} ${sql.raw((order === 'desc') !== reverse ? 'desc' : 'asc')}`);

/** Rows past the cursor row in the sort (read from that row itself, at full precision). */
export function seekCondition(table: PgTable, id: PgColumn, sort: KeyedSort, seek: Seek): SQL {
  const forward = (seek.direction === 'after') === (sort.order === 'asc');
  const keys = sql.join(sort.keys, sql`, `);
  return sql`(${keys}) ${sql.raw(forward ? '>' : '<')} (select ${keys} from ${table} where ${id} = ${seek.id})`;
}

/**
 * A page by seek: `select` reads the rows that pass the condition in the order given (and
 * limits them); undefined when the cursor's row is gone (the caller falls back to the offset).
 */
export async function seekRows<R>(
  db: Tx,
  table: PgTable,
  id: PgColumn,
  sort: KeyedSort,
  seek: Seek,
  limit: number,
  select: (condition: SQL, orderBy: SQL[]) => Promise<R[]>,
): Promise<R[] | undefined> {
  const backwards = seek.direction === 'before';
  const rows = await select(seekCondition(table, id, sort, seek), orderByKeys(sort, backwards));
  if (rows.length < limit) {
    const [row] = await (db as Db).select({ id }).from(table).where(eq(id, seek.id));
    if (!row) return undefined;
  }
  return backwards ? rows.reverse() : rows;
}

const listed = new WeakMap<PgTable, Record<string, PgColumn>>();
/** A table's columns as its list reads them: all but its search text (searched, never sent). */
function listedColumns(table: PgTable): Record<string, PgColumn> {
  let columns = listed.get(table);
  if (!columns) {
    const { searchText: _searched, ...rest } = getTableColumns(table) as Record<string, PgColumn>;
    listed.set(table, (columns = rest));
  }
  return columns;
}

/**
 * One page of a table's rows in `sort` order (but its search text). With a seek cursor the page is read from the
 * cursor's row onwards through the sort index (page 5,000 costs what page 1 does). Without
 * one, past the first page the offset is walked over ids alone (an index-only scan of the
 * sort index) and only the page's own rows are read. `orderBy` replaces the keys' order
 * where it cannot be seeked (NULLS placement).
 */
export async function pageRows<T extends PgTable>(
  db: Tx,
  table: T,
  id: PgColumn,
  where: SQL | undefined,
  sort: KeyedSort & { orderBy?: SQL[] },
  page: { page: number; limit: number; seek?: Seek },
): Promise<Omit<T['$inferSelect'], 'searchText'>[]> {
  const from = () => (db as Db).select(listedColumns(table)).from(table as PgTable);
  if (page.seek && !sort.orderBy) {
    const found = await seekRows(db, table, id, sort, page.seek, page.limit, (condition, orderBy) =>
      from()
        .where(and(where, condition))
        .orderBy(...orderBy)
        .limit(page.limit),
    );
    if (found) return found as never;
  }
  const orderBy = sort.orderBy ?? orderByKeys(sort);
  const offset = (page.page - 1) * page.limit;
  if (offset === 0)
    return from()
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit) as never;
  const ids = (db as Db)
    .select({ id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(offset);
  return from()
    .where(inArray(id, ids))
    .orderBy(...orderBy) as never;
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
