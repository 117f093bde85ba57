// E2E: build the SPA from the current source, then start the real server (`npm start`'s
// entry) on a free port with a fresh DATA_DIR, once per worker: the files run two at a time,
// each holding a server of its own while it runs, as one server's files ran in turn before
// (two cores run the suite about a third sooner; see vitest.config.ts).
// Vitest runs every project's global setup before the first test of the run, so the build and
// the servers start in the background while the unit, server and UI waves run, and an e2e
// file waits for them (support.ts, claimServer): the build no longer holds up the whole run.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Password-1' };
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-for-tests-only';

/** Servers started, one per e2e worker; a file holds one while it runs (support.ts). */
export const E2E_SERVERS = 2;
/** Files in the locks directory saying the servers are up, or why they are not. */
export const E2E_READY = 'ready';
export const E2E_FAILED = 'failed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    /** Where a file takes a server's lock. */
    e2eLocks: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start in time:\n${log()}`);
}

interface Started {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function startServer(port: number): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-admin-e2e-'));
  let output = '';
  // node itself (not npx) so that SIGTERM at teardown reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PAYMENT_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/admin/login`, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}

/** Builds the SPA, then starts a server on each port; on a failure, stops what started and throws. */
async function buildAndStart(ports: number[]): Promise<Started[]> {
  // NODE_ENV would be vitest's 'test', which makes Vite emit React's development build.
  // Asynchronous: this runs in Vitest's own process, beside the tests.
  await new Promise<void>((resolve, reject) =>
    execFile('npx', ['vite', 'build', '--logLevel', 'warn'], { env: { ...process.env, NODE_ENV: 'production' } }, (err, _out, stderr) =>
      err ? reject(new Error(`vite build failed:\n${stderr}`)) : resolve(),
    ),
  );
  const started = await Promise.allSettled(ports.map(startServer));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}

export default async function setup(project: TestProject) {
  const locks = mkdtempSync(join(tmpdir(), 'cv-admin-e2e-locks-'));
  const ports = await Promise.all(Array.from({ length: E2E_SERVERS }, freePort));
  project.provide(
    'baseUrls',
    ports.map((port) => `http://127.0.0.1:${port}`),
  );
  project.provide('e2eLocks', locks);
  const starting = buildAndStart(ports).then(
    (servers) => {
      writeFileSync(join(locks, E2E_READY), '');
      return servers;
    },
    (err: unknown) => {
      writeFileSync(join(locks, E2E_FAILED), err instanceof Error ? (err.stack ?? err.message) : String(err));
      return [];
    },
  );
  return async () => {
    const servers = await starting;
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(locks, { recursive: true, force: true });
  };
}
