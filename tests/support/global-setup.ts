// Builds the migrated + seeded test database once per run; every test app clones it.
// PGlite: a data-dir dump in a temp file. PostgreSQL (TEST_DATABASE_URL): a template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/client.js';
import { bootstrap } from '../../server/bootstrap.js';
import { TEST_ADMIN, TEST_NOW, TEST_SEED_USERS } from './constants.js';
import { adminUrl, dropDatabase, withDatabase } from './pg.js';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
    templateDb: string;
  }
}

const bootstrapOptions = {
  clock: { now: () => TEST_NOW },
  seedUsers: TEST_SEED_USERS,
  admin: { ...TEST_ADMIN, firstName: 'Test', lastName: 'Admin' },
};

interface Snapshot {
  snapshotPath: string;
  templateDb: string;
  remove: () => Promise<void>;
}

async function build(): Promise<Snapshot> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateDb = `cv_admin_tpl_${randomBytes(6).toString('hex')}`;
    const maintenance = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await maintenance(`CREATE DATABASE ${templateDb}`);
    const handle = await openDb({ databaseUrl: withDatabase(url, templateDb), poolSize: 1 });
    await bootstrap(handle, bootstrapOptions);
    await handle.close();
    return { snapshotPath: '', templateDb, remove: () => dropDatabase(url, templateDb) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cv-admin-test-'));
  const handle = await openDb({});
  await bootstrap(handle, bootstrapOptions);
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(dir, 'snapshot.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { snapshotPath: path, templateDb: '', remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

// The server and UI projects both name this file: they share one snapshot per run (built
// once, removed when the last of them is done) instead of migrating and seeding twice.
const shared = globalThis as { cvTestSnapshot?: { users: number; ready: Promise<Snapshot> } };

export default async function setup(project: TestProject) {
  shared.cvTestSnapshot ??= { users: 0, ready: build() };
  const entry = shared.cvTestSnapshot;
  entry.users++;
  const { snapshotPath, templateDb, remove } = await entry.ready;
  project.provide('snapshotPath', snapshotPath);
  project.provide('templateDb', templateDb);
  return async () => {
    if (--entry.users > 0) return;
    shared.cvTestSnapshot = undefined;
    await remove();
  };
}
