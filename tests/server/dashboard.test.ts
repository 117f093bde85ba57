import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/permissions.js';
import type { Db } from '../../server/db/client.js';
import { activityEvents, admins, cvs, orders, packages, users } from '../../server/db/schema.js';
import { businessDayStart, businessMonthStart } from '../../server/core/business-time.js';
import { percentChange } from '../../server/areas/dashboard/growth.js';
import { hashPassword } from '../../server/security/passwords.js';
import { createTestApp, type TestApp, testClock, useSignedInApp } from '../support/test-app.js';

// Fixtures far from the seed's dates (it is relative to TEST_NOW, 2026), so the months the
// growth tests look at hold only what each test puts there.
async function addUser(db: Db, createdAt: Date) {
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Dash', lastName: 'Board', email: `dash-${randomUUID()}@example.com`, createdAt, updatedAt: createdAt })
    .returning();
  return row!;
}

async function addCv(db: Db, createdAt: Date) {
  const user = await addUser(db, new Date('2020-01-01T00:00:00Z'));
  await db.insert(cvs).values({ userId: user.id, name: 'Dash CV', createdAt, updatedAt: createdAt });
}

let packageId: string | undefined;
async function addOrder(db: Db, o: { status: string; amount: number; currency?: string; createdAt: Date; paidAt?: Date | null; expiresAt?: Date }) {
  if (!packageId) {
    const [pkg] = await db
      .insert(packages)
      .values({ name: 'Gói thử', nameEn: 'Test pack', description: 'Mô tả', descriptionEn: 'Description', price: 100_000 })
      .returning();
    packageId = pkg!.id;
  }
  await db.insert(orders).values({
    orderCode: `DASH${randomUUID().slice(0, 8)}`,
    customerName: 'Dash Board',
    customerEmail: 'dash@example.com',
    packageId,
    amount: o.amount,
    currency: o.currency ?? 'VND',
    status: o.status,
    createdAt: o.createdAt,
    paidAt: o.paidAt ?? null,
    expiresAt: o.expiresAt ?? new Date(o.createdAt.getTime() + 30 * 60_000),
  });
}

const at = (iso: string) => new Date(iso);

describe('business calendar (Asia/Ho_Chi_Minh, UTC+7)', () => {
  it('starts months at local midnight, 17:00 UTC the day before', () => {
    expect(businessMonthStart(at('2031-03-15T12:00:00Z')).toISOString()).toBe('2031-02-28T17:00:00.000Z');
    expect(businessMonthStart(at('2031-03-15T12:00:00Z'), -1).toISOString()).toBe('2031-01-31T17:00:00.000Z');
    expect(businessMonthStart(at('2031-03-15T12:00:00Z'), 1).toISOString()).toBe('2031-03-31T17:00:00.000Z');
  });

  it('rolls January back to December of the year before', () => {
    const now = at('2032-01-10T00:00:00Z');
    expect(businessMonthStart(now).toISOString()).toBe('2031-12-31T17:00:00.000Z');
    expect(businessMonthStart(now, -1).toISOString()).toBe('2031-11-30T17:00:00.000Z');
  });

  it('is already next month at 17:00 UTC on the last day', () => {
    expect(businessMonthStart(at('2031-05-31T16:59:59Z')).toISOString()).toBe('2031-04-30T17:00:00.000Z');
    expect(businessMonthStart(at('2031-05-31T17:00:00Z')).toISOString()).toBe('2031-05-31T17:00:00.000Z');
    expect(businessMonthStart(at('2031-12-31T17:00:00Z')).toISOString()).toBe('2031-12-31T17:00:00.000Z');
  });

  it('starts days at local midnight', () => {
    expect(businessDayStart(at('2031-05-31T16:59:59Z')).toISOString()).toBe('2031-05-30T17:00:00.000Z');
    expect(businessDayStart(at('2031-05-31T17:00:00Z')).toISOString()).toBe('2031-05-31T17:00:00.000Z');
  });

  it('reports percent change with one decimal, 0 → n as 100 and 0 → 0 as 0', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 7)).toBe(100);
    expect(percentChange(4, 5)).toBe(25);
    expect(percentChange(3, 4)).toBe(33.3);
    expect(percentChange(3, 2)).toBe(-33.3);
    expect(percentChange(2, 0)).toBe(-100);
    expect(percentChange(5, 5)).toBe(0);
    expect(Object.is(percentChange(10_000, 9_999.999), 0)).toBe(true);
  });
});

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock(at('2031-03-15T12:00:00Z')) });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/admin/dashboard')).status).toBe(401);
  });

  it('computes growth of this month against last month', async () => {
    for (const d of ['2031-02-01T00:00:00Z', '2031-02-10T00:00:00Z', '2031-02-20T00:00:00Z', '2031-02-28T16:59:59Z']) {
      await addUser(t.db, at(d));
    }
    // 2031-02-28T17:00Z is March 1st in Ho Chi Minh City.
    for (const d of ['2031-02-28T17:00:00Z', '2031-03-02T00:00:00Z', '2031-03-10T00:00:00Z', '2031-03-14T00:00:00Z', '2031-03-15T11:00:00Z']) {
      await addUser(t.db, at(d));
    }
    await addCv(t.db, at('2031-02-05T00:00:00Z'));
    await addCv(t.db, at('2031-02-06T00:00:00Z'));
    await addCv(t.db, at('2031-03-05T00:00:00Z'));
    // Revenue is counted in the month it was paid (local time): 100,000 in February, 150,000
    // in March (an order placed in February and paid in March counts for March).
    await addOrder(t.db, { status: 'VERIFIED', amount: 100_000, createdAt: at('2031-02-10T03:00:00Z'), paidAt: at('2031-02-10T03:10:00Z') });
    await addOrder(t.db, {
      status: 'VERIFIED',
      amount: 100_000,
      createdAt: at('2031-02-28T10:00:00Z'),
      paidAt: at('2031-02-28T17:30:00Z'),
      expiresAt: at('2031-02-28T18:00:00Z'),
    });
    await addOrder(t.db, { status: 'PAID', amount: 50_000, createdAt: at('2031-03-03T00:00:00Z'), paidAt: at('2031-03-03T00:05:00Z') });
    // Neither counts as revenue: a USD order and a cancelled one.
    await addOrder(t.db, { status: 'PAID', amount: 20, currency: 'USD', createdAt: at('2031-02-03T00:00:00Z'), paidAt: at('2031-02-03T00:01:00Z') });
    await addOrder(t.db, { status: 'CANCELLED', amount: 70_000, createdAt: at('2031-02-04T00:00:00Z') });

    const res = await t.call('GET', '/api/admin/dashboard', { token });
    expect(res.status).toBe(200);
    // users 4 → 5 (the cv owners were created in 2020), CVs 2 → 1, revenue 100,000 → 150,000.
    expect(res.json.data.growth).toEqual({ userGrowth: 25, cvGrowth: -50, revenueGrowth: 50 });
  });

  it('reports overview totals that match the database', async () => {
    const now = t.clock.now();
    await addOrder(t.db, { status: 'PENDING', amount: 99_000, createdAt: new Date(now.getTime() - 5 * 60_000) });
    await addOrder(t.db, { status: 'PENDING', amount: 99_000, createdAt: at('2031-03-01T00:00:00Z') }); // expired
    await addOrder(t.db, { status: 'PAID', amount: 30_000, createdAt: new Date(now.getTime() - 60_000), paidAt: now });

    const res = await t.call('GET', '/api/admin/dashboard', { token });
    const allUsers = await t.db.select().from(users);
    const allCvs = await t.db.select().from(cvs);
    const allOrders = await t.db.select().from(orders);
    expect(res.json.data.overview).toEqual({
      totalUsers: allUsers.length,
      totalCVs: allCvs.length,
      totalRevenue: allOrders.filter((o) => (o.status === 'PAID' || o.status === 'VERIFIED') && o.currency === 'VND').reduce((s, o) => s + o.amount, 0),
      activeOrders: allOrders.filter((o) => o.status === 'PENDING' && o.expiresAt > now).length,
      pendingPayments: allOrders.filter((o) => o.status === 'PAID').length,
    });
    expect(res.json.data.overview.activeOrders).toBeGreaterThanOrEqual(1);
    expect(res.json.data.overview.totalRevenue).toBeGreaterThanOrEqual(180_000);
  });

  it('lists the 10 newest activities of the dashboard types', async () => {
    const base = t.clock.now().getTime();
    const types = ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED', 'CV_CREATED', 'CV_UPDATED'];
    for (let i = 0; i < 12; i++) {
      await t.db.insert(activityEvents).values({
        type: types[i % types.length]!,
        description: `Event ${i}`,
        params: i === 11 ? { sentence: 'cv_updated', name: 'Lan Nguyễn', title: 'Kế toán' } : null,
        userEmail: `user${i}@example.com`,
        createdAt: new Date(base + 1000 + i * 1000),
      });
    }
    // Not a dashboard type: never listed, even though it is the newest.
    await t.db.insert(activityEvents).values({ type: 'SETTINGS_SNAPSHOT', description: 'Internal', createdAt: new Date(base + 60_000) });
    const res = await t.call('GET', '/api/admin/dashboard', { token });
    const list = res.json.data.recentActivities;
    expect(list).toHaveLength(10);
    expect(list.map((a: { description: string }) => a.description)).toEqual(Array.from({ length: 10 }, (_, i) => `Event ${11 - i}`));
    expect(list[0]).toEqual({
      id: expect.any(String),
      type: types[11 % 6],
      description: 'Event 11',
      params: { sentence: 'cv_updated', name: 'Lan Nguyễn', title: 'Kế toán' },
      userEmail: 'user11@example.com',
      timestamp: new Date(base + 12_000).toISOString(),
    });
  });
});

describe('growth across month boundaries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock(at('2031-05-31T16:59:59Z')) });
    for (const d of ['2031-04-05T00:00:00Z', '2031-04-20T00:00:00Z', '2031-05-15T00:00:00Z', '2031-05-31T16:59:59Z', '2031-05-31T17:00:00Z']) {
      await addUser(t.db, at(d));
    }
    for (const d of ['2031-12-03T00:00:00Z', '2031-12-31T16:59:59Z', '2031-12-31T17:00:00Z', '2032-01-02T00:00:00Z', '2032-01-09T00:00:00Z']) {
      await addUser(t.db, at(d));
    }
  });
  afterAll(() => t.close());

  // A fresh sign-in at each moment: a session from years before would have expired.
  const growth = async () => (await t.call('GET', '/api/admin/dashboard', { token: await t.login() })).json.data.growth;

  it('one second before local midnight on the last day, the month is still May', async () => {
    t.clock.set(at('2031-05-31T16:59:59Z'));
    // April 2 → May 2 (the 17:00 UTC user already belongs to June).
    expect((await growth()).userGrowth).toBe(0);
  });

  it('at 17:00 UTC on the last day it is June in Ho Chi Minh City', async () => {
    t.clock.set(at('2031-05-31T17:00:00Z'));
    // May 2 → June 1.
    expect((await growth()).userGrowth).toBe(-50);
  });

  it('compares January with December of the year before', async () => {
    t.clock.set(at('2032-01-10T00:00:00Z'));
    // December 2 (03rd, 31st 16:59:59 UTC) → January 3 (31st 17:00 UTC, 2nd, 9th).
    expect((await growth()).userGrowth).toBe(50);
  });

  it('reports 0 → 0 as 0 and 0 → n as 100', async () => {
    t.clock.set(at('2033-06-15T00:00:00Z'));
    expect(await growth()).toEqual({ userGrowth: 0, cvGrowth: 0, revenueGrowth: 0 });
    await addUser(t.db, at('2033-06-10T00:00:00Z'));
    expect((await growth()).userGrowth).toBe(100);
  });
});

describe('registrations and health', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    for (let i = 0; i < 12; i++) await addUser(t.db, new Date(at('2030-01-01T00:00:00Z').getTime() + i * 60_000));
  });
  afterAll(() => t.close());

  it('lists the newest users, 10 by default', async () => {
    const res = await t.call('GET', '/api/admin/dashboard/registrations', { token });
    expect(res.status).toBe(200);
    const list = res.json.data.users;
    expect(list).toHaveLength(10);
    expect(list[0].createdAt).toBe(new Date(at('2030-01-01T00:00:00Z').getTime() + 11 * 60_000).toISOString());
    expect(list[0]).not.toHaveProperty('passwordHash');
    const dates = list.map((u: { createdAt: string }) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('takes a limit up to 100 and refuses anything else', async () => {
    expect((await t.call('GET', '/api/admin/dashboard/registrations?limit=3', { token })).json.data.users).toHaveLength(3);
    for (const limit of ['0', '101', 'abc', '-1']) {
      expect((await t.call('GET', `/api/admin/dashboard/registrations?limit=${limit}`, { token })).status).toBe(400);
    }
  });

  it('reports health', async () => {
    const res = await t.call('GET', '/api/admin/dashboard/health', { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'ok', database: 'ok', version: expect.any(String) });
    expect(res.json.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

// Issue 28: each part of the dashboard at the permission of its source. What a role may not
// read is absent (not zero), and no customer's email reaches a role without users.read.
const ALL_ACTIVITY = ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED', 'CV_CREATED', 'CV_UPDATED'];
const ORDERS = ['totalRevenue', 'activeOrders', 'pendingPayments'];
interface Sees {
  overview: string[];
  growth: string[];
  templates: boolean;
  /** The activity types listed, or null for no activity at all. */
  activity: string[] | null;
  series: string[];
  registrations: 200 | 403;
}
const everything: Sees = {
  overview: ['totalUsers', 'totalCVs', ...ORDERS],
  growth: ['userGrowth', 'cvGrowth', 'revenueGrowth'],
  templates: true,
  activity: ALL_ACTIVITY,
  series: ['revenue', 'previousRevenue', 'users', 'cvs'],
  registrations: 200,
};
const SEES: Record<Role, Sees> = {
  owner: everything,
  admin: everything,
  finance: {
    overview: ['totalUsers', ...ORDERS],
    growth: ['userGrowth', 'revenueGrowth'],
    templates: false,
    activity: ['USER_REGISTERED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED'],
    series: ['revenue', 'previousRevenue', 'users'],
    registrations: 200,
  },
  support: { ...everything, templates: false },
  content: { overview: ['totalCVs'], growth: ['cvGrowth'], templates: true, activity: null, series: ['cvs'], registrations: 403 },
};

describe('each role reads only its part of the dashboard', () => {
  const t = useSignedInApp();
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    const passwordHash = await hashPassword('Dashboard-Roles-1');
    for (const role of Object.keys(SEES) as Role[]) {
      const email = `${role}.dashboard-roles@example.com`;
      await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Viewer', role });
      tokens[role] = await t.login(email, 'Dashboard-Roles-1');
    }
    // The newest events: two of each type, so that every role's ten show each type it may read.
    const base = t.clock.now().getTime();
    for (let i = 0; i < 12; i++) {
      const type = ALL_ACTIVITY[i % ALL_ACTIVITY.length]!;
      await t.db.insert(activityEvents).values({ type, description: `Role ${i}`, userEmail: `role${i}@example.com`, createdAt: new Date(base + i * 1000) });
    }
  });
  const get = async (role: Role, path: string) => {
    const res = await t.call('GET', path, { token: tokens[role] });
    expect(res.status, `${role} ${path}: ${res.text}`).toBe(200);
    return res;
  };

  for (const [role, sees] of Object.entries(SEES) as [Role, Sees][]) {
    it(`${role}: ${sees.overview.join(', ')}${sees.templates ? ', templates' : ''}${sees.activity ? ', activity' : ''}`, async () => {
      const { data } = (await get(role, '/api/admin/dashboard')).json;
      const owner = (await get('owner', '/api/admin/dashboard')).json.data;
      expect(Object.keys(data.overview).sort()).toEqual([...sees.overview].sort());
      expect(Object.keys(data.growth).sort()).toEqual([...sees.growth].sort());
      // The same figures as the owner's, where there are any.
      for (const key of sees.overview) expect(data.overview[key], key).toBe(owner.overview[key]);
      if (sees.templates) expect(data.templates).toEqual((await get('owner', '/api/admin/templates?limit=1')).json.data.stats);
      else expect(data).not.toHaveProperty('templates');
      if (sees.activity) {
        expect(data.recentActivities).toHaveLength(10);
        expect(new Set(data.recentActivities.map((a: { type: string }) => a.type))).toEqual(new Set(sees.activity));
      } else expect(data).not.toHaveProperty('recentActivities');

      for (const period of ['7d', '12m']) {
        const series = (await get(role, `/api/admin/dashboard/series?period=${period}`)).json.data;
        for (const point of series.points) expect(Object.keys(point).sort()).toEqual(['key', 'previousKey', ...sees.series].sort());
      }
      const registrations = await t.call('GET', '/api/admin/dashboard/registrations', { token: tokens[role] });
      expect(registrations.status).toBe(sees.registrations);
      // Health tells nothing of customers: every role reads it.
      await get(role, '/api/admin/dashboard/health');
    });
  }

  it('content: templates and CVs, and not one customer, email or amount', async () => {
    const dashboard = await get('content', '/api/admin/dashboard');
    const series = await get('content', '/api/admin/dashboard/series?period=90d');
    for (const res of [dashboard, series]) {
      expect(res.text).not.toContain('@');
      expect(res.text).not.toMatch(/revenue|amount|users/i);
    }
    expect(dashboard.json.data.templates.totalTemplates).toBeGreaterThan(0);
    const registrations = await t.call('GET', '/api/admin/dashboard/registrations', { token: tokens.content });
    expect(registrations.json).toEqual({ success: false, message: 'Access denied. Insufficient permissions.', code: 'FORBIDDEN' });
  });
});
