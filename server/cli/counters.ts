// The stats counters of a database (server/db/counters.ts), checked or rebuilt by hand:
//   npm run counters -- --verify     recompute every counter from the rows, list any drift (exit 1)
//   npm run counters -- --rebuild    recompute and store them (writers to the counted tables wait)
// PGlite in --data-dir (default DATA_DIR or ./data, held meanwhile: refused while a server
// runs on it), or PostgreSQL when DATABASE_URL is set.
import { parseArgs } from 'node:util';
import { describeDatabase, EnvError, loadEnvFile, readEnv } from '../start-env.js';
import { migrateDb } from '../db/migrate.js';
import { openDb } from '../db/client.js';
import { holdDataDir } from '../db/data-dir-lock.js';
import { rebuildCounters, verifyCounters } from '../db/counters.js';
import { commandName, isRefusal } from './direct-db.js';

const USAGE = 'Usage: npm run counters -- --verify | --rebuild [--data-dir DIR]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { verify: { type: 'boolean', default: false }, rebuild: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
  });
  if (values.verify === values.rebuild) throw new EnvError('Choose one of --verify and --rebuild.');
  loadEnvFile();
  const env = readEnv();
  const dataDir = values['data-dir'] ?? env.dataDir;
  const lock = env.databaseUrl ? undefined : holdDataDir(dataDir, commandName('counters'));
  const handle = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: 1 } : { dataDir });
  try {
    await migrateDb(handle);
    const started = Date.now();
    const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const where = describeDatabase({ databaseUrl: env.databaseUrl, dataDir });
    if (values.rebuild) {
      await rebuildCounters(handle.db);
      console.log(`Rebuilt the counters of ${where} in ${took()}.`);
      return 0;
    }
    const drift = await verifyCounters(handle.db);
    if (!drift.length) {
      console.log(`No drift: every counter of ${where} equals its rows (checked in ${took()}).`);
      return 0;
    }
    console.log(`${drift.length} counter(s) of ${where} differ from their rows:`);
    console.table(drift);
    console.log('`npm run counters -- --rebuild` recomputes them.');
    return 1;
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof EnvError || isRefusal(err) ? err.message : err);
    if (err instanceof EnvError) console.error(USAGE);
    process.exit(2);
  },
);
