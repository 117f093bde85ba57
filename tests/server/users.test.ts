import { parse } from 'csv-parse/sync';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyCredits } from '../../server/areas/users/ledger.js';
import {
  activityEvents,
  admins,
  auditLog,
  creditEntries,
  cvs,
  emailOutbox,
  orders,
  payments,
  subscriptions,
  templates,
  userActivity,
  users,
} from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { verifyPassword } from '../../server/security/passwords.js';
import { TEST_ADMIN, TEST_NOW } from '../support/constants.js';
import { createTestApp, useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';
import { makeActivity, makeCv, makePackage, makeTemplate, makeUser } from './users-cvs-fixtures.js';

const t = useSignedInApp();

const get = (path: string) => t.call('GET', path, { token: t.token });
const send = (method: string, path: string, body?: unknown) => t.call(method, path, { token: t.token, body });
const countUsers = async (where?: ReturnType<typeof sql>) => (await t.db.select({ n: count() }).from(users).where(where))[0]!.n;
const lastAudit = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET /api/admin/users', () => {
  it('needs a session', async () => {
    expect((await t.call('GET', '/api/admin/users')).status).toBe(401);
  });

  it('pages by 10 with exact totals and whole-collection stats', async () => {
    for (let i = 0; i < 12; i++) await makeUser(t.db, { isPremium: i % 3 === 0, emailVerified: i % 2 === 0, isActive: i !== 5 });
    const res = await get('/api/admin/users');
    expect(res.status).toBe(200);
    const total = await countUsers();
    expect(res.json.data.users).toHaveLength(10);
    expect(res.json.data.pagination).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) });
    expect(res.json.data.stats).toEqual({
      totalUsers: total,
      activeUsers: await countUsers(sql`${users.isActive}`),
      premiumUsers: await countUsers(sql`${users.isPremium}`),
      verifiedUsers: await countUsers(sql`${users.emailVerified}`),
      newUsersToday: await countUsers(gte(users.createdAt, new Date('2026-11-20T17:00:00Z'))),
    });
    const page2 = await get('/api/admin/users?page=2&limit=5');
    expect(page2.json.data.users).toHaveLength(5);
    expect(page2.json.data.users[0].id).toBe(res.json.data.users[5].id);
  });

  it('shows a user as the contract describes it, never the password hash', async () => {
    const u = await makeUser(t.db, { firstName: 'Shape', cvCreation: 3, aiOptimization: 1, premiumTemplates: 2, aiTemplates: 4, passwordHash: 'secret-hash' });
    const res = await get(`/api/admin/users?search=${encodeURIComponent(u.email)}`);
    const user = res.json.data.users[0];
    expect(user).toMatchObject({
      id: u.id,
      firstName: 'Shape',
      email: u.email,
      isActive: true,
      isPremium: false,
      emailVerified: false,
      totalCVsCreated: 0,
      totalCreditsUsed: 0,
      lastLoginAt: null,
      createdAt: TEST_NOW.toISOString(),
      currentCredits: { cvCreation: 3, aiOptimization: 1, premiumTemplates: 2, aiTemplates: 4 },
    });
    expect(res.text).not.toContain('secret-hash');
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('counts "new today" by the calendar day in Asia/Ho_Chi_Minh', async () => {
    const app = await createTestApp();
    const tok = await app.login();
    const before = (await app.call('GET', '/api/admin/users', { token: tok })).json.data.stats.newUsersToday;
    // TEST_NOW is 12:00 in Hồ Chí Minh City; that day began at 17:00 UTC the day before.
    await makeUser(app.db, { createdAt: new Date('2026-11-20T17:00:00.000Z') });
    await makeUser(app.db, { createdAt: new Date('2026-11-20T16:59:59.999Z') });
    const after = (await app.call('GET', '/api/admin/users', { token: tok })).json.data.stats.newUsersToday;
    expect(after - before).toBe(1);
    await app.close();
  });

  it('searches first name, last name and email, case-insensitively, literally', async () => {
    const a = await makeUser(t.db, { firstName: 'Xylophone', lastName: 'Trần' });
    const b = await makeUser(t.db, { lastName: 'Quixotic' });
    const c = await makeUser(t.db, { email: 'zebra.100%@example.test' });
    const ids = async (q: string) => (await get(`/api/admin/users?search=${encodeURIComponent(q)}`)).json.data.users.map((u: any) => u.id);
    expect(await ids('xyloPHONE')).toEqual([a.id]);
    expect(await ids('quixotic')).toEqual([b.id]);
    expect(await ids('ZEBRA.100%')).toEqual([c.id]);
    expect(await ids('Xylophone Trần')).toEqual([a.id]);
    // % and _ are matched literally, not as wildcards.
    expect(await ids('zebra.1_0')).toEqual([]);
    const res = await get('/api/admin/users?search=xylophone');
    expect(res.json.data.pagination.total).toBe(1);
  });

  it('searches without accents and case: dung ngo finds Dũng Ngô, dang finds Đặng', async () => {
    const dungNgo = await makeUser(t.db, { firstName: 'Dũng', lastName: 'Ngô' });
    const dang = await makeUser(t.db, { firstName: 'Thu', lastName: 'Đặng' });
    const ids = async (q: string) => (await get(`/api/admin/users?search=${encodeURIComponent(q)}&limit=100`)).json.data.users.map((u: any) => u.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
  });

  it('filters by status and premium, with exact filtered totals', async () => {
    await makeUser(t.db, { isActive: false, isPremium: true, firstName: 'Filterable' });
    const inactive = await get('/api/admin/users?status=inactive&limit=100');
    expect(inactive.json.data.users.every((u: any) => !u.isActive)).toBe(true);
    expect(inactive.json.data.pagination.total).toBe(await countUsers(sql`not ${users.isActive}`));
    const premium = await get('/api/admin/users?isPremium=true&limit=100');
    expect(premium.json.data.users.every((u: any) => u.isPremium)).toBe(true);
    expect(premium.json.data.pagination.total).toBe(await countUsers(sql`${users.isPremium}`));
    const both = await get('/api/admin/users?isPremium=true&status=inactive&search=filterable');
    expect(both.json.data.users.map((u: any) => u.firstName)).toEqual(['Filterable']);
    const notPremium = await get('/api/admin/users?isPremium=false&status=active');
    expect(notPremium.json.data.pagination.total).toBe(await countUsers(sql`${users.isActive} and not ${users.isPremium}`));
    // Stats stay whole-collection whatever the filter.
    expect(both.json.data.stats.totalUsers).toBe(await countUsers());
  });

  it('sorts by the whitelisted fields', async () => {
    const tag = `Sortable${Date.now()}`;
    const mk = (lastName: string, totalCVsCreated: number, lastLoginAt: Date | null) =>
      makeUser(t.db, { firstName: tag, lastName, totalCVsCreated, lastLoginAt, email: `${lastName.toLowerCase()}-${tag}@example.test` });
    await mk('Beta', 5, new Date('2026-11-01T00:00:00Z'));
    await mk('Alpha', 9, null);
    await mk('Gamma', 1, new Date('2026-11-10T00:00:00Z'));
    const order = async (q: string) => (await get(`/api/admin/users?search=${tag}&${q}`)).json.data.users.map((u: any) => u.lastName);
    expect(await order('sort=lastName&order=asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await order('sort=lastName&order=desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await order('sort=email&order=asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await order('sort=totalCVsCreated&order=desc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    // Never signed in counts as the oldest login.
    expect(await order('sort=lastLoginAt&order=desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await order('sort=lastLoginAt&order=asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['limit=-1', 'limit'],
    ['status=banned', 'status'],
    ['isPremium=yes', 'isPremium'],
    ['sort=passwordHash', 'sort'],
    ['order=sideways', 'order'],
  ])('rejects %s with 400 and a field error', async (query, field) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toHaveProperty(field);
  });

  it('ignores unknown query parameters', async () => {
    expect((await get('/api/admin/users?foo=bar')).status).toBe(200);
  });
});

describe('GET/PUT /api/admin/users/{id}', () => {
  it('gets one user; unknown or malformed ids are 404', async () => {
    const u = await makeUser(t.db);
    const res = await get(`/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: u.id, email: u.email });
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/admin/users/not-a-uuid')).status).toBe(404);
  });

  it('updates any subset of the editable fields and audits before/after', async () => {
    const u = await makeUser(t.db);
    const res = await send('PUT', `/api/admin/users/${u.id}`, { firstName: ' Lan ', isPremium: true, emailVerified: true, id: 'ignored', currentCredits: {} });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('User details updated successfully!');
    expect(res.json.data).toMatchObject({ id: u.id, firstName: 'Lan', lastName: u.lastName, isPremium: true, emailVerified: true });
    const audit = await lastAudit('user.update');
    expect(audit).toMatchObject({ entity: 'user', entityId: u.id });
    expect(audit!.before).toMatchObject({ firstName: 'Fixture', isPremium: false });
    expect(audit!.after).toMatchObject({ firstName: 'Lan', isPremium: true });
  });

  it('refuses a duplicate email (any case) with 409 and changes nothing', async () => {
    const a = await makeUser(t.db);
    const b = await makeUser(t.db);
    const res = await send('PUT', `/api/admin/users/${b.id}`, { email: a.email.toUpperCase(), firstName: 'Changed' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Email is already in use');
    const [row] = await t.db.select().from(users).where(eq(users.id, b.id));
    expect(row).toMatchObject({ email: b.email, firstName: 'Fixture' });
    // Keeping one's own email is fine.
    expect((await send('PUT', `/api/admin/users/${b.id}`, { email: b.email })).status).toBe(200);
  });

  it('gives field errors for bad input', async () => {
    const u = await makeUser(t.db);
    const bad = await send('PUT', `/api/admin/users/${u.id}`, { email: 'nope', firstName: '  ', isActive: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['email', 'firstName', 'isActive']);
    expect((await send('PUT', `/api/admin/users/${u.id}`, {})).status).toBe(400);
    expect((await send('PUT', `/api/admin/users/${u.id}`, '{not json')).status).toBe(400);
    const wrongType = await t.call('PUT', `/api/admin/users/${u.id}`, { token: t.token, body: 'firstName=x', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect((await send('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', { firstName: 'X' })).status).toBe(404);
  });
});

describe('activate / deactivate', () => {
  it('switches one user and audits it', async () => {
    const u = await makeUser(t.db);
    const off = await send('PUT', `/api/admin/users/${u.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.json.data.isActive).toBe(false);
    expect(await lastAudit('user.deactivate')).toMatchObject({ entityId: u.id, before: { isActive: true }, after: { isActive: false } });
    const on = await send('PUT', `/api/admin/users/${u.id}/activate`);
    expect(on.json.data.isActive).toBe(true);
    expect(await lastAudit('user.activate')).toMatchObject({ entityId: u.id });
    expect((await send('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/activate')).status).toBe(404);
  });

  it('bulk-activates and -deactivates exactly the given users', async () => {
    const [a, b, c] = [await makeUser(t.db), await makeUser(t.db), await makeUser(t.db)];
    const res = await send('PUT', '/api/admin/users/bulk-deactivate', { userIds: [a.id, b.id, a.id] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { updated: 2 }, message: 'Successfully deactivated 2 user(s).' });
    const state = async () =>
      Object.fromEntries(
        (
          await t.db
            .select()
            .from(users)
            .where(sql`${users.id} in (${a.id}, ${b.id}, ${c.id})`)
        ).map((r) => [r.id, r.isActive]),
      );
    expect(await state()).toEqual({ [a.id]: false, [b.id]: false, [c.id]: true });
    // One audit row per user changed, so each user's history shows it.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.bulk_deactivate'), inArray(auditLog.entityId, [a.id, b.id, c.id])));
    expect(rows.map((r) => [r.entityId, r.after]).sort()).toEqual(
      [
        [a.id, { isActive: false }],
        [b.id, { isActive: false }],
      ].sort(),
    );
    const on = await send('PUT', '/api/admin/users/bulk-activate', { userIds: [a.id] });
    expect(on.json.message).toBe('Successfully activated 1 user(s).');
    expect(await state()).toEqual({ [a.id]: true, [b.id]: false, [c.id]: true });
  });

  it.each([
    [{ userIds: [] }],
    [{ userIds: ['nope'] }],
    [{ userIds: 'x' }],
    [{}],
    [{ userIds: Array.from({ length: 1001 }, () => '00000000-0000-4000-8000-000000000000') }],
  ])('rejects bulk body %j with 400', async (body) => {
    const res = await send('PUT', '/api/admin/users/bulk-activate', body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toBeDefined();
  });
});

describe('delete', () => {
  async function userWithEverything() {
    const user = await makeUser(t.db, { totalCVsCreated: 2 });
    const template = await makeTemplate(t.db, { usageCount: 5 });
    await makeCv(t.db, { userId: user.id, templateId: template.id });
    await makeCv(t.db, { userId: user.id, templateId: template.id });
    const pkg = await makePackage(t.db);
    await t.db.insert(subscriptions).values({ userId: user.id, packageId: pkg.id });
    await makeActivity(t.db, { userId: user.id });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderCode: `ORD${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
        userId: user.id,
        customerName: `${user.firstName} ${user.lastName}`,
        customerEmail: user.email,
        packageId: pkg.id,
        amount: 99000,
        currency: 'VND',
        status: 'VERIFIED',
        expiresAt: TEST_NOW,
      })
      .returning();
    await t.db.insert(payments).values({ orderId: order!.id, userId: user.id, amount: 99000, status: 'completed' });
    return { user, template, order: order! };
  }

  it('removes the user, CVs, subscriptions and activity; keeps orders and payments; lowers usage', async () => {
    const { user, template, order } = await userWithEverything();
    const res = await send('DELETE', `/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('User deleted successfully.');
    expect(await countUsers(eq(users.id, user.id))).toBe(0);
    expect((await t.db.select({ n: count() }).from(cvs).where(eq(cvs.userId, user.id)))[0]!.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]!.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(userActivity).where(eq(userActivity.userId, user.id)))[0]!.n).toBe(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, customerEmail: user.email });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ userId: null, amount: 99000 });
    const [tpl] = await t.db.select().from(templates).where(eq(templates.id, template.id));
    expect(tpl!.usageCount).toBe(3);
    expect(await lastAudit('user.delete')).toMatchObject({ entityId: user.id, before: { email: user.email } });
    expect((await send('DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
  });

  it('bulk-deletes with the ids in a DELETE body', async () => {
    const one = await userWithEverything();
    const two = await userWithEverything();
    const keep = await makeUser(t.db);
    const res = await send('DELETE', '/api/admin/users/bulk-delete', { userIds: [one.user.id, two.user.id] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { deleted: 2 }, message: 'Successfully deleted 2 user(s).' });
    expect(await countUsers(sql`${users.id} in (${one.user.id}, ${two.user.id}, ${keep.id})`)).toBe(1);
    expect((await t.db.select().from(templates).where(eq(templates.id, one.template.id)))[0]!.usageCount).toBe(3);
    expect((await t.db.select().from(orders).where(eq(orders.id, two.order.id)))[0]!.userId).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.bulk_delete'), inArray(auditLog.entityId, [one.user.id, two.user.id])));
    expect(audits.map((r) => (r.before as { id: string }).id).sort()).toEqual([one.user.id, two.user.id].sort());
    expect((await send('DELETE', '/api/admin/users/bulk-delete', { userIds: [] })).status).toBe(400);
    expect((await send('DELETE', '/api/admin/users/bulk-delete')).status).toBe(415);
  });
});

describe('verification, password reset, credits', () => {
  it('queues a verification email, 409 once verified', async () => {
    const u = await makeUser(t.db);
    const res = await send('POST', `/api/admin/users/${u.id}/resend-verification`);
    expect(res.status).toBe(200);
    // The snapshot has no SMTP settings: the message waits, and the answer says so (mail-delivery.test.ts sends it).
    expect(res.json.message).toBe('Verification email queued: SMTP is not configured in Settings › Email');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, u.email));
    expect(mail).toMatchObject({ kind: 'email_verification', status: 'queued', userId: u.id });
    expect(res.json.data).toEqual({ emailId: mail!.id, smtpConfigured: false });
    expect(await lastAudit('user.resend_verification')).toMatchObject({ entityId: u.id });
    const verified = await makeUser(t.db, { emailVerified: true });
    const again = await send('POST', `/api/admin/users/${verified.id}/resend-verification`);
    expect(again.status).toBe(409);
    expect((await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toEmail, verified.email)))[0]!.n).toBe(0);
  });

  it('resets the password to a one-time 12-character secret, stored hashed, never audited', async () => {
    const u = await makeUser(t.db, { passwordHash: 'old' });
    const res = await send('POST', `/api/admin/users/${u.id}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const temp: string = res.json.data.tempPassword;
    expect(temp).toMatch(/^\S{12}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.mustChangePassword).toBe(true);
    expect(row!.passwordHash).not.toContain(temp);
    expect(await verifyPassword(row!.passwordHash, temp)).toBe(true);
    const audit = await lastAudit('user.reset_password');
    expect(audit).toMatchObject({ entityId: u.id });
    expect(JSON.stringify(audit)).not.toContain(temp);
    const second = await send('POST', `/api/admin/users/${u.id}/reset-password`);
    expect(second.json.data.tempPassword).not.toBe(temp);
    expect((await send('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reset-password')).status).toBe(404);
  });

  it('sets all four credit kinds; anything else is a 400 that changes nothing', async () => {
    const u = await makeUser(t.db);
    const credits = { cvCreation: 7, aiOptimization: 0, premiumTemplates: 2, aiTemplates: 1 };
    const res = await send('PUT', `/api/admin/users/${u.id}/credits`, { credits });
    expect(res.status).toBe(200);
    expect(res.json.data.currentCredits).toEqual(credits);
    expect(await lastAudit('user.credits_update')).toMatchObject({ entityId: u.id, after: credits });
    for (const bad of [
      { credits: { cvCreation: 1, aiOptimization: 1, premiumTemplates: 1 } },
      { credits: { ...credits, cvCreation: -1 } },
      { credits: { ...credits, aiTemplates: 1.5 } },
      { credits: { ...credits, aiOptimization: '3' } },
      { credits: { ...credits, premiumTemplates: null } },
      { credits: { ...credits, cvCreation: 1e12 } },
      credits,
    ]) {
      const r = await send('PUT', `/api/admin/users/${u.id}/credits`, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await get(`/api/admin/users/${u.id}`)).json.data.currentCredits).toEqual(credits);
  });
});

describe('export', () => {
  it('streams a CSV of the filtered rows with formula cells neutralised', async () => {
    const tag = `Exportable${Date.now()}`;
    await makeUser(t.db, { firstName: '=HYPERLINK("http://evil")', lastName: tag, isActive: false });
    await makeUser(t.db, { firstName: '+Plus', lastName: tag, isActive: true });
    await makeUser(t.db, { firstName: 'Plain, "quoted"', lastName: tag, isActive: false, isPremium: true });
    const res = await get(`/api/admin/users/export?search=${tag}&status=inactive`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users-2026-11-21.csv"');
    const rows: string[][] = parse(res.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'Status',
      'Premium',
      'Email Verified',
      'CVs Created',
      'Credits Used',
      'CV Creation Credits',
      'AI Optimization Credits',
      'Premium Template Credits',
      'AI Template Credits',
      'Last Login',
      'Joined',
    ]);
    const names = rows
      .slice(1)
      .map((r) => r[1])
      .sort();
    expect(names).toEqual(['\'=HYPERLINK("http://evil")', 'Plain, "quoted"']);
    expect(rows.slice(1).every((r) => r[4] === 'inactive')).toBe(true);
    const premiumOnly = parse((await get(`/api/admin/users/export?search=${tag}&isPremium=true`)).text.replace(/^\uFEFF/, ''));
    expect(premiumOnly).toHaveLength(2);
    expect((await get('/api/admin/users/export?status=nope')).status).toBe(400);
  });

  it('pages through thousands of rows by keyset without gaps or repeats', async () => {
    const app = await createTestApp();
    const tok = await app.login();
    // 2,500 users sharing microsecond timestamps in groups: the cursor must keep microseconds.
    await app.db.execute(sql`
      insert into users (first_name, last_name, email, created_at, updated_at)
      select 'Bulk', 'Row' || g, 'bulk' || g || '@example.test',
             timestamptz '2026-11-01 00:00:00.000001+00' + ((g / 7) * interval '1 microsecond'), now()
      from generate_series(1, 2500) g`);
    const res = await app.call('GET', '/api/admin/users/export?search=bulk', { token: tok });
    const rows: string[][] = parse(res.text.replace(/^\uFEFF/, ''));
    const ids = rows.slice(1).map((r) => r[0]);
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    const all: string[][] = parse((await app.call('GET', '/api/admin/users/export', { token: tok })).text.replace(/^\uFEFF/, ''));
    expect(all.length - 1).toBe((await app.db.select({ n: count() }).from(users))[0]!.n);
    await app.close();
  });
});

describe('activity and packages', () => {
  it('lists activity newest first, limited', async () => {
    const u = await makeUser(t.db);
    for (let i = 0; i < 5; i++) {
      await makeActivity(t.db, {
        userId: u.id,
        type: i === 4 ? 'login_failed' : 'cv_updated',
        action: `Action ${i}`,
        status: i === 4 ? 'failed' : 'success',
        timestamp: new Date(TEST_NOW.getTime() - (5 - i) * 60_000),
        ipAddress: '10.0.0.1',
        userAgent: 'Mozilla/5.0',
      });
    }
    const res = await get(`/api/admin/users/${u.id}/activity?limit=3`);
    expect(res.status).toBe(200);
    expect(res.json.data.activities.map((a: any) => a.action)).toEqual(['Action 4', 'Action 3', 'Action 2']);
    expect(res.json.data.activities[0]).toMatchObject({ type: 'login_failed', status: 'failed', ipAddress: '10.0.0.1', userAgent: 'Mozilla/5.0' });
    expect((await get(`/api/admin/users/${u.id}/activity`)).json.data.activities).toHaveLength(5);
    expect((await get(`/api/admin/users/${u.id}/activity?limit=0`)).status).toBe(400);
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000/activity')).status).toBe(404);
  });

  it('adds an active package in one transaction and lists the subscription', async () => {
    const u = await makeUser(t.db, { cvCreation: 1 });
    const pkg = await makePackage(t.db, { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 3 });
    const res = await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: pkg.id });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Package added successfully!');
    expect(res.json.data.updatedCredits).toEqual({ cvCreation: 6, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 3 });
    const list = await get(`/api/admin/users/${u.id}/packages`);
    expect(list.status).toBe(200);
    expect(list.json.data.subscriptions).toEqual([
      {
        id: res.json.data.subscription.id,
        packageId: pkg.id,
        packageName: pkg.name,
        packageNameEn: pkg.nameEn,
        purchasedAt: TEST_NOW.toISOString(),
        expiresAt: null,
        isActive: true,
        remainingCredits: { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 3 },
        package: { credits: { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 3 } },
      },
    ]);
    expect(await lastAudit('user.add_package')).toMatchObject({ entityId: u.id, after: { packageId: pkg.id } });
    expect((await get(`/api/admin/users/${u.id}`)).json.data.currentCredits.cvCreation).toBe(6);
  });

  it('refuses an inactive or unknown package and changes nothing', async () => {
    const u = await makeUser(t.db);
    const inactive = await makePackage(t.db, { isActive: false });
    const res = await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: inactive.id });
    expect(res.status).toBe(409);
    expect((await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: 'x' })).status).toBe(400);
    expect((await send('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/packages', { packageId: inactive.id })).status).toBe(404);
    expect((await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, u.id)))[0]!.n).toBe(0);
    const events = await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, u.id)));
    expect(events).toHaveLength(0);
    expect((await get(`/api/admin/users/${u.id}/packages`)).json.data.subscriptions).toEqual([]);
  });
});

describe('credits ledger', () => {
  const KINDS = ['cvCreation', 'aiOptimization', 'premiumTemplates', 'aiTemplates'] as const;
  type Amounts = Record<(typeof KINDS)[number], number>;
  const entriesOf = (userId: string) => t.db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(creditEntries.createdAt);
  /** The user's balance, Credits Used, and the sums of their entries: they must agree. */
  async function expectLedgerHolds(userId: string) {
    const [u] = await t.db.select().from(users).where(eq(users.id, userId));
    const entries = await entriesOf(userId);
    const sum = Object.fromEntries(KINDS.map((k) => [k, entries.reduce((n, e) => n + e[k], 0)]));
    expect(sum).toEqual({ cvCreation: u!.cvCreation, aiOptimization: u!.aiOptimization, premiumTemplates: u!.premiumTemplates, aiTemplates: u!.aiTemplates });
    const used = -entries.filter((e) => e.reason === 'use').reduce((n, e) => n + KINDS.reduce((m, k) => m + e[k], 0), 0) || 0;
    expect(used).toBe(u!.totalCreditsUsed);
    return { user: u!, entries };
  }
  const adminId = async () => (await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!.id;
  const credits = (cvCreation: number, aiOptimization: number, premiumTemplates: number, aiTemplates: number): Amounts => ({
    cvCreation,
    aiOptimization,
    premiumTemplates,
    aiTemplates,
  });
  const use = (userId: string, amounts: Amounts) =>
    t.db.transaction((tx) =>
      applyCredits(tx, {
        userId,
        amounts: credits(-amounts.cvCreation, -amounts.aiOptimization, -amounts.premiumTemplates, -amounts.aiTemplates),
        reason: 'use',
        at: TEST_NOW,
      }),
    );

  it('writes an adjustment entry with the difference, the reason and the admin, audited', async () => {
    const u = await makeUser(t.db);
    const res = await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(5, 2, 0, 1), reason: '  Refund for ticket #42  ' });
    expect(res.status).toBe(200);
    await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(3, 2, 4, 0), reason: 'Goodwill' });
    const { entries } = await expectLedgerHolds(u.id);
    expect(entries.map((e) => ({ reason: e.reason, note: e.note, adminId: e.adminId, ...Object.fromEntries(KINDS.map((k) => [k, e[k]])) }))).toEqual([
      { reason: 'adjustment', note: 'Refund for ticket #42', adminId: await adminId(), ...credits(5, 2, 0, 1) },
      { reason: 'adjustment', note: 'Goodwill', adminId: await adminId(), ...credits(-2, 0, 4, -1) },
    ]);
    expect(await lastAudit('user.credits_update')).toMatchObject({
      entityId: u.id,
      before: credits(5, 2, 0, 1),
      after: { ...credits(3, 2, 4, 0), reason: 'Goodwill' },
    });
    // The spec's call without a reason still works; setting the same balance writes no entry.
    expect((await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(3, 2, 4, 1) })).status).toBe(200);
    expect((await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(3, 2, 4, 1), reason: 'Nothing' })).status).toBe(200);
    const after = await expectLedgerHolds(u.id);
    expect(after.entries).toHaveLength(3);
    expect(after.entries[2]).toMatchObject({ reason: 'adjustment', note: null, aiTemplates: 1 });
  });

  it('refuses bad input and changes nothing: no entry, no balance, no audit', async () => {
    const u = await makeUser(t.db);
    await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(2, 2, 2, 2), reason: 'Start' });
    const audits = (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, u.id)))[0]!.n;
    for (const bad of [
      { credits: credits(-1, 2, 2, 2), reason: 'Negative' },
      { credits: credits(1, 2, 2, 2), reason: '   ' },
      { credits: credits(1, 2, 2, 2), reason: '' },
      { credits: credits(1, 2, 2, 2), reason: 'x'.repeat(501) },
      { credits: credits(1, 2, 2, 2), reason: 7 },
      { credits: { cvCreation: 1, aiOptimization: 2, premiumTemplates: 2 }, reason: 'Missing a kind' },
    ]) {
      const r = await send('PUT', `/api/admin/users/${u.id}/credits`, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    const blank = await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(1, 2, 2, 2), reason: ' ' });
    expect(JSON.stringify(blank.json)).toContain('Give a reason');
    const { user, entries } = await expectLedgerHolds(u.id);
    expect(entries).toHaveLength(1);
    expect(user.cvCreation).toBe(2);
    expect((await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, u.id)))[0]!.n).toBe(audits);
    expect((await send('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/credits', { credits: credits(1, 1, 1, 1), reason: 'x' })).status).toBe(
      404,
    );
  });

  it('writes a package entry for Add Package and for a verified order (one and in bulk), and a use entry for a use', async () => {
    const u = await makeUser(t.db);
    const pkg = await makePackage(t.db, { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 3 });
    const added = await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: pkg.id });
    expect(added.status).toBe(201);
    let held = await expectLedgerHolds(u.id);
    expect(held.entries.at(-1)).toMatchObject({
      reason: 'package',
      subscriptionId: added.json.data.subscription.id,
      orderId: null,
      adminId: await adminId(),
      ...credits(5, 2, 1, 3),
    });

    const order = async () =>
      (
        await t.db
          .insert(orders)
          .values({
            orderCode: `LED${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
            userId: u.id,
            customerName: 'L',
            customerEmail: u.email,
            packageId: pkg.id,
            amount: 99000,
            currency: 'VND',
            status: 'PAID',
            paidAt: TEST_NOW,
            expiresAt: TEST_NOW,
          })
          .returning()
      )[0]!;
    const one = await order();
    expect((await send('PUT', `/api/admin/orders/${one.id}/status`, { status: 'VERIFIED' })).status).toBe(200);
    held = await expectLedgerHolds(u.id);
    expect(held.entries.filter((e) => e.orderId === one.id)).toMatchObject([{ reason: 'package', ...credits(5, 2, 1, 3) }]);
    const [b1, b2] = [await order(), await order()];
    expect((await send('PUT', '/api/admin/orders/bulk', { orderIds: [b1.id, b2.id], updates: { status: 'VERIFIED' } })).status).toBe(200);
    held = await expectLedgerHolds(u.id);
    expect(held.entries.filter((e) => e.reason === 'package')).toHaveLength(4);
    expect(held.user.cvCreation).toBe(20);

    await use(u.id, credits(3, 1, 0, 0));
    held = await expectLedgerHolds(u.id);
    expect(held.user.totalCreditsUsed).toBe(4);
    expect(held.user.cvCreation).toBe(17);
  });

  it('lists the ledger newest first a page at a time, with its totals, and 404s an unknown user', async () => {
    const u = await makeUser(t.db);
    const pkg = await makePackage(t.db, { cvCreation: 4, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(i + 1, 0, 0, 0), reason: `Step ${i}` });
    }
    t.clock.advance(60_000);
    await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: pkg.id });
    t.clock.advance(60_000);
    await t.db.transaction((tx) => applyCredits(tx, { userId: u.id, amounts: credits(-2, 0, 0, 0), reason: 'use', at: t.clock.now() }));
    const first = await get(`/api/admin/users/${u.id}/credits/ledger?limit=2`);
    expect(first.status).toBe(200);
    expect(first.json.data.entries.map((e: any) => e.reason)).toEqual(['use', 'package']);
    expect(first.json.data.entries[1]).toMatchObject({ amounts: credits(4, 0, 0, 0), adminName: expect.any(String), adminId: await adminId() });
    expect(first.json.data.summary).toEqual({ granted: credits(4, 0, 0, 0), used: credits(2, 0, 0, 0), adjusted: credits(3, 0, 0, 0), entries: 5 });
    const second = await get(`/api/admin/users/${u.id}/credits/ledger?limit=2&after=${first.json.data.nextCursor}`);
    expect(second.json.data.entries.map((e: any) => e.note)).toEqual(['Step 2', 'Step 1']);
    const third = await get(`/api/admin/users/${u.id}/credits/ledger?limit=2&after=${second.json.data.nextCursor}`);
    expect(third.json.data.entries.map((e: any) => e.note)).toEqual(['Step 0']);
    expect(third.json.data.nextCursor).toBeNull();
    expect((await get(`/api/admin/users/${u.id}/credits/ledger?limit=0`)).status).toBe(400);
    expect((await get(`/api/admin/users/${u.id}/credits/ledger?after=nope`)).status).toBe(400);
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000/credits/ledger')).status).toBe(404);
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000/credits/ledger/export')).status).toBe(404);
  });

  it("exports a user's ledger as CSV in the admin's language, newest first, formulas neutralised", async () => {
    const u = await makeUser(t.db);
    await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(2, 1, 0, 0), reason: '=SUM(A1)' });
    t.clock.advance(60_000);
    await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: credits(1, 1, 0, 0), reason: 'Plain, "quoted"' });
    const res = await get(`/api/admin/users/${u.id}/credits/ledger/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="credits-[0-9a-f]{8}-2026-11-2\d\.csv"$/);
    const rows: string[][] = parse(res.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Date',
      'Reason',
      'Note',
      'CV Creation',
      'AI Optimization',
      'Premium Templates',
      'AI Templates',
      'By',
      'Order ID',
      'Subscription ID',
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 7))).toEqual([
      ['adjustment', 'Plain, "quoted"', '-1', '0', '0', '0'],
      ['adjustment', "'=SUM(A1)", '2', '1', '0', '0'],
    ]);
    const vi = await t.call('GET', `/api/admin/users/${u.id}/credits/ledger/export`, { token: t.token, headers: { 'accept-language': 'vi' } });
    expect((parse(vi.text.replace(/^\uFEFF/, '')) as string[][])[0]!.slice(0, 3)).toEqual(['Thời gian', 'Lý do', 'Ghi chú']);
  });

  it('lets a role that reads users read the ledger, and no other', async () => {
    const u = await makeUser(t.db);
    const passwordHash = await hashPassword('Ledger-Role-Password-1');
    const tokens: Record<string, string> = {};
    for (const role of ['finance', 'content'] as const) {
      const email = `${role}.ledger@example.com`;
      await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Ledger', role });
      tokens[role] = await t.login(email, 'Ledger-Role-Password-1');
    }
    for (const path of [`/api/admin/users/${u.id}/credits/ledger`, `/api/admin/users/${u.id}/credits/ledger/export`]) {
      expect((await t.call('GET', path, { token: tokens.finance })).status).toBe(200);
      expect((await t.call('GET', path, { token: tokens.content })).status).toBe(403);
    }
    // Finance reads users but may not change credits: refused, and nothing written.
    expect(
      (await t.call('PUT', `/api/admin/users/${u.id}/credits`, { token: tokens.finance, body: { credits: credits(9, 9, 9, 9), reason: 'No' } })).status,
    ).toBe(403);
    expect(await entriesOf(u.id)).toEqual([]);
  });

  it('holds balance = sum of entries and Credits Used = sum of uses over any sequence of writes', async () => {
    const pkgs = [
      await makePackage(t.db, { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 0 }),
      await makePackage(t.db, { cvCreation: 0, aiOptimization: 0, premiumTemplates: 3, aiTemplates: 7 }),
    ];
    const amount = fc.integer({ min: 0, max: 40 });
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('adjust' as const),
        to: fc.record({ cvCreation: amount, aiOptimization: amount, premiumTemplates: amount, aiTemplates: amount }),
        reason: fc.option(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '')),
      }),
      fc.record({
        kind: fc.constant('bad-adjust' as const),
        to: fc.record({ cvCreation: fc.integer({ min: -5, max: -1 }), aiOptimization: amount, premiumTemplates: amount, aiTemplates: amount }),
      }),
      fc.record({ kind: fc.constant('package' as const), pkg: fc.nat(1) }),
      fc.record({ kind: fc.constant('order' as const), pkg: fc.nat(1) }),
      fc.record({ kind: fc.constant('use' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        const u = await makeUser(t.db);
        for (const w of writes) {
          if (w.kind === 'adjust') {
            const res = await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: w.to, ...(w.reason === null ? {} : { reason: w.reason }) });
            expect(res.status).toBe(200);
            expect(res.json.data.currentCredits).toEqual(w.to);
          } else if (w.kind === 'bad-adjust') {
            expect((await send('PUT', `/api/admin/users/${u.id}/credits`, { credits: w.to, reason: 'Bad' })).status).toBe(400);
          } else if (w.kind === 'package') {
            expect((await send('POST', `/api/admin/users/${u.id}/packages`, { packageId: pkgs[w.pkg]!.id })).status).toBe(201);
          } else if (w.kind === 'order') {
            const [o] = await t.db
              .insert(orders)
              .values({
                orderCode: `PROP${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
                userId: u.id,
                customerName: 'P',
                customerEmail: u.email,
                packageId: pkgs[w.pkg]!.id,
                amount: 99000,
                currency: 'VND',
                status: 'PAID',
                paidAt: TEST_NOW,
                expiresAt: TEST_NOW,
              })
              .returning();
            expect((await send('PUT', `/api/admin/orders/${o!.id}/status`, { status: 'VERIFIED' })).status).toBe(200);
          } else {
            const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
            await use(u.id, credits(...(KINDS.map((k) => Math.floor(row![k] * w.share)) as [number, number, number, number])));
          }
          await expectLedgerHolds(u.id);
        }
        const { user } = await expectLedgerHolds(u.id);
        const summary = (await get(`/api/admin/users/${u.id}/credits/ledger`)).json.data.summary;
        for (const k of KINDS) expect(summary.granted[k] - summary.used[k] + summary.adjusted[k]).toBe(user[k]);
      }),
      { numRuns: 12 },
    );
  });
});
