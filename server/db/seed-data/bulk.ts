// Fast multi-row inserts that work the same on PGlite and PostgreSQL: one statement per
// batch, the rows passed as a single jsonb parameter and expanded by jsonb_populate_recordset
// (no 65,535-parameter limit, one parse per batch; jsonb measured faster than json here).
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.js';

/** Rows per statement: a batch of CVs with full content is a few MB of JSON. */
const BATCH_ROWS = 2_000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows (every row with the same keys, as drizzle's insert type names them). */
export async function insertRows<T extends PgTable>(db: Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
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

export interface IndexDef {
  name: string;
  definition: string;
}

/**
 * Drops the secondary indexes of these tables (a bulk load then builds each index once at
 * the end instead of maintaining it row by row) and returns their definitions.
 */
export async function dropIndexes(db: Db, tables: readonly PgTable[]): Promise<IndexDef[]> {
  const names = tables.map(getTableName);
  const result = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`)) as unknown as { rows: IndexDef[] };
  const defs = result.rows.map((r) => ({ name: r.name, definition: r.definition }));
  for (const def of defs) await db.execute(sql.raw(`drop index if exists ${quote(def.name)}`));
  return defs;
}

export interface ForeignKeyDef {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the foreign keys of these tables for a load whose keys are consistent by
 * construction: a per-row check locks the parent row, adding them back checks every row
 * in one pass.
 */
export async function dropForeignKeys(db: Db, tables: readonly PgTable[]): Promise<ForeignKeyDef[]> {
  const names = tables.map(getTableName);
  const result = (await db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
    order by 1, 2`)) as unknown as { rows: ForeignKeyDef[] };
  for (const fk of result.rows) await db.execute(sql.raw(`alter table ${fk.table} drop constraint ${quote(fk.name)}`));
  return result.rows;
}

export async function addForeignKeys(db: Db, defs: readonly ForeignKeyDef[], log?: (line: string) => void): Promise<void> {
  for (const fk of defs) {
    const started = Date.now();
    await db.execute(sql.raw(`alter table ${fk.table} add constraint ${quote(fk.name)} ${fk.definition}`));
    log?.(`  foreign key ${fk.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

export async function createIndexes(db: Db, defs: readonly IndexDef[], log?: (line: string) => void): Promise<void> {
  for (const def of defs) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(def.definition));
    });
    log?.(`  index ${def.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
