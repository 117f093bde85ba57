// Users and CVs lists on a large database (`npm run seed -- --users 1000000`): p50/p95
// through HTTP beside the very same SQL run directly (captured from the route by drizzle's
// logger), and the users export's time and peak memory at growing row counts (it must stay flat),
// whole beside a plain COPY of the same query.
//
//   npx tsx tests/bench/users-cvs.ts --database-url postgres://… [--iterations 40] [--only "CV search"]
//   npx tsx tests/bench/users-cvs.ts --data-dir ./data-bench            (PGlite)
//
// `run()` is what `npm run bench` calls.
import { count } from 'drizzle-orm';
import * as schema from '../../server/db/schema.js';
import { CSV_HEADERS } from '../../contract/csv-headers.js';
import { usersCsv } from '../../server/areas/users/export.js';
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

export interface UsersCvsBenchOptions extends BenchTarget {
  iterations?: number;
  log?: (line: string) => void;
}

export async function run(options: UsersCvsBenchOptions = {}) {
  const { log, iterations, capture, handle, db } = await openBench(options, 40);
  const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(schema.users);
  const [{ cvs } = { cvs: 0 }] = await db.select({ cvs: count() }).from(schema.cvs);
  log(`database: ${handle.kind}, ${users} users, ${cvs} CVs`);

  const server = await startBenchServer(db);
  // Search terms of ordinary selectivity: a common surname, a common job title.
  const cases: [string, string][] = [
    ['users list (page 1)', '/api/admin/users'],
    ['users search "trần"', `/api/admin/users?search=${encodeURIComponent('trần')}`],
    ['users filtered page', '/api/admin/users?status=inactive&isPremium=true&page=3&sort=lastName&order=asc'],
    ['users deep page (5000)', '/api/admin/users?page=5000'],
    ['CV list (page 1)', '/api/admin/cvs'],
    ['CV search "designer"', '/api/admin/cvs?search=designer'],
    ['CV filtered page', '/api/admin/cvs?status=private&language=vi&page=2'],
  ];
  const timings: Timing[] = [];
  for (const [name, path] of cases.filter(([name]) => selected(options, name))) {
    const t = await timeCase(capture, server, name, path, iterations);
    timings.push(t);
    log(formatTiming(t));
  }

  // The export read part-way (its memory must stay flat), then whole beside a plain COPY of its query.
  const exports: ExportTiming[] = [];
  if (selected(options, 'export')) {
    for (const limit of [10_000, 100_000]) {
      const e = await measureExport(`${server.base}/api/admin/users/export`, server.token, limit);
      exports.push(e);
      log(formatExport('export', e));
    }
    const whole = await measureExport(`${server.base}/api/admin/users/export`, server.token, Number.POSITIVE_INFINITY);
    const copy = await measurePlainCopy(handle, usersCsv(undefined, 'bench', CSV_HEADERS.en.users));
    exports.push(whole, copy);
    log(formatBesideCopy('export', whole, copy));
  }
  await server.close();
  await handle.close();
  return { database: handle.kind, users, cvs, timings, exports };
}

if (isMain(import.meta.url)) runFromCommandLine(run);
