// The command lines (`npm run admin|backup|restore`) as child processes, as an operator runs them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { ROOT, type Running, startServer } from './server-process.js';

/**
 * A throw-away folder with a data directory and its owner, for a describe block: `start`
 * starts `npm start` on it; whatever it started is killed and the folder removed afterwards.
 */
export function useScratchDataDir(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(root, 'data');
  const owner = { email: 'owner@example.com', password: 'Owner-Password-1' };
  const started: Running[] = [];
  afterAll(() => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, ...env });
    started.push(server);
    return server;
  };
  return { root, dataDir, owner, start };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs server/cli/<script>.ts with PGlite in `dataDir` (never a DATABASE_URL from the environment or a .env). */
export function runCli(script: 'admin' | 'backup' | 'restore', args: string[], dataDir: string): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The temporary password a `create` or `reset-password` printed. */
export function temporaryPassword(out: string): string {
  const match = /\(shown once; it must be changed at the (?:first|next) sign-in\): (\S+)/.exec(out);
  if (!match) throw new Error(`no temporary password in:\n${out}`);
  return match[1]!;
}
