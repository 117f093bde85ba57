// The bulk load's users generated in worker threads (worker.ts), in ranges of `chunkUsers`.
// A user's rows come from the user's own random stream, but the rows of each kind are
// numbered across users (Generator.n), so a range starts from the counters the previous
// range left: ranges are generated one after another, each in the next worker, and a worker
// hands its counters on as soon as it has generated its range, then encodes the rows while
// the next worker generates. The main thread writes the ranges to COPY in order, so the
// rows and their order are the same with any number of workers.
import { Worker } from 'node:worker_threads';
import type { Encoded } from '../seed-data/copy.js';
import type { Generator, GeneratorState } from './generator.js';

export interface Job {
  chunk: number;
  from: number;
  to: number;
  state: GeneratorState;
}
export type Reply = { kind: 'state'; chunk: number; state: GeneratorState } | { kind: 'rows'; chunk: number; parts: Encoded[]; rows: number };

type Deferred<T> = ReturnType<typeof deferred<T>>;

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Awaited where it matters; a wait a failure ended before anyone awaited it is no crash.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Ranges generated but not yet written, per worker: enough to keep every worker busy, not the whole load in memory. */
const AHEAD_PER_WORKER = 3;

export interface ParallelLoad {
  gen: Generator;
  users: number;
  chunkUsers: number;
  workers: number;
  /** Writes one range's rows; resolves when the load can take more. */
  write: (parts: Encoded[], to: number, rows: number) => Promise<void>;
}

/**
 * Generates users 0…users-1 in workers and writes them in order; leaves `gen` where the last
 * user left it. Answers how long the writer waited for rows and how long for the server.
 */
export async function generateInWorkers({ gen, users, chunkUsers, workers: count, write }: ParallelLoad) {
  const chunks = Math.ceil(users / chunkUsers);
  const states = Array.from({ length: chunks + 1 }, () => deferred<GeneratorState>());
  // A range's bytes are let go once written: a settled promise kept to the end would hold all
  // of them (12 GB at a million users).
  const rows: (Deferred<{ parts: Encoded[]; rows: number }> | undefined)[] = Array.from({ length: chunks }, () => deferred());
  const written = Array.from({ length: chunks }, () => deferred<void>());
  // A failure ends every wait. (Racing each wait against one promise that stays pending would
  // not do: each race leaves a reaction on it that holds the value it settled with.)
  const fail = (err: unknown) => {
    for (const wait of [...states, ...rows, ...written]) wait?.reject(err);
  };
  states[0]!.resolve(gen.state());
  // tsx compiles the worker's TypeScript as it does the main thread's (also under Vitest).
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./worker.ts', import.meta.url), { workerData: { seed: gen.seed, now: gen.p.now }, execArgv: ['--import', 'tsx'] }),
  );
  for (const worker of workers) {
    worker.on('message', (reply: Reply) => {
      if (reply.kind === 'state') states[reply.chunk + 1]!.resolve(reply.state);
      else
        rows[reply.chunk]!.resolve({
          parts: reply.parts.map((p) => ({ ...p, bytes: Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength) })),
          rows: reply.rows,
        });
    });
    worker.on('error', fail);
  }
  const dispatch = async () => {
    for (let chunk = 0; chunk < chunks; chunk++) {
      const ahead = chunk - AHEAD_PER_WORKER * count;
      const [state] = await Promise.all([states[chunk]!.promise, ahead >= 0 && written[ahead]!.promise]);
      const from = chunk * chunkUsers;
      workers[chunk % count]!.postMessage({ chunk, from, to: Math.min(users, from + chunkUsers), state } satisfies Job);
    }
  };
  const waited = { rows: 0, server: 0 };
  const writeAll = async () => {
    for (let chunk = 0; chunk < chunks; chunk++) {
      let started = Date.now();
      const range = await rows[chunk]!.promise;
      rows[chunk] = undefined;
      waited.rows += Date.now() - started;
      started = Date.now();
      await write(range.parts, Math.min(users, (chunk + 1) * chunkUsers), range.rows);
      waited.server += Date.now() - started;
      written[chunk]!.resolve();
    }
  };
  try {
    await Promise.all([
      dispatch(),
      writeAll().catch((err: unknown) => {
        fail(err);
        throw err;
      }),
    ]);
    gen.resume(await states[chunks]!.promise);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return waited;
}
