// Shared by the area benchmarks: a database whose drizzle logger records the statements a
// route sends, so the very same SQL can be timed directly beside the HTTP call; a signed-in
// bench admin; p50/p95; and an export's time and peak memory beside a plain COPY of its query.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createApp } from '../../server/app.js';
import type { AppConfig } from '../../server/core/config.js';
import { type Db, type DbHandle, drizzleClient, PG_SESSION_OPTIONS, poolOf } from '../../server/db/client.js';
import { migrateDb } from '../../server/db/migrate.js';
import { pgliteListen, postgresListen } from '../../server/db/listen.js';
import { createHttpServer, listen } from '../../server/http-server.js';
import * as schema from '../../server/db/schema.js';
import { copyStatement, type CsvExport } from '../../server/http/csv-export.js';
import { hashPassword } from '../../server/security/passwords.js';

export interface BenchTarget {
  databaseUrl?: string;
  dataDir?: string;
  /** Only the cases whose name matches (exports are the cases named "export"). */
  only?: RegExp;
}

/** Whether a case is to run under `only`. */
export const selected = (target: BenchTarget, name: string) => !target.only || target.only.test(name);

export interface Statement {
  query: string;
  params: unknown[];
}

export interface Timing {
  name: string;
  path: string;
  http: { p50: number; p95: number };
  /** Every statement the route sent, run directly. */
  direct: { p50: number; p95: number };
  /** The floor: the page's row query alone. */
  floor: { p50: number; p95: number };
  ratioP95: number;
  /** HTTP p95 over the row query's p95. */
  floorRatioP95: number;
  statements: number;
}

/** The page's row query: the first statement with a LIMIT that neither counts nor reads counters or settings. */
export const rowQuery = (statements: Statement[]) =>
  statements.find((s) => /\blimit\b/i.test(s.query) && !/count\(|stat_counters|"settings"/i.test(s.query)) ?? statements[0]!;

export interface ExportTiming {
  rows: number;
  ms: number;
  peakRssMb: number;
  rssGrowthMb: number;
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
export const round = (x: number) => Math.round(x * 10) / 10;

/** A database whose drizzle instance records every statement it sends while capturing. */
export async function openCapturing(target: BenchTarget) {
  const captured: Statement[] = [];
  let capturing = false;
  const logger: Logger = {
    logQuery(query, params) {
      if (capturing) captured.push({ query, params });
    },
  };
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, options: PG_SESSION_OPTIONS });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const handle: DbHandle = { db, kind: 'postgres', listen: postgresListen(target.databaseUrl), close: () => pool.end() };
    // The same statements run concurrently, as a route runs them (Promise.all).
    const direct = (stmts: Statement[]) => Promise.all(stmts.map((s) => pool.query(s.query, s.params as unknown[])));
    return { handle, captured, setCapturing: (on: boolean) => (capturing = on), direct };
  }
  const pglite = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
  const client = drizzleClient(pglite);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  const handle: DbHandle = { db, kind: 'pglite', pglite, listen: pgliteListen(pglite), close: () => pglite.close() };
  // Through the same client as the routes' statements (each a kept prepared statement).
  const direct = (stmts: Statement[]) => Promise.all(stmts.map((s) => client.query(s.query, s.params as unknown[])));
  return { handle, captured, setCapturing: (on: boolean) => (capturing = on), direct };
}
export type Capturing = Awaited<ReturnType<typeof openCapturing>>;

/** An area bench's start: its log, its iteration count and the migrated, capturing database. */
export async function openBench(options: BenchTarget & { iterations?: number; log?: (line: string) => void }, defaultIterations: number) {
  const capture = await openCapturing(options);
  await migrateDb(capture.handle);
  const { handle } = capture;
  return { log: options.log ?? console.log, iterations: options.iterations ?? defaultIterations, capture, handle, db: handle.db };
}

/** The bench admin, with a fresh random password (created if missing). */
export async function ensureBenchAdmin(db: Db) {
  const email = 'bench-admin@example.test';
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: schema.admins.id })
    .from(schema.admins)
    .where(sql`lower(${schema.admins.email}) = ${email}`);
  if (existing)
    await db
      .update(schema.admins)
      .set({ passwordHash })
      .where(sql`${schema.admins.id} = ${existing.id}`);
  else await db.insert(schema.admins).values({ email, passwordHash, firstName: 'Bench', lastName: 'Admin', role: 'owner' });
  return { email, password };
}

/** A session token of `admin` on the server at `base`. */
export async function benchSignIn(base: string, admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The app on a free local port, with a freshly signed-in bench admin. */
export async function startBenchServer(db: Db, config: Partial<AppConfig> = {}) {
  const app = createApp({ db, config });
  const server = createHttpServer(app.fetch);
  const base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  const token = await benchSignIn(base, await ensureBenchAdmin(db));
  return { base, token, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/**
 * p50/p95 of `path` through HTTP beside the statements that call sent (captured once, the
 * session check's own left out) run directly, interleaved.
 */
export async function timeCase(capture: Capturing, server: { base: string; token: string }, name: string, path: string, iterations: number): Promise<Timing> {
  const httpCall = async () => {
    const res = await fetch(server.base + path, { headers: { authorization: `Bearer ${server.token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  capture.captured.length = 0;
  capture.setCapturing(true);
  await httpCall();
  capture.setCapturing(false);
  const statements = capture.captured.filter((s) => !/admin_sessions/.test(s.query));
  const floorStatement = [rowQuery(statements)];
  for (let i = 0; i < 3; i++) {
    await httpCall();
    await capture.direct(statements);
    await capture.direct(floorStatement);
  }
  const http: number[] = [];
  const direct: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let t0 = performance.now();
    await httpCall();
    http.push(performance.now() - t0);
    t0 = performance.now();
    await capture.direct(statements);
    direct.push(performance.now() - t0);
    t0 = performance.now();
    await capture.direct(floorStatement);
    floor.push(performance.now() - t0);
  }
  const p = (xs: number[]) => ({ p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)) });
  const ratio = (xs: number[]) => Math.round((percentile(http, 95) / percentile(xs, 95)) * 100) / 100;
  return { name, path, http: p(http), direct: p(direct), floor: p(floor), ratioP95: ratio(direct), floorRatioP95: ratio(floor), statements: statements.length };
}

export const formatTiming = (t: Timing) =>
  `${t.name.padEnd(34)} http p50 ${t.http.p50} ms p95 ${t.http.p95} ms | row query p50 ${t.floor.p50} ms p95 ${t.floor.p95} ms (×${t.floorRatioP95}) | all ${t.statements} statements p95 ${t.direct.p95} ms (×${t.ratioP95})`;

/** A Markdown table of timings (for the closing notes). */
export function timingTable(timings: Timing[]): string {
  const rows = timings.map((t) => `| ${t.name} | ${t.http.p50} | ${t.http.p95} | ${t.floor.p50} | ${t.floor.p95} | ${t.floorRatioP95} | ${t.statements} |`);
  return ['| case | HTTP p50 ms | HTTP p95 ms | row query p50 ms | row query p95 ms | p95 ratio | statements |', '|---|---|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** Runs `work` while sampling RSS (also whenever it calls `sample`): its time, peak and growth. */
async function sampled(work: (sample: () => void) => Promise<number>): Promise<ExportTiming> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  try {
    const rows = await work(sample);
    const ms = performance.now() - started;
    return { rows, ms: Math.round(ms), peakRssMb: round(peak / 2 ** 20), rssGrowthMb: round((peak - baseline) / 2 ** 20) };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads a CSV export until `limit` rows (or the end), sampling RSS as it goes. */
export function measureExport(url: string, token: string, limit: number): Promise<ExportTiming> {
  return sampled(async (sample) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    const reader = res.body!.getReader();
    let rows = -1; // the header line
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) rows++;
      sample();
      if (rows >= limit) {
        await reader.cancel();
        break;
      }
    }
    return Math.min(rows, limit);
  });
}

/**
 * The export's own COPY run directly, as the floor to compare with: on PostgreSQL streamed
 * by pg-copy-streams into nothing, on PGlite written to its '/dev/blob' (held in memory).
 */
export function measurePlainCopy(handle: DbHandle, spec: CsvExport): Promise<ExportTiming> {
  return sampled(async (sample) => {
    const pool = poolOf(handle.db);
    if (!pool) {
      const result = await handle.pglite!.query(copyStatement(spec, "'/dev/blob'"));
      sample();
      return result.affectedRows ?? 0;
    }
    const client = await pool.connect();
    try {
      const copy = client.query(copyTo(copyStatement(spec)));
      await pipeline(copy, new Writable({ write: (_chunk, _encoding, done) => (sample(), done()) }));
      return copy.rowCount; // the rows, not the header
    } finally {
      client.release();
    }
  });
}

export const formatExport = (label: string, e: ExportTiming) =>
  `${label} ${String(e.rows).padStart(8)} rows: ${e.ms} ms, peak RSS ${e.peakRssMb} MB (+${e.rssGrowthMb} MB over the start)`;

/** The whole export beside the plain COPY of the same query: both timings and the speed ratio. */
export const formatBesideCopy = (label: string, e: ExportTiming, copy: ExportTiming) =>
  `${formatExport(label, e)} | plain COPY ${copy.rows} rows: ${copy.ms} ms, peak RSS ${copy.peakRssMb} MB (+${copy.rssGrowthMb} MB) | export at ${Math.round((copy.ms / e.ms) * 100)}% of COPY's speed`;

/** The module was started as a script (`npx tsx tests/bench/<area>.ts`), not imported. */
export const isMain = (moduleUrl: string) => Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;

/** An area benchmark run on its own: --database-url or --data-dir (default ./data-bench), --iterations, --only REGEX. */
export function runFromCommandLine(run: (options: BenchTarget & { iterations?: number }) => Promise<unknown>) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      iterations: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  run({
    databaseUrl,
    dataDir: databaseUrl ? undefined : (values['data-dir'] ?? process.env.BENCH_DATA_DIR ?? './data-bench'),
    iterations: values.iterations ? Number(values.iterations) : undefined,
    only: values.only ? new RegExp(values.only, 'i') : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
