import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { LIST_COUNT_CAP } from '../../contract/lists.js';
import type { Role } from '../../contract/permissions.js';
import { TEST_ADMIN, TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';
import { expectAccentBlindSearch } from './accent-search.js';

let t: TestApp;
let token: string;
let otherToken: string;
let otherId: string;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const [other] = await t.db
    .insert(admins)
    .values({ email: 'second.admin@example.com', passwordHash: await hashPassword('Second-Admin-Pass-1'), firstName: 'Second', lastName: 'Admin' })
    .returning();
  otherId = other!.id;
  otherToken = await t.login('second.admin@example.com', 'Second-Admin-Pass-1');
  // A few audited writes by each admin.
  const created = await t.call('POST', '/api/contact', { body: { name: 'Audit Me', email: 'audit@example.com', subject: 'Audit', message: 'Hi' } });
  contactId = created.json.data.id;
  t.clock.advance(1000);
  await t.call('PATCH', `/api/contact/${contactId}/status`, { token, body: { status: 'read' } });
  t.clock.advance(1000);
  await t.call('PATCH', `/api/contact/${contactId}/status`, { token: otherToken, body: { status: 'responded' } });
  t.clock.advance(1000);
  await t.call('PUT', '/api/admin/settings', { token: otherToken, body: { section: 'general', settings: { siteName: 'Audited' } } });
});
afterAll(() => t.close());

const list = (query = '') => t.call('GET', `/api/admin/audit-log${query}`, { token });

describe('GET /api/admin/audit-log', () => {
  it('needs a session', async () => {
    expect((await t.call('GET', '/api/admin/audit-log')).status).toBe(401);
  });

  it('lists newest first, 20 per page, with the admin who acted', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog);
    expect(res.json.data.pagination).toEqual({ page: 1, limit: 20, total: n, totalPages: Math.max(1, Math.ceil(n / 20)) });
    const entries = res.json.data.entries;
    expect(entries[0]).toMatchObject({
      action: 'settings.update',
      entity: 'settings',
      entityId: 'general',
      admin: { id: otherId, email: 'second.admin@example.com', firstName: 'Second', lastName: 'Admin' },
    });
    expect(entries[0].admin).not.toHaveProperty('passwordHash');
    const times = entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by admin, action, entity and entity id', async () => {
    const byOther = await list(`?adminId=${otherId}`);
    expect(byOther.json.data.entries.length).toBeGreaterThan(0);
    for (const e of byOther.json.data.entries) expect(e.admin.id).toBe(otherId);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.adminId, otherId));
    expect(byOther.json.data.pagination.total).toBe(n);

    const statusChanges = await list(`?action=contact.status_update&entity=contact&entityId=${contactId}`);
    expect(statusChanges.json.data.entries.map((e: { after: { status: string } }) => e.after.status)).toEqual(['responded', 'read']);

    const mine = await list(`?adminId=${otherId}&entity=contact`);
    expect(mine.json.data.entries).toHaveLength(1);
    expect(mine.json.data.entries[0]).toMatchObject({ before: { status: 'read' }, after: { status: 'responded' } });

    const logins = await list('?action=auth.login');
    const [{ n: loginCount } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(logins.json.data.pagination.total).toBe(loginCount);
    expect(loginCount).toBeGreaterThanOrEqual(2);
  });

  it('pages', async () => {
    const res = await list('?limit=2&page=2');
    expect(res.json.data.entries).toHaveLength(2);
    const first = await list('?limit=2');
    expect(res.json.data.entries[0].id).not.toBe(first.json.data.entries[0].id);
  });

  it('shows rows of a deleted admin with admin null', async () => {
    const [gone] = await t.db
      .insert(admins)
      .values({ email: 'gone@example.com', passwordHash: await hashPassword('Gone-Admin-Pass-1'), firstName: 'Gone', lastName: 'Admin' })
      .returning();
    await t.login('gone@example.com', 'Gone-Admin-Pass-1');
    await t.db.delete(admins).where(eq(admins.id, gone!.id));
    const res = await list('?action=auth.login');
    const orphan = res.json.data.entries.find((e: { entityId: string }) => e.entityId === gone!.id);
    expect(orphan.admin).toBeNull();
  });

  it('filters by a time range, both ends included', async () => {
    const all = (await list('?entity=contact&entityId=' + contactId)).json.data.entries as { createdAt: string; after: { status: string } }[];
    const [newest, older] = all;
    const between = await list(`?entityId=${contactId}&dateFrom=${encodeURIComponent(older!.createdAt)}&dateTo=${encodeURIComponent(older!.createdAt)}`);
    expect(between.json.data.entries.map((e: { after: { status: string } }) => e.after.status)).toEqual(['read']);
    const since = await list(`?entityId=${contactId}&dateFrom=${encodeURIComponent(newest!.createdAt)}`);
    expect(since.json.data.entries.map((e: { after: { status: string } }) => e.after.status)).toEqual(['responded']);
    const backwards = await list(`?dateFrom=${encodeURIComponent(newest!.createdAt)}&dateTo=${encodeURIComponent(older!.createdAt)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ dateTo: 'dateFrom must not be after dateTo' });
  });

  it('filters by entity id alone and by entity type alone', async () => {
    const byId = await list(`?entityId=${contactId}`);
    expect(byId.json.data.entries.map((e: { entity: string }) => e.entity)).toEqual(['contact', 'contact']);
    const settings = await list('?entity=settings');
    expect(settings.json.data.entries.length).toBeGreaterThan(0);
    for (const e of settings.json.data.entries) expect(e.entity).toBe('settings');
    expect((await list('?entity=nothing-like-it')).json.data).toEqual({ entries: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } });
  });

  it('counts matches only up to the cap, then reports a lower bound', async () => {
    const start = new Date(TEST_NOW.getTime() - 86_400_000).toISOString();
    await t.db.execute(sql`
      insert into ${auditLog} (action, entity, entity_id, created_at)
      select 'cv.preview_token', 'cv', 'bulk-filled', ${start}::timestamptz - g * interval '1 second'
      from generate_series(1, ${LIST_COUNT_CAP + 5}::int) g`);
    const res = await list('?entityId=bulk-filled&limit=100');
    expect(res.json.data.pagination).toEqual({ page: 1, limit: 100, total: LIST_COUNT_CAP, totalPages: LIST_COUNT_CAP / 100, totalIsLowerBound: true });
    // A page past the cap is still served, newest first, and the bound grows to reach it.
    const past = LIST_COUNT_CAP / 100 + 1;
    const deep = await list(`?entityId=bulk-filled&limit=100&page=${past}`);
    expect(deep.json.data.entries).toHaveLength(5);
    expect(deep.json.data.pagination).toMatchObject({ page: past, total: LIST_COUNT_CAP + 5 });
    expect(deep.json.data.pagination.totalIsLowerBound).toBeUndefined();
    const times = deep.json.data.entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await t.db.delete(auditLog).where(eq(auditLog.entityId, 'bulk-filled'));
  });

  it.each(['adminId=abc', 'page=0', 'limit=101', 'limit=x', 'dateFrom=soon', 'dateTo=2025-13-45', 'dateTo=-262542-09-10T08%3A37%3A32.344Z'])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(`?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toBeTruthy();
    },
  );

  it('never holds a secret', async () => {
    await t.call('PUT', '/api/admin/settings', { token, body: { section: 'email', settings: { smtpPassword: 'Very-Secret-Smtp' } } });
    const res = await list('?entity=settings&entityId=email');
    expect(res.json.data.entries).toHaveLength(1);
    expect(res.text).not.toContain('Very-Secret-Smtp');
    expect(res.json.data.entries[0].after.replaced).toEqual(['smtpPassword']);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'admin'), eq(auditLog.action, 'auth.login_failed')));
    expect(JSON.stringify(rows)).not.toContain(TEST_ADMIN.password);
  });
});

describe('GET /api/admin/audit-log/{id}', () => {
  it('returns one entry with its admin and before/after', async () => {
    const [first] = (await list(`?entityId=${contactId}&adminId=${otherId}`)).json.data.entries;
    const res = await t.call('GET', `/api/admin/audit-log/${first.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(first);
    expect(res.json.data).toMatchObject({
      action: 'contact.status_update',
      entity: 'contact',
      entityId: contactId,
      before: { status: 'read' },
      after: { status: 'responded' },
      admin: { id: otherId, email: 'second.admin@example.com' },
    });
  });

  it('answers an unknown or malformed id with 404, and no session with 401', async () => {
    for (const id of ['999999999', 'abc', '1.5', '-1', '12345678901234567890']) {
      const res = await t.call('GET', `/api/admin/audit-log/${id}`, { token });
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Audit entry not found', code: 'AUDIT_ENTRY_NOT_FOUND' });
    }
    expect((await t.call('GET', '/api/admin/audit-log/1')).status).toBe(401);
  });
});

describe('GET /api/admin/audit-log/admins', () => {
  it('lists every admin by name for the filter, without secrets', async () => {
    const res = await t.call('GET', '/api/admin/audit-log/admins', { token });
    expect(res.status).toBe(200);
    const all = await t.db.select().from(admins);
    expect(res.json.data.admins).toHaveLength(all.length);
    expect(res.json.data.admins).toContainEqual({ id: otherId, email: 'second.admin@example.com', firstName: 'Second', lastName: 'Admin' });
    const names = res.json.data.admins.map((a: { firstName: string }) => a.firstName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.text).not.toContain('passwordHash');
    expect((await t.call('GET', '/api/admin/audit-log/admins')).status).toBe(401);
  });
});

describe('what the trail keeps', () => {
  it('keeps rules about secrets (passwordMinLength, maxTokens) and drops the secrets themselves', async () => {
    const security = (await t.call('GET', '/api/admin/settings', { token })).json.data.security;
    await t.call('PUT', '/api/admin/settings', {
      token,
      body: { section: 'security', settings: { ...security, jwtSecret: undefined, passwordMinLength: 12 } },
    });
    const [entry] = (await list('?entity=settings&entityId=security')).json.data.entries;
    expect(entry.after.passwordMinLength).toBe(12);
    expect(entry.before.passwordMinLength).toBe(security.passwordMinLength);
    expect(entry.after).not.toHaveProperty('jwtSecret');
    expect(entry.before).not.toHaveProperty('jwtSecret');
  });

  it("records a bulk write once per entity, so each entity's history shows it", async () => {
    const ids = [randomUUID(), randomUUID()];
    const res = await t.call('PATCH', '/api/contact/bulk-status', { token, body: { contactIds: [contactId, ...ids], status: 'closed' } });
    expect(res.status).toBe(200);
    const entries = (await list(`?entityId=${contactId}`)).json.data.entries;
    expect(entries[0]).toMatchObject({ action: 'contact.status_update', before: { status: 'responded' }, after: { status: 'closed' } });
  });
});

describe("an entry's values, only for a role that may read its entity", () => {
  const tokens: Partial<Record<Role, string>> = {};
  let securityId: number;
  let generalId: number;

  beforeAll(async () => {
    tokens.owner = token;
    for (const role of ['finance', 'admin'] as const) {
      const email = `${role}.reader@example.com`;
      await t.db.insert(admins).values({ email, passwordHash: await hashPassword('Role-Reader-Pass-1'), firstName: role, lastName: 'Reader', role });
      tokens[role] = await t.login(email, 'Role-Reader-Pass-1');
    }
    t.clock.advance(1000);
    const security = (await t.call('GET', '/api/admin/settings', { token })).json.data.security;
    const saved = await t.call('PUT', '/api/admin/settings', {
      token,
      body: { section: 'security', settings: { ...security, jwtSecret: undefined, maxLoginAttempts: 7 } },
    });
    expect(saved.status).toBe(200);
    [{ id: securityId }] = (await list('?entity=settings&entityId=security&limit=1')).json.data.entries;
    [{ id: generalId }] = (await list('?entity=settings&entityId=general&limit=1')).json.data.entries;
  });

  const entry = (role: Role, id: number) => t.call('GET', `/api/admin/audit-log/${id}`, { token: tokens[role] });
  const listed = async (role: Role, query: string) => (await t.call('GET', `/api/admin/audit-log${query}`, { token: tokens[role] })).json.data.entries;

  it('a Security save: the owner sees its values, finance and admin only who saved it and when', async () => {
    const owner = (await entry('owner', securityId)).json.data;
    expect(owner.after.maxLoginAttempts).toBe(7);
    for (const role of ['finance', 'admin'] as const) {
      const res = await entry(role, securityId);
      expect(res.status, role).toBe(200);
      expect(res.json.data, role).toEqual({ ...owner, before: null, after: null });
      const [first] = await listed(role, '?entity=settings&entityId=security&limit=1');
      expect(first, role).toEqual({ ...owner, before: null, after: null });
    }
  });

  it('the other settings sections need settings.read: admin sees them, finance does not', async () => {
    expect((await entry('admin', generalId)).json.data.after).toMatchObject({ siteName: 'Audited' });
    expect((await entry('finance', generalId)).json.data).toMatchObject({ entity: 'settings', entityId: 'general', before: null, after: null });
  });

  it('every entity by its own permission: finance sees orders, not contacts or the team', async () => {
    await t.db.insert(auditLog).values({
      action: 'order.verify',
      entity: 'order',
      entityId: 'order-seen',
      before: { status: 'pending' },
      after: { status: 'completed' },
      createdAt: t.clock.now(),
    });
    const [order] = await listed('finance', '?entityId=order-seen');
    expect(order).toMatchObject({ before: { status: 'pending' }, after: { status: 'completed' } });
    const contacts = await listed('finance', `?entityId=${contactId}`);
    expect(contacts.length).toBeGreaterThan(0);
    for (const e of contacts) expect([e.before, e.after]).toEqual([null, null]);
    await t.db.insert(auditLog).values({ action: 'admin.update', entity: 'admin', entityId: otherId, after: { role: 'content' }, createdAt: t.clock.now() });
    const teamChange = `?entity=admin&entityId=${otherId}&action=admin.update`;
    expect((await listed('owner', teamChange))[0].after).toEqual({ role: 'content' });
    expect((await listed('finance', teamChange))[0]).toMatchObject({ entityId: otherId, before: null, after: null });
    expect((await listed('owner', `?entityId=${contactId}`))[0].after).toEqual({ status: 'closed' });
  });
});

describe("the record's name, kept with each entry", () => {
  const entriesOf = async (entityId: string) =>
    (await list(`?entityId=${entityId}`)).json.data.entries as { action: string; recordName: string | null; entity: string }[];

  it('is written by the main write paths, from the row at hand', async () => {
    const user = await makeUser(t.db, { firstName: 'Quỳnh', lastName: 'Record Trần' });
    const pkg = await makePackage(t.db, { name: 'Gói Sinh viên', nameEn: 'Student Record' });
    const order = await makeOrder(t.db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    expect((await t.call('PUT', `/api/admin/users/${user.id}`, { token, body: { lastName: 'Record Lê' } })).status).toBe(200);
    expect((await t.call('PUT', `/api/admin/packages/${pkg.id}`, { token, body: { isPopular: true } })).status).toBe(200);
    expect((await t.call('PUT', `/api/admin/orders/${order.id}/status`, { token, body: { status: 'VERIFIED' } })).status).toBe(200);
    const reply = await t.call('POST', '/api/admin/reply-templates', {
      token,
      body: { title: 'Refund answer', subject: 'Re: refund', body: 'Done.', category: 'billing' },
    });
    expect(reply.status).toBe(201);

    expect(await entriesOf(user.id)).toEqual([expect.objectContaining({ action: 'user.update', recordName: 'Quỳnh Record Lê' })]);
    expect(await entriesOf(pkg.id)).toEqual([expect.objectContaining({ action: 'package.update', recordName: 'Student Record' })]);
    expect(await entriesOf(order.id)).toEqual([expect.objectContaining({ action: 'order.verify', recordName: order.orderCode })]);
    // The verification's activity carries its values for the screens to word in their language.
    const activity = await t.call('GET', `/api/admin/users/${user.id}/activity`, { token });
    expect(activity.json.data.activities[0]).toMatchObject({
      type: 'package_purchased',
      details: `Student Record (order ${order.orderCode})`,
      params: { detail: 'package_order', orderCode: order.orderCode, packageId: pkg.id, packageName: 'Gói Sinh viên', packageNameEn: 'Student Record' },
    });
    const events = (await t.call('GET', '/api/admin/dashboard', { token })).json.data.recentActivities;
    expect(events.find((e: { type: string }) => e.type === 'PACKAGE_PURCHASED')).toMatchObject({
      description: 'Quỳnh Record Lê received package Student Record',
      params: { sentence: 'package_received', name: 'Quỳnh Record Lê', packageName: 'Gói Sinh viên', packageNameEn: 'Student Record' },
    });
    expect(await entriesOf(reply.json.data.id)).toEqual([expect.objectContaining({ action: 'reply_template.create', recordName: 'Refund answer' })]);
    // A contact by its subject.
    expect(new Set((await entriesOf(contactId)).map((e) => e.recordName))).toEqual(new Set(['Audit']));
    const [settingsEntry] = (await list('?entity=settings&entityId=general')).json.data.entries;
    expect(settingsEntry.recordName).toBe('general');
    // A sign-in and a sign-out name the admin.
    const session = await t.login('second.admin@example.com', 'Second-Admin-Pass-1');
    expect((await t.call('POST', '/api/admin/auth/logout', { token: session })).status).toBeLessThan(300);
    const [logout] = (await list(`?action=auth.logout&adminId=${otherId}`)).json.data.entries;
    expect(logout.recordName).toBe('Second Admin');
    const [login] = (await list(`?action=auth.login&adminId=${otherId}`)).json.data.entries;
    expect(login.recordName).toBe('Second Admin');
  });

  it('still reads once the record is deleted, and the search finds it by part of its name, any case', async () => {
    const user = await makeUser(t.db, { firstName: 'Zephyrine', lastName: 'Gone' });
    expect((await t.call('DELETE', `/api/admin/users/${user.id}`, { token })).status).toBe(200);
    const found = await list('?search=zEPHYRINE');
    expect(found.status).toBe(200);
    expect(found.json.data.entries).toEqual([expect.objectContaining({ action: 'user.delete', entityId: user.id, recordName: 'Zephyrine Gone' })]);
    expect(found.json.data.pagination.total).toBe(1);
    // With the other filters; LIKE's wildcards are plain characters.
    expect((await list('?search=zephyrine&action=user.update')).json.data.entries).toEqual([]);
    expect((await list('?search=%25')).json.data.entries).toEqual([]);
    expect((await list('?search=_')).json.data.entries).toEqual([]);
  });

  it('finds a record by name with or without its accents, as every search', async () => {
    const deleted = async (firstName: string, lastName: string) => {
      const user = await makeUser(t.db, { firstName, lastName });
      expect((await t.call('DELETE', `/api/admin/users/${user.id}`, { token })).status).toBe(200);
      return user.id;
    };
    const rows = { dungNgo: await deleted('Dũng', 'Ngô Audit'), dang: await deleted('Văn', 'Đặng Audit') };
    await expectAccentBlindSearch(
      async (term) => (await list(`?search=${encodeURIComponent(term)}`)).json.data.entries.map((e: { entityId: string }) => e.entityId),
      rows,
    );
  });
});
