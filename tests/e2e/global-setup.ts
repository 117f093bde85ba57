// E2E: build the SPA from the current source, then start the real server (`npm start`'s
// entry) on a free port with a fresh DATA_DIR, once per worker: the files run two at a time,
// each holding a server of its own while it runs, as one server's files ran in turn before
// (two cores run the suite about a third sooner; see vitest.config.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Password-1' };
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-for-tests-only';

/** Servers started, one per e2e worker; a file holds one while it runs (support.ts). */
export const E2E_SERVERS = 2;

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

async function startServer(): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-admin-e2e-'));
  const port = await freePort();
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

export default async function setup(project: TestProject) {
  // NODE_ENV would be vitest's 'test', which makes Vite emit React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const started = await Promise.allSettled(Array.from({ length: E2E_SERVERS }, startServer));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => {});
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const locks = mkdtempSync(join(tmpdir(), 'cv-admin-e2e-locks-'));
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide('e2eLocks', locks);
  return async () => {
    await stopAll();
    rmSync(locks, { recursive: true, force: true });
  };
}
