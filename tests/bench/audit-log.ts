// The audit log list at 1,000,000 rows: each filter of the screen (admin, action, entity
// type, entity id, time range, combined) and a deep page, p50/p95 through HTTP beside the
// very same SQL run directly. The trail is filled to --rows first when it holds fewer
// (a benchmark database has no admin activity of its own).
//
//   npx tsx tests/bench/audit-log.ts --database-url postgres://… [--iterations 40] [--only "entity"]
//   npx tsx tests/bench/audit-log.ts --data-dir ./data-bench            (PGlite)
//
// `run()` is what `npm run bench` calls.
import { count, desc, eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../contract/audit.js';
import { type Db } from '../../server/db/client.js';
import * as schema from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { type BenchTarget, formatTiming, isMain, openBench, runFromCommandLine, selected, startBenchServer, type Timing, timeCase } from './http-vs-sql.js';

export interface AuditBenchOptions extends BenchTarget {
  iterations?: number;
  /** Audit rows to have before timing (default 1,000,000). */
  rows?: number;
  log?: (line: string) => void;
}

const AUDITORS = 6;
/** Distinct entities the filled rows are about: about 5 entries each at 1M rows. */
const ENTITIES = 200_000;
const CHUNK = 250_000;

/** Admins to act, then audit rows until there are `target`: spread over two years, skewed like real use. */
async function fill(db: Db, target: number, log: (line: string) => void) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(schema.auditLog);
  if (n >= target) return;
  const passwordHash = await hashPassword('not-a-login-bench-auditor');
  await db
    .insert(schema.admins)
    .values(Array.from({ length: AUDITORS }, (_, i) => ({ email: `bench-auditor-${i}@example.test`, passwordHash, firstName: 'Auditor', lastName: String(i) })))
    .onConflictDoNothing();
  const ids = (
    await db
      .select({ id: schema.admins.id })
      .from(schema.admins)
      .where(sql`${schema.admins.email} like 'bench-auditor-%'`)
  ).map((r) => r.id);
  // Sign-ins and status changes are common, deletes rare: repeat the common ones.
  const weighted = AUDIT_ACTIONS.flatMap((a) => Array(/^auth\.login$|\.update$|status_update/.test(a) ? 8 : /delete|password/.test(a) ? 1 : 3).fill(a));
  const started = performance.now();
  for (let done = n; done < target; done += CHUNK) {
    const rows = Math.min(CHUNK, target - done);
    // Admin i acts about twice as often as admin i+1; the entity follows from the action.
    await db.execute(sql`
      insert into ${schema.auditLog} (admin_id, action, entity, entity_id, before, after, ip_address, user_agent, created_at)
      select (${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + floor(-ln(1 - random() * 0.98) / ln(2))::int % ${ids.length}],
             a.action,
             case split_part(a.action, '.', 1) when 'auth' then 'admin' else split_part(a.action, '.', 1) end,
             md5((g % ${ENTITIES})::text)::uuid::text,
             jsonb_build_object('status', 'read', 'isActive', true, 'name', 'Entity ' || (g % ${ENTITIES})),
             jsonb_build_object('status', 'responded', 'isActive', g % 2 = 0, 'name', 'Entity ' || (g % ${ENTITIES})),
             '10.' || (g % 250) || '.' || (g % 7) || '.1',
             'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
             now() - random() * interval '730 days'
      from generate_series(${done + 1}::int, ${done + rows}::int) g
      -- A lateral subquery that mentions g draws a fresh action for every row.
      cross join lateral (select (${sql.raw(`array[${weighted.map((a) => `'${a}'`).join(',')}]`)})[1 + floor(random() * ${weighted.length})::int] as action where g > 0) a`);
    log(`filled ${done + rows} audit rows (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`analyze ${schema.auditLog}`);
}

export async function run(options: AuditBenchOptions = {}) {
  const { log, iterations, capture, handle, db } = await openBench(options, 40);
  await fill(db, options.rows ?? 1_000_000, log);
  const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(schema.auditLog);
  log(`database: ${handle.kind}, ${rows} audit rows`);

  // Real values to filter by: the second busiest admin, an entity with entries, the newest time.
  const [admin] = await db
    .select({ id: schema.auditLog.adminId, n: count() })
    .from(schema.auditLog)
    .groupBy(schema.auditLog.adminId)
    .orderBy(desc(count()))
    .offset(1)
    .limit(1);
  const [entity] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'user')).orderBy(desc(schema.auditLog.id)).limit(1);
  const [newest] = await db.select({ at: sql<string>`max(${schema.auditLog.createdAt})::text` }).from(schema.auditLog);
  const end = new Date(newest!.at);
  const since = (days: number) => encodeURIComponent(new Date(end.getTime() - days * 86_400_000).toISOString());
  const until = encodeURIComponent(new Date(end.getTime() + 1000).toISOString());

  const server = await startBenchServer(db);
  const base = '/api/admin/audit-log';
  const cases: [string, string][] = [
    ['audit list (page 1)', base],
    ['admin', `${base}?adminId=${admin!.id}`],
    ['action user.update', `${base}?action=user.update`],
    ['action package.delete (rare)', `${base}?action=package.delete`],
    ['entity type order', `${base}?entity=order`],
    ['entity history (type + id)', `${base}?entity=user&entityId=${entity!.entityId}`],
    ['entity id alone', `${base}?entityId=${entity!.entityId}`],
    ['last 7 days', `${base}?dateFrom=${since(7)}&dateTo=${until}`],
    ['admin + action + 30 days', `${base}?adminId=${admin!.id}&action=auth.login&dateFrom=${since(30)}&dateTo=${until}`],
    ['deep page (1000)', `${base}?page=1000`],
    ['entry by id', `${base}/${entity!.id}`],
  ];
  const timings: Timing[] = [];
  for (const [name, path] of cases.filter(([name]) => selected(options, name))) {
    const t = await timeCase(capture, server, name, path, iterations);
    timings.push(t);
    log(formatTiming(t));
  }
  await server.close();
  await handle.close();
  return { database: handle.kind, rows, timings };
}

if (isMain(import.meta.url)) runFromCommandLine(run);
