// Builds the migrated + seeded test database once per run; every test app clones it.
// PGlite: a data-dir dump in a temp file. PostgreSQL (TEST_DATABASE_URL): a template database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/client.js';
import { bootstrap } from '../../server/db/bootstrap.js';
import { TEST_ADMIN, TEST_NOW, TEST_SEED_USERS } from './constants.js';
import { adminUrl, TEMPLATE_DB, withDatabase } from './pg.js';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}

const bootstrapOptions = {
  clock: { now: () => TEST_NOW },
  seedUsers: TEST_SEED_USERS,
  admin: { ...TEST_ADMIN, firstName: 'Test', lastName: 'Admin' },
};

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await client.end();
    const handle = await openDb({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
    await bootstrap(handle, bootstrapOptions);
    await handle.close();
    project.provide('snapshotPath', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'cv-admin-test-'));
  const handle = await openDb({});
  await bootstrap(handle, bootstrapOptions);
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(dir, 'snapshot.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('snapshotPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
