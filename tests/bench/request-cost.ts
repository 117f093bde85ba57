// A request's own cost: what one authenticated request does beyond its query (the session
// look-up, the guard, JSON, the request log). 1,500 sequential keep-alive requests each to
// /healthz, GET /api/admin/auth/me and two one-row list pages (users, contacts), interleaved
// in one run, beside each list's own statements run directly: its row query alone, and every
// statement it sends but the session look-up (the rows and the stats or count). On a fresh
// in-memory PGlite (no benchmark database needed), with the production logger (JSON lines,
// here to /dev/null).
//   npx tsx tests/bench/request-cost.ts [--iterations 1500]
//   node --cpu-prof --import tsx tests/bench/request-cost.ts   (a CPU profile of the same run)
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createApp } from '../../server/app.js';
import { contacts, users } from '../../server/db/schema.js';
import { createHttpServer, listen } from '../../server/http-server.js';
import { createLogger } from '../../server/logging/logger.js';
import { benchSignIn, ensureBenchAdmin, isMain, openBench, percentile, round, rowQuery, type Statement } from './http-vs-sql.js';

/** The lists timed, each with one row. */
const LISTS = {
  users: '/api/admin/users?page=1&limit=1',
  contacts: '/api/contact?page=1&limit=1',
} as const;
type List = keyof typeof LISTS;

export interface ListCost {
  page: number;
  rowQuery: number;
  statements: number;
  /** How many statements the page sends besides the session look-up. */
  count: number;
}
export interface RequestCost {
  healthz: number;
  me: number;
  lists: Record<List, ListCost>;
}

export async function run(options: { iterations?: number; log?: (line: string) => void } = {}): Promise<RequestCost> {
  const { log, iterations, capture, handle, db } = await openBench({ iterations: options.iterations, log: options.log }, 1500);
  await db.insert(users).values({ email: 'bench-user@example.test', firstName: 'Bench', lastName: 'User' });
  await db.insert(contacts).values({ name: 'Bench Contact', email: 'bench-contact@example.test', subject: 'Bench', message: 'A bench message' });
  const logger = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  // As server/main.ts: the security settings in memory, and on PGlite the sessions.
  const { watchSettings } = await import('../../server/settings/store.js');
  const { holdEmbeddedSessions } = await import('../../server/areas/auth/held-sessions.js');
  const unwatch = await watchSettings(db, handle.listen);
  const unhold = await holdEmbeddedSessions(handle);
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
  /** The statements a page sends, as the route sends them, but the session look-up. */
  const statementsOf = async (path: string): Promise<Statement[]> => {
    capture.captured.length = 0;
    capture.setCapturing(true);
    await get(path);
    capture.setCapturing(false);
    return capture.captured.filter((s) => !/admin_sessions/.test(s.query));
  };

  const cases: Record<string, () => Promise<unknown>> = { healthz: () => get('/healthz'), me: () => get('/api/admin/auth/me') };
  const counts = {} as Record<List, number>;
  for (const [list, path] of Object.entries(LISTS) as [List, string][]) {
    const statements = await statementsOf(path);
    const row = [rowQuery(statements)];
    counts[list] = statements.length;
    cases[`${list}.page`] = () => get(path);
    cases[`${list}.rowQuery`] = () => capture.direct(row);
    cases[`${list}.statements`] = () => capture.direct(statements);
  }
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]]));
  for (let i = 0; i < 100; i++) for (const work of Object.values(cases)) await work();
  for (let i = 0; i < iterations; i++) {
    for (const [name, work] of Object.entries(cases)) {
      const t0 = performance.now();
      await work();
      times[name]!.push(performance.now() - t0);
    }
  }
  const p50 = (k: string) => round2(percentile(times[k]!, 50));
  const p95 = (k: string) => round(percentile(times[k]!, 95));
  const result: RequestCost = {
    healthz: p50('healthz'),
    me: p50('me'),
    lists: Object.fromEntries(
      (Object.keys(LISTS) as List[]).map((l) => [
        l,
        { page: p50(`${l}.page`), rowQuery: p50(`${l}.rowQuery`), statements: p50(`${l}.statements`), count: counts[l] },
      ]),
    ) as Record<List, ListCost>,
  };
  log(`${iterations} sequential keep-alive requests each, interleaved (fresh PGlite, info logging to /dev/null):`);
  log(`  GET /healthz                  p50 ${result.healthz} ms  p95 ${p95('healthz')} ms`);
  log(`  GET /api/admin/auth/me        p50 ${result.me} ms  p95 ${p95('me')} ms  (×${round2(result.me / result.healthz)} /healthz; budget ×1.5)`);
  const over: string[] = result.me > 1.5 * result.healthz ? ['GET /api/admin/auth/me over 1.5× /healthz'] : [];
  for (const [list, c] of Object.entries(result.lists)) {
    const overhead = round2(c.page - c.rowQuery);
    log(
      `  GET ${list}, one-row page${' '.repeat(10 - list.length)} p50 ${c.page} ms  p95 ${p95(`${list}.page`)} ms  (+${overhead} ms over its row query; budget +1 ms)`,
    );
    log(`    its row query alone         p50 ${c.rowQuery} ms  p95 ${p95(`${list}.rowQuery`)} ms`);
    log(
      `    its ${c.count} statements directly   p50 ${c.statements} ms  p95 ${p95(`${list}.statements`)} ms  (the page +${round2(c.page - c.statements)} ms over them)`,
    );
    if (overhead > 1) over.push(`the ${list} page over its row query + 1 ms`);
  }
  log(over.length ? `  OVER BUDGET: ${over.join('; ')}` : '  within budget');
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await unwatch();
  await unhold();
  await handle.close();
  return result;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { iterations: { type: 'string' } } });
  await run({ iterations: values.iterations ? Number(values.iterations) : undefined });
}
