// Brings a database to the current schema: drizzle's migrations, then the counters' triggers
// and rows (db/counters.ts), which every start checks.
import { join, resolve } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.js';
import { ensureCounters } from './counters.js';

// import.meta.dirname is absent where a bundler transformed the module (jsdom UI tests).
export const migrationsFolder = join(import.meta.dirname ?? resolve('server/db'), 'migrations');

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
  await ensureCounters(handle.db);
}
