// Every list endpoint on a large database (`npm run seed -- --users 1000000`): page 1, a
// search with few matches, a search with very many, a filter and a deep page, then the
// charts' series and analytics (`--only series`), each through HTTP beside its row query alone (the floor: what the page costs with nothing counted) and
// every statement the route sent. Goal: p95 ≤ 50 ms on PostgreSQL and ≤ 2× the
// row query; p95 ≤ 100 ms on PGlite at 100k users.
//
//   npx tsx tests/bench/lists.ts --database-url postgres://… [--iterations 30] [--only "users"]
//   npx tsx tests/bench/lists.ts --data-dir ./data-bench            (PGlite)
//
// `run()` is what `npm run bench` calls.
import { count, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema.js';
import {
  type BenchTarget,
  formatTiming,
  isMain,
  openBench,
  runFromCommandLine,
  selected,
  startBenchServer,
  type Timing,
  timeCase,
  timingTable,
} from './http-vs-sql.js';

export interface ListsBenchOptions extends BenchTarget {
  iterations?: number;
  log?: (line: string) => void;
}

const q = encodeURIComponent;

export async function run(options: ListsBenchOptions = {}) {
  const { log, iterations, capture, handle, db } = await openBench(options, 30);
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(schema.users);
  log(`database: ${handle.kind}, ${users.toLocaleString('en-US')} users`);
  if (!users) {
    await handle.close();
    return { database: handle.kind, users, timings: [] };
  }

  // Few matches: one user's email, one order's code, one contact's email, picked from the data.
  const someone = await one<{ email: string }>(sql`select email from users order by id offset ${Math.floor(users / 2)} limit 1`);
  const someOrder = await one<{ code: string }>(sql`select order_code as code from orders order by id offset ${Math.floor(users / 3)} limit 1`);
  const someContact = await one<{ email: string }>(sql`select email from contacts order by id desc limit 1`);
  const someTemplate = await one<{ name: string }>(sql`select name from templates order by id limit 1`);
  const somePackage = await one<{ id: string }>(sql`select package_id as id from orders group by 1 order by count(*) desc limit 1`);
  // Page 5,000 (the deep-page yardstick), and the middle of the users list.
  const usersDeep = Math.max(1, Math.floor(users / 10 / 2));
  const cases: [string, string][] = [
    ['users page 1', '/api/admin/users'],
    ['users search, few', `/api/admin/users?search=${q(someone.email)}`],
    ['users search "nguyễn", many', `/api/admin/users?search=${q('nguyễn')}`],
    ['users filter inactive+premium', '/api/admin/users?status=inactive&isPremium=true'],
    ['users page 5000', '/api/admin/users?page=5000'],
    [`users deep page ${usersDeep}`, `/api/admin/users?page=${usersDeep}`],
    ['CVs page 1', '/api/admin/cvs'],
    ['CVs search owner email, few', `/api/admin/cvs?search=${q(someone.email)}`],
    ['CVs search "designer", many', '/api/admin/cvs?search=designer'],
    ['CVs filter private+vi', '/api/admin/cvs?status=private&language=vi'],
    ['CVs page 5000', '/api/admin/cvs?page=5000'],
    [`CVs deep page ${usersDeep}`, `/api/admin/cvs?page=${usersDeep}`],
    ['orders page 1', '/api/admin/orders'],
    ['orders search code, few', `/api/admin/orders?search=${q(someOrder.code)}`],
    ['orders search "gmail", many', '/api/admin/orders?search=gmail'],
    ['orders filter VERIFIED', '/api/admin/orders?status=VERIFIED'],
    ['orders page 5000', '/api/admin/orders?page=5000'],
    [`orders deep page ${usersDeep}`, `/api/admin/orders?page=${usersDeep}`],
    ['contacts page 1', '/api/contact'],
    ['contacts search email, few', `/api/contact?search=${q(someContact.email)}`],
    ['contacts search "cv", many', '/api/contact?search=cv'],
    ['contacts filter closed', '/api/contact?status=closed'],
    ['contacts deep page 100', '/api/contact?page=100'],
    ['packages page 1', '/api/admin/packages'],
    ['packages search "pro"', '/api/admin/packages?search=pro'],
    ['packages filter active', '/api/admin/packages?isActive=true'],
    ['templates page 1', '/api/admin/templates'],
    ['templates search name, few', `/api/admin/templates?search=${q(someTemplate.name)}`],
    ['templates filter premium', '/api/admin/templates?isPremium=true'],
    // The charts: the series read the day counters only; same goal as the lists.
    ...(['7d', '30d', '90d', '12m'] as const).map((p): [string, string] => [`dashboard series ${p}`, `/api/admin/dashboard/series?period=${p}`]),
    ['orders series 30d', '/api/admin/orders/series?period=30d'],
    ['orders series 12m', '/api/admin/orders/series?period=12m'],
    ['users series 30d', '/api/admin/users/series?period=30d'],
    ['users series 12m', '/api/admin/users/series?period=12m'],
    ['package series (12 months)', `/api/admin/packages/${somePackage.id}/series`],
    ['templates analytics', '/api/admin/templates/analytics'],
    ['orders analytics', '/api/admin/orders/analytics'],
    ['packages analytics', '/api/admin/packages/analytics'],
  ];

  const server = await startBenchServer(db);
  const timings: Timing[] = [];
  for (const [name, path] of cases.filter(([name]) => selected(options, name))) {
    const t = await timeCase(capture, server, name, path, iterations);
    timings.push(t);
    log(formatTiming(t));
  }
  log(`\n${timingTable(timings)}`);
  await server.close();
  await handle.close();
  return { database: handle.kind, users, timings };
}

if (isMain(import.meta.url)) runFromCommandLine(run);
