// The command lines (`npm run admin|backup|restore`) as child processes, as an operator runs them.
import { spawn } from 'node:child_process';
import { ROOT } from './server-process.js';

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
