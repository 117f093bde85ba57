// One process per embedded database. PGlite is a single-process PostgreSQL: two processes
// writing one data directory corrupt it. So whoever opens DATA_DIR itself (`npm start`, and the
// command lines while no server runs) first holds `<DATA_DIR>.lock`, as PostgreSQL holds
// postmaster.pid: created exclusively, naming the holder's pid (and the address a server
// serves), removed when the holder exits. Beside the directory, not inside: a backup copies the
// directory, and a lock restored with it would name a process of another machine.
// A lock whose pid no longer runs was left by a killed process and is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const dataDirLockPath = (dataDir: string) => `${resolve(dataDir)}.lock`;

/** Another live process holds the directory: the message is the one line to print. */
export class DataDirInUse extends Error {}

interface Holder {
  pid: number;
  /** What holds it: `npm start`, `npm run backup`… */
  holder: string;
  /** Where a server serves, once it listens. */
  address?: string;
}

export interface DataDirLock {
  /** Records where the server serves, for the refusal another start prints. */
  serving(address: string): void;
  /** Removes the lock (also done at exit). */
  release(): void;
}

/** A lock file being written by its holder this very moment is unreadable only this long. */
const UNREADABLE_GRACE_MS = 10_000;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | 'gone' | undefined {
  try {
    const held = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return Number.isInteger(held.pid) && (held.pid as number) > 0 ? (held as Holder) : undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : undefined;
  }
}

/**
 * Whether a lock was left by a process that no longer runs. Its pid may since have gone to this
 * process or its parent (a container restarted runs the same pids again), which are not the
 * holder either. An unreadable lock (a crash or power cut before its content reached the
 * disk) is stale once it is older than the moment its holder takes to write it.
 */
function isStale(path: string, held: Holder | undefined): boolean {
  if (!held) return Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > UNREADABLE_GRACE_MS;
  return held.pid === process.pid || held.pid === process.ppid || !running(held.pid);
}

function refusal(path: string, dataDir: string, held: Holder | undefined): string {
  if (!held) return `${dataDir} is locked by ${path}, which is being written or is unreadable: if nothing runs on ${dataDir}, delete that file.`;
  const where = held.address ? `, ${held.address}` : '';
  return `The database in ${dataDir} is in use by ${held.holder} (pid ${held.pid}${where}): stop it first.`;
}

/** Creates the lock exclusively (O_EXCL) and writes its content; false when one exists. */
function create(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Holds DATA_DIR for this process until it exits or calls release(); DataDirInUse when another
 * running process holds it. `holder` names this process in the refusal others print.
 */
export function holdDataDir(dataDir: string, holder: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = dataDirLockPath(dir);
  mkdirSync(dirname(path), { recursive: true });
  const content: Holder = { pid: process.pid, holder };
  const text = () => `${JSON.stringify(content)}\n`;
  // A stale lock is removed and ours created in its place. Two processes taking over the same
  // stale lock at the same instant is the one race left, as with PostgreSQL's postmaster.pid.
  let created = false;
  for (let round = 0; !created && round < 3; round++) {
    created = create(path, text());
    if (created) break;
    const held = readHolder(path);
    if (held === 'gone') continue;
    if (!isStale(path, held)) throw new DataDirInUse(refusal(path, dir, held));
    rmSync(path, { force: true });
  }
  if (!created) throw new DataDirInUse(`${dir} is being locked by another process at this very moment: try again.`);

  let held = true;
  const release = () => {
    process.off('exit', release);
    if (!held) return;
    held = false;
    const current = readHolder(path);
    if (current !== 'gone' && current?.pid === process.pid) rmSync(path, { force: true });
  };
  // Every way out but a kill: process.exit, the end of the event loop, an uncaught error.
  process.on('exit', release);
  return {
    serving(address) {
      if (!held) return;
      content.address = address;
      // Replaced whole: a reader sees the old content or the new, never half of it.
      const next = `${path}.${process.pid}`;
      writeFileSync(next, text());
      renameSync(next, path);
    },
    release,
  };
}
