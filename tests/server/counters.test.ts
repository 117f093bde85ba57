// The counters behind every stats card (server/db/counters.ts) never drift from the rows:
// after the seed, after every kind of write the API makes (single, bulk, cascades), under
// concurrent writers, and across an order's expiry, which moves a figure without a write.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '../../server/db/client.js';
import { rebuildCounters, recountInParts, verifyCounters } from '../../server/db/counters.js';
import { cvs, orders, statCounters, templates, users } from '../../server/db/schema.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { TEST_NOW } from '../support/constants.js';
import { createTestApp, useSignedInApp } from '../support/test-app.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';
import { makeCv, makeTemplate } from './users-cvs-fixtures.js';

const SECRET = 'counters-test-webhook-secret';
const t = useSignedInApp({ config: { paymentWebhookSecret: SECRET } });

const send = async (method: string, path: string, body?: unknown) => {
  const res = await t.call(method, path, { token: t.token, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};
const get = (path: string) => send('GET', path);
const expectNoDrift = async () => expect(await verifyCounters(t.db)).toEqual([]);

/** A user with CVs on a template, as the users and CVs screens delete them. */
async function userWithCvs(n: number) {
  const user = await makeUser(t.db);
  const template = await makeTemplate(t.db);
  for (let i = 0; i < n; i++)
    await makeCv(t.db, { userId: user.id, templateId: template.id, isDraft: i === 0, isPublic: i === 1, language: i === 2 ? 'vi' : 'en' });
  await t.db.update(templates).set({ usageCount: n }).where(eq(templates.id, template.id));
  return user;
}

describe('stat counters', () => {
  it('match the rows of the seeded database', async () => {
    await expectNoDrift();
    const [row] = await t.db.select({ n: count() }).from(users);
    expect((await get('/api/admin/users')).data.stats.totalUsers).toBe(row!.n);
  });

  it('follow user edits, (bulk) activation and deletes with their CV cascade', async () => {
    const a = await userWithCvs(3);
    const b = await userWithCvs(2);
    await expectNoDrift();
    await send('PUT', `/api/admin/users/${a.id}`, { isPremium: true, emailVerified: true, firstName: 'Counted' });
    await send('PUT', `/api/admin/users/${a.id}/deactivate`);
    await send('PUT', '/api/admin/users/bulk-activate', { userIds: [a.id, b.id] });
    await send('PUT', '/api/admin/users/bulk-deactivate', { userIds: [b.id] });
    await expectNoDrift();
    await send('DELETE', `/api/admin/users/${a.id}`);
    await send('DELETE', '/api/admin/users/bulk-delete', { userIds: [b.id] });
    await expectNoDrift();
  });

  it('follow CV deletes, single and bulk', async () => {
    const user = await userWithCvs(4);
    const ids = (await t.db.select({ id: cvs.id }).from(cvs).where(eq(cvs.userId, user.id))).map((r) => r.id);
    await send('DELETE', `/api/admin/cvs/${ids[0]}`);
    await send('DELETE', '/api/admin/cvs/bulk', { cvIds: ids.slice(1) });
    await expectNoDrift();
  });

  it('follow packages created, edited, toggled in bulk and deleted', async () => {
    const created = await send('POST', '/api/admin/packages', {
      name: 'Gói đếm',
      nameEn: 'Counted',
      description: 'Mô tả',
      descriptionEn: 'Description',
      price: 50_000,
      currency: 'VND',
      credits: { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 },
      features: ['Một'],
      featuresEn: ['One'],
      isActive: true,
      isPopular: false,
    });
    const id = created.data.id as string;
    await send('PUT', `/api/admin/packages/${id}`, { isPopular: true });
    await send('PUT', '/api/admin/packages/bulk', { packageIds: [id], updates: { isActive: false } });
    await expectNoDrift();
    await send('DELETE', `/api/admin/packages/${id}`);
    await expectNoDrift();
  });

  it('follow payments, verification, cancellation (single and bulk) and package sales', async () => {
    const user = await makeUser(t.db);
    const vnd = await makePackage(t.db, { price: 120_000 });
    const usd = await makePackage(t.db, { price: 9, currency: 'USD' });
    const paid = await makeOrder(t.db, user, vnd);
    const paidUsd = await makeOrder(t.db, user, usd);
    const toCancel = await makeOrder(t.db, user, vnd);
    const bulk = [await makeOrder(t.db, user, vnd), await makeOrder(t.db, user, vnd)];
    await expectNoDrift();
    for (const order of [paid, paidUsd, ...bulk]) {
      const raw = JSON.stringify({ orderCode: order.orderCode, amount: order.amount, transactionId: `tx-${order.id}` });
      const res = await t.call('POST', '/api/payments/webhook', {
        body: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signPayload(raw, SECRET) },
      });
      expect(res.status).toBe(200);
    }
    await expectNoDrift();
    await send('PUT', `/api/admin/orders/${paid.id}/status`, { status: 'VERIFIED' });
    await send('PUT', `/api/admin/orders/${paidUsd.id}/status`, { status: 'VERIFIED' });
    await send('PUT', `/api/admin/orders/${toCancel.id}/status`, { status: 'CANCELLED' });
    await send('PUT', '/api/admin/orders/bulk', { orderIds: bulk.map((o) => o.id), updates: { status: 'VERIFIED' } });
    await send('POST', `/api/admin/users/${user.id}/packages`, { packageId: vnd.id });
    await expectNoDrift();
    const listed = (await get(`/api/admin/packages/${vnd.id}`)).data;
    expect([listed.totalSales, listed.revenue]).toEqual([3, 360_000]);
    // The customer's deletion keeps the orders (money records) with user null.
    await send('DELETE', `/api/admin/users/${user.id}`);
    await expectNoDrift();
  });

  it('follow templates created, toggled, bulk-updated and deleted', async () => {
    const created = await send('POST', '/api/admin/templates', { name: 'Counted template', description: 'Counted in the stats cards', category: 'modern' });
    const id = created.data.id as string;
    await send('PATCH', `/api/admin/templates/${id}/premium`);
    await send('PUT', '/api/admin/templates/bulk', { templateIds: [id], updates: { isPremium: false, status: false } });
    await expectNoDrift();
    await send('DELETE', `/api/admin/templates/${id}`);
    await expectNoDrift();
  });

  it('follow contacts submitted, moved through their statuses and deleted', async () => {
    const ids: string[] = [];
    for (const category of ['technical', 'billing', 'general']) {
      const res = await t.call('POST', '/api/contact', {
        body: { name: 'Lan', email: 'lan@example.com', subject: 'Counted', message: 'Counted message', category },
        headers: { 'x-forwarded-for': `10.9.0.${ids.length + 1}` },
      });
      expect(res.status).toBe(201);
      ids.push(res.json.data.id);
    }
    await send('PATCH', `/api/contact/${ids[0]}/status`, { status: 'read' });
    await send('PATCH', '/api/contact/bulk-status', { contactIds: ids, status: 'closed' });
    await send('DELETE', `/api/contact/${ids[2]}`);
    await expectNoDrift();
  });

  it('stay exact under concurrent writers on several connections', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => userWithCvs(2)));
    const pkg = await makePackage(t.db, { price: 70_000 });
    const pending = await Promise.all(people.map((p) => makeOrder(t.db, p, pkg)));
    await Promise.all(
      people.flatMap((p, i) => [
        send('PUT', `/api/admin/orders/${pending[i]!.id}/status`, { status: 'CANCELLED' }),
        ...(i % 4 === 0
          ? [send('DELETE', `/api/admin/users/${p.id}`)]
          : [
              send('PUT', `/api/admin/users/${p.id}`, { isPremium: i % 2 === 0 }),
              send('PUT', `/api/admin/users/${p.id}/${i % 3 ? 'activate' : 'deactivate'}`),
              send('PUT', '/api/admin/users/bulk-activate', { userIds: [p.id] }),
            ]),
      ]),
    );
    await expectNoDrift();
    // The slots spread the writers: on PostgreSQL several backends of the pool wrote.
    const [slots] = await t.db.select({ n: sql<number>`count(distinct ${statCounters.slot})::int` }).from(statCounters);
    if (t.handle.kind === 'postgres') expect(slots!.n).toBeGreaterThan(1);
  });

  it('read an order that expires as EXPIRED without any write', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const order = await makeOrder(t.db, user, pkg, { expiresAt: new Date(TEST_NOW.getTime() + 60_000) });
    const direct = async (now: Date) => {
      const [live] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, now)));
      const [gone] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)));
      return { pendingOrders: live!.n, expiredOrders: gone!.n };
    };
    const before = (await get('/api/admin/orders')).data.stats;
    expect(before).toMatchObject(await direct(TEST_NOW));
    t.clock.advance(120_000);
    const after = (await get('/api/admin/orders')).data.stats;
    expect(after).toMatchObject(await direct(t.clock.now()));
    expect(after.expiredOrders).toBe(before.expiredOrders + 1);
    expect((await get('/api/admin/orders?status=EXPIRED')).data.pagination.total).toBe(after.expiredOrders);
    expect((await get(`/api/admin/orders/${order.id}`)).data.status).toBe('EXPIRED');
    // Across hours: counted by the hour it expires in until that hour comes, then by its time.
    await makeOrder(t.db, user, pkg, { expiresAt: new Date(TEST_NOW.getTime() + 3 * 3_600_000 + 10 * 60_000) });
    for (const minutes of [0, 150, 185, 189, 191, 240]) {
      t.clock.set(new Date(TEST_NOW.getTime() + minutes * 60_000));
      expect((await get('/api/admin/orders')).data.stats, `${minutes} min`).toMatchObject(await direct(t.clock.now()));
      expect((await get('/api/admin/dashboard')).data.overview.activeOrders).toBe((await direct(t.clock.now())).pendingOrders);
    }
    await expectNoDrift();
    t.clock.set(TEST_NOW);
  });

  it('are found out when they drift, and a rebuild mends them', async () => {
    await t.db
      .insert(statCounters)
      .values({ name: 'users.total', day: '1970-01-01', slot: 15, value: '7' })
      .onConflictDoUpdate({
        target: [statCounters.name, statCounters.day, statCounters.slot],
        set: { value: sql`${statCounters.value} + 7` },
      });
    const drift = await verifyCounters(t.db);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({ name: 'users.total', day: '1970-01-01' });
    expect(drift[0]!.stored - drift[0]!.actual).toBe(7);
    await rebuildCounters(t.db);
    await expectNoDrift();
  });

  it("are recounted by the seed's grouped recount as by the rows one by one", async () => {
    // Orders that share an expiry hour (minutes apart), a creation day (paid and not), and
    // orders paid on another day than they were made: what the grouping must keep apart.
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const at = (hours: number, minutes = 0) => new Date(TEST_NOW.getTime() + hours * 3_600_000 + minutes * 60_000);
    await makeOrder(t.db, user, pkg, { expiresAt: at(5, 1) });
    await makeOrder(t.db, user, pkg, { expiresAt: at(5, 58) });
    await makeOrder(t.db, user, pkg, { expiresAt: at(6, 2) });
    await makeOrder(t.db, user, pkg, { status: 'PAID', createdAt: at(-30), paidAt: at(-2), expiresAt: at(5, 30) });
    await makeOrder(t.db, user, pkg, { status: 'VERIFIED', createdAt: at(-30), paidAt: at(-29), expiresAt: at(-20) });
    await makeOrder(t.db, user, pkg, { status: 'PAID', createdAt: at(-30), paidAt: null, expiresAt: at(-20) });
    await makeOrder(t.db, user, pkg, { status: 'CANCELLED', createdAt: at(-30), expiresAt: at(-20) });
    const recount = await recountInParts(t.db);
    // The orders' recount does group (it does not fall back to the rows one by one).
    expect(recount.statements.find((s) => s.name === 'counters of orders')!.statement).toContain('count(*) as sign');
    for (const { statement } of recount.statements) await t.db.execute(sql.raw(statement));
    await recount.done();
    await expectNoDrift();
  });
});

describe('npm run counters', () => {
  const cli = (args: string[], where: { dataDir?: string; databaseUrl?: string }) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/counters.ts', ...args, ...(where.dataDir ? ['--data-dir', where.dataDir] : [])], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: where.databaseUrl ?? '' },
    });

  /** A database of its own for the command: a clone on PostgreSQL, the snapshot unpacked into a directory on PGlite. */
  async function ownDatabase() {
    const fresh = process.env.TEST_DATABASE_URL ? await createTestApp() : undefined;
    if (fresh) return { where: { databaseUrl: fresh.handle.databaseUrl }, open: async () => fresh.handle, close: () => fresh.close() };
    const dir = mkdtempSync(join(tmpdir(), 'cv-counters-'));
    return {
      where: { dataDir: dir },
      open: () => openDb({ dataDir: dir, loadDataDir: new Blob([readFileSync(inject('snapshotPath'))]) }),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  it('--verify reports drift with exit 1, --rebuild mends it', async () => {
    const own = await ownDatabase();
    try {
      let handle = await own.open();
      await handle.db.execute(sql`update stat_counters set value = value + 2 where name = 'users.total'`);
      if (handle.kind === 'pglite') await handle.close();
      const drifted = cli(['--verify'], own.where);
      expect(drifted.status).toBe(1);
      expect(drifted.stdout).toMatch(/users\.total.*│\s+\d+\s+│\s+\d+\s+│/);
      const rebuilt = cli(['--rebuild'], own.where);
      expect([rebuilt.status, rebuilt.stdout]).toEqual([0, expect.stringContaining('Rebuilt the counters')]);
      if (handle.kind === 'pglite') handle = await openDb({ dataDir: own.where.dataDir });
      expect(await verifyCounters(handle.db)).toEqual([]);
      if (handle.kind === 'pglite') await handle.close();
      expect(cli(['--verify', '--rebuild'], own.where).status).toBe(2);
    } finally {
      await own.close();
    }
  }, 120_000);
});
