// The charts' series: what a payment and a verification move, the buckets of each
// period in the business time zone, an installation with nothing in it, and who may read them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../server/core/business-time.js';
import { hashPassword } from '../../server/security/passwords.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { admins } from '../../server/db/schema.js';
import { TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp, testClock, useSignedInApp } from '../support/test-app.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';

const SECRET = 'test-webhook-secret-not-for-production';
type Point = Record<string, number | string>;
const last = (points: Point[]) => points[points.length - 1]!;

describe('a payment and a verification move today', () => {
  const t = useSignedInApp({ config: { paymentWebhookSecret: SECRET } });
  const get = async (path: string) => {
    const res = await t.call('GET', path, { token: t.token });
    expect(res.status, res.text).toBe(200);
    return res.json.data;
  };

  it('the money arriving adds to today’s revenue, the verification to the package’s sales', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db, { price: 149_000 });
    const order = await makeOrder(t.db, user, pkg);
    const [dashBefore, ordersBefore] = [await get('/api/admin/dashboard/series?period=7d'), await get('/api/admin/orders/series?period=7d')];
    expect(last(dashBefore.points).key).toBe(businessDay(TEST_NOW));
    expect(dashBefore.points).toHaveLength(7);

    const raw = JSON.stringify({ orderCode: order.orderCode, amount: order.amount, transactionId: `chart-${randomUUID()}` });
    const paid = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signPayload(raw, SECRET) },
    });
    expect(paid.status, paid.text).toBe(200);
    const verified = await t.call('PUT', `/api/admin/orders/${order.id}/status`, { token: t.token, body: { status: 'VERIFIED' } });
    expect(verified.status, verified.text).toBe(200);

    const dash = await get('/api/admin/dashboard/series?period=7d');
    expect(last(dash.points).revenue).toBe((last(dashBefore.points).revenue as number) + 149_000);
    const after = await get('/api/admin/orders/series?period=7d');
    expect(last(after.points).VERIFIED).toBe((last(ordersBefore.points).VERIFIED as number) + 1);
    expect(last(after.points).PENDING).toBe((last(ordersBefore.points).PENDING as number) - 1);
    expect(after.funnel.verified).toBe(ordersBefore.funnel.verified + 1);
    expect(after.byPackage).toContainEqual(expect.objectContaining({ packageId: pkg.id, orders: 1, revenue: 149_000 }));
    const months = (await get(`/api/admin/packages/${pkg.id}/series`)).months;
    expect(months).toHaveLength(12);
    expect(last(months)).toEqual({ month: businessDay(TEST_NOW).slice(0, 7), sales: 1, revenue: 149_000 });
  });

  it('sums the funnel from the points, and the period before lines up with the period', async () => {
    for (const period of ['7d', '30d', '90d', '12m']) {
      const o = await get(`/api/admin/orders/series?period=${period}`);
      const sum = (k: string) => o.points.reduce((n: number, p: Point) => n + (p[k] as number), 0);
      expect(o.funnel).toEqual({
        created: sum('PENDING') + sum('PAID') + sum('VERIFIED') + sum('EXPIRED') + sum('CANCELLED'),
        paid: sum('PAID') + sum('VERIFIED'),
        verified: sum('VERIFIED'),
        pending: sum('PENDING'),
        expired: sum('EXPIRED'),
        cancelled: sum('CANCELLED'),
      });
      const d = await get(`/api/admin/dashboard/series?period=${period}`);
      expect(d.unit).toBe(period === '12m' ? 'month' : 'day');
      expect(d.points).toHaveLength(period === '12m' ? 12 : Number.parseInt(period, 10));
      // The period before ends the bucket before the period starts.
      if (period === '12m') expect(d.points[0].previousKey.slice(0, 4)).toBe(String(Number(d.points[0].key.slice(0, 4)) - 1));
      else expect(new Date(d.points[0].key).getTime() - new Date(last(d.points).previousKey as string).getTime()).toBe(86_400_000);
    }
  });

  it('counts sign-ups per day and those verified since, and all users verified or not', async () => {
    const before = await get('/api/admin/users/series?period=30d');
    await makeUser(t.db, { emailVerified: true });
    await makeUser(t.db, { emailVerified: false });
    const after = await get('/api/admin/users/series?period=30d');
    expect(last(after.points).signups).toBe((last(before.points).signups as number) + 2);
    expect(last(after.points).verified).toBe((last(before.points).verified as number) + 1);
    expect(after.totals).toEqual({ verified: before.totals.verified + 1, unverified: before.totals.unverified + 1 });
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
    expect(after.totals.verified + after.totals.unverified).toBe(rows[0]!.n);
  });

  it('splits template usage into free and premium', async () => {
    const a = await get('/api/admin/templates/analytics');
    expect(a.usageByTier.free + a.usageByTier.premium).toBe(a.totals.totalUsage);
  });

  it('refuses an unknown period with 400 and an unknown package with 404', async () => {
    expect((await t.call('GET', '/api/admin/dashboard/series?period=1y', { token: t.token })).status).toBe(400);
    expect((await t.call('GET', `/api/admin/packages/${randomUUID()}/series`, { token: t.token })).status).toBe(404);
  });
});

describe('an installation with nothing in it', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock(TEST_NOW) });
    // DELETE (not TRUNCATE) so the counters' triggers see it, as a real emptying would.
    for (const table of ['payments', 'subscriptions', 'orders', 'cvs', 'user_activity', 'users', 'packages', 'templates'])
      await t.db.execute(sql.raw(`delete from ${table}`));
    token = await t.login();
  });
  afterAll(() => t.close());

  it('answers zeros, not errors', async () => {
    for (const period of ['7d', '12m']) {
      const dash = (await t.call('GET', `/api/admin/dashboard/series?period=${period}`, { token })).json.data;
      expect(dash.points.every((p: Point) => p.revenue === 0 && p.previousRevenue === 0 && p.users === 0 && p.cvs === 0)).toBe(true);
      const o = (await t.call('GET', `/api/admin/orders/series?period=${period}`, { token })).json.data;
      expect(o.funnel).toEqual({ created: 0, paid: 0, verified: 0, pending: 0, expired: 0, cancelled: 0 });
      expect(o.byPackage).toEqual([]);
      const u = (await t.call('GET', `/api/admin/users/series?period=${period}`, { token })).json.data;
      expect(u.totals).toEqual({ verified: 0, unverified: 0 });
    }
    const tpl = (await t.call('GET', '/api/admin/templates/analytics', { token })).json.data;
    expect(tpl.usageByTier).toEqual({ free: 0, premium: 0 });
  });
});

describe('who may read the series', () => {
  const t = useSignedInApp();
  it('a role without the area’s permission gets 403', async () => {
    await t.db
      .insert(admins)
      .values({ email: 'content.charts@example.com', passwordHash: await hashPassword('Content-Charts-1'), firstName: 'C', lastName: 'T', role: 'content' });
    const token = await t.login('content.charts@example.com', 'Content-Charts-1');
    expect((await t.call('GET', '/api/admin/dashboard/series', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/orders/series', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/users/series', { token })).status).toBe(403);
    const pkg = await makePackage(t.db);
    expect((await t.call('GET', `/api/admin/packages/${pkg.id}/series`, { token })).status).toBe(200);
  });
});
