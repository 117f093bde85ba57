// The command lines' own connection, when no running server does the work: PostgreSQL at
// DATABASE_URL (always: the server may run beside it), or PGlite in DATA_DIR while no server
// holds it (the command line holds it meanwhile: db/data-dir-lock.ts). Migrated first, as a
// start would.
import { existsSync, readdirSync } from 'node:fs';
import { type DbHandle, openDb } from '../db/client.js';
import { DataDirInUse, holdDataDir } from '../db/data-dir-lock.js';
import { migrateDb } from '../db/migrate.js';
import { EnvError, type StartEnv } from '../start-env.js';

/** A refusal the command line prints as it is (exit code 1). */
export class CliRefusal extends Error {}

/** An error whose message is the whole story for the operator (no stack). */
export const isRefusal = (err: unknown): err is Error => err instanceof CliRefusal || err instanceof DataDirInUse;

/** The name of a command line in the refusal others print while it holds DATA_DIR: `npm run backup`. */
export const commandName = (script: string) => `npm run ${script}`;

/** Runs a command line's main and exits: its code; 2 for bad arguments or settings (with the usage); 1 for a refusal or a failure. */
export function runCommandLine(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof EnvError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${(err as Error).message}\n${usage}`);
        process.exit(2);
      }
      console.error(isRefusal(err) ? err.message : err);
      process.exit(1);
    },
  );
}

/** `holder`: the command line, as the refusal of a server started meanwhile names it; `migrate: false` for a backup, which copies the data as it is. */
export async function withDatabase<T>(
  env: Pick<StartEnv, 'databaseUrl' | 'dataDir'>,
  work: (handle: DbHandle) => Promise<T>,
  { holder, migrate = true }: { holder: string; migrate?: boolean },
): Promise<T> {
  // An empty DATA_DIR would become a new, empty database: more likely a wrong path.
  if (!env.databaseUrl && !(existsSync(env.dataDir) && readdirSync(env.dataDir).length))
    throw new CliRefusal(`No database in ${env.dataDir}: start the server once (npm start), or set DATA_DIR to where it keeps its data.`);
  const lock = env.databaseUrl ? undefined : holdDataDir(env.dataDir, holder);
  try {
    const handle = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: 2 } : { dataDir: env.dataDir });
    try {
      if (migrate) await migrateDb(handle);
      return await work(handle);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}
