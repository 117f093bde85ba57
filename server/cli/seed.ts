// Builds a benchmark database: npm run seed -- --users 1000000 [--seed N] [--data-dir DIR] [--reset]
// PGlite in --data-dir (default ./data-bench, held meanwhile: refused while a server runs on
// it), or PostgreSQL when DATABASE_URL is set.
// The result is a normal database: `DATA_DIR=./data-bench npm start` serves it.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { systemClock } from '../core/clock.js';
import { generatePassword } from '../security/passwords.js';
import { describeDatabase, EnvError, loadEnvFile, readEnv } from '../start-env.js';
import { bootstrap } from '../bootstrap.js';
import { migrateDb } from '../db/migrate.js';
import { openDb } from '../db/client.js';
import { holdDataDir } from '../db/data-dir-lock.js';
import { users } from '../db/schema.js';
import { DEFAULT_SEED } from '../db/seed/index.js';
import { commandName, isRefusal } from './direct-db.js';

const USAGE = 'Usage: npm run seed -- --users 1000000 [--seed N] [--data-dir DIR] [--reset]';

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(value) || value < 1) throw new EnvError(`--${name} must be a whole number above 0 (got "${raw}")`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  loadEnvFile();
  const env = readEnv();
  const userCount = wholeNumber('users', values.users, 1_000_000);
  const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);
  const dataDir = values['data-dir'] ?? './data-bench';
  const where = describeDatabase({ databaseUrl: env.databaseUrl, dataDir });

  // Held before --reset deletes anything.
  const lock = env.databaseUrl ? undefined : holdDataDir(dataDir, commandName('seed'));
  if (values.reset && !env.databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const handle = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: 4 } : { dataDir });
  try {
    if (values.reset && env.databaseUrl) {
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`drop schema public cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await migrateDb(handle);
    const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(users);
    if (n > 0) {
      throw new EnvError(`${where} already holds ${n.toLocaleString('en-US')} users. Add --reset to rebuild it from scratch.`);
    }
    console.log(`Seeding ${userCount.toLocaleString('en-US')} users (seed ${seed}) into ${where}`);
    const started = Date.now();
    const password = env.adminPassword ?? generatePassword(16);
    const { adminCreated } = await bootstrap(handle, {
      clock: systemClock,
      seedUsers: userCount,
      seed,
      admin: { email: env.adminEmail, password },
      log: (line) => console.log(line),
    });
    // The peak memory, for the benchmarks (docs/benchmarks.md): it must not grow with the size.
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s, at most ${peakMb.toLocaleString('en-US')} MB of memory.`);
    if (adminCreated) {
      console.log(`Admin: ${env.adminEmail}${env.adminPassword ? '' : `  password: ${password}  (shown once)`}`);
    }
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().catch((err) => {
  console.error(err instanceof EnvError || isRefusal(err) ? err.message : err);
  if (err instanceof EnvError) console.error(USAGE);
  process.exit(1);
});
