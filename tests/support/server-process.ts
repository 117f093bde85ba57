// `npm start` as a child process, for the tests that start, stop and kill the real server
// (main.test.ts, crash.test.ts). Node itself runs server/main.ts, as `npm start` does: tsx's
// CLI would relay signals and SIGKILL a server that is slow to acknowledge them.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
/** A first start may build the SPA. */
export const START_TIMEOUT = 300_000;

export interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

const BUILD_LOCK = join(tmpdir(), `cv-admin-spa-build-${Buffer.from(ROOT).toString('hex').slice(-24)}`);

/**
 * main.ts builds the SPA when dist/ has none; two test workers starting it at once would
 * build into the same folder together. One builds, under a lock; the other waits for it.
 */
async function ensureSpaBuilt() {
  const index = join(ROOT, 'dist', 'index.html');
  while (!existsSync(index)) {
    try {
      mkdirSync(BUILD_LOCK);
    } catch {
      // A lock left by a run that was killed mid-build is stale after ten minutes.
      if (Date.now() - statSync(BUILD_LOCK, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      // NODE_ENV would be vitest's 'test', which makes Vite emit React's development build.
      if (!existsSync(index))
        execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    } finally {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }
}

/** Starts the server on a free port (PGlite in DATA_DIR unless DATABASE_URL is given) and waits for its address. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  await ensureSpaBuilt();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SEED_USERS: '12', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`no address printed in time:\n${output}`)), START_TIMEOUT);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        ready({ child, baseUrl: match[1]!.replace('localhost', '127.0.0.1'), output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with the exit code. */
export async function stopServer(server: Running, signal: NodeJS.Signals): Promise<number | null> {
  server.child.kill(signal);
  return server.exited;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}
