// A crash of `npm start` in the middle of a stream of writes, and what a restart finds: for
// tests/server/crash.test.ts (once, on a fresh database) and tests/bench/crash.ts (many
// times, killed at different moments). The writes: single (package create, bank payment),
// bulk (user delete: users, their CVs, counters and audit in one transaction) and order
// verification (order, subscription and credits in one transaction).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { adminUrl, dropDatabase, withDatabase } from './pg.js';
import { type Running, signIn } from './server-process.js';

export const CRASH_ADMIN = { email: 'crash-admin@example.com', password: 'Crash-Admin-Password-1' };
export const CRASH_WEBHOOK_SECRET = 'crash-test-webhook-secret';

/** The environment `npm start` runs with in a crash test, on the database `db` names. */
export const crashEnv = (db: Record<string, string>, seedUsers = 30) => ({
  ...db,
  SEED_USERS: String(seedUsers),
  ADMIN_EMAIL: CRASH_ADMIN.email,
  ADMIN_PASSWORD: CRASH_ADMIN.password,
  PAYMENT_WEBHOOK_SECRET: CRASH_WEBHOOK_SECRET,
});

export interface CrashDatabase {
  /** What `npm start` reads to open it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function maintenance(url: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A PGlite directory under `dir`, or on PostgreSQL (`url`) a database of its own, copied from `template` if given. */
export async function crashDatabase(dir: string, url = process.env.TEST_DATABASE_URL, template?: string): Promise<CrashDatabase> {
  if (!url) return { env: { DATA_DIR: join(dir, 'data') }, drop: async () => {} };
  const name = `cv_admin_crash_${randomBytes(6).toString('hex')}`;
  await maintenance(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { env: { DATABASE_URL: withDatabase(url, name) }, drop: () => dropDatabase(url, name) };
}

/** A valid package for POST /api/admin/packages. */
export const newPackage = (name: string) => ({
  name,
  nameEn: name,
  description: 'Written during a crash test',
  descriptionEn: 'Written during a crash test',
  price: 10_000,
  credits: { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 },
  features: ['One CV'],
  featuresEn: ['One CV'],
});

export interface Answer {
  status: number;
  json: any;
}

/** The bench admin's session on `server`: a JSON caller and the token. */
export async function signedIn(server: Running) {
  const res = await signIn(server.baseUrl, CRASH_ADMIN.email, CRASH_ADMIN.password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await fetch(server.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: answer.status, json: await answer.json().catch(() => undefined) };
  };
  return { call, token };
}

type Call = Awaited<ReturnType<typeof signedIn>>['call'];

/** Every row of a list, page by page. */
async function listAll<T>(call: Call, path: string, key: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = (await call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`)).json;
    rows.push(...(data[key] as T[]));
    if (page >= data.pagination.totalPages) return rows;
  }
}

interface OrderRow {
  id: string;
  status: string;
  orderCode: string;
  amount: number;
  user: { id: string } | null;
}

export interface CrashReport {
  /** Writes the server acknowledged before it was killed. */
  acked: number;
  /** Writes sent that got no answer (cut off by the kill). */
  unanswered: number;
  /** An answer other than 2xx before the kill (the stream itself went wrong). */
  refused: string[];
  /** Acknowledged writes the restarted server does not have. */
  lost: string[];
  /** Bulk deletes or verifications found partly applied. */
  halfDone: string[];
  /** Counters that disagree with the rows. */
  counters: string[];
  /** From the restart to the address printed. */
  restartMs: number;
}

/**
 * Starts the server (`start`), streams writes, SIGKILLs it after `killAfter` acknowledgements
 * (others in flight), starts it again on the same data and reports what it finds. The
 * restarted server is stopped with SIGTERM before returning.
 */
export async function killMidStream(start: () => Promise<Running>, killAfter: number): Promise<CrashReport> {
  const server = await start();
  const { call } = await signedIn(server);
  const users = await listAll<{ id: string }>(call, '/api/admin/users', 'users');
  const cvs = await listAll<{ id: string; user: { id: string } }>(call, '/api/admin/cvs', 'cvs');
  const orders = (await listAll<OrderRow>(call, '/api/admin/orders', 'orders')).filter((o) => o.user && (o.status === 'PAID' || o.status === 'PENDING'));
  // Users with an order to verify stay; the others are deleted three at a time.
  const customers = new Set(orders.map((o) => o.user!.id));
  const deletable = users.filter((u) => !customers.has(u.id)).map((u) => u.id);
  const groups = Array.from({ length: Math.floor(deletable.length / 3) }, (_, i) => deletable.slice(i * 3, i * 3 + 3));
  if (groups.length < 3 || orders.length < 3) throw new Error(`too little to write: ${groups.length} user groups, ${orders.length} orders`);

  const report: CrashReport = { acked: 0, unanswered: 0, refused: [], lost: [], halfDone: [], counters: [], restartMs: 0 };
  let killed = false;
  /** Runs one write; true when the server acknowledged it. A request the kill cut off is not. */
  const write = async (method: string, path: string, body: unknown, headers?: Record<string, string>) => {
    if (killed) return false;
    const res = await call(method, path, body, headers).catch(() => undefined);
    if (!res) {
      report.unanswered++;
      return false;
    }
    if (res.status >= 300) {
      report.refused.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
      return false;
    }
    if (++report.acked >= killAfter && !killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
    return true;
  };

  const created: string[] = [];
  const deleted = new Set<string[]>();
  const sentGroups: string[][] = [];
  const paid = new Set<string>();
  const verified = new Set<string>();
  const tag = randomBytes(3).toString('hex');
  await Promise.all([
    (async () => {
      for (let i = 0; !killed && !report.refused.length; i++)
        if (await write('POST', '/api/admin/packages', newPackage(`crash-${tag}-${i}`))) created.push(`crash-${tag}-${i}`);
    })(),
    (async () => {
      for (const group of groups) {
        if (killed) break;
        sentGroups.push(group);
        if (await write('DELETE', '/api/admin/users/bulk-delete', { userIds: group })) deleted.add(group);
      }
    })(),
    (async () => {
      for (const order of orders) {
        if (order.status === 'PENDING') {
          const notice = JSON.stringify({ orderCode: order.orderCode, amount: order.amount, transactionId: `crash-${order.id}` });
          if (!(await write('POST', '/api/payments/webhook', notice, { 'x-signature': signPayload(notice, CRASH_WEBHOOK_SECRET) }))) break;
          paid.add(order.id);
        }
        if (!(await write('PUT', `/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' }))) break;
        verified.add(order.id);
      }
    })(),
  ]);
  if (!killed) server.child.kill('SIGKILL');
  await server.exited;

  const restarting = performance.now();
  const again = await start();
  report.restartMs = Math.round(performance.now() - restarting);
  const { call: check } = await signedIn(again);
  const names = new Set((await listAll<{ name: string }>(check, `/api/admin/packages?search=crash-${tag}-`, 'packages')).map((p) => p.name));
  report.lost.push(...created.filter((name) => !names.has(name)).map((name) => `package ${name}`));

  const remaining = new Set((await listAll<{ id: string }>(check, '/api/admin/users', 'users')).map((u) => u.id));
  const remainingCvs = new Set((await listAll<{ id: string }>(check, '/api/admin/cvs', 'cvs')).map((c) => c.id));
  for (const group of sentGroups) {
    const present = group.filter((id) => remaining.has(id)).length;
    const cvsOf = cvs.filter((cv) => group.includes(cv.user.id));
    const cvsLeft = cvsOf.filter((cv) => remainingCvs.has(cv.id)).length;
    if (deleted.has(group) && present) report.lost.push(`bulk delete of ${group.join()}`);
    // All or nothing, users and their CVs together.
    if (present !== 0 && present !== group.length) report.halfDone.push(`bulk delete of ${group.join()}: ${present} users left`);
    if (cvsLeft !== (present ? cvsOf.length : 0)) report.halfDone.push(`bulk delete of ${group.join()}: ${cvsLeft} of ${cvsOf.length} CVs left`);
  }
  // The counters the triggers keep moved with the rows, in the same transactions.
  const list = (await check('GET', '/api/admin/users?limit=1')).json.data;
  if (list.stats.totalUsers !== remaining.size) report.counters.push(`users: counter ${list.stats.totalUsers}, rows ${remaining.size}`);
  if (list.pagination.total !== remaining.size) report.counters.push(`users: total ${list.pagination.total}, rows ${remaining.size}`);

  for (const order of orders) {
    const { status, subscription } = (await check('GET', `/api/admin/orders/${order.id}`)).json.data as { status: string; subscription: unknown };
    if (verified.has(order.id) && status !== 'VERIFIED') report.lost.push(`verification of ${order.orderCode} (${status})`);
    if (paid.has(order.id) && status !== 'PAID' && status !== 'VERIFIED') report.lost.push(`payment of ${order.orderCode} (${status})`);
    // A verification is the order, its subscription and the credits together, or none of them.
    if ((subscription !== null) !== (status === 'VERIFIED'))
      report.halfDone.push(`order ${order.orderCode}: ${status} with${subscription ? '' : 'out'} a subscription`);
  }
  again.child.kill('SIGTERM');
  if ((await again.exited) !== 0) report.counters.push('the restarted server did not stop cleanly');
  return report;
}
