// Orders on a large database (`npm run seed -- --users 1000000`): the list with a date range
// and a search, p50/p95 through HTTP beside the very same SQL run directly; the export's
// time and peak memory at growing row counts (it must stay flat), whole beside a plain COPY
// of the same query.
//
//   npx tsx tests/bench/orders.ts --database-url postgres://… [--iterations 30] [--only export]
//   npx tsx tests/bench/orders.ts --data-dir ./data-bench            (PGlite)
//
// `run()` is what `npm run bench` calls.
import { count, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema.js';
import { CSV_HEADERS } from '../../contract/csv-headers.js';
import { ordersCsv } from '../../server/areas/orders/export.js';
import {
  type BenchTarget,
  type ExportTiming,
  formatBesideCopy,
  formatExport,
  formatTiming,
  isMain,
  measureExport,
  measurePlainCopy,
  openBench,
  runFromCommandLine,
  selected,
  startBenchServer,
  type Timing,
  timeCase,
} from './http-vs-sql.js';

export interface OrdersBenchOptions extends BenchTarget {
  iterations?: number;
  log?: (line: string) => void;
}

const DAY = 86_400_000;

export async function run(options: OrdersBenchOptions = {}) {
  const { log, iterations, capture, handle, db } = await openBench(options, 30);
  const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(schema.users);
  const [{ orders, newest } = { orders: 0, newest: null }] = await db
    .select({ orders: count(), newest: sql<string | null>`max(${schema.orders.createdAt})::text` })
    .from(schema.orders);
  log(`database: ${handle.kind}, ${users} users, ${orders} orders`);
  if (!orders || !newest) {
    log('no orders: seed the database first (npm run seed -- --users 1000000)');
    await handle.close();
    return { database: handle.kind, users, orders, timings: [], exports: [] };
  }

  // Windows that end at the newest order, so they hold data whatever day the seed ran.
  const end = new Date(newest);
  const from = (days: number) => encodeURIComponent(new Date(end.getTime() - days * DAY).toISOString());
  const to = encodeURIComponent(new Date(end.getTime() + 1000).toISOString());
  const server = await startBenchServer(db);
  const cases: [string, string][] = [
    ['orders list (page 1)', '/api/admin/orders'],
    ['30 days + search "nguyễn"', `/api/admin/orders?dateFrom=${from(30)}&dateTo=${to}&search=${encodeURIComponent('nguyễn')}`],
    ['7 days + search "gmail"', `/api/admin/orders?dateFrom=${from(7)}&dateTo=${to}&search=gmail`],
    ['365 days + search code', `/api/admin/orders?dateFrom=${from(365)}&dateTo=${to}&search=CV25`],
    ['90 days + PENDING', `/api/admin/orders?dateFrom=${from(90)}&dateTo=${to}&status=PENDING`],
    ['deep page (1000)', '/api/admin/orders?page=1000'],
  ];
  const timings: Timing[] = [];
  for (const [name, path] of cases.filter(([name]) => selected(options, name))) {
    const t = await timeCase(capture, server, name, path, iterations);
    timings.push(t);
    log(formatTiming(t));
  }

  // The export read part-way (its memory must stay flat), then whole beside a plain COPY of its query.
  const exports: ExportTiming[] = [];
  const url = `${server.base}/api/admin/orders/export?format=csv`;
  const now = new Date();
  if (selected(options, 'export')) {
    for (const limit of [10_000, 100_000]) {
      const e = await measureExport(url, server.token, limit);
      exports.push(e);
      log(formatExport('export', e));
    }
    const whole = await measureExport(url, server.token, Number.POSITIVE_INFINITY);
    const copy = await measurePlainCopy(handle, ordersCsv({}, now, CSV_HEADERS.en.orders));
    exports.push(whole, copy);
    log(formatBesideCopy('export', whole, copy));
  }
  if (selected(options, 'export (90 days)')) {
    const ranged = await measureExport(`${url}&dateFrom=${from(90)}&dateTo=${to}`, server.token, Number.POSITIVE_INFINITY);
    const copy = await measurePlainCopy(
      handle,
      ordersCsv({ dateFrom: new Date(end.getTime() - 90 * DAY), dateTo: new Date(end.getTime() + 1000) }, now, CSV_HEADERS.en.orders),
    );
    exports.push(ranged, copy);
    log(formatBesideCopy('export (90 days)', ranged, copy));
  }

  await server.close();
  await handle.close();
  return { database: handle.kind, users, orders, timings, exports };
}

if (isMain(import.meta.url)) runFromCommandLine(run);
