// Crash safety of `npm start` on the database the suite runs on (embedded PGlite in DATA_DIR,
// or PostgreSQL when TEST_DATABASE_URL is set): SIGKILL in the middle of a stream of writes
// — single (package create, payment), bulk (user delete: users, their CVs, counters, audit in
// one transaction) and order verification (order, subscription, credits) — then a restart on
// the same data: it starts, every acknowledged write is there, and no bulk write or
// verification is half done. Then SIGTERM with writes in flight: they are all answered,
// the process exits 0, and a restart finds them. (tests/bench/crash.ts repeats the kill many
// times.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../server/routes/payments.js';
import { type Running, START_TIMEOUT, signIn, startServer, stopServer } from '../support/server-process.js';
import { type CrashDatabase, crashDatabase, newPackage } from './crash-fixtures.js';

const ADMIN = { email: 'crash-admin@example.com', password: 'Crash-Admin-Password-1' };
const WEBHOOK_SECRET = 'crash-test-webhook-secret';
/** Acknowledged writes before the kill: the stream is in full flow by then. */
const KILL_AFTER = 10;

type Json = { status: number; json: any };

async function signedIn(server: Running) {
  const res = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> => {
    const res = await fetch(server.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => undefined) };
  };
  return { call, token };
}

describe(`crash safety of npm start on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: CrashDatabase;
  const running: Running[] = [];
  const start = async () => {
    const server = await startServer({ ...db.env, SEED_USERS: '30', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
    running.push(server);
    return server;
  };
  const dirs: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-admin-crash-'));
    dirs.push(dir);
    db = await crashDatabase(dir);
  });
  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await Promise.all(running.map((r) => r.exited));
    await db?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('SIGKILL mid-stream: it restarts, every acknowledged write is there, no bulk write or verification half done', async () => {
    const server = await start();
    const { call } = await signedIn(server);
    const users = (await call('GET', '/api/admin/users?limit=100')).json.data.users as { id: string }[];
    const cvs = (await call('GET', '/api/admin/cvs?limit=100')).json.data.cvs as { id: string; user: { id: string } }[];
    const orders = ((await call('GET', '/api/admin/orders?limit=100')).json.data.orders as { id: string; status: string; orderCode: string; amount: number; user: { id: string } | null }[]).filter(
      (o) => o.user && (o.status === 'PAID' || o.status === 'PENDING'),
    );
    // Users with an order to verify stay; the others are deleted three at a time.
    const customers = new Set(orders.map((o) => o.user!.id));
    const deletable = users.filter((u) => !customers.has(u.id)).map((u) => u.id);
    const groups = Array.from({ length: Math.floor(deletable.length / 3) }, (_, i) => deletable.slice(i * 3, i * 3 + 3));
    expect(groups.length).toBeGreaterThan(2);
    expect(orders.length).toBeGreaterThan(2);

    let acked = 0;
    let killed = false;
    const ack = () => {
      if (++acked >= KILL_AFTER && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    };
    /** Runs one write; true when the server acknowledged it. A request the kill cut off is not. */
    const write = async (method: string, path: string, body: unknown, headers?: Record<string, string>) => {
      if (killed) return false;
      const res = await call(method, path, body, headers).catch(() => undefined);
      if (!res) return false;
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
      ack();
      return true;
    };

    const created: string[] = [];
    const deleted: string[][] = [];
    const sentGroups: string[][] = [];
    const paid: string[] = [];
    const verified: string[] = [];
    await Promise.all([
      (async () => {
        for (let i = 0; !killed; i++) if (await write('POST', '/api/admin/packages', newPackage(`crash-${i}`))) created.push(`crash-${i}`);
      })(),
      (async () => {
        for (const group of groups) {
          if (killed) break;
          sentGroups.push(group);
          if (await write('DELETE', '/api/admin/users/bulk-delete', { userIds: group })) deleted.push(group);
        }
      })(),
      (async () => {
        for (const order of orders) {
          if (order.status === 'PENDING') {
            const notice = JSON.stringify({ orderCode: order.orderCode, amount: order.amount, transactionId: `crash-${order.id}` });
            if (!(await write('POST', '/api/payments/webhook', notice, { 'x-signature': signPayload(notice, WEBHOOK_SECRET) }))) break;
            paid.push(order.id);
          }
          if (!(await write('PUT', `/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' }))) break;
          verified.push(order.id);
        }
      })(),
    ]);
    expect(killed).toBe(true);
    expect(await server.exited).toBeNull(); // killed by the signal, not exited

    const again = await start();
    const { call: check } = await signedIn(again);
    const packages = (await check('GET', '/api/admin/packages?search=crash-&limit=100')).json.data.packages as { name: string }[];
    const names = new Set(packages.map((p) => p.name));
    expect(created.filter((name) => !names.has(name))).toEqual([]);

    const remaining = new Set(((await check('GET', '/api/admin/users?limit=100')).json.data.users as { id: string }[]).map((u) => u.id));
    const remainingCvs = new Set(((await check('GET', '/api/admin/cvs?limit=100')).json.data.cvs as { id: string }[]).map((c) => c.id));
    for (const group of sentGroups) {
      const present = group.filter((id) => remaining.has(id));
      const cvsLeft = cvs.filter((cv) => group.includes(cv.user.id) && remainingCvs.has(cv.id));
      const cvsOf = cvs.filter((cv) => group.includes(cv.user.id));
      if (deleted.includes(group)) expect(present, 'an acknowledged bulk delete').toEqual([]);
      // All or nothing, users and their CVs together.
      expect([0, group.length], `bulk delete of ${group.join()}`).toContain(present.length);
      expect(cvsLeft.length, `CVs of ${group.join()}`).toBe(present.length ? cvsOf.length : 0);
    }
    // The counters the triggers keep moved with the rows, in the same transactions.
    const list = (await check('GET', '/api/admin/users?limit=100')).json.data;
    expect(list.stats.totalUsers).toBe(remaining.size);
    expect(list.pagination.total).toBe(remaining.size);

    for (const order of orders) {
      const { status, subscription } = (await check('GET', `/api/admin/orders/${order.id}`)).json.data as { status: string; subscription: unknown };
      if (verified.includes(order.id)) expect(status).toBe('VERIFIED');
      else if (paid.includes(order.id)) expect(['PAID', 'VERIFIED']).toContain(status);
      // A verification is the order, its subscription and the credits together, or none of them.
      expect(subscription !== null, `order ${order.id} is ${status}`).toBe(status === 'VERIFIED');
    }
    expect(acked).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(await stopServer(again, 'SIGTERM')).toBe(0);
  }, START_TIMEOUT + 120_000);

  it('SIGTERM with writes in flight: each is answered, the process exits 0, a restart finds them', async () => {
    const server = await start();
    const { call, token } = await signedIn(server);
    // A streamed export whose headers have come: the stop must let it finish.
    const exporting = await fetch(`${server.baseUrl}/api/admin/users/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(exporting.status).toBe(200);
    const names = Array.from({ length: 8 }, (_, i) => `term-${i}`);
    const writes = names.map((name) => call('POST', '/api/admin/packages', newPackage(name)));
    // The stop signal as soon as the first write is answered: the others are in flight.
    await Promise.race(writes);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
    const csv = await exporting.text();
    expect(csv.split('\n')[0]).toContain('Email');
    expect(await server.exited).toBe(0);

    const again = await start();
    const { call: check } = await signedIn(again);
    const found = new Set(((await check('GET', '/api/admin/packages?search=term-&limit=100')).json.data.packages as { name: string }[]).map((p) => p.name));
    expect(names.filter((n) => !found.has(n))).toEqual([]);
    expect(await stopServer(again, 'SIGTERM')).toBe(0);
  }, START_TIMEOUT + 60_000);
});
