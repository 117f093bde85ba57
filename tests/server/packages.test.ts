import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, packages, payments, subscriptions } from '../../server/db/schema.js';
import { PACKAGE_MESSAGES } from '../../contract/packages.js';
import { TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp, useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';

const t = useSignedInApp();

const get = (path: string) => t.call('GET', path, { token: t.token });
const send = (method: string, path: string, body: unknown) => t.call(method, path, { token: t.token, body });

const valid = {
  name: 'Gói Chuyên Nghiệp',
  nameEn: 'Professional',
  description: 'Dành cho người tìm việc',
  descriptionEn: 'For job seekers',
  price: 199_000,
  currency: 'VND',
  credits: { cvCreation: 10, aiOptimization: 5, premiumTemplates: 3, aiTemplates: 2 },
  features: ['10 CV', '  ', 'Mẫu cao cấp'],
  featuresEn: ['10 CVs', '', 'Premium templates'],
  isActive: true,
  isPopular: true,
  sortOrder: 2,
  validityDays: 30,
};

describe('POST /packages', () => {
  it('creates a package, drops blank feature rows, and writes an audit row', async () => {
    const res = await send('POST', '/api/admin/packages', valid);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Package created successfully');
    expect(res.json.data).toMatchObject({
      ...valid,
      features: ['10 CV', 'Mẫu cao cấp'],
      featuresEn: ['10 CVs', 'Premium templates'],
      totalSales: 0,
      revenue: 0,
      createdAt: TEST_NOW.toISOString(),
    });
    const [row] = await t.db.select().from(packages).where(eq(packages.id, res.json.data.id));
    expect(row).toMatchObject({ cvCreation: 10, aiOptimization: 5, premiumTemplates: 3, aiTemplates: 2, validityDays: 30 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.json.data.id), eq(auditLog.action, 'package.create')));
    expect(audits).toHaveLength(1);
  });

  it('applies the defaults and reads an omitted validityDays as no expiry', async () => {
    const { currency: _c, isActive: _a, isPopular: _p, sortOrder: _s, validityDays: _v, ...minimal } = valid;
    const res = await send('POST', '/api/admin/packages', minimal);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ currency: 'VND', isActive: true, isPopular: false, sortOrder: 0, validityDays: null });
  });

  it("answers 400 with every field's message at once, and stores nothing", async () => {
    const { before } = (await t.db.select({ before: count() }).from(packages))[0]!;
    const res = await send('POST', '/api/admin/packages', {
      name: '   ',
      nameEn: '',
      description: ' ',
      descriptionEn: '',
      price: 0,
      currency: 'VND',
      credits: { cvCreation: -1, aiOptimization: 0, premiumTemplates: -5, aiTemplates: 0 },
      features: ['', '  '],
      featuresEn: [],
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      name: PACKAGE_MESSAGES.nameRequired,
      nameEn: PACKAGE_MESSAGES.nameEnRequired,
      description: PACKAGE_MESSAGES.descriptionRequired,
      descriptionEn: PACKAGE_MESSAGES.descriptionEnRequired,
      price: PACKAGE_MESSAGES.pricePositive,
      'credits.cvCreation': PACKAGE_MESSAGES.creditsNegative,
      'credits.premiumTemplates': PACKAGE_MESSAGES.creditsNegative,
      features: PACKAGE_MESSAGES.featuresRequired,
      featuresEn: PACKAGE_MESSAGES.featuresEnRequired,
    });
    // The spec's texts, verbatim.
    expect(Object.values(PACKAGE_MESSAGES).slice(0, 8)).toEqual([
      'Package name is required',
      'English name is required',
      'Description is required',
      'English description is required',
      'Price must be greater than 0',
      'Credits cannot be negative',
      'At least one feature is required',
      'At least one English feature is required',
    ]);
    const { after } = (await t.db.select({ after: count() }).from(packages))[0]!;
    expect(after).toBe(before);
  });

  it('refuses wrong types, unknown fields, a bad currency and non-JSON', async () => {
    for (const [body, field] of [
      [{ ...valid, price: '199000' }, 'price'],
      [{ ...valid, price: 10.5 }, 'price'],
      [{ ...valid, currency: 'EUR' }, 'currency'],
      [{ ...valid, sortOrder: -1 }, 'sortOrder'],
      [{ ...valid, validityDays: -3 }, 'validityDays'],
      [{ ...valid, credits: { cvCreation: 1 } }, 'credits.aiOptimization'],
      [{ ...valid, isActive: 'yes' }, 'isActive'],
      [{ ...valid, totalSales: 5 }, '_'],
    ] as const) {
      const res = await send('POST', '/api/admin/packages', body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.errors), field).toContain(field);
    }
    const text = await t.call('POST', '/api/admin/packages', { token: t.token, body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('PUT /packages/{id}', () => {
  it('updates only what is sent (e.g. isActive) and keeps the rest', async () => {
    const pkg = await makePackage(t.db, { isActive: true, validityDays: 30 });
    const res = await send('PUT', `/api/admin/packages/${pkg.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Package updated successfully');
    expect(res.json.data).toMatchObject({ isActive: false, name: pkg.name, price: pkg.price, validityDays: 30 });
    const cleared = await send('PUT', `/api/admin/packages/${pkg.id}`, {
      validityDays: null,
      credits: { cvCreation: 9, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 },
    });
    expect(cleared.json.data).toMatchObject({ validityDays: null, credits: { cvCreation: 9, aiOptimization: 0 } });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, pkg.id), eq(auditLog.action, 'package.update')));
    expect(audits).toHaveLength(2);
  });

  it('validates a partial update with the same rules, 404 for an unknown id', async () => {
    const pkg = await makePackage(t.db);
    const bad = await send('PUT', `/api/admin/packages/${pkg.id}`, { price: 0, name: ' ', features: [''] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      price: PACKAGE_MESSAGES.pricePositive,
      name: PACKAGE_MESSAGES.nameRequired,
      features: PACKAGE_MESSAGES.featuresRequired,
    });
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.price).toBe(pkg.price);
    expect((await send('PUT', '/api/admin/packages/00000000-0000-4000-8000-000000000000', { isActive: true })).status).toBe(404);
    expect((await send('PUT', '/api/admin/packages/abc', { isActive: true })).status).toBe(404);
  });
});

describe('GET /packages', () => {
  let app: TestApp;
  let tok: string;
  let sold: Awaited<ReturnType<typeof makePackage>>;
  beforeAll(async () => {
    app = await createTestApp();
    tok = await app.login();
    sold = await makePackage(app.db, { name: 'Gói Vàng', nameEn: 'Gold 100%', isPopular: true, sortOrder: -1 });
    await makePackage(app.db, { name: 'Gói Bạc', nameEn: 'Silver', isActive: false });
    const usd = await makePackage(app.db, { nameEn: 'Dollar', price: 25, currency: 'USD' });
    for (let i = 0; i < 13; i++) await makePackage(app.db, { nameEn: `Filler ${i}`, sortOrder: 5 });
    const user = await makeUser(app.db);
    await makeOrder(app.db, user, sold, { status: 'VERIFIED' });
    await makeOrder(app.db, user, sold, { status: 'VERIFIED' });
    await makeOrder(app.db, user, sold, { status: 'PAID' }); // the money arrived: a sale before it is verified
    await makeOrder(app.db, user, sold, { status: 'CANCELLED' });
    await makeOrder(app.db, user, sold); // PENDING: nothing received yet
    await makeOrder(app.db, user, usd, { status: 'VERIFIED' });
  });
  afterAll(() => app.close());
  const aget = (path: string) => app.call('GET', path, { token: tok });

  it('pages by 12 in sort order with whole-collection stats and per-package sales', async () => {
    const res = await aget('/api/admin/packages');
    expect(res.status).toBe(200);
    const { packages: list, pagination, stats } = res.json.data;
    const { n } = (await app.db.select({ n: count() }).from(packages))[0]!;
    expect(pagination).toEqual({ page: 1, limit: 12, total: n, totalPages: Math.ceil(n / 12) });
    expect(list).toHaveLength(12);
    expect(list[0].id).toBe(sold.id);
    expect(list[0]).toMatchObject({ totalSales: 3, revenue: 3 * sold.price, credits: { cvCreation: 5 } });
    const [agg] = await app.db
      .select({
        active: sql<number>`count(*) filter (where is_active)`.mapWith(Number),
        popular: sql<number>`count(*) filter (where is_popular)`.mapWith(Number),
      })
      .from(packages);
    const [sales] = await app.db
      .select({
        n: count(),
        vnd: sql<number>`coalesce(sum(amount) filter (where currency = 'VND'), 0)`.mapWith(Number),
        usd: sql<number>`coalesce(sum(amount) filter (where currency = 'USD'), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(inArray(orders.status, ['PAID', 'VERIFIED']));
    expect(stats).toEqual({
      totalPackages: n,
      activePackages: agg!.active,
      popularPackages: agg!.popular,
      totalSales: sales!.n,
      totalRevenue: sales!.vnd,
      totalRevenueUsd: sales!.usd,
    });
    const page2 = (await aget('/api/admin/packages?page=2')).json.data;
    expect(page2.packages).toHaveLength(n - 12);
    expect(new Set([...list, ...page2.packages].map((p: any) => p.id)).size).toBe(n);
    expect(page2.stats).toEqual(stats);
  });

  it('searches names without accents and case', async () => {
    const dungNgo = await makePackage(app.db, { name: 'Gói Dũng Ngô', nameEn: 'Teacher pack' });
    const dang = await makePackage(app.db, { name: 'Gói Đặng', nameEn: 'Family pack' });
    const ids = async (q: string) => (await aget(`/api/admin/packages?search=${encodeURIComponent(q)}&limit=100`)).json.data.packages.map((p: any) => p.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
    await app.db.delete(packages).where(inArray(packages.id, [dungNgo.id, dang.id]));
  });

  it('searches name and nameEn (literally), filters isActive and isPopular', async () => {
    expect((await aget('/api/admin/packages?search=gói%20vàng')).json.data.packages.map((p: any) => p.id)).toEqual([sold.id]);
    expect((await aget('/api/admin/packages?search=100%25')).json.data.packages.map((p: any) => p.id)).toEqual([sold.id]);
    const inactive = (await aget('/api/admin/packages?isActive=false&limit=100')).json.data;
    const stored = await app.db.select({ id: packages.id }).from(packages).where(eq(packages.isActive, false));
    expect(inactive.packages.map((p: any) => p.nameEn)).toContain('Silver');
    expect(inactive.packages.map((p: any) => p.id).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(inactive.pagination.total).toBe(stored.length);
    const popular = (await aget('/api/admin/packages?isPopular=true&limit=100')).json.data.packages;
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((p: any) => p.isPopular)).toBe(true);
    const regular = (await aget('/api/admin/packages?isPopular=false&limit=100')).json.data.packages;
    expect(regular.every((p: any) => !p.isPopular)).toBe(true);
  });

  it('serves the Add Package dialog with limit up to 100, and refuses malformed params', async () => {
    const all = await aget('/api/admin/packages?limit=100');
    const { n } = (await app.db.select({ n: count() }).from(packages))[0]!;
    expect(all.json.data.packages).toHaveLength(n);
    for (const q of ['limit=101', 'page=-1', 'isActive=yes', 'isPopular=1', 'sort=secret', 'order=up']) {
      const res = await aget(`/api/admin/packages?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.errors, q).toBeTruthy();
    }
  });

  it('sorts by a whitelisted field when asked', async () => {
    const list = (await aget('/api/admin/packages?sort=price&order=asc&limit=100')).json.data.packages;
    const prices = list.map((p: any) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives per-package and per-month analytics for the last 12 months', async () => {
    const res = await aget('/api/admin/packages/analytics');
    expect(res.status).toBe(200);
    const { packages: per, months } = res.json.data;
    expect(per.find((p: any) => p.packageId === sold.id)).toMatchObject({ totalSales: 3, revenue: 3 * sold.price });
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: '2026-11' });
    const { n } = (
      await app.db
        .select({ n: count() })
        .from(orders)
        .where(and(inArray(orders.status, ['PAID', 'VERIFIED']), sql`coalesce(paid_at, created_at) >= '2025-11-30T17:00:00Z'`))
    )[0]!;
    expect(months.reduce((a: number, m: any) => a + m.sales, 0)).toBe(n);
  });

  it('says one revenue (money received) on the dashboard, the orders, the packages, their analytics and the orders CSV', async () => {
    const data = async (path: string) => (await aget(path)).json.data;
    const [dashboard, orderList, packageList, orderAnalytics, packageAnalytics] = await Promise.all([
      data('/api/admin/dashboard'),
      data('/api/admin/orders'),
      data('/api/admin/packages?limit=100'),
      data('/api/admin/orders/analytics'),
      data('/api/admin/packages/analytics'),
    ]);
    const csv = parseCsv((await aget('/api/admin/orders/export?format=csv')).text, { bom: true, columns: true }) as Record<string, string>[];
    const inVnd = (rows: any[], key: string) => rows.filter((r) => r.currency === 'VND').reduce((sum, r) => sum + r[key], 0);
    const received = csv.filter((r) => ['PAID', 'VERIFIED'].includes(r.Status!) && r.Currency === 'VND').reduce((sum, r) => sum + Number(r.Amount), 0);
    const total = orderList.stats.totalRevenue;
    expect(total).toBeGreaterThan(0);
    expect({
      dashboard: dashboard.overview.totalRevenue,
      packagesCard: packageList.stats.totalRevenue,
      packageCards: inVnd(packageList.packages, 'revenue'),
      ordersByPackage: inVnd(orderAnalytics.byPackage, 'revenue'),
      ordersByMonth: orderAnalytics.months.reduce((sum: number, m: any) => sum + m.revenue, 0),
      packagesByPackage: inVnd(packageAnalytics.packages, 'revenue'),
      packagesByMonth: packageAnalytics.months.reduce((sum: number, m: any) => sum + m.revenue, 0),
      csv: received,
    }).toEqual({
      dashboard: total,
      packagesCard: total,
      packageCards: total,
      ordersByPackage: total,
      ordersByMonth: total,
      packagesByPackage: total,
      packagesByMonth: total,
      csv: total,
    });
    const sales = orderList.stats.paidOrders + orderList.stats.verifiedOrders;
    expect([packageList.stats.totalSales, packageAnalytics.packages.reduce((n: number, p: any) => n + p.totalSales, 0)]).toEqual([sales, sales]);
  });
});

describe('GET /packages/{id}', () => {
  it('includes the 10 latest subscriptions (with user) and 10 latest completed payments', async () => {
    const pkg = await makePackage(t.db);
    const user = await makeUser(t.db, { firstName: 'Hoa', lastName: 'Phạm' });
    for (let i = 0; i < 12; i++) {
      const at = new Date(TEST_NOW.getTime() - i * 60_000);
      await t.db.insert(subscriptions).values({ userId: user.id, packageId: pkg.id, purchasedAt: at, createdAt: at });
      await t.db.insert(payments).values({ packageId: pkg.id, amount: 1000 + i, status: 'completed', createdAt: at });
    }
    await t.db.insert(payments).values({ packageId: pkg.id, amount: 5, status: 'unmatched', createdAt: TEST_NOW });
    const res = await get(`/api/admin/packages/${pkg.id}`);
    expect(res.status).toBe(200);
    const { subscriptions: subs, payments: pays } = res.json.data;
    expect(subs).toHaveLength(10);
    expect(subs[0]).toMatchObject({ createdAt: TEST_NOW.toISOString(), user: { firstName: 'Hoa', lastName: 'Phạm', email: user.email } });
    expect(pays).toHaveLength(10);
    expect(pays.map((p: any) => p.amount)).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
    expect(res.json.data).toMatchObject({ id: pkg.id, totalSales: 0, revenue: 0 });
  });

  it('answers 404 for a missing package', async () => {
    const res = await get('/api/admin/packages/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Package not found');
  });
});

describe('DELETE /packages/{id}', () => {
  it('refuses with 409 while the package has orders or subscriptions, suggesting deactivation', async () => {
    const user = await makeUser(t.db);
    const withOrder = await makePackage(t.db);
    await makeOrder(t.db, user, withOrder, { status: 'CANCELLED' });
    const res = await send('DELETE', `/api/admin/packages/${withOrder.id}`, undefined);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This package has 1 order and cannot be deleted. Deactivate it instead.');

    const withSubs = await makePackage(t.db);
    await t.db.insert(subscriptions).values([
      { userId: user.id, packageId: withSubs.id },
      { userId: user.id, packageId: withSubs.id },
    ]);
    const res2 = await send('DELETE', `/api/admin/packages/${withSubs.id}`, undefined);
    expect(res2.status).toBe(409);
    expect(res2.json.message).toBe('This package has 2 subscriptions and cannot be deleted. Deactivate it instead.');
    expect(await t.db.select().from(packages).where(eq(packages.id, withSubs.id))).toHaveLength(1);
  });

  it('deletes an unused package with an audit row; a second delete is 404', async () => {
    const pkg = await makePackage(t.db);
    const res = await send('DELETE', `/api/admin/packages/${pkg.id}`, undefined);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Package deleted successfully');
    expect(await t.db.select().from(packages).where(eq(packages.id, pkg.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, pkg.id), eq(auditLog.action, 'package.delete'))),
    ).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/packages/${pkg.id}`, undefined)).status).toBe(404);
  });
});

describe('PUT /packages/bulk', () => {
  it('sets isActive / isPopular on every listed package with one audit row each', async () => {
    const a = await makePackage(t.db, { isActive: true });
    const b = await makePackage(t.db, { isActive: true });
    const res = await send('PUT', '/api/admin/packages/bulk', { packageIds: [a.id, b.id], updates: { isActive: false } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { updated: 2 }, message: '2 packages updated successfully' });
    const rows = await t.db
      .select()
      .from(packages)
      .where(sql`${packages.id} in (${a.id}, ${b.id})`);
    expect(rows.every((r) => !r.isActive && !r.isPopular)).toBe(true);
    const pop = await send('PUT', '/api/admin/packages/bulk', { packageIds: [a.id], updates: { isPopular: true } });
    expect(pop.json.data.updated).toBe(1);
    const [ra] = await t.db.select().from(packages).where(eq(packages.id, a.id));
    expect(ra).toMatchObject({ isActive: false, isPopular: true });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, 'package.bulk_update'))),
    ).toHaveLength(2);
  });

  it('refuses empty or malformed bodies and updates that touch other fields', async () => {
    const pkg = await makePackage(t.db);
    for (const body of [
      { packageIds: [], updates: { isActive: true } },
      { packageIds: ['nope'], updates: { isActive: true } },
      { packageIds: [pkg.id], updates: {} },
      { packageIds: [pkg.id], updates: { price: 1 } },
      { packageIds: [pkg.id], updates: { isActive: 'true' } },
    ]) {
      expect((await send('PUT', '/api/admin/packages/bulk', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
