// `npm run restore -- FILE`: puts a backup of `npm run backup` in DATA_DIR, with the server
// stopped. The data directory there is moved aside, not deleted. On PostgreSQL: the
// pg_restore command to use instead.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { holdDataDir } from '../db/data-dir-lock.js';
import { EnvError, loadEnvFile, readEnv } from '../start-env.js';
import { restoreDataDir } from './data-dump.js';
import { CliRefusal, commandName, runCommandLine } from './direct-db.js';

const USAGE = 'Usage: npm run restore -- FILE   (a backup made by npm run backup; the server must be stopped)';

export const pgRestoreCommand = (file: string) => `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`;

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  loadEnvFile();
  const env = readEnv();
  if (env.databaseUrl) {
    console.log(
      `The database is PostgreSQL (DATABASE_URL): restore a pg_dump backup with pg_restore (stop the server first):\n  ${pgRestoreCommand(positionals[0] ?? 'backup.dump')}`,
    );
    return 0;
  }
  if (positionals.length !== 1) throw new EnvError('Name one backup file.');
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) throw new EnvError(`No file ${positionals[0]}.`);
  const dataDir = resolve(env.dataDir);
  // A running server holds the directory: refused, naming it.
  const lock = holdDataDir(dataDir, commandName('restore'));
  const started = Date.now();
  const restored = await restoreDataDir(dataDir, readFileSync(file), new Date())
    .catch((err: Error) => {
      throw new CliRefusal(err.message);
    })
    .finally(() => lock.release());
  if (restored.movedAside) console.log(`Moved the data that was in ${dataDir} aside to ${restored.movedAside} (delete it once you no longer need it).`);
  console.log(
    `Restored ${file} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${restored.admins} admin(s), ${restored.users} user(s). Start the server with npm start.`,
  );
  return 0;
}

runCommandLine(main, USAGE);
