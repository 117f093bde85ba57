// One process per embedded database (server/db/data-dir-lock.ts): the lock itself, then
// `npm start` and the command lines as an operator runs them. A second server on a DATA_DIR
// refuses at once naming the first, a lock left by a killed server is taken over, and a
// command line that opens the directory itself refuses while a server holds it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, dataDirLockPath, holdDataDir } from '../../server/db/data-dir-lock.js';
import { runCli, useScratchDataDir } from '../support/cli-process.js';
import { ROOT, START_TIMEOUT, stopServer } from '../support/server-process.js';

/** The pid of a process that has exited (and been reaped). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const readLock = (dataDir: string) => JSON.parse(readFileSync(dataDirLockPath(dataDir), 'utf8')) as { pid: number; holder: string; address?: string };

/** A node script of the repository run to its end, with PGlite in `dataDir`. */
function runNode(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, output }));
  });
}

describe('holdDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'cv-admin-lock-'));
  const dataDir = join(root, 'data');
  const lockPath = dataDirLockPath(dataDir);
  let other: ChildProcess | undefined;
  afterAll(() => {
    other?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('holds the directory beside it with this pid and the address served; release removes it', () => {
    const lock = holdDataDir(dataDir, 'npm start');
    expect(lockPath).toBe(`${dataDir}.lock`);
    expect(readLock(dataDir)).toEqual({ pid: process.pid, holder: 'npm start' });
    lock.serving('http://127.0.0.1:8080');
    expect(readLock(dataDir)).toEqual({ pid: process.pid, holder: 'npm start', address: 'http://127.0.0.1:8080' });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses while another running process holds it, naming it', () => {
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' });
    writeFileSync(lockPath, JSON.stringify({ pid: other.pid, holder: 'npm start', address: 'http://127.0.0.1:9999' }));
    expect(() => holdDataDir(dataDir, 'npm run counters')).toThrow(
      new DataDirInUse(`The database in ${dataDir} is in use by npm start (pid ${other.pid}, http://127.0.0.1:9999): stop it first.`),
    );
    expect(readLock(dataDir).pid).toBe(other.pid);
  });

  it('takes over a lock whose process no longer runs', () => {
    const gone = deadPid();
    writeFileSync(lockPath, JSON.stringify({ pid: gone, holder: 'npm start', address: 'http://127.0.0.1:9999' }));
    const lock = holdDataDir(dataDir, 'npm run backup');
    expect(readLock(dataDir)).toEqual({ pid: process.pid, holder: 'npm run backup' });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('an unreadable lock: refused while it may be being written, taken over once old', () => {
    writeFileSync(lockPath, '');
    expect(() => holdDataDir(dataDir, 'npm start')).toThrow(DataDirInUse);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    holdDataDir(dataDir, 'npm start').release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("never removes another holder's lock", () => {
    const lock = holdDataDir(dataDir, 'npm start');
    writeFileSync(lockPath, JSON.stringify({ pid: other!.pid, holder: 'npm start' }));
    lock.release();
    expect(readLock(dataDir).pid).toBe(other!.pid);
    rmSync(lockPath);
  });
});

describe('npm start and the command lines on one DATA_DIR', () => {
  const { dataDir, owner, start } = useScratchDataDir('cv-admin-lock-start-');

  it(
    'a second npm start refuses at once with one line naming the first, which keeps serving; a kill leaves a lock the next start takes over',
    async () => {
      const first = await start();
      expect(readLock(dataDir)).toEqual({ pid: first.child.pid, holder: 'npm start', address: first.baseUrl });

      const second = await runNode(['server/main.ts'], dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toBe(`The database in ${dataDir} is in use by npm start (pid ${first.child.pid}, ${first.baseUrl}): stop it first.\n`);
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
      expect(readLock(dataDir).pid).toBe(first.child.pid);

      // A command line that opens the directory itself refuses; one that asks the server works.
      const counters = await runNode(['server/cli/counters.ts', '--verify', '--data-dir', dataDir], dataDir);
      expect(counters).toEqual({
        code: 2,
        output: `The database in ${dataDir} is in use by npm start (pid ${first.child.pid}, ${first.baseUrl}): stop it first.\n`,
      });
      const seed = await runNode(['server/cli/seed.ts', '--users', '1', '--reset', '--data-dir', dataDir], dataDir);
      expect(seed.code).toBe(1);
      expect(seed.output).toContain(`is in use by npm start (pid ${first.child.pid}`);
      const list = await runCli('admin', ['list'], dataDir);
      expect(list.code, list.stderr).toBe(0);
      expect(list.stdout).toContain(owner.email);

      // Killed: the lock stays, naming a process that no longer runs; the next start takes it over.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(readLock(dataDir).pid).toBe(first.child.pid);
      const next = await start();
      expect(readLock(dataDir)).toEqual({ pid: next.child.pid, holder: 'npm start', address: next.baseUrl });
      expect((await fetch(`${next.baseUrl}/healthz`)).status).toBe(200);
      // A clean stop removes it.
      expect(await stopServer(next, 'SIGTERM')).toBe(0);
      expect(existsSync(dataDirLockPath(dataDir))).toBe(false);
    },
    START_TIMEOUT * 2,
  );

  it(
    'a command line that opened the directory holds it meanwhile and leaves no lock behind',
    async () => {
      // The server is stopped (above): the command line opens the directory itself.
      const list = await runCli('admin', ['list'], dataDir);
      expect(list.code, list.stderr).toBe(0);
      expect(existsSync(dataDirLockPath(dataDir))).toBe(false);
      const counters = await runNode(['server/cli/counters.ts', '--verify', '--data-dir', dataDir], dataDir);
      expect(counters.code, counters.output).toBe(0);
      expect(existsSync(dataDirLockPath(dataDir))).toBe(false);

      // While one holds it (its lock as it writes it), a server refuses to start on it.
      const cli = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' });
      try {
        writeFileSync(dataDirLockPath(dataDir), JSON.stringify({ pid: cli.pid, holder: 'npm run backup' }));
        const refused = await runNode(['server/main.ts'], dataDir);
        expect(refused).toEqual({ code: 1, output: `The database in ${dataDir} is in use by npm run backup (pid ${cli.pid}): stop it first.\n` });
      } finally {
        cli.kill('SIGKILL');
        rmSync(dataDirLockPath(dataDir), { force: true });
      }
    },
    START_TIMEOUT,
  );
});
