// Reply templates, a plain entity declared in the contract (contract/reply-templates.ts) and
// served by the generic CRUD (server/areas/crud.ts): its routes, roles, audit and validation.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, ROLES } from '../../contract/permissions.js';
import { replyTemplateSchema } from '../../contract/reply-templates.js';
import { admins, auditLog, replyTemplates } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';

const BASE = '/api/admin/reply-templates';
const t = useSignedInApp();
const tokens = {} as Record<Role, string>;

const draft = {
  title: 'Thanks for the feedback',
  subject: 'Re: {{subject}}',
  body: 'Chào {{firstName}},\n\nCảm ơn bạn đã góp ý.',
  category: 'feedback',
};

async function create(overrides: Partial<typeof draft> & { isActive?: boolean } = {}, token = t.token) {
  const res = await t.call('POST', BASE, { token, body: { ...draft, ...overrides } });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; title: string; isActive: boolean; updatedAt: string };
}

beforeAll(async () => {
  const passwordHash = await hashPassword('Role-Password-1');
  for (const role of ROLES) {
    const email = `${role}.replies@example.com`;
    await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Replies', role });
    tokens[role] = await t.login(email, 'Role-Password-1');
  }
});

describe('reply templates', () => {
  it('creates, reads, updates and deletes one, each answer fitting the row schema, each write audited', async () => {
    const created = await create();
    expect(replyTemplateSchema.parse(created)).toMatchObject({ ...draft, isActive: true });

    const got = await t.call('GET', `${BASE}/${created.id}`, { token: t.token });
    expect(got.json.data).toEqual(created);

    t.clock.advance(60_000);
    const updated = await t.call('PUT', `${BASE}/${created.id}`, { token: t.token, body: { title: 'Thank you!', isActive: false } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ success: true, message: 'Reply template updated successfully', data: { title: 'Thank you!', isActive: false } });
    expect(updated.json.data.updatedAt).not.toBe(created.updatedAt);

    const deleted = await t.call('DELETE', `${BASE}/${created.id}`, { token: t.token });
    expect(deleted.json).toMatchObject({ success: true, data: { id: created.id } });
    expect((await t.call('GET', `${BASE}/${created.id}`, { token: t.token })).json).toMatchObject({
      success: false,
      message: 'Reply template not found',
      code: 'REPLY_TEMPLATE_NOT_FOUND',
    });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reply_template'), eq(auditLog.entityId, created.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['reply_template.create', 'reply_template.delete', 'reply_template.update']);
    const update = entries.find((e) => e.action === 'reply_template.update')!;
    expect(update.before).toEqual({ title: draft.title, isActive: true });
    expect(update.after).toEqual({ title: 'Thank you!', isActive: false });
    // A whole row kept by the trail (created, deleted) is the record's fields, without its search text.
    for (const whole of [entries.find((e) => e.action === 'reply_template.create')!.after, entries.find((e) => e.action === 'reply_template.delete')!.before]) {
      expect(whole).toMatchObject({ subject: draft.subject, body: draft.body });
      expect(whole).not.toHaveProperty('searchText');
    }
  });

  it('refuses a bad body with field errors and stores nothing', async () => {
    const before = await t.db.$count(replyTemplates);
    const res = await t.call('POST', BASE, { token: t.token, body: { ...draft, title: '  ', category: 'gossip', body: 'x'.repeat(5001) } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(['body', 'category', 'title']);
    expect(await t.db.$count(replyTemplates)).toBe(before);
    const empty = await t.call('PUT', `${BASE}/${(await create()).id}`, { token: t.token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('searches without accents and case: dung ngo finds Dũng Ngô, dang finds Đặng', async () => {
    const dungNgo = await create({ title: 'Chào anh Dũng Ngô' });
    const dang = await create({ title: 'Trả lời', body: 'Gửi chị Đặng, cảm ơn chị.' });
    const ids = async (q: string) =>
      (await t.call('GET', `${BASE}?search=${encodeURIComponent(q)}&limit=100`, { token: t.token })).json.data.items.map((r: { id: string }) => r.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
  });

  it('lists with search (any case), filters, sorts and pages', async () => {
    await t.db.delete(replyTemplates);
    await create({ title: 'Billing: refund', category: 'billing' });
    await create({ title: 'Billing: invoice', category: 'billing', isActive: false });
    await create({ title: 'Partnership welcome', category: 'partnership' });
    const list = async (query: string) => (await t.call('GET', `${BASE}?${query}`, { token: t.token })).json.data;

    expect((await list('search=BILLING')).items).toHaveLength(2);
    expect((await list('category=billing&isActive=false')).items.map((r: { title: string }) => r.title)).toEqual(['Billing: invoice']);
    expect((await list('sort=title&order=asc')).items.map((r: { title: string }) => r.title)).toEqual([
      'Billing: invoice',
      'Billing: refund',
      'Partnership welcome',
    ]);
    const page2 = await list('sort=title&order=asc&limit=2&page=2');
    expect(page2.items.map((r: { title: string }) => r.title)).toEqual(['Partnership welcome']);
    expect(page2.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await t.call('GET', `${BASE}?sort=body`, { token: t.token })).status).toBe(400);
  });

  it('deletes several at once, one audit entry each', async () => {
    const ids = [(await create()).id, (await create()).id];
    const res = await t.call('DELETE', `${BASE}/bulk`, { token: t.token, body: { ids } });
    expect(res.json).toMatchObject({ success: true, data: { deleted: 2 } });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'reply_template.delete'));
    expect(entries.map((e) => e.entityId)).toEqual(expect.arrayContaining(ids));
  });

  it('lets support and admins use them, and not finance or content', async () => {
    const id = (await create()).id;
    for (const role of ['owner', 'admin', 'support'] as const) {
      expect((await t.call('GET', BASE, { token: tokens[role] })).status, role).toBe(200);
      const made = await create({ title: `By ${role}` }, tokens[role]);
      expect((await t.call('DELETE', `${BASE}/${made.id}`, { token: tokens[role] })).status, role).toBe(200);
    }
    for (const role of ['finance', 'content'] as const) {
      for (const [method, path, body] of [
        ['GET', BASE],
        ['GET', `${BASE}/${id}`],
        ['POST', BASE, draft],
        ['PUT', `${BASE}/${id}`, { title: 'x' }],
        ['DELETE', `${BASE}/${id}`],
      ] as const) {
        const res = await t.call(method, path, { token: tokens[role], body });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });
});
