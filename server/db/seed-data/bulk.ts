// Fast multi-row inserts that work the same on PGlite and PostgreSQL: one statement per
// batch, the rows passed as a single jsonb parameter and expanded by jsonb_populate_recordset
// (no 65,535-parameter limit, one parse per batch; jsonb measured faster than json here).
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.js';

/** Rows per statement: a batch of CVs with full content is a few MB of JSON. */
const BATCH_ROWS = 2_000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts rows (every row with the same keys, as drizzle's insert type names them); a
 * generated column (a search text) is left to PostgreSQL, which refuses a value for it.
 */
export async function insertRows<T extends PgTable>(db: Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; generated?: unknown }>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k] && !columns[k].generated);
  const names = keys.map((k) => quote(columns[k]!.name)).join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) out[columns[k]!.name] = (row as Record<string, unknown>)[k] ?? null;
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`,
    );
  }
}

/** A dropped index or constraint: its name and the statement that builds it again. */
export interface Rebuild {
  name: string;
  statement: string;
}

const listOf = (tables: readonly PgTable[]) =>
  sql.join(
    tables.map((t) => sql`${getTableName(t)}`),
    sql`, `,
  );
const rowsOf = async <R>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: R[] }).rows;

/**
 * Drops what a bulk load would otherwise maintain row by row, and says how to build it
 * again in one pass at the end: the foreign keys on and to these tables (a per-row check
 * locks the parent row; TRUNCATE needs them gone), their primary keys and unique
 * constraints (random uuids land all over the index), and their secondary indexes.
 * Keys and indexes are built first, then the foreign keys that rely on them.
 */
export async function dropForBulkLoad(db: Db, tables: readonly PgTable[]): Promise<{ indexes: Rebuild[]; foreignKeys: Rebuild[] }> {
  type Dropped = Rebuild & { drop: string; foreign: boolean };
  // Foreign keys first in the list: the keys they rely on can only go after them.
  const constraints = await rowsOf<Dropped>(
    db,
    sql`
    select c.conname as name, c.contype = 'f' as foreign,
           format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as statement,
           format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop
    from pg_constraint c
    where (c.contype in ('p', 'u', 'f') and c.conrelid::regclass::text in (${listOf(tables)}))
       or (c.contype = 'f' and c.confrelid::regclass::text in (${listOf(tables)}))
    order by c.contype <> 'f', 1`,
  );
  const indexes = await rowsOf<Dropped>(
    db,
    sql`
    select i.indexname as name, false as foreign, i.indexdef as statement, format('drop index %I', i.indexname) as drop
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${listOf(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by 1`,
  );
  for (const item of [...constraints, ...indexes]) await db.execute(sql.raw(item.drop));
  const strip = ({ name, statement }: Dropped) => ({ name, statement });
  return {
    indexes: [...constraints.filter((c) => !c.foreign), ...indexes].map(strip),
    foreignKeys: constraints.filter((c) => c.foreign).map(strip),
  };
}

/**
 * Runs the statements of `rebuilds`, `concurrency` at a time (each on its own connection on
 * PostgreSQL), the trigram indexes first: they take longest, the small ones fill in around them.
 */
export async function rebuild(db: Db, rebuilds: readonly Rebuild[], options: { concurrency: number; workMem: string; log?: (line: string) => void }) {
  const queue = [...rebuilds].sort((a, b) => Number(/gin_trgm_ops/.test(b.statement)) - Number(/gin_trgm_ops/.test(a.statement)));
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const started = Date.now();
      const { statement } = item;
      await db.transaction(async (tx) => {
        // maintenance_work_mem for index builds, work_mem for a recount's aggregation.
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${options.workMem}'`));
        await tx.execute(sql.raw(`set local work_mem = '${options.workMem}'`));
        // The builds already run `concurrency` at a time: a recount's parallel workers would only
        // take cores from them (an index build's own parallel sort measured no dearer, and stays).
        await tx.execute(sql.raw(`set local max_parallel_workers_per_gather = 0`));
        await tx.execute(sql.raw(statement));
      });
      options.log?.(`  ${item.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
