// Every API call through the real dataProvider and authProvider against the real
// server (in-process, through msw): the mapping, the envelope unwrapping and the shapes
// the screens read.
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/api/authProvider';
import { dataProvider } from '../../src/appDataProvider';
import { tokenStore } from '../../src/api/tokenStore';
import { contacts, cvs, orders, packages, templates, users } from '../../server/db/schema';
import { TEST_ADMIN } from '../support/constants';
import { signIn } from './render';
import { testApp } from './setup';

const page = (perPage = 5) => ({ pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' as const }, filter: {} });

async function firstId<T extends { id: string }>(rows: Promise<T[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('fixture missing in the test snapshot');
  return row.id;
}

beforeEach(async () => {
  await signIn();
});

describe('authentication', () => {
  it('logs in, reads the identity once, and logs out revoking the token', async () => {
    tokenStore.clear();
    await authProvider.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const token = tokenStore.get();
    expect(token).toBeTruthy();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const me = await authProvider.getIdentity!();
    expect(me).toMatchObject({ email: TEST_ADMIN.email, fullName: 'Test Admin' });
    await authProvider.logout({});
    expect(tokenStore.get()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    // The old token is dead on the server too: a call with it is a 401 that clears it.
    tokenStore.set(token!);
    const error = await dataProvider.getDashboard().catch((e) => e);
    expect(error.status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    await expect(authProvider.checkError(error)).rejects.toBeTruthy();
    await signIn();
  });

  it('keeps the session on 403 and reports a wrong password with the server message', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    const error = await authProvider.login({ email: TEST_ADMIN.email, password: 'nope' }).catch((e) => e);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
  });

  it('updates the profile and refuses a wrong current password', async () => {
    const res = await dataProvider.updateProfile({ firstName: 'Test' });
    expect(res.data).toMatchObject({ firstName: 'Test', email: TEST_ADMIN.email });
    const error = await dataProvider.changePassword({ currentPassword: 'wrong', newPassword: 'Another-Password-1' }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toHaveProperty('currentPassword');
  });
});

describe('dashboard', () => {
  it('reads overview, growth and activities, registrations and health', async () => {
    const dash = await dataProvider.getDashboard();
    expect(dash.overview).toHaveProperty('totalUsers');
    expect(dash.growth).toHaveProperty('userGrowth');
    expect(Array.isArray(dash.recentActivities)).toBe(true);
    const regs = await dataProvider.getRegistrations(3);
    expect(JSON.stringify(regs)).toBeTruthy();
    const health = await dataProvider.getHealth();
    expect(health).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('users', () => {
  it('lists with paging, search and filters, and returns stats as meta', async () => {
    const list = await dataProvider.getList('users', { ...page(3), filter: { status: 'active' } });
    expect(list.data.length).toBeLessThanOrEqual(3);
    expect(list.total).toBeGreaterThan(0);
    expect(list.meta.stats).toHaveProperty('totalUsers');
    expect(list.data.every((u) => u.isActive)).toBe(true);
    const one = list.data[0]!;
    const found = await dataProvider.getList('users', { ...page(), filter: { q: one.email } });
    expect(found.data.map((u) => u.id)).toContain(one.id);
    const premium = await dataProvider.getList('users', { ...page(), filter: { isPremium: true } });
    expect(premium.data.every((u) => u.isPremium)).toBe(true);
  });

  it('gets, updates, activates and deactivates one user', async () => {
    const id = await firstId(testApp().db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1));
    const { data } = await dataProvider.getOne('users', { id });
    expect(data.currentCredits).toHaveProperty('cvCreation');
    const updated = await dataProvider.update('users', { id, data: { ...data, firstName: 'Renamed' }, previousData: data });
    expect(updated.data.firstName).toBe('Renamed');
    await dataProvider.deactivateUser(id);
    expect((await dataProvider.getOne('users', { id })).data.isActive).toBe(false);
    await dataProvider.activateUser(id);
    expect((await dataProvider.getOne('users', { id })).data.isActive).toBe(true);
  });

  it('bulk-activates, bulk-deactivates and bulk-deletes through updateMany/deleteMany', async () => {
    const ids = (await testApp().db.select({ id: users.id }).from(users).orderBy(asc(users.email)).limit(3)).map((r) => r.id);
    await dataProvider.updateMany('users', { ids, data: { isActive: false } });
    for (const id of ids) expect((await dataProvider.getOne('users', { id })).data.isActive).toBe(false);
    await dataProvider.updateMany('users', { ids, data: { isActive: true } });
    for (const id of ids) expect((await dataProvider.getOne('users', { id })).data.isActive).toBe(true);
    await dataProvider.deleteMany('users', { ids: ids.slice(0, 2) });
    await expect(dataProvider.getOne('users', { id: ids[0]! })).rejects.toMatchObject({ status: 404 });
    await dataProvider.delete('users', { id: ids[2]! });
    await expect(dataProvider.getOne('users', { id: ids[2]! })).rejects.toMatchObject({ status: 404 });
  });

  it('resets the password, sets credits, reads activity and packages, adds a package, exports', async () => {
    const [user] = await testApp().db.select().from(users).where(eq(users.emailVerified, false)).limit(1);
    expect(user).toBeTruthy();
    const id = user!.id;
    await dataProvider.resendVerification(id);
    const { tempPassword } = await dataProvider.resetUserPassword(id);
    expect(tempPassword).toHaveLength(12);
    await dataProvider.updateUserCredits(id, { cvCreation: 7, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 2 }, 'Support ticket');
    expect((await dataProvider.getOne('users', { id })).data.currentCredits).toEqual({ cvCreation: 7, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 2 });
    const ledger = await dataProvider.getCreditLedger(id, { limit: 1 });
    expect(ledger.entries[0]).toMatchObject({ reason: 'adjustment', note: 'Support ticket' });
    expect(await (await dataProvider.exportCreditLedger(id)).text()).toContain('Support ticket');
    expect(await dataProvider.getUserActivity(id)).toBeTruthy();
    const pkgId = await firstId(testApp().db.select({ id: packages.id }).from(packages).where(eq(packages.isActive, true)).limit(1));
    const added = await dataProvider.addUserPackage(id, pkgId);
    expect(added.success).toBe(true);
    expect(added.data.updatedCredits.cvCreation).toBeGreaterThanOrEqual(7);
    const { subscriptions } = await dataProvider.getUserPackages(id);
    expect(subscriptions.length).toBeGreaterThan(0);
    const csv = await (await dataProvider.exportUsers({ q: user!.email })).text();
    expect(csv).toContain(user!.email);
  });
});

describe('CVs', () => {
  it('lists with filters and stats, gets, updates, deletes, bulk deletes', async () => {
    const list = await dataProvider.getList('cvs', { ...page(), filter: { status: 'public', language: 'en' } });
    expect(list.meta.stats).toHaveProperty('totalCVs');
    expect(list.data.every((cv) => cv.language === 'en')).toBe(true);
    const ids = (await testApp().db.select({ id: cvs.id }).from(cvs).orderBy(asc(cvs.createdAt)).limit(4)).map((r) => r.id);
    const { data } = await dataProvider.getOne('cvs', { id: ids[0]! });
    expect(data.user).toHaveProperty('email');
    const renamed = await dataProvider.update('cvs', { id: ids[0]!, data: { ...data, name: 'Renamed CV' }, previousData: data });
    expect(renamed.data.name).toBe('Renamed CV');
    await dataProvider.updateMany('cvs', { ids: [ids[0]!], data: { name: 'Bulk renamed' } }).catch(() => undefined);
    await dataProvider.delete('cvs', { id: ids[1]! });
    await dataProvider.deleteMany('cvs', { ids: [ids[2]!, ids[3]!] });
    await expect(dataProvider.getOne('cvs', { id: ids[2]! })).rejects.toMatchObject({ status: 404 });
  });

  it('opens the secure preview with a token', async () => {
    const id = await firstId(testApp().db.select({ id: cvs.id }).from(cvs).where(isNotNull(cvs.templateId)).limit(1));
    const { previewToken } = await dataProvider.createCvPreviewToken(id);
    const url = dataProvider.cvPreviewUrl(id, previewToken);
    expect(url).toBe(`http://localhost:3000/api/cv/render/${id}?token=${encodeURIComponent(previewToken)}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('packages', () => {
  it('lists with filters and stats, gets with recent subscriptions, creates, updates partially, bulk updates, deletes', async () => {
    const list = await dataProvider.getList('packages', { ...page(12), filter: { isActive: true } });
    expect(list.meta.stats).toHaveProperty('totalPackages');
    expect(list.data.every((p) => p.isActive)).toBe(true);
    const { data } = await dataProvider.getOne('packages', { id: list.data[0]!.id });
    expect(Array.isArray(data.subscriptions)).toBe(true);
    expect(Array.isArray(data.payments)).toBe(true);
    const created = await dataProvider.create('packages', {
      data: {
        name: 'Gói thử',
        nameEn: 'Trial',
        description: 'Mô tả',
        descriptionEn: 'Description',
        price: 10000,
        currency: 'VND',
        credits: { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 },
        features: ['Một'],
        featuresEn: ['One'],
        isActive: true,
        isPopular: false,
        sortOrder: 0,
      },
    });
    const id = created.data.id;
    const toggled = await dataProvider.update('packages', { id, data: { ...created.data, isPopular: true }, previousData: created.data });
    expect(toggled.data.isPopular).toBe(true);
    await dataProvider.updateMany('packages', { ids: [id], data: { isActive: false } });
    expect((await dataProvider.getOne('packages', { id })).data.isActive).toBe(false);
    expect(await dataProvider.getPackageAnalytics()).toBeTruthy();
    await dataProvider.delete('packages', { id });
    await expect(dataProvider.getOne('packages', { id })).rejects.toMatchObject({ status: 404 });
  });
});

describe('orders', () => {
  it('lists with status and date filters, verifies a PAID order, exports', async () => {
    const list = await dataProvider.getList('orders', {
      ...page(20),
      filter: { status: 'PAID', dateFrom: '2000-01-01T00:00:00.000Z', dateTo: new Date().toISOString() },
    });
    expect(list.meta.stats).toHaveProperty('totalOrders');
    expect(list.data.every((o) => o.status === 'PAID')).toBe(true);
    const [paid] = await testApp()
      .db.select()
      .from(orders)
      .where(and(eq(orders.status, 'PAID'), isNotNull(orders.userId)))
      .limit(1);
    const { data } = await dataProvider.getOne('orders', { id: paid!.id });
    expect(data.canVerify).toBe(true);
    await dataProvider.updateOrderStatus(paid!.id, 'VERIFIED');
    expect((await dataProvider.getOne('orders', { id: paid!.id })).data.status).toBe('VERIFIED');
    const csv = await (await (dataProvider.exportOrders({ format: 'csv', status: 'VERIFIED' }) as Promise<Blob>)).text();
    expect(csv).toContain(paid!.orderCode);
    const json = (await dataProvider.exportOrders({ format: 'json', status: 'VERIFIED' })) as { orders: unknown[] };
    expect(json.orders.length).toBeGreaterThan(0);
    expect(await dataProvider.getOrderAnalytics()).toBeTruthy();
  });

  it('cancels PENDING orders in bulk and through the named call', async () => {
    const now = testApp().clock.now();
    const pending = await testApp()
      .db.select()
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, now)))
      .limit(2);
    expect(pending.length).toBe(2);
    expect(await dataProvider.bulkUpdateOrders([pending[0]!.id], 'CANCELLED')).toEqual({ updated: 1, failed: [] });
    await dataProvider.updateOrderStatus(pending[1]!.id, 'CANCELLED');
    for (const o of pending) expect((await dataProvider.getOne('orders', { id: o.id })).data.status).toBe('CANCELLED');
  });
});

describe('templates', () => {
  it('lists, gets, creates, updates, toggles premium, bulk updates and deletes one per id', async () => {
    const list = await dataProvider.getList('templates', { ...page(12), filter: { isPremium: false, status: true } });
    expect(list.meta.stats).toHaveProperty('totalTemplates');
    expect(list.data.every((t) => !t.isPremium && t.status)).toBe(true);
    const base = { description: 'A clean layout for tests', category: 'modern', preview: '/x.png', isPremium: false, status: true };
    const a = (await dataProvider.create('templates', { data: { name: 'Test A', ...base } })).data;
    const b = (await dataProvider.create('templates', { data: { name: 'Test B', ...base } })).data;
    const got = await dataProvider.getOne('templates', { id: a.id });
    const renamed = await dataProvider.update('templates', { id: a.id, data: { ...got.data, name: 'Test A2' }, previousData: got.data });
    expect(renamed.data.name).toBe('Test A2');
    await dataProvider.toggleTemplatePremium(a.id);
    expect((await dataProvider.getOne('templates', { id: a.id })).data.isPremium).toBe(true);
    await dataProvider.updateMany('templates', { ids: [a.id, b.id], data: { isPremium: false } });
    expect((await dataProvider.getOne('templates', { id: a.id })).data.isPremium).toBe(false);
    await dataProvider.deleteMany('templates', { ids: [a.id, b.id] });
    await expect(dataProvider.getOne('templates', { id: b.id })).rejects.toMatchObject({ status: 404 });
  });

  it('reads categories and analytics, exports, edits the file, validates, uploads a preview', async () => {
    expect(await dataProvider.getTemplateCategories()).toBeTruthy();
    expect(await dataProvider.getTemplateAnalytics()).toBeTruthy();
    const csv = await (await (dataProvider.exportTemplates({ format: 'csv' }) as Promise<Blob>)).text();
    expect(csv.split('\n').length).toBeGreaterThan(2);
    const json = (await dataProvider.exportTemplates({ format: 'json', category: 'modern' })) as { templates: { category: string }[] };
    expect(json.templates.every((t) => t.category === 'modern')).toBe(true);
    const id = await firstId(testApp().db.select({ id: templates.id }).from(templates).limit(1));
    const file = await dataProvider.getTemplateFile(id);
    expect(file.content).toContain('{{personal.fullName}}');
    expect((await dataProvider.validateTemplate(file.content)).isValid).toBe(true);
    const invalid = await dataProvider.validateTemplate('<div onclick="x()">{{personal.fullName}}</div>');
    expect(invalid.isValid).toBe(false);
    await dataProvider.saveTemplateFile(id, file.content.replace('</body>', '<p>Saved</p></body>'));
    expect((await dataProvider.getTemplateFile(id)).content).toContain('<p>Saved</p>');
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    const { imageUrl } = await dataProvider.uploadTemplatePreview(id, new File([png], 'preview.png', { type: 'image/png' }));
    expect(imageUrl).toMatch(/^\/api\/template-previews\//);
  });
});

describe('contacts (the /api/contact envelope)', () => {
  it('lists with filters, gets, changes status one by one and in bulk, deletes, reads stats, exports', async () => {
    const list = await dataProvider.getList('contacts', { ...page(10), filter: { status: 'new' } });
    expect(list.meta.pagination).toHaveProperty('totalPages');
    expect(list.data.every((c) => c.status === 'new')).toBe(true);
    const ids = (await testApp().db.select({ id: contacts.id }).from(contacts).orderBy(asc(contacts.createdAt)).limit(3)).map((r) => r.id);
    const { data } = await dataProvider.getOne('contacts', { id: ids[0]! });
    expect(data).toHaveProperty('subject');
    await dataProvider.update('contacts', { id: ids[0]!, data: { status: 'read' }, previousData: data });
    expect((await dataProvider.getOne('contacts', { id: ids[0]! })).data.status).toBe('read');
    await dataProvider.update('contacts', { id: ids[0]!, data: { status: 'responded' }, previousData: data });
    await dataProvider.updateMany('contacts', { ids, data: { status: 'closed' } });
    expect((await dataProvider.getOne('contacts', { id: ids[1]! })).data.status).toBe('closed');
    expect(await dataProvider.getContactStats()).toBeTruthy();
    const csv = await (await dataProvider.exportContacts({ status: 'closed' })).text();
    expect(csv.split('\n').length).toBeGreaterThan(2);
    await dataProvider.delete('contacts', { id: ids[2]! });
    await expect(dataProvider.getOne('contacts', { id: ids[2]! })).rejects.toMatchObject({ status: 404 });
  });
});

describe('settings', () => {
  it('reads every section with secrets masked and saves one section', async () => {
    const settings = await dataProvider.getSettings();
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(['general', 'email', 'payment', 'ai', 'security']));
    expect(settings.security?.jwtSecret).toBe('********');
    const res = await dataProvider.saveSettings('general', { ...settings.general, siteName: 'Renamed site' });
    expect(res.message).toBeTruthy();
    expect((await dataProvider.getSettings()).general.siteName).toBe('Renamed site');
  });
});

describe('errors', () => {
  it('turns a 400 into the server message with field errors, a 404 into the server message', async () => {
    const bad = await dataProvider.getList('users', { ...page(), filter: { status: 'bogus' } }).catch((e) => e);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
    const missing = await dataProvider.getOne('users', { id: '00000000-0000-4000-8000-000000000000' }).catch((e) => e);
    expect(missing.status).toBe(404);
    expect(missing.message).toMatch(/not found/i);
  });

  it('signs out on a 401 from a ra-data-simple-rest call too', async () => {
    tokenStore.set('not-a-session');
    const error = await dataProvider.getOne('users', { id: '00000000-0000-4000-8000-000000000000' }).catch((e) => e);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required. Please log in again.');
    expect(tokenStore.get()).toBeNull();
  });
});

describe('update', () => {
  it('sends only the fields that changed (a stale field the server would refuse stays home)', async () => {
    // A template without a preview: an edit must give one, so sending the record whole is a 400.
    const created = (
      await dataProvider.create('templates', { data: { name: 'No preview', description: 'A template with no preview yet', category: 'minimal' } })
    ).data;
    expect(created.preview).toBe('');
    const whole = await dataProvider
      .update('templates', { id: created.id, data: { ...created, name: 'Renamed' }, previousData: {} as typeof created })
      .catch((e) => e);
    expect(whole.status).toBe(400);
    expect(whole.body.errors).toHaveProperty('preview');
    const renamed = await dataProvider.update('templates', { id: created.id, data: { ...created, name: 'Renamed' }, previousData: created });
    expect(renamed.data).toMatchObject({ id: created.id, name: 'Renamed', preview: '' });
  });
});

describe('seek paging (extension)', () => {
  it('moves by one page with the edge row of the page beside it, and lands on the same rows as the offset', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    const list = (p: number, filter: Record<string, unknown> = { status: 'active' }) =>
      dataProvider.getList('users', { pagination: { page: p, perPage: 4 }, sort: { field: 'createdAt', order: 'ASC' }, filter });
    const lastUrl = () => new URL(String(calls.mock.calls.at(-1)![0]));
    const page1 = await list(1);
    expect(lastUrl().searchParams.has('after')).toBe(false);
    const page2 = await list(2);
    expect(lastUrl().searchParams.get('after')).toBe(String(page1.data.at(-1)!.id));
    const page3 = await list(3);
    expect(lastUrl().searchParams.get('after')).toBe(String(page2.data.at(-1)!.id));
    const back = await list(2);
    expect(lastUrl().searchParams.get('after')).toBe(String(page1.data.at(-1)!.id));
    expect(back.data.map((r) => r.id)).toEqual(page2.data.map((r) => r.id));
    // Another query (here another filter) knows no edges: a plain offset, the same rows.
    const byOffset = await list(3, { status: 'active', q: '@' });
    expect(lastUrl().searchParams.has('after')).toBe(false);
    expect(byOffset.data.map((r) => r.id)).toEqual(page3.data.map((r) => r.id));
    calls.mockRestore();
  });
});
