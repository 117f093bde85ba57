// Backups of the embedded database: PGlite's dump of its data directory (a gzipped tarball),
// taken by whichever process holds the database, and its restore into a fresh directory.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { openDb } from '../db/client.js';
import { admins, users } from '../db/schema.js';

/**
 * A consistent copy while the database is in use: the dump waits for the statement in flight
 * and holds the others back while it copies, and what it copies is what a restart after a
 * power cut would recover (every committed transaction). The checkpoint first keeps the
 * recovery at the restore short.
 */
export async function dumpDatabase(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  return Buffer.from(await dump.arrayBuffer());
}

const isGzip = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** `data` → `data.before-restore-20261125T234500Z`. */
export const asideName = (dataDir: string, at: Date) => `${dataDir}.before-restore-${at.toISOString().replace(/[-:]|\.\d+/g, '')}`;

export interface Restored {
  admins: number;
  users: number;
  /** Where the directory that was there before now is. */
  movedAside?: string;
}

/** Loads a dump into `dataDir`, moving a directory already there aside first; back in place if the dump does not load. */
export async function restoreDataDir(dataDir: string, dump: Buffer, at: Date): Promise<Restored> {
  if (!isGzip(dump)) throw new Error('This file is not a backup made by `npm run backup` (not gzip data).');
  let movedAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length) {
    movedAside = asideName(dataDir, at);
    renameSync(dataDir, movedAside);
  } else rmSync(dataDir, { recursive: true, force: true });
  try {
    const handle = await openDb({ dataDir, loadDataDir: new Blob([new Uint8Array(dump)]) });
    try {
      const [a] = await handle.db.select({ n: count() }).from(admins);
      const [u] = await handle.db.select({ n: count() }).from(users);
      return { admins: a?.n ?? 0, users: u?.n ?? 0, movedAside };
    } finally {
      await handle.close();
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dataDir);
    throw new Error(`The backup did not load${movedAside ? ' (the previous data is back in place)' : ''}: ${(err as Error).message}`, { cause: err });
  }
}
