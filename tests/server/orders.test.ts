import { parse as parseCsv } from 'csv-parse/sync';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, payments, settings, subscriptions, users } from '../../server/db/schema.js';
import { putSettings } from '../../server/settings/store.js';
import { crc16ccitt, vietQrPayload } from '../../server/areas/orders/vietqr.js';
import { DEFAULT_SETTINGS } from '../../contract/settings.js';
import { TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp, useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';
import { makeOrder, makePackage, makeUser, userCredits } from './order-fixtures.js';

const MIN = 60_000;
const BANK = {
  ...DEFAULT_SETTINGS.payment,
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '1023456789',
  accountName: 'CV BUILDER JSC',
  bankBranch: 'Ha Noi',
  qrCodeEnabled: true,
};

const t = useSignedInApp();

const get = (path: string) => t.call('GET', path, { token: t.token });
const put = (path: string, body: unknown) => t.call('PUT', path, { token: t.token, body });

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('builds payloads identical to ones issued by Vietnamese payment services', () => {
    // Vectors from published VietQR strings (payOS checkout; a bank transfer sample).
    expect(vietQrPayload({ bankBin: '970422', accountNumber: 'VQRQADAIJ5512', amount: 7000, purpose: 'TL89 100' })).toBe(
      '00020101021238570010A000000727012700069704220113VQRQADAIJ55120208QRIBFTTA5303704540470005802VN62120808TL89 1006304E346',
    );
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '1023456789', amount: 1_943_000, purpose: 'TT000069' })).toBe(
      '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA5303704540719430005802VN62120808TT0000696304A8E5',
    );
  });
});

describe('GET /orders', () => {
  let fresh: TestApp;
  let ftoken: string;
  let lan: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    fresh = await createTestApp();
    ftoken = await fresh.login();
    lan = await makeUser(fresh.db, { firstName: 'Thị Lan', lastName: 'Trần', email: 'tran.lan@example.vn' });
    const other = await makeUser(fresh.db);
    const vnd = await makePackage(fresh.db, { price: 199_000 });
    const usd = await makePackage(fresh.db, { price: 15, currency: 'USD' });
    const at = (minutesAgo: number) => new Date(TEST_NOW.getTime() - minutesAgo * MIN);
    await makeOrder(fresh.db, lan, vnd, { orderCode: 'ORDLAN0001', createdAt: at(10) }); // pending, 30 min left
    await makeOrder(fresh.db, lan, vnd, { orderCode: 'ORDLAN0002', createdAt: at(100), expiresAt: at(70) }); // expired
    await makeOrder(fresh.db, other, vnd, { status: 'PAID', paidAt: at(50), createdAt: at(60), expiresAt: at(30) });
    await makeOrder(fresh.db, other, usd, { status: 'VERIFIED', paidAt: at(200), verifiedAt: at(190), createdAt: at(2 * 24 * 60) });
    await makeOrder(fresh.db, other, vnd, { status: 'CANCELLED', cancelledAt: at(5), createdAt: at(3 * 24 * 60) });
  });
  afterAll(() => fresh.close());
  const fget = (path: string) => fresh.call('GET', path, { token: ftoken });

  it('lists newest first with page size 20, stats over every order and derived statuses', async () => {
    const res = await fget('/api/admin/orders');
    expect(res.status).toBe(200);
    const { orders: list, pagination, stats } = res.json.data;
    const { n } = (await fresh.db.select({ n: count() }).from(orders))[0]!;
    expect(pagination).toEqual({ page: 1, limit: 20, total: n, totalPages: Math.max(1, Math.ceil(n / 20)) });
    expect(list.length).toBe(Math.min(20, n));
    const times = list.map((o: any) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const expected = await fresh.db
      .select({
        pending: sql<number>`count(*) filter (where status = 'PENDING' and expires_at > ${TEST_NOW.toISOString()})`.mapWith(Number),
        expired: sql<number>`count(*) filter (where status = 'PENDING' and expires_at <= ${TEST_NOW.toISOString()})`.mapWith(Number),
        paid: sql<number>`count(*) filter (where status = 'PAID')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where status = 'CANCELLED')`.mapWith(Number),
        vnd: sql<number>`coalesce(sum(amount) filter (where status in ('PAID','VERIFIED') and currency = 'VND'), 0)`.mapWith(Number),
        usd: sql<number>`coalesce(sum(amount) filter (where status in ('PAID','VERIFIED') and currency = 'USD'), 0)`.mapWith(Number),
      })
      .from(orders);
    expect(stats).toMatchObject({
      totalOrders: n,
      pendingOrders: expected[0]!.pending,
      expiredOrders: expected[0]!.expired,
      paidOrders: expected[0]!.paid,
      cancelledOrders: expected[0]!.cancelled,
      totalRevenue: expected[0]!.vnd,
      totalRevenueUsd: expected[0]!.usd,
    });
    expect(stats.totalRevenueUsd).toBeGreaterThanOrEqual(15);
    const expired = list.find((o: any) => o.orderCode === 'ORDLAN0002');
    expect(expired).toMatchObject({ status: 'EXPIRED', canCancel: false, canVerify: false });
    const pending = list.find((o: any) => o.orderCode === 'ORDLAN0001');
    expect(pending).toMatchObject({
      status: 'PENDING',
      canCancel: true,
      canVerify: false,
      user: { id: lan.id, firstName: 'Thị Lan', lastName: 'Trần', email: 'tran.lan@example.vn', isVerified: false, isPremium: false },
      package: { price: 199_000, currency: 'VND', credits: { cvCreation: 5, aiOptimization: 3, premiumTemplates: 2, aiTemplates: 1 } },
      subscription: null,
      relatedPayments: [],
    });
    expect(pending).not.toHaveProperty('qrCodeData');
  });

  it('filters by derived status: PENDING excludes the expired, EXPIRED is only them', async () => {
    const pending = (await fget('/api/admin/orders?status=PENDING&limit=100')).json.data.orders;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((o: any) => o.status === 'PENDING')).toBe(true);
    expect(pending.map((o: any) => o.orderCode)).toContain('ORDLAN0001');
    const expired = (await fget('/api/admin/orders?status=EXPIRED&limit=100')).json.data.orders;
    expect(expired.map((o: any) => o.orderCode)).toContain('ORDLAN0002');
    expect(expired.every((o: any) => o.status === 'EXPIRED')).toBe(true);
  });

  it('reads a PENDING order as EXPIRED once the clock passes expiresAt (list, filter, stats)', async () => {
    const before = (await fget('/api/admin/orders')).json.data.stats;
    fresh.clock.advance(31 * MIN);
    try {
      const res = await fget('/api/admin/orders?search=ORDLAN0001');
      expect(res.json.data.orders[0]).toMatchObject({ status: 'EXPIRED', canCancel: false });
      const stats = (await fget('/api/admin/orders')).json.data.stats;
      expect(stats.expiredOrders).toBe(before.expiredOrders + 1);
      expect(stats.pendingOrders).toBe(before.pendingOrders - 1);
      const pending = (await fget('/api/admin/orders?status=PENDING&limit=100')).json.data.orders;
      expect(pending.map((o: any) => o.orderCode)).not.toContain('ORDLAN0001');
    } finally {
      fresh.clock.set(TEST_NOW);
    }
  });

  it('searches order code, customer name and email, case-insensitively', async () => {
    for (const term of ['ordlan0002', 'thị LAN', 'TRAN.LAN@EXAMPLE']) {
      const res = await fget(`/api/admin/orders?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      const codes = res.json.data.orders.map((o: any) => o.orderCode);
      expect(codes, term).toContain('ORDLAN0002');
      expect(res.json.data.orders.every((o: any) => `${o.orderCode} ${o.customerName} ${o.customerEmail}`.toLowerCase().includes(term.toLowerCase()))).toBe(
        true,
      );
    }
    const none = await fget('/api/admin/orders?search=%25%25');
    expect(none.json.data.orders).toEqual([]);
    expect(none.json.data.pagination.total).toBe(0);
  });

  it('searches customer names without accents and case', async () => {
    const pkg = await makePackage(fresh.db, { price: 99_000 });
    const dungNgo = await makeOrder(fresh.db, await makeUser(fresh.db, { firstName: 'Dũng', lastName: 'Ngô' }), pkg);
    const dang = await makeOrder(fresh.db, await makeUser(fresh.db, { firstName: 'Hà', lastName: 'Đặng' }), pkg);
    const ids = async (q: string) => (await fget(`/api/admin/orders?search=${encodeURIComponent(q)}&limit=100`)).json.data.orders.map((o: any) => o.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
  });

  it('filters createdAt by dateFrom/dateTo, both ends inclusive', async () => {
    const from = new Date(TEST_NOW.getTime() - 2 * 60 * MIN).toISOString();
    const to = new Date(TEST_NOW.getTime() - 30 * MIN).toISOString();
    const res = await fget(`/api/admin/orders?dateFrom=${from}&dateTo=${to}&limit=100`);
    expect(res.status).toBe(200);
    const list = res.json.data.orders;
    const { n } = (
      await fresh.db
        .select({ n: count() })
        .from(orders)
        .where(and(sql`${orders.createdAt} >= ${from}`, sql`${orders.createdAt} <= ${to}`))
    )[0]!;
    expect(res.json.data.pagination.total).toBe(n);
    expect(list.length).toBe(n);
    expect(list.every((o: any) => o.createdAt >= from && o.createdAt <= to)).toBe(true);
    expect(list.map((o: any) => o.orderCode)).toContain('ORDLAN0002');
    expect(list.map((o: any) => o.orderCode)).not.toContain('ORDLAN0001');
  });

  it('sorts by a whitelisted field when asked', async () => {
    const list = (await fget('/api/admin/orders?sort=createdAt&order=asc&limit=100')).json.data.orders;
    const times = list.map((o: any) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await fget('/api/admin/orders?sort=amount')).status).toBe(400);
    expect((await fget('/api/admin/orders?order=sideways')).status).toBe(400);
  });

  it('refuses malformed filters with 400 and field errors', async () => {
    for (const [q, field] of [
      ['dateFrom=yesterday', 'dateFrom'],
      ['dateTo=2026-13-45', 'dateTo'],
      // A day that does not exist, and a year PostgreSQL cannot store (found by the fuzz test: it was a 500).
      ['dateFrom=2024-02-30', 'dateFrom'],
      ['dateTo=-262542-09-10T08%3A37%3A32.344Z', 'dateTo'],
      ['status=LOST', 'status'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['dateFrom=2026-11-20&dateTo=2026-11-01', 'dateTo'],
    ] as const) {
      const res = await fget(`/api/admin/orders?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.errors, q).toHaveProperty(field);
    }
  });

  it('keeps the snapshot name and gives user null once the customer is deleted', async () => {
    const gone = await makeUser(fresh.db, { firstName: 'Minh', lastName: 'Gone' });
    const pkg = await makePackage(fresh.db);
    const order = await makeOrder(fresh.db, gone, pkg);
    await fresh.db.delete(users).where(eq(users.id, gone.id));
    const res = await fget(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user: null, customerName: 'Minh Gone', customerEmail: gone.email });
  });
});

describe('GET /orders/{id}: bank info and QR code', () => {
  let user: Awaited<ReturnType<typeof makeUser>>;
  let pkg: Awaited<ReturnType<typeof makePackage>>;
  beforeAll(async () => {
    user = await makeUser(t.db);
    pkg = await makePackage(t.db, { price: 249_000 });
  });
  const setBank = (value: typeof BANK) => putSettings(t.db, 'payment', value);

  it('gives a PENDING VND order bank info and a VietQR PNG when QR payments are on', async () => {
    await setBank(BANK);
    const order = await makeOrder(t.db, user, pkg);
    const res = await get(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.bankInfo).toEqual({
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '1023456789',
      accountName: 'CV BUILDER JSC',
      bankBranch: 'Ha Noi',
      amount: 249_000,
      currency: 'VND',
      transferContent: order.orderCode,
    });
    expect(res.json.data.qrCodeData).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{500,}$/);
  });

  it('draws no QR when disabled, when the bank is incomplete, for USD, expired or non-PENDING orders', async () => {
    const pending = await makeOrder(t.db, user, pkg);
    await setBank({ ...BANK, qrCodeEnabled: false });
    expect((await get(`/api/admin/orders/${pending.id}`)).json.data.qrCodeData).toBeNull();
    await setBank({ ...BANK, bankBin: '' });
    expect((await get(`/api/admin/orders/${pending.id}`)).json.data.qrCodeData).toBeNull();
    await setBank({ ...DEFAULT_SETTINGS.payment });
    const bare = (await get(`/api/admin/orders/${pending.id}`)).json.data;
    expect(bare.qrCodeData).toBeNull();
    expect(bare.bankInfo).toBeNull();

    await setBank(BANK);
    const usd = await makeOrder(t.db, user, await makePackage(t.db, { price: 20, currency: 'USD' }));
    const expired = await makeOrder(t.db, user, pkg, { expiresAt: new Date(TEST_NOW.getTime() - MIN) });
    const paid = await makeOrder(t.db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    for (const o of [usd, expired, paid]) {
      const data = (await get(`/api/admin/orders/${o.id}`)).json.data;
      expect(data.qrCodeData, o.status).toBeNull();
      expect(data.bankInfo.transferContent).toBe(o.orderCode);
    }
  });

  it('prefers the bank stored on the order over the current settings', async () => {
    await setBank(BANK);
    const order = await makeOrder(t.db, user, pkg, { bankInfo: { bankName: 'ACB', bankBin: '970416', accountNumber: '555', accountName: 'OLD' } });
    const data = (await get(`/api/admin/orders/${order.id}`)).json.data;
    expect(data.bankInfo).toMatchObject({ bankName: 'ACB', bankBin: '970416', accountNumber: '555', accountName: 'OLD', bankBranch: 'Ha Noi' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/admin/orders/not-a-uuid')).status).toBe(404);
  });

  afterAll(() => t.db.delete(settings).where(eq(settings.section, 'payment')));
});

describe('PUT /orders/{id}/status', () => {
  it('verifies a PAID order: subscription with the package credits, credits added, audit row', async () => {
    const user = await makeUser(t.db, { cvCreation: 1, aiOptimization: 1 });
    const pkg = await makePackage(t.db, { validityDays: 30 });
    const order = await makeOrder(t.db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    const res = await put(`/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Order verified successfully');
    expect(res.json.data).toMatchObject({ status: 'VERIFIED', verifiedAt: TEST_NOW.toISOString(), canVerify: false, canCancel: false });
    expect(res.json.data.subscription).toMatchObject({
      isActive: true,
      remainingCredits: { cvCreation: 5, aiOptimization: 3, premiumTemplates: 2, aiTemplates: 1 },
    });
    expect(await userCredits(t.db, user.id)).toEqual({ cvCreation: 6, aiOptimization: 4, premiumTemplates: 2, aiTemplates: 1 });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(sub!.expiresAt!.toISOString()).toBe(new Date(TEST_NOW.getTime() + 30 * 86_400_000).toISOString());
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.verify')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ status: 'VERIFIED' });

    const again = await put(`/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Only a PAID order can be verified; this order is VERIFIED');
  });

  it('refuses to verify anything but PAID, and to cancel anything but unexpired PENDING', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const pending = await makeOrder(t.db, user, pkg);
    const expired = await makeOrder(t.db, user, pkg, { expiresAt: new Date(TEST_NOW.getTime() - MIN) });
    const paid = await makeOrder(t.db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    const cancelled = await makeOrder(t.db, user, pkg, { status: 'CANCELLED' });
    for (const [o, status] of [
      [pending, 'PENDING'],
      [expired, 'EXPIRED'],
      [cancelled, 'CANCELLED'],
    ] as const) {
      const res = await put(`/api/admin/orders/${o.id}/status`, { status: 'VERIFIED' });
      expect(res.status, status).toBe(409);
      expect(res.json.message).toBe(`Only a PAID order can be verified; this order is ${status}`);
    }
    for (const [o, status] of [
      [expired, 'EXPIRED'],
      [paid, 'PAID'],
      [cancelled, 'CANCELLED'],
    ] as const) {
      const res = await put(`/api/admin/orders/${o.id}/status`, { status: 'CANCELLED' });
      expect(res.status, status).toBe(409);
      expect(res.json.message).toBe(`Only a PENDING order that has not expired can be cancelled; this order is ${status}`);
    }
    const rows = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [pending.id, expired.id, paid.id, cancelled.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(['CANCELLED', 'PAID', 'PENDING', 'PENDING']);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);

    const ok = await put(`/api/admin/orders/${pending.id}/status`, { status: 'CANCELLED' });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Order cancelled successfully');
    expect(ok.json.data).toMatchObject({ status: 'CANCELLED', cancelledAt: TEST_NOW.toISOString(), canCancel: false });
  });

  it('refuses to verify when the customer has been deleted (no one to give the credits to)', async () => {
    const pkg = await makePackage(t.db);
    const order = await makeOrder(t.db, null, pkg, { status: 'PAID', paidAt: TEST_NOW });
    const res = await put(`/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' });
    expect(res.status).toBe(409);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PAID');
  });

  it('refuses bad input with 400/404/415 and changes nothing', async () => {
    const pkg = await makePackage(t.db);
    const order = await makeOrder(t.db, await makeUser(t.db), pkg, { status: 'PAID' });
    for (const body of [{ status: 'PAID' }, { status: 'EXPIRED' }, {}, { status: 'verified' }]) {
      const res = await put(`/api/admin/orders/${order.id}/status`, body);
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty('status');
    }
    expect((await put(`/api/admin/orders/${order.id}/status`, '{bad json')).status).toBe(400);
    const text = await t.call('PUT', `/api/admin/orders/${order.id}/status`, {
      token: t.token,
      body: 'status=VERIFIED',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect((await put('/api/admin/orders/00000000-0000-4000-8000-000000000000/status', { status: 'VERIFIED' })).status).toBe(404);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PAID');
  });

  it('verifies exactly once under 20 concurrent requests', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const order = await makeOrder(t.db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    const results = await Promise.all(Array.from({ length: 20 }, () => put(`/api/admin/orders/${order.id}/status`, { status: 'VERIFIED' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id))).toHaveLength(1);
    expect(await userCredits(t.db, user.id)).toEqual({ cvCreation: 5, aiOptimization: 3, premiumTemplates: 2, aiTemplates: 1 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.verify')));
    expect(audits).toHaveLength(1);
  });
});

describe('PUT /orders/bulk', () => {
  it('applies the same rules to each order and reports who failed', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const paid1 = await makeOrder(t.db, user, pkg, { status: 'PAID' });
    const paid2 = await makeOrder(t.db, user, pkg, { status: 'PAID' });
    const pending = await makeOrder(t.db, user, pkg);
    const res = await put('/api/admin/orders/bulk', { orderIds: [paid1.id, paid2.id, pending.id], updates: { status: 'VERIFIED' } });
    expect(res.status).toBe(200);
    expect(res.json.data.updated).toBe(2);
    // The English reason for API clients, and its code and values for the panel to say in its language.
    expect(res.json.data.failed).toEqual([
      { id: pending.id, message: 'Only a PAID order can be verified; this order is PENDING', code: 'ORDER_NOT_PAID', params: { status: 'PENDING' } },
    ]);
    expect(res.json.message).toBe('2 of 3 orders verified');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(2);
    expect(await userCredits(t.db, user.id)).toEqual({ cvCreation: 10, aiOptimization: 6, premiumTemplates: 4, aiTemplates: 2 });

    const cancel = await put('/api/admin/orders/bulk', { orderIds: [pending.id], updates: { status: 'CANCELLED' } });
    expect(cancel.json).toMatchObject({ data: { updated: 1, failed: [] }, message: '1 orders cancelled successfully' });
  });

  it('reports unknown ids as failed and refuses malformed bodies', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await put('/api/admin/orders/bulk', { orderIds: [unknown], updates: { status: 'CANCELLED' } });
    expect(res.json.data).toEqual({ updated: 0, failed: [{ id: unknown, message: 'Order not found', code: 'ORDER_NOT_FOUND' }] });
    for (const body of [
      { orderIds: [], updates: { status: 'VERIFIED' } },
      { orderIds: ['x'], updates: { status: 'VERIFIED' } },
      { orderIds: [unknown], updates: {} },
      { orderIds: [unknown] },
    ]) {
      expect((await put('/api/admin/orders/bulk', body)).status).toBe(400);
    }
  });
});

describe('GET /orders/export', () => {
  let ex: TestApp;
  let extoken: string;
  let total: number;
  beforeAll(async () => {
    ex = await createTestApp();
    extoken = await ex.login();
    const user = await makeUser(ex.db, { firstName: '=cmd', lastName: 'Lê' });
    const pkg = await makePackage(ex.db);
    // More than one keyset batch (1000), all with one createdAt to prove ties are paged by id.
    const same = new Date(TEST_NOW.getTime() - 5 * MIN);
    await ex.db.insert(orders).values(
      Array.from({ length: 2100 }, (_, i) => ({
        orderCode: `BULK${String(i).padStart(5, '0')}`,
        userId: user.id,
        customerName: '=cmd Lê',
        customerEmail: user.email,
        packageId: pkg.id,
        amount: 1000 + i,
        currency: 'VND',
        status: i % 3 === 0 ? 'PAID' : 'PENDING',
        createdAt: i < 2000 ? same : new Date(TEST_NOW.getTime() - 10 * 86_400_000),
        expiresAt: new Date(TEST_NOW.getTime() + (i % 2 ? MIN : -MIN)),
      })),
    );
    total = (await ex.db.select({ n: count() }).from(orders))[0]!.n;
  });
  afterAll(() => ex.close());

  it('streams every order as CSV with a header, derived statuses and neutralised formulas', async () => {
    const res = await ex.call('GET', '/api/admin/orders/export?format=csv', { token: extoken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-21.csv"');
    const rows = parseCsv(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r['Order ID'])).size).toBe(total);
    expect(Object.keys(rows[0]!)).toEqual([
      'Order ID',
      'Order Code',
      'Status',
      'Customer Name',
      'Customer Email',
      'Package',
      'Amount',
      'Currency',
      'Payment Method',
      'Created At',
      'Paid At',
      'Verified At',
      'Expires At',
    ]);
    const b1 = rows.find((r) => r['Order Code'] === 'BULK00001')!;
    expect(b1).toMatchObject({ Status: 'PENDING', 'Customer Name': "'=cmd Lê", Amount: '1001' });
    expect(rows.find((r) => r['Order Code'] === 'BULK00002')!.Status).toBe('EXPIRED');
  });

  it('applies status, date and search filters (csv and json agree)', async () => {
    const from = new Date(TEST_NOW.getTime() - 86_400_000).toISOString();
    const q = `status=EXPIRED&dateFrom=${from}&search=bulk00`;
    const csv = await ex.call('GET', `/api/admin/orders/export?format=csv&${q}`, { token: extoken });
    const rows = parseCsv(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    const json = await ex.call('GET', `/api/admin/orders/export?format=json&${q}`, { token: extoken });
    expect(json.status).toBe(200);
    expect(json.json.success).toBe(true);
    const list = json.json.data.orders;
    // BULK00xxx: i < 1000 (and inside the date range), stored PENDING (i % 3 ≠ 0), expired (i even).
    const expected = Array.from({ length: 2000 }, (_, i) => i).filter((i) => i % 3 !== 0 && i % 2 === 0 && i < 1000);
    expect(rows).toHaveLength(expected.length);
    expect(list).toHaveLength(expected.length);
    expect(list.every((o: any) => o.status === 'EXPIRED' && o.orderCode.startsWith('BULK00'))).toBe(true);
    expect(new Set(list.map((o: any) => o.id))).toEqual(new Set(rows.map((r) => r['Order ID'])));
    expect(list[0]).not.toHaveProperty('cursor');
  });

  it('refuses a bad format or filter with 400', async () => {
    for (const q of ['format=xml', 'status=nope', 'dateFrom=garbage']) {
      expect((await ex.call('GET', `/api/admin/orders/export?${q}`, { token: extoken })).status, q).toBe(400);
    }
  });
});

describe('GET /orders/analytics', () => {
  it('gives the last 12 business months, counts per status and per package', async () => {
    const res = await get('/api/admin/orders/analytics');
    expect(res.status).toBe(200);
    const { months, byStatus, byPackage } = res.json.data;
    expect(months).toHaveLength(12);
    expect(months.at(-1).month).toBe('2026-11');
    expect(months[0].month).toBe('2025-12');
    const { n } = (await t.db.select({ n: count() }).from(orders))[0]!;
    expect(Object.values(byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(n);
    const sold = await t.db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ['PAID', 'VERIFIED']));
    expect(byPackage.reduce((a: number, p: any) => a + p.orders, 0)).toBe(sold[0]!.n);
  });
});

describe('payments shown on the order', () => {
  it('lists the related payments of an order', async () => {
    const user = await makeUser(t.db);
    const pkg = await makePackage(t.db);
    const order = await makeOrder(t.db, user, pkg, { status: 'PAID' });
    await t.db.insert(payments).values({
      orderId: order.id,
      userId: user.id,
      packageId: pkg.id,
      amount: pkg.price,
      status: 'completed',
      transactionId: `tx-${order.id}`,
      createdAt: TEST_NOW,
    });
    const data = (await get(`/api/admin/orders/${order.id}`)).json.data;
    expect(data.relatedPayments).toEqual([
      expect.objectContaining({
        amount: pkg.price,
        status: 'completed',
        paymentMethod: 'bank_transfer',
        transactionId: `tx-${order.id}`,
        createdAt: TEST_NOW.toISOString(),
      }),
    ]);
  });
});
