// `npm start`: hold DATA_DIR (PGlite is one process's database: db/data-dir-lock.ts), build the
// SPA when dist/ has none, open the database (PGlite in DATA_DIR or PostgreSQL at
// DATABASE_URL), migrate, seed an empty one, make sure the admin exists, then serve SPA and
// API on one port, and start the mail sender. SIGTERM/SIGINT: stop accepting,
// end the live event streams, let requests and a mail send in flight finish, close the
// database (PGlite flushes on close) and exit 0. Request and sender lines go to the pino
// logger; the start-up lines below stay plain console lines for a person to read.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { systemClock } from './core/clock.js';
import { bootstrap } from './bootstrap.js';
import { type DbHandle, openDb } from './db/client.js';
import { DataDirInUse, holdDataDir } from './db/data-dir-lock.js';
import { closeGracefully, createHttpServer, listen } from './http-server.js';
import { createLogger } from './logging/logger.js';
import { createLiveOrders } from './areas/orders/live-hub.js';
import { watchSettings } from './settings/store.js';
import { holdEmbeddedSessions } from './areas/auth/held-sessions.js';
import type { LiveOrders } from './http/context.js';
import { createOutboxSender, type OutboxSender } from './mail/sender.js';
import { openControlSocket } from './cli/control-socket.js';
import { startJobs } from './maintenance/jobs.js';
import { purgeSignIns } from './maintenance/purge.js';
import { generatePassword } from './security/passwords.js';
import { describeDatabase, EnvError, loadEnvFile, readEnv } from './start-env.js';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const DIST = join(ROOT, 'dist');
/** Requests still running this long after a stop signal are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function ensureSpa(): Promise<void> {
  // Only when missing: a rebuild under a running server would delete the assets it serves.
  if (existsSync(join(DIST, 'index.html'))) return;
  const started = Date.now();
  console.log('Building the admin panel (first start)…');
  const { build } = await import('vite');
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  console.log(`Built the admin panel in ${seconds(started)}.`);
}

async function main() {
  const startedAt = Date.now();
  loadEnvFile();
  const env = readEnv();
  const logger = createLogger({ level: env.logLevel, pretty: env.logPretty });
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const dataDir = resolve(env.dataDir);
  // First of all: a second server on the directory stops here, before building or opening anything.
  const lock = env.databaseUrl ? undefined : holdDataDir(dataDir, 'npm start');
  await ensureSpa();

  console.log(`Opening ${describeDatabase({ databaseUrl: env.databaseUrl, dataDir })}…`);
  // On PostgreSQL the migration and the seed run without the API's statement timeout (an index
  // over a million rows takes longer), on a handle of their own.
  let handle: DbHandle = await openDb(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir });
  let server: Server | undefined;
  let live: LiveOrders | undefined;
  let unwatchSettings: (() => Promise<void>) | undefined;
  let unholdSessions: (() => Promise<void>) | undefined;
  let sender: OutboxSender | undefined;
  let jobs: { stop(): Promise<void> } | undefined;
  let control: { close(): Promise<void> } | undefined;
  let stopping = false;
  /** Work on the database that a stop must wait for (the migration and seed). */
  let booting: Promise<unknown> = Promise.resolve();

  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    const force = setTimeout(() => {
      console.log('Requests still running after the grace period are cut off.');
      server?.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // closeGracefully answers what is in flight or already on its way, then stops listening
    // (http-server.ts); the live event streams would never finish on their own, so they are
    // ended (and no new one opens); the sender stops claiming and finishes a send in flight.
    // All before the database closes.
    const closing = server?.listening ? closeGracefully(server) : undefined;
    await live?.close();
    await Promise.all([closing, sender?.stop(), jobs?.stop(), control?.close(), unwatchSettings?.(), unholdSessions?.()]);
    await booting.catch(() => {});
    await handle.close();
    lock?.release();
    clearTimeout(force);
    console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    // PGlite: the admin command line and the backup reach this process's database through it.
    // Open before the migration and the seed (which can take minutes), so that no command line
    // opens the directory meanwhile; its requests wait for them.
    if (handle.kind === 'pglite') {
      const ready = () => booting;
      control = await openControlSocket({ dataDir, handle, ready, clock: systemClock, log: (line) => console.log(line) });
    }
    const password = env.adminPassword ?? generatePassword(16);
    const seedStarted = Date.now();
    booting = bootstrap(handle, {
      clock: systemClock,
      seedUsers: env.seedUsers,
      admin: { email: env.adminEmail, password, temporary: !env.adminPassword },
      log: (line) => console.log(line),
    });
    const { adminCreated, seeded } = (await booting) as Awaited<ReturnType<typeof bootstrap>>;
    if (seeded) console.log(`Database ready (migrated and seeded) in ${seconds(seedStarted)}.`);
    // Printed now, before anything else can fail: the admin exists from here on.
    if (adminCreated && !env.adminPassword) {
      console.log(
        `Created the owner ${env.adminEmail} with a generated password (shown only this once; it works for 72 hours and must be changed at the first sign-in): ${password}`,
      );
    }
    if (stopping) return;
    if (env.databaseUrl) {
      await handle.close();
      handle = await openDb({ databaseUrl: env.databaseUrl, requestTimeouts: true });
    }

    live = createLiveOrders({ db: handle.db, clock: systemClock, listen: handle.listen });
    // The security settings in memory, forgotten on every instance when they change; on the
    // embedded database the sessions too.
    unwatchSettings = await watchSettings(handle.db, handle.listen);
    unholdSessions = await holdEmbeddedSessions(handle);
    const app = createApp({
      db: handle.db,
      live,
      config: { version, staticDir: DIST, trustProxy: env.trustProxy, paymentWebhookSecret: env.paymentWebhookSecret, publicUrl: env.publicUrl },
      logger,
      mailQueued: () => sender?.wake(),
    });
    server = createHttpServer(app.fetch);
    const port = await listen(server, env.port, env.host);
    const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
    lock?.serving(`http://${shownHost}:${port}`);
    sender = createOutboxSender({ db: handle.db, clock: systemClock, logger, publicUrl: env.publicUrl ?? `http://${shownHost}:${port}` });
    sender.start();
    jobs = startJobs({ db: handle.db, clock: systemClock, logger, jobs: [purgeSignIns] });
    // One write, so whoever waits for the address also has the sign-in line.
    console.log(
      `Sign in at http://${shownHost}:${port}/admin/login as ${env.adminEmail}\n` +
        `CV Builder admin ${version} listening on http://${shownHost}:${port} (started in ${seconds(startedAt)})`,
    );
  } catch (err) {
    report(err);
    await stop('Start failed', 1);
  }
}

function report(err: unknown) {
  const code = (err as { code?: string } | null)?.code;
  if (err instanceof EnvError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof DataDirInUse) console.error(err.message);
  else if (code === 'EADDRINUSE') console.error(`Port already in use: ${(err as Error).message}`);
  else console.error('Start failed:', err);
}

main().catch((err) => {
  report(err);
  process.exit(1);
});
