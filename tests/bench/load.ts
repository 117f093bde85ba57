// Load: `npm start` as a process, 64 concurrent keep-alive connections (Node's fetch) for
// 30 s, a seeded mix of list reads and writes. Prints throughput, p50/p95/p99, errors (any
// answer other than 2xx), dropped connections (a request with no answer) and the server's
// RSS every 5 s, to show memory stays flat.
//
//   npx tsx tests/bench/load.ts                                   fresh PGlite, 2000 users seeded
//   npx tsx tests/bench/load.ts --data-dir ./data-bench           an existing PGlite database
//   npx tsx tests/bench/load.ts --database-url postgres://…       PostgreSQL (seeded when empty)
//   [--seconds 30] [--connections 64] [--users 2000]
//
// `run()` is what `npm run bench` calls, on the benchmark database it was given.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDb } from '../../server/db/migrate.js';
import { openDb } from '../../server/db/client.js';
import { startServer, stopServer } from '../support/server-process.js';
import { type BenchTarget, benchSignIn, ensureBenchAdmin, isMain, percentile, round } from './http-vs-sql.js';

export interface LoadOptions extends BenchTarget {
  seconds?: number;
  connections?: number;
  /** Users seeded into an empty database. */
  users?: number;
  log?: (line: string) => void;
}

interface Op {
  name: string;
  write: boolean;
  weight: number;
  request: (pick: <T>(xs: T[]) => T) => { method: string; path: string; body?: unknown };
}

/** A deterministic stream of choices, so two runs send the same mix. */
function random(seed = 12) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]! };
}

/** RSS of a process in MB, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function run(options: LoadOptions = {}) {
  const log = options.log ?? console.log;
  const seconds = options.seconds ?? 30;
  const connections = options.connections ?? 64;
  const scratch = options.databaseUrl || options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'cv-admin-load-'));
  const dataDir = options.dataDir ?? (scratch ? join(scratch, 'data') : undefined);

  // The bench admin before the server starts (a PGlite directory has one user at a time).
  const handle = await openDb(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir });
  await migrateDb(handle);
  const admin = await ensureBenchAdmin(handle.db);
  const kind = handle.kind;
  await handle.close();

  const server = await startServer({
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir! }),
    SEED_USERS: String(options.users ?? 2000),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const base = server.baseUrl;
  const token = await benchSignIn(base, admin);
  const get = async (path: string) => ((await (await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: any }).data;
  const userIds: string[] = (await get('/api/admin/users?limit=100')).users.map((u: { id: string }) => u.id);
  const contactIds: string[] = (await get('/api/contact?limit=100')).contacts.map((c: { id: string }) => c.id);
  const packageIds: string[] = (await get('/api/admin/packages?limit=100')).packages.map((p: { id: string }) => p.id);
  const cvIds: string[] = (await get('/api/admin/cvs?limit=100')).cvs.map((c: { id: string }) => c.id);
  const total = (await get('/api/admin/users?limit=1')).pagination.total as number;
  log(`load: ${kind}, ${total} users, ${connections} connections for ${seconds} s`);

  const pages = [1, 2, 3, 5, 10];
  const ops: Op[] = [
    { name: 'users list', write: false, weight: 4, request: (pick) => ({ method: 'GET', path: `/api/admin/users?page=${pick(pages)}` }) },
    {
      name: 'users search',
      write: false,
      weight: 2,
      request: (pick) => ({ method: 'GET', path: `/api/admin/users?search=${pick(['nguyen', 'gmail', 'tran', 'an'])}` }),
    },
    { name: 'orders list', write: false, weight: 3, request: (pick) => ({ method: 'GET', path: `/api/admin/orders?page=${pick(pages)}` }) },
    { name: 'cvs list', write: false, weight: 2, request: () => ({ method: 'GET', path: '/api/admin/cvs' }) },
    { name: 'packages list', write: false, weight: 1, request: () => ({ method: 'GET', path: '/api/admin/packages' }) },
    { name: 'contacts list', write: false, weight: 1, request: () => ({ method: 'GET', path: '/api/contact' }) },
    { name: 'dashboard', write: false, weight: 1, request: () => ({ method: 'GET', path: '/api/admin/dashboard' }) },
    {
      name: 'user (de)activate',
      write: true,
      weight: 2,
      request: (pick) => ({ method: 'PUT', path: `/api/admin/users/${pick(userIds)}/${pick(['activate', 'deactivate'])}` }),
    },
    {
      name: 'users bulk',
      write: true,
      weight: 1,
      request: (pick) => ({
        method: 'PUT',
        path: `/api/admin/users/bulk-${pick(['activate', 'deactivate'])}`,
        body: { userIds: Array.from({ length: 10 }, () => pick(userIds)) },
      }),
    },
    {
      name: 'contact status',
      write: true,
      weight: 1,
      request: (pick) => ({ method: 'PATCH', path: `/api/contact/${pick(contactIds)}/status`, body: { status: pick(['read', 'responded', 'closed', 'new']) } }),
    },
    {
      name: 'package popular',
      write: true,
      weight: 1,
      request: (pick) => ({ method: 'PUT', path: `/api/admin/packages/${pick(packageIds)}`, body: { isPopular: pick([true, false]) } }),
    },
    { name: 'cv preview link', write: true, weight: 1, request: (pick) => ({ method: 'POST', path: `/api/admin/cvs/${pick(cvIds)}/preview-token` }) },
  ];
  const weighted = ops.flatMap((op) => Array.from({ length: op.weight }, () => op));

  const send = async (op: Op, pick: <T>(xs: T[]) => T) => {
    const { method, path, body } = op.request(pick);
    const res = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  };
  // Every connection opened and used once before the clock starts: this measures 64 kept-alive
  // connections, not how fast a saturated server accepts new ones (slowly: seconds for the
  // last of 64 on PGlite, whose queries hold the event loop).
  await Promise.all(Array.from({ length: connections }, (_, w) => send(ops[w % ops.length]!, random(1000 + w).pick)));

  const latencies = { read: [] as number[], write: [] as number[] };
  const byOp = new Map<string, number[]>(ops.map((op) => [op.name, []]));
  const errors = new Map<string, number>();
  let dropped = 0;
  let failed = 0;
  const rss: { at: number; mb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => rss.push({ at: Math.round((performance.now() - started) / 1000), mb: round(rssMb(server.child.pid!)) }), 1000);
  const deadline = started + seconds * 1000;
  const worker = async (w: number) => {
    const { pick } = random(w + 1);
    while (performance.now() < deadline) {
      const op = pick(weighted);
      const t0 = performance.now();
      try {
        const status = await send(op, pick);
        const ms = performance.now() - t0;
        (op.write ? latencies.write : latencies.read).push(ms);
        byOp.get(op.name)!.push(ms);
        if (status >= 300) {
          failed++;
          errors.set(`${op.name} ${status}`, (errors.get(`${op.name} ${status}`) ?? 0) + 1);
        }
      } catch (err) {
        dropped++;
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
        errors.set(`${op.name}: no answer (${cause})`, (errors.get(`${op.name}: no answer (${cause})`) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const all = [...latencies.read, ...latencies.write];
  const figures = (xs: number[]) => ({ n: xs.length, p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), p99: round(percentile(xs, 99)) });
  const result = {
    database: kind,
    users: total,
    connections,
    seconds: round(elapsed),
    requests: all.length + dropped,
    throughput: round(all.length / elapsed),
    all: figures(all),
    reads: figures(latencies.read),
    writes: figures(latencies.write),
    failed,
    dropped,
    errors: Object.fromEntries(errors),
    rssMb: rss,
  };
  log(`${result.requests} requests in ${result.seconds} s: ${result.throughput} req/s; errors (not 2xx) ${failed}, dropped (no answer) ${dropped}`);
  for (const [label, f] of [
    ['all', result.all],
    ['reads', result.reads],
    ['writes', result.writes],
  ] as const) {
    log(`  ${label.padEnd(6)} n ${String(f.n).padStart(6)}  p50 ${f.p50} ms  p95 ${f.p95} ms  p99 ${f.p99} ms`);
  }
  for (const [name, xs] of byOp)
    if (xs.length) log(`    ${name.padEnd(18)} n ${String(xs.length).padStart(6)}  p50 ${round(percentile(xs, 50))} ms  p99 ${round(percentile(xs, 99))} ms`);
  if (errors.size) log(`  errors: ${JSON.stringify(result.errors)}`);
  const every5 = rss.filter((s) => s.at % 5 === 0);
  log(`  server RSS (MB) by second: ${every5.map((s) => `${s.at}s ${s.mb}`).join(', ')}`);
  const settled = rss.filter((s) => s.at >= 5).map((s) => s.mb);
  if (settled.length) log(`  RSS after the first 5 s: min ${Math.min(...settled)} MB, max ${Math.max(...settled)} MB, last ${settled.at(-1)} MB`);

  const code = await stopServer(server, 'SIGTERM');
  log(`  server stopped (exit ${code})`);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  return result;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      users: { type: 'string' },
    },
  });
  run({
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
    seconds: values.seconds ? Number(values.seconds) : undefined,
    connections: values.connections ? Number(values.connections) : undefined,
    users: values.users ? Number(values.users) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
