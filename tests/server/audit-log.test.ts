import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog } from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';
import { TEST_ADMIN } from '../support/constants.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

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

  it.each(['adminId=abc', 'page=0', 'limit=101', 'limit=x', 'dateFrom=soon', 'dateTo=-262542-09-10T08%3A37%3A32.344Z'])('refuses %s with 400', async (query) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.errors).toBeTruthy();
  });

  it('never holds a secret', async () => {
    await t.call('PUT', '/api/admin/settings', { token, body: { section: 'email', settings: { smtpPassword: 'Very-Secret-Smtp' } } });
    const res = await list('?entity=settings&entityId=email');
    expect(res.json.data.entries).toHaveLength(1);
    expect(res.text).not.toContain('Very-Secret-Smtp');
    expect(res.json.data.entries[0].after.replaced).toEqual(['smtpPassword']);
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'admin'), eq(auditLog.action, 'auth.login_failed')));
    expect(JSON.stringify(rows)).not.toContain(TEST_ADMIN.password);
  });
});
