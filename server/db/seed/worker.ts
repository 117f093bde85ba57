// A worker thread of the bulk load (parallel.ts): generates a range of users and encodes
// their rows into COPY text, so the main thread only hands bytes to the server.
import { parentPort, workerData } from 'node:worker_threads';
import { CopyEncoder } from '../seed-data/copy.js';
import { Batch } from './batch.js';
import { Generator } from './generator.js';
import type { Job, Reply } from './parallel.js';
import { seedUser } from './users.js';

const { seed, now } = workerData as { seed: number; now: number };
const gen = new Generator(seed, new Date(now));
const encoder = new CopyEncoder();
const port = parentPort!;

port.on('message', ({ chunk, from, to, state }: Job) => {
  gen.resume(state);
  const batch = new Batch();
  for (let i = from; i < to; i++) seedUser(gen, i, batch);
  // The next range can start as soon as it knows where this one left the counters.
  port.postMessage({ kind: 'state', chunk, state: gen.state() } satisfies Reply);
  const parts = batch.encode(encoder);
  port.postMessage(
    { kind: 'rows', chunk, parts, rows: batch.size } satisfies Reply,
    parts.map((p) => p.bytes.buffer as ArrayBuffer),
  );
});
