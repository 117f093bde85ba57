// The database a crash test's server runs on: a PGlite directory, or (TEST_DATABASE_URL) a
// fresh PostgreSQL database of its own, dropped at the end. And the writes it sends.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { adminUrl, withDatabase } from '../support/pg.js';

export interface CrashDatabase {
  /** What `npm start` reads to open it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function maintenance(url: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

export async function crashDatabase(dir: string): Promise<CrashDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { env: { DATA_DIR: join(dir, 'data') }, drop: async () => {} };
  const name = `cv_admin_crash_${randomBytes(6).toString('hex')}`;
  await maintenance(url, `CREATE DATABASE ${name}`);
  return { env: { DATABASE_URL: withDatabase(url, name) }, drop: () => maintenance(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A valid package for POST /api/admin/packages. */
export const newPackage = (name: string) => ({
  name,
  nameEn: name,
  description: 'Written during a crash test',
  descriptionEn: 'Written during a crash test',
  price: 10_000,
  credits: { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 },
  features: ['One CV'],
  featuresEn: ['One CV'],
});
