// `npm run backup -- --out FILE`: a copy of the embedded database (PGlite in DATA_DIR), taken by
// the running server through its socket (consistent while it serves), or from the data
// directory while it is stopped. On PostgreSQL: the pg_dump command to use instead.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnvFile, readEnv } from '../start-env.js';
import { askServer } from './control-socket.js';
import { dumpDatabase } from './data-dump.js';
import { CliRefusal, commandName, runCommandLine, withDatabase } from './direct-db.js';

const USAGE = 'Usage: npm run backup -- --out FILE   (PGlite in DATA_DIR; restore with npm run restore -- FILE)';

export const pgDumpCommand = (file: string) => `pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  loadEnvFile();
  const env = readEnv();
  if (env.databaseUrl) {
    console.log(
      `The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (the server may keep running):\n  ${pgDumpCommand(values.out ?? 'backup.dump')}`,
    );
    return 0;
  }
  if (!values.out) throw new EnvError('Name the backup file with --out FILE.');
  const out = resolve(values.out);
  if (existsSync(out)) throw new EnvError(`${values.out} already exists: choose another name, or remove it first.`);
  const dataDir = resolve(env.dataDir);
  const started = Date.now();
  const viaServer = await askServer(dataDir, { command: 'backup' });
  if (viaServer && viaServer.head.code !== 0) throw new CliRefusal(viaServer.head.text);
  const dump =
    viaServer?.body ?? (await withDatabase({ ...env, dataDir }, (handle) => dumpDatabase(handle.pglite!), { holder: commandName('backup'), migrate: false }));
  // Written whole, then renamed: a FILE that exists is a complete backup. It holds password hashes: owner-only.
  writeFileSync(`${out}.partial`, dump, { mode: 0o600 });
  renameSync(`${out}.partial`, out);
  const how = viaServer ? 'taken by the running server (a consistent copy while it serves)' : 'taken from the data directory (the server is stopped)';
  console.log(`Backed up ${dataDir} to ${out}: ${(dump.length / 1_048_576).toFixed(1)} MB, ${how}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

runCommandLine(main, USAGE);
