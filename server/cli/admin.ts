// `npm run admin -- <command>`: the admin accounts from a shell (a forgotten password, a lost
// phone, a departed colleague). Commands and rules: admin-commands.ts. PGlite: through the
// running server's socket, or the data directory itself while it is stopped; PostgreSQL: directly.
import { resolve } from 'node:path';
import { systemClock } from '../core/clock.js';
import { EnvError, loadEnvFile, readEnv } from '../start-env.js';
import { ADMIN_USAGE, EXIT, parseAdminCommand, runAdminCommand, UsageError } from './admin-commands.js';
import { askServer } from './control-socket.js';
import { commandName, isRefusal, withDatabase } from './direct-db.js';

async function main(argv: string[]): Promise<number> {
  // Bad input is refused before anything is opened.
  let command: string;
  try {
    ({ command } = parseAdminCommand(argv));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${ADMIN_USAGE}`);
    return EXIT.usage;
  }
  if (command === 'help') {
    console.log(ADMIN_USAGE);
    return EXIT.ok;
  }
  loadEnvFile();
  const env = readEnv();
  const dataDir = resolve(env.dataDir);
  const viaServer = env.databaseUrl ? undefined : await askServer(dataDir, { command: 'admin', args: argv });
  const outcome =
    viaServer?.head ?? (await withDatabase({ ...env, dataDir }, (handle) => runAdminCommand(handle.db, systemClock, argv), { holder: commandName('admin') }));
  (outcome.code === EXIT.ok ? console.log : console.error)(outcome.text);
  return outcome.code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof EnvError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(EXIT.usage);
    }
    console.error(isRefusal(err) ? err.message : err);
    process.exit(EXIT.refused);
  },
);
