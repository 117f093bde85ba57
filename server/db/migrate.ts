// Brings a database to the current schema: drizzle's migrations, then the counters' triggers
// and rows (db/counters.ts), which every start checks.
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db, DbHandle } from './client.js';
import { ensureCounters } from './counters.js';

// import.meta.dirname is absent where a bundler transformed the module (jsdom UI tests).
export const migrationsFolder = join(import.meta.dirname ?? resolve('server/db'), 'migrations');

const rowsOf = async <R>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: R[] }).rows;

/** How many migrations the database has applied (none before its first). */
async function appliedMigrations(db: Db): Promise<number> {
  const [table] = await rowsOf<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return 0;
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/**
 * VACUUM of the panel's tables after a start that applied migrations to an existing database.
 * A migration that adds a stored column (migration 0020's search texts) rewrites its table
 * without a visibility map, and autovacuum is not prompted by a rewrite: until a VACUUM,
 * every index-only scan reads the heap too (a deep page's walk over the ids measured 7–11×
 * slower at 100k users). Pages already all-visible are skipped, so the tables no migration
 * rewrote cost next to nothing.
 * Outside the migrations' transaction, which VACUUM refuses.
 */
async function vacuumTables(db: Db) {
  const tables = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
  if (tables.length)
    await db.execute(
      sql`vacuum ${sql.join(
        tables.map((t) => sql.identifier(t.name)),
        sql`, `,
      )}`,
    );
}

/** `folder`: the migrations to apply (a test brings a database up to an older one first). */
export async function migrateDb(handle: DbHandle, folder = migrationsFolder): Promise<void> {
  const applied = await appliedMigrations(handle.db);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder: folder });
  }
  // A new database's tables were created empty: nothing to vacuum.
  if (applied > 0 && (await appliedMigrations(handle.db)) > applied) await vacuumTables(handle.db);
  await ensureCounters(handle.db);
}
