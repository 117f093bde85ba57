// Users and CVs lists on a large database: p50/p95 through HTTP beside the very same SQL run
// directly (captured from the route by drizzle's logger), and the users export's time and
// peak memory for 10k, 100k and all rows.
//
//   npx tsx tests/bench/users-cvs.ts --database-url postgres://… [--build-users 1000000] [--iterations 40]
//   npx tsx tests/bench/users-cvs.ts --data-dir ./data            (PGlite)
//
// `run()` is what `npm run bench` calls. --build-users bulk-inserts synthetic users (3 CVs
// each) when the database holds fewer, for when no seeded 1M database is at hand.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serve } from '@hono/node-server';
import { count, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createApp } from '../../server/app.js';
import { type Db, type DbHandle, migrateDb } from '../../server/db/client.js';
import * as schema from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';

export interface UsersCvsBenchOptions {
  databaseUrl?: string;
  dataDir?: string;
  iterations?: number;
  /** Bulk-insert synthetic users (and 3 CVs each) up to this many when the database has fewer. */
  buildUsers?: number;
  log?: (line: string) => void;
}

interface Statement {
  query: string;
  params: unknown[];
}

interface Timing {
  name: string;
  path: string;
  http: { p50: number; p95: number };
  direct: { p50: number; p95: number };
  ratioP95: number;
  statements: number;
}

interface ExportTiming {
  rows: number;
  ms: number;
  peakRssMb: number;
  rssGrowthMb: number;
}

/** A database whose drizzle instance records every statement it sends while capturing. */
async function openCapturing(options: UsersCvsBenchOptions) {
  const captured: Statement[] = [];
  let capturing = false;
  const logger: Logger = {
    logQuery(query, params) {
      if (capturing) captured.push({ query, params });
    },
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const handle: DbHandle = { db, kind: 'postgres', close: () => pool.end() };
    // The same statements run concurrently, as the route runs them (Promise.all).
    const direct = (stmts: Statement[]) => Promise.all(stmts.map((s) => pool.query(s.query, s.params as unknown[])));
    return { handle, captured, setCapturing: (on: boolean) => (capturing = on), direct };
  }
  const pglite = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
  const handle: DbHandle = { db, kind: 'pglite', pglite, close: () => pglite.close() };
  const direct = (stmts: Statement[]) => Promise.all(stmts.map((s) => pglite.query(s.query, s.params as unknown[])));
  return { handle, captured, setCapturing: (on: boolean) => (capturing = on), direct };
}

const FIRST = ['Anh', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hiếu', 'Hoa', 'Hùng', 'Hương', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Minh', 'Nam', 'Ngọc', 'Phong', 'Phương', 'Quân', 'Quang', 'Sơn', 'Tâm', 'Thảo', 'Thắng', 'Trang', 'Tuấn', 'Emma', 'James', 'Olivia', 'Liam', 'Sophia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan'];
const LAST = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Clark', 'Walker', 'Young', 'King'];
const ROLES = ['Software Engineer', 'Marketing Manager', 'Data Analyst', 'Accountant', 'Designer', 'Sales Executive', 'Teacher', 'Nurse', 'Product Manager', 'HR Specialist'];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
/** translate() arguments that strip Vietnamese diacritics from the names above, for emails. */
const [ACCENTED, PLAIN] = (() => {
  const chars = [...new Set([...FIRST, ...LAST].join('').split(''))].filter((ch) => ch > '~');
  const plain = chars.map((ch) => (ch === 'đ' ? 'd' : ch === 'Đ' ? 'D' : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));
  return [chars.join(''), plain.join('')];
})();

/** Synthetic rows by set-based SQL: a million users in well under a minute on PostgreSQL. */
async function buildBenchData(db: Db, target: number, log: (l: string) => void) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(schema.users);
  if (n >= target) return;
  const add = target - n;
  log(`building bench data: ${add} users and ${add * 3} CVs`);
  const started = performance.now();
  const [{ templates: t } = { templates: 0 }] = await db.select({ templates: count() }).from(schema.templates);
  if (t === 0) {
    await db.execute(sql`insert into templates (name, description, category, preview, content)
      select 'Bench template ' || g, 'A template for the benchmark', 'modern', '/p.png', '<h1>{{personal.fullName}}</h1>' from generate_series(1, 12) g`);
  }
  const batch = 250_000;
  for (let from = n + 1; from <= target; from += batch) {
    const to = Math.min(target, from + batch - 1);
    await db.execute(sql`
      insert into users (first_name, last_name, email, is_active, is_premium, email_verified, total_cvs_created,
                         credits_cv_creation, credits_ai_optimization, last_login_at, created_at, updated_at)
      select f, l, lower(translate(f || '.' || l, ${ACCENTED}, ${PLAIN})) || g || '@example.com',
             g % 10 <> 0, g % 7 = 0, g % 3 <> 0, g % 6, 3, 1,
             case when g % 4 = 0 then null else timestamptz '2026-11-20' - (g % 5000) * interval '1 hour' end,
             timestamptz '2026-11-21' - g * interval '37 seconds', timestamptz '2026-11-21' - g * interval '37 seconds'
      from (select g, (${arr(FIRST)})[1 + (g * 7919) % ${FIRST.length}] f, (${arr(LAST)})[1 + (g * 104729) % ${LAST.length}] l
            from generate_series(${from}::bigint, ${to}::bigint) g) s`);
    log(`  users ${to}/${target}`);
  }
  await db.execute(sql`
    insert into cvs (user_id, template_id, name, language, is_draft, is_public, view_count, download_count, content, created_at, updated_at)
    select u.id, ta.ids[1 + (k * 5 + length(u.email)) % cardinality(ta.ids)],
           (${arr(ROLES)})[1 + (abs(hashtext(u.email)) + k) % ${ROLES.length}] || ' CV ' || k,
           (array['en','vi','zh'])[1 + (abs(hashtext(u.email)) + k) % 3],
           (abs(hashtext(u.email)) + k) % 5 = 0, (abs(hashtext(u.email)) + k) % 2 = 0,
           abs(hashtext(u.email)) % 500, abs(hashtext(u.email)) % 50,
           jsonb_build_object('personal', jsonb_build_object('fullName', u.first_name || ' ' || u.last_name, 'email', u.email)),
           u.created_at + k * interval '1 day', u.created_at + k * interval '2 days'
    from users u cross join generate_series(1, 3) k cross join (select array_agg(id order by id) ids from templates) ta
    where not exists (select 1 from cvs c where c.user_id = u.id)`);
  await db.execute(sql`update templates t set usage_count = (select count(*) from cvs c where c.template_id = t.id)`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze cvs`);
  log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function signIn(base: string, db: Db): Promise<string> {
  const email = 'bench-admin@example.test';
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: schema.admins.id }).from(schema.admins).where(sql`lower(${schema.admins.email}) = ${email}`);
  if (existing) await db.update(schema.admins).set({ passwordHash }).where(sql`${schema.admins.id} = ${existing.id}`);
  else await db.insert(schema.admins).values({ email, passwordHash, firstName: 'Bench', lastName: 'Admin', role: 'super_admin' });
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Reads an export until `limit` rows (or the end), sampling RSS as it goes. */
async function measureExport(url: string, token: string, limit: number): Promise<ExportTiming> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const reader = res.body!.getReader();
  let rows = -1; // the header line
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) rows++;
    peak = Math.max(peak, process.memoryUsage().rss);
    if (rows >= limit) {
      await reader.cancel();
      break;
    }
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { rows: Math.min(rows, limit), ms: Math.round(ms), peakRssMb: round(peak / 2 ** 20), rssGrowthMb: round((peak - baseline) / 2 ** 20) };
}

export async function run(options: UsersCvsBenchOptions = {}) {
  const log = options.log ?? console.log;
  const iterations = options.iterations ?? 40;
  const capture = await openCapturing(options);
  const { handle } = capture;
  await migrateDb(handle);
  if (options.buildUsers) await buildBenchData(handle.db, options.buildUsers, log);
  const [{ users: userCount } = { users: 0 }] = await handle.db.select({ users: count() }).from(schema.users);
  const [{ cvs: cvCount } = { cvs: 0 }] = await handle.db.select({ cvs: count() }).from(schema.cvs);
  log(`database: ${handle.kind}, ${userCount} users, ${cvCount} CVs`);

  const app = createApp({ db: handle.db });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await signIn(base, handle.db);

  // A search term of ordinary selectivity: a common surname prefix, matched anywhere.
  const cases: [string, string][] = [
    ['users list (page 1)', '/api/admin/users'],
    ['users search "trần"', '/api/admin/users?search=tr%E1%BA%A7n'],
    ['users filtered page', '/api/admin/users?status=inactive&isPremium=true&page=3&sort=lastName&order=asc'],
    ['users deep page', '/api/admin/users?page=5000'],
    ['CV list (page 1)', '/api/admin/cvs'],
    ['CV search "designer"', '/api/admin/cvs?search=designer'],
    ['CV filtered page', '/api/admin/cvs?status=private&language=vi&page=2'],
  ];
  const timings: Timing[] = [];
  for (const [name, path] of cases) {
    const httpCall = async () => {
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    capture.captured.length = 0;
    capture.setCapturing(true);
    await httpCall();
    capture.setCapturing(false);
    // The session check's own statements are not the list's SQL: keep only the list's.
    const statements = capture.captured.filter((s) => /from "(users|cvs)"/.test(s.query) && !/admin_sessions|"admins"/.test(s.query));
    for (let i = 0; i < 3; i++) {
      await httpCall();
      await capture.direct(statements);
    }
    const http: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < iterations; i++) {
      let t0 = performance.now();
      await httpCall();
      http.push(performance.now() - t0);
      t0 = performance.now();
      await capture.direct(statements);
      direct.push(performance.now() - t0);
    }
    const timing = {
      name,
      path,
      http: { p50: round(percentile(http, 50)), p95: round(percentile(http, 95)) },
      direct: { p50: round(percentile(direct, 50)), p95: round(percentile(direct, 95)) },
      ratioP95: Math.round((percentile(http, 95) / percentile(direct, 95)) * 100) / 100,
      statements: statements.length,
    };
    timings.push(timing);
    log(`${name.padEnd(24)} http p50 ${timing.http.p50} ms p95 ${timing.http.p95} ms | direct SQL p50 ${timing.direct.p50} ms p95 ${timing.direct.p95} ms | ×${timing.ratioP95} (${timing.statements} statements)`);
  }

  const exports: ExportTiming[] = [];
  for (const limit of [10_000, 100_000, Number.POSITIVE_INFINITY]) {
    const e = await measureExport(`${base}/api/admin/users/export`, token, limit);
    exports.push(e);
    log(`export ${String(e.rows).padStart(8)} rows: ${e.ms} ms, peak RSS ${e.peakRssMb} MB (+${e.rssGrowthMb} MB over the start)`);
  }
  server.close();
  await handle.close();
  return { database: handle.kind, users: userCount, cvs: cvCount, timings, exports };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'build-users': { type: 'string' },
      iterations: { type: 'string' },
    },
  });
  run({
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir: values['data-dir'] ?? (process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data')),
    buildUsers: values['build-users'] ? Number(values['build-users']) : undefined,
    iterations: values.iterations ? Number(values.iterations) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
