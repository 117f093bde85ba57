// A request's own cost: what one authenticated request does beyond its query (the session
// look-up, the guard, JSON, the request log). 1,500 sequential keep-alive requests each to
// /healthz, GET /api/admin/auth/me and a one-row users page, interleaved in one run, beside
// the users page's own row query run directly. On a fresh in-memory PGlite (no benchmark
// database needed), with the production logger (JSON lines, here to /dev/null).
//   npx tsx tests/bench/request-cost.ts [--iterations 1500]
//   node --cpu-prof --import tsx tests/bench/request-cost.ts   (a CPU profile of the same run)
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createApp } from '../../server/app.js';
import { users } from '../../server/db/schema.js';
import { createHttpServer, listen } from '../../server/http-server.js';
import { createLogger } from '../../server/logging/logger.js';
import { benchSignIn, ensureBenchAdmin, isMain, openBench, percentile, round, rowQuery } from './http-vs-sql.js';

export interface RequestCost {
  healthz: number;
  me: number;
  usersPage: number;
  usersRowQuery: number;
  usersStatements: number;
}

export async function run(options: { iterations?: number; log?: (line: string) => void } = {}): Promise<RequestCost> {
  const { log, iterations, capture, handle, db } = await openBench({ iterations: options.iterations, log: options.log }, 1500);
  await db.insert(users).values({ email: 'bench-user@example.test', firstName: 'Bench', lastName: 'User' });
  const logger = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  // As server/main.ts: the security settings in memory (when the build has watchSettings).
  const store = (await import('../../server/settings/store.js')) as { watchSettings?: (db: unknown, listen: unknown) => Promise<() => Promise<void>> };
  const unwatch = await store.watchSettings?.(db, handle.listen);
  const app = createApp({ db, logger });
  const server = createHttpServer(app.fetch);
  const base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  const token = await benchSignIn(base, await ensureBenchAdmin(db));
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const usersPath = '/api/admin/users?page=1&perPage=1';
  // The users page's row query, as the route sends it.
  capture.captured.length = 0;
  capture.setCapturing(true);
  await get(usersPath);
  capture.setCapturing(false);
  const statements = capture.captured.filter((s) => !/admin_sessions/.test(s.query));
  const row = [rowQuery(statements)];

  const cases = {
    healthz: () => get('/healthz'),
    me: () => get('/api/admin/auth/me'),
    usersPage: () => get(usersPath),
    usersRowQuery: () => capture.direct(row),
    usersStatements: () => capture.direct(statements),
  };
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]])) as Record<keyof RequestCost, number[]>;
  for (let i = 0; i < 100; i++) for (const work of Object.values(cases)) await work();
  for (let i = 0; i < iterations; i++) {
    for (const [name, work] of Object.entries(cases) as [keyof RequestCost, () => Promise<unknown>][]) {
      const t0 = performance.now();
      await work();
      times[name].push(performance.now() - t0);
    }
  }
  const p50 = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, round2(percentile(xs, 50))])) as unknown as RequestCost;
  const p95 = (k: keyof RequestCost) => round(percentile(times[k], 95));
  log(`${iterations} sequential keep-alive requests each, interleaved (fresh PGlite, info logging to /dev/null):`);
  log(`  GET /healthz                 p50 ${p50.healthz} ms  p95 ${p95('healthz')} ms`);
  log(`  GET /api/admin/auth/me       p50 ${p50.me} ms  p95 ${p95('me')} ms  (×${round2(p50.me / p50.healthz)} /healthz; budget ×1.5)`);
  log(
    `  GET users, one-row page      p50 ${p50.usersPage} ms  p95 ${p95('usersPage')} ms  (+${round2(p50.usersPage - p50.usersRowQuery)} ms over its row query; budget +1 ms)`,
  );
  log(`  the page's row query alone   p50 ${p50.usersRowQuery} ms  p95 ${p95('usersRowQuery')} ms`);
  log(`  all its ${statements.length} statements directly p50 ${p50.usersStatements} ms  p95 ${p95('usersStatements')} ms`);
  const over = [
    ...(p50.me > 1.5 * p50.healthz ? ['GET /api/admin/auth/me over 1.5× /healthz'] : []),
    ...(p50.usersPage - p50.usersRowQuery > 1 ? ['the users page over its row query + 1 ms'] : []),
  ];
  log(over.length ? `  OVER BUDGET: ${over.join('; ')}` : '  within budget');
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await unwatch?.();
  await handle.close();
  return p50;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { iterations: { type: 'string' } } });
  await run({ iterations: values.iterations ? Number(values.iterations) : undefined });
}
