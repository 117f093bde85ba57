// The command lines' own connection, when no running server does the work: PostgreSQL at
// DATABASE_URL (always: the server may run beside it), or PGlite in DATA_DIR while no server
// holds it. Migrated first, as a start would.
import { existsSync, readdirSync } from 'node:fs';
import { type DbHandle, openDb } from '../db/client.js';
import { migrateDb } from '../db/migrate.js';
import { EnvError, type StartEnv } from '../start-env.js';

/** A refusal the command line prints as it is (exit code 1). */
export class CliRefusal extends Error {}

/** Runs a command line's main and exits: its code; 2 for bad arguments or settings (with the usage); 1 for a refusal or a failure. */
export function runCommandLine(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof EnvError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${(err as Error).message}\n${usage}`);
        process.exit(2);
      }
      console.error(err instanceof CliRefusal ? err.message : err);
      process.exit(1);
    },
  );
}

/** `migrate: false` for a backup, which copies the data as it is. */
export async function withDatabase<T>(
  env: Pick<StartEnv, 'databaseUrl' | 'dataDir'>,
  work: (handle: DbHandle) => Promise<T>,
  { migrate = true } = {},
): Promise<T> {
  // An empty DATA_DIR would become a new, empty database: more likely a wrong path.
  if (!env.databaseUrl && !(existsSync(env.dataDir) && readdirSync(env.dataDir).length))
    throw new CliRefusal(`No database in ${env.dataDir}: start the server once (npm start), or set DATA_DIR to where it keeps its data.`);
  const handle = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: 2 } : { dataDir: env.dataDir });
  try {
    if (migrate) await migrateDb(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}
