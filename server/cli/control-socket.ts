// PGlite is one process's database: while the server runs, no command line can open its data
// directory. So the server listens on a unix socket beside DATA_DIR (`data` → `data.admin.sock`;
// owner-only, removed on shutdown) and runs the admin commands and the backup itself; the
// command lines try it first. Beside, not inside: PGlite's dump of the directory fails on a socket.
// One request per connection: a JSON line {command, args}; the answer is a JSON line
// {code, text, bytes?}, followed by `bytes` bytes of a backup.
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';
import type { Clock } from '../core/clock.js';
import type { DbHandle } from '../db/client.js';
import { DataDirInUse } from '../db/data-dir-lock.js';
import { runAdminCommand } from './admin-commands.js';
import { dumpDatabase } from './data-dump.js';

export const controlSocketPath = (dataDir: string) => `${resolve(dataDir)}.admin.sock`;

export interface ControlRequest {
  command: 'admin' | 'backup' | 'ping';
  args?: string[];
}
export interface ControlAnswer {
  code: number;
  text: string;
  /** A backup: how many bytes follow the answer's line. */
  bytes?: number;
}

const MAX_REQUEST = 64 * 1024;

/** Reads the one JSON line a client sends. */
function readRequest(socket: Socket): Promise<ControlRequest> {
  return new Promise((done, fail) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end >= 0) done(JSON.parse(buffered.slice(0, end)) as ControlRequest);
      else if (buffered.length > MAX_REQUEST) fail(new Error('request too long'));
    });
    socket.on('error', fail);
    socket.on('end', () => fail(new Error('no request')));
  });
}

async function answer(request: ControlRequest, handle: DbHandle, clock: Clock): Promise<{ head: ControlAnswer; body?: Buffer }> {
  switch (request.command) {
    case 'ping':
      return { head: { code: 0, text: 'running' } };
    case 'admin':
      return { head: await runAdminCommand(handle.db, clock, Array.isArray(request.args) ? request.args.map(String) : []) };
    case 'backup': {
      const body = await dumpDatabase(handle.pglite!);
      return { head: { code: 0, text: 'dumped by the running server', bytes: body.length }, body };
    }
    default:
      return { head: { code: 2, text: `Unknown request "${String(request.command)}".` } };
  }
}

/** Whether a server answers on the socket (a file left by a server that crashed does not). */
export async function serverAnswers(dataDir: string): Promise<boolean> {
  return (await askServer(dataDir, { command: 'ping' })) !== undefined;
}

/**
 * Listens in DATA_DIR (PGlite only). Undefined when the socket cannot be made (a path too long
 * for a unix socket): the server runs without it. Another live server answering there holds
 * the same database (its lock file deleted by hand, or a version without one): refused.
 */
export async function openControlSocket(options: {
  dataDir: string;
  handle: DbHandle;
  /** Settles once the database is migrated (requests wait for it). */
  ready: () => Promise<unknown>;
  clock: Clock;
  log: (line: string) => void;
}): Promise<{ close(): Promise<void> } | undefined> {
  const path = controlSocketPath(options.dataDir);
  if (existsSync(path)) {
    if (await serverAnswers(options.dataDir))
      throw new DataDirInUse(`Another server answers on ${path}: it serves the database in ${options.dataDir}. Stop it first.`);
    rmSync(path, { force: true });
  }
  const server = createServer((socket) => {
    readRequest(socket)
      .then(async (request) => {
        if (request.command !== 'ping') await options.ready();
        return answer(request, options.handle, options.clock);
      })
      .catch((err: unknown) => ({ head: { code: 1, text: `The server failed: ${(err as Error).message}` } as ControlAnswer, body: undefined }))
      .then(({ head, body }) => {
        socket.write(`${JSON.stringify(head)}\n`);
        if (body) socket.end(body);
        else socket.end();
      })
      .catch(() => socket.destroy());
  });
  // Owner-only from the moment it exists: whoever may connect may reset any password.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => done());
    });
    chmodSync(path, 0o600);
  } catch (err) {
    options.log(`No admin socket (${(err as Error).message}): the admin command line works only while the server is stopped.`);
    return undefined;
  } finally {
    process.umask(umask);
  }
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(path, { force: true });
      }),
  };
}

/** Sends one request to the running server; undefined when none answers. */
export function askServer(dataDir: string, request: ControlRequest): Promise<{ head: ControlAnswer; body: Buffer } | undefined> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(undefined);
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let answered = false;
    const socket = connect(path, () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => {
      answered = true;
      chunks.push(chunk);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file without a server behind it (a crash): the server is stopped.
      if (!answered && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) done(undefined);
      else fail(err);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      if (end < 0) return fail(new Error('The server closed the admin socket without an answer.'));
      const head = JSON.parse(all.subarray(0, end).toString('utf8')) as ControlAnswer;
      const body = all.subarray(end + 1);
      if (head.bytes !== undefined && body.length !== head.bytes)
        return fail(new Error(`The backup arrived incomplete (${body.length} of ${head.bytes} bytes).`));
      done({ head, body });
    });
  });
}
