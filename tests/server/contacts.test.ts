import { parse } from 'csv-parse/sync';
import { and, count, eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';

let t: TestApp;
let token: string;
let ipCounter = 0;
/** Every submission from its own address unless a test is about the limit. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const valid = {
  name: 'Nguyễn Văn An',
  email: 'an.nguyen@example.com',
  subject: 'Cannot export my CV',
  message: 'Hello,\n\nThe PDF export fails.\n  Thanks',
  category: 'technical',
};

async function submit(body: unknown, ip = freshIp()) {
  return t.call('POST', '/api/contact', { body, headers: { 'x-forwarded-for': ip } });
}

async function create(overrides: Partial<typeof valid> = {}) {
  const res = await submit({ ...valid, ...overrides });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; status: string; createdAt: string; updatedAt: string };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('public submission', () => {
  it('creates a new contact and returns it without the sender address', async () => {
    const res = await submit(valid, '203.0.113.77');
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ ...valid, status: 'new' });
    expect(res.json.data.createdAt).toBe(t.clock.now().toISOString());
    expect(res.text).not.toContain('203.0.113.77');
    expect(res.json.data).not.toHaveProperty('ipAddress');
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, res.json.data.id));
    expect(row).toMatchObject({ status: 'new', ipAddress: '203.0.113.77', message: valid.message });
  });

  it('defaults the category to general and trims text', async () => {
    const res = await submit({ ...valid, name: '  Trimmed  ', category: undefined });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Trimmed', category: 'general' });
  });

  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['name blank', { name: '   ' }, 'name'],
    ['name over 100', { name: 'x'.repeat(101) }, 'name'],
    ['email invalid', { email: 'not-an-email' }, 'email'],
    ['subject over 200', { subject: 's'.repeat(201) }, 'subject'],
    ['message over 5000', { message: 'm'.repeat(5001) }, 'message'],
    ['message empty', { message: '' }, 'message'],
    ['unknown category', { category: 'spam' }, 'category'],
    ['name not a string', { name: 42 }, 'name'],
  ])('refuses %s with a field error and stores nothing', async (_label, change, field) => {
    const [before] = await t.db.select({ n: count() }).from(contacts);
    const res = await submit({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toHaveProperty(field);
    const [after] = await t.db.select({ n: count() }).from(contacts);
    expect(after!.n).toBe(before!.n);
  });

  it('accepts the exact maximum lengths', async () => {
    const res = await submit({ ...valid, name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(5000) });
    expect(res.status).toBe(201);
  });

  it('refuses malformed JSON (400) and another content type (415)', async () => {
    expect((await submit('{"name":')).status).toBe(400);
    const res = await t.call('POST', '/api/contact', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});

describe('rate limit per address', () => {
  it('allows contactLimitPerHour messages per hour, then 429 with Retry-After until the oldest leaves the hour', async () => {
    const app = await createTestApp({ config: { contactLimitPerHour: 3 } });
    try {
      const post = (ip: string) => app.call('POST', '/api/contact', { body: valid, headers: { 'x-forwarded-for': ip } });
      const ip = '192.0.2.10';
      expect((await post(ip)).status).toBe(201);
      app.clock.advance(10 * 60_000);
      expect((await post(ip)).status).toBe(201);
      expect((await post(ip)).status).toBe(201);
      const limited = await post(ip);
      expect(limited.status).toBe(429);
      expect(limited.json.success).toBe(false);
      // The oldest was 10 minutes ago: it leaves the window in 50 minutes.
      expect(limited.headers.get('retry-after')).toBe(String(50 * 60));
      // Another address is not affected.
      expect((await post('192.0.2.11')).status).toBe(201);
      // Refused messages are not stored, so the limit lifts on time.
      const [{ n } = { n: 0 }] = await app.db.select({ n: count() }).from(contacts).where(eq(contacts.ipAddress, ip));
      expect(n).toBe(3);
      app.clock.advance(50 * 60_000 + 1000);
      expect((await post(ip)).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('holds under parallel submissions', async () => {
    const app = await createTestApp({ config: { contactLimitPerHour: 2 } });
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => app.call('POST', '/api/contact', { body: valid, headers: { 'x-forwarded-for': '192.0.2.20' } })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    } finally {
      await app.close();
    }
  });
});

describe('admin routes need a session', () => {
  it.each([
    ['GET', '/api/contact'],
    ['GET', '/api/contact/stats'],
    ['GET', '/api/contact/export'],
    ['GET', '/api/contact/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/contact/00000000-0000-4000-8000-000000000000/status'],
    ['PATCH', '/api/contact/bulk-status'],
    ['DELETE', '/api/contact/00000000-0000-4000-8000-000000000000'],
  ])('%s %s → 401 without a token', async (method, path) => {
    const res = await t.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : { status: 'read' } });
    expect(res.status).toBe(401);
  });
});

describe('list', () => {
  it('pages by 10, newest first, with pagination totals from the database', async () => {
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      await create({ subject: `Paging subject ${i}` });
    }
    const [{ n: total } = { n: 0 }] = await t.db.select({ n: count() }).from(contacts);
    const res = await t.call('GET', '/api/contact', { token });
    expect(res.status).toBe(200);
    expect(res.json.data.contacts).toHaveLength(10);
    expect(res.json.data.pagination).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) });
    const dates = res.json.data.contacts.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.json.data.contacts[0]).not.toHaveProperty('ipAddress');
    const page2 = await t.call('GET', '/api/contact?page=2', { token });
    expect(page2.json.data.contacts[0].id).not.toBe(res.json.data.contacts[0].id);
  });

  it('searches name, email and subject case-insensitively, literally', async () => {
    await create({ name: 'Zebulon Quartz', email: 'zq@example.org', subject: 'Partnership 100% sure' });
    for (const term of ['zebulon', 'ZQ@EXAMPLE', '100% sure']) {
      const res = await t.call('GET', `/api/contact?search=${encodeURIComponent(term)}`, { token });
      expect(res.status).toBe(200);
      expect(res.json.data.contacts.map((c: { name: string }) => c.name)).toContain('Zebulon Quartz');
    }
    const pattern = '%zebulon%';
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(contacts)
      .where(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.subject, pattern)));
    const res = await t.call('GET', '/api/contact?search=zebulon', { token });
    expect(res.json.data.pagination.total).toBe(n);
    // % is matched literally, not as a wildcard.
    const none = await t.call('GET', '/api/contact?search=' + encodeURIComponent('0%s'), { token });
    expect(none.json.data.contacts).toHaveLength(0);
  });

  it('searches without accents and case: dung ngo finds Dũng Ngô, dang finds Đặng', async () => {
    const dungNgo = await create({ name: 'Dũng Ngô', email: 'dn@example.org', subject: 'Hỏi về gói' });
    const dang = await create({ name: 'Thu Đặng', email: 'td@example.org', subject: 'Hỏi về gói' });
    const ids = async (q: string) =>
      (await t.call('GET', `/api/contact?search=${encodeURIComponent(q)}&limit=100`, { token })).json.data.contacts.map((c: { id: string }) => c.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
  });

  it('filters by status and category', async () => {
    const a = await create({ category: 'billing', subject: 'Billing filter' });
    await t.call('PATCH', `/api/contact/${a.id}/status`, { token, body: { status: 'closed' } });
    const res = await t.call('GET', '/api/contact?status=closed&category=billing', { token });
    expect(res.status).toBe(200);
    expect(res.json.data.contacts.map((c: { id: string }) => c.id)).toContain(a.id);
    for (const c of res.json.data.contacts) expect(c).toMatchObject({ status: 'closed', category: 'billing' });
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.status, 'closed'), eq(contacts.category, 'billing')));
    expect(res.json.data.pagination.total).toBe(n);
  });

  it('sorts by date either way (the indexed sort)', async () => {
    const asc = await t.call('GET', '/api/contact?sort=createdAt&order=asc&limit=100', { token });
    expect(asc.status).toBe(200);
    const dates = asc.json.data.contacts.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort()).toEqual(dates);
    const [oldest] = await t.db.select({ at: contacts.createdAt }).from(contacts).orderBy(contacts.createdAt).limit(1);
    expect(dates[0]).toBe(oldest!.at.toISOString());
  });

  it.each(['page=abc', 'page=0', 'limit=1000', 'status=open', 'category=spam', 'sort=ipAddress', 'sort=name', 'order=up'])(
    'refuses the malformed query %s with 400',
    async (query) => {
      const res = await t.call('GET', `/api/contact?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.json.errors).toBeTruthy();
    },
  );
});

describe('status rules', () => {
  it('moves through every status, moves updatedAt and audits each change', async () => {
    const c = await create();
    for (const status of ['read', 'responded', 'closed', 'new']) {
      t.clock.advance(60_000);
      const res = await t.call('PATCH', `/api/contact/${c.id}/status`, { token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: c.id, status, createdAt: c.createdAt, updatedAt: t.clock.now().toISOString() });
    }
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityId, c.id)));
    expect(rows.map((r) => (r.after as { status: string }).status)).toEqual(['read', 'responded', 'closed', 'new']);
    expect(rows[0]!.before).toEqual({ status: 'new' });
  });

  it('setting the current status again changes nothing', async () => {
    const c = await create();
    t.clock.advance(60_000);
    const res = await t.call('PATCH', `/api/contact/${c.id}/status`, { token, body: { status: 'new' } });
    expect(res.status).toBe(200);
    expect(res.json.data.updatedAt).toBe(c.updatedAt);
  });

  it('refuses an unknown status, a missing body and an unknown id', async () => {
    const c = await create();
    const bad = await t.call('PATCH', `/api/contact/${c.id}/status`, { token, body: { status: 'archived' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBeTruthy();
    expect((await t.call('PATCH', `/api/contact/${c.id}/status`, { token, body: {} })).status).toBe(400);
    expect((await t.call('PATCH', '/api/contact/00000000-0000-4000-8000-000000000000/status', { token, body: { status: 'read' } })).status).toBe(404);
    expect((await t.call('PATCH', '/api/contact/not-a-uuid/status', { token, body: { status: 'read' } })).status).toBe(404);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(row!.status).toBe('new');
  });

  it('bulk-sets a status on many contacts in one transaction', async () => {
    const a = await create();
    const b = await create();
    const res = await t.call('PATCH', '/api/contact/bulk-status', { token, body: { contactIds: [a.id, b.id, a.id], status: 'responded' } });
    expect(res.status).toBe(200);
    expect(res.json.data.updated).toBe(2);
    for (const id of [a.id, b.id]) {
      const got = await t.call('GET', `/api/contact/${id}`, { token });
      expect(got.json.data.status).toBe('responded');
    }
    expect((await t.call('PATCH', '/api/contact/bulk-status', { token, body: { contactIds: [], status: 'read' } })).status).toBe(400);
    expect((await t.call('PATCH', '/api/contact/bulk-status', { token, body: { contactIds: ['x'], status: 'read' } })).status).toBe(400);
    expect((await t.call('PATCH', '/api/contact/bulk-status', { token, body: { contactIds: [a.id], status: 'nope' } })).status).toBe(400);
  });
});

describe('get and delete', () => {
  it('gets one contact, 404 for an unknown or malformed id', async () => {
    const c = await create({ subject: 'Get me' });
    const res = await t.call('GET', `/api/contact/${c.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: c.id, subject: 'Get me', message: valid.message });
    const missing = await t.call('GET', '/api/contact/00000000-0000-4000-8000-000000000000', { token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Contact not found');
    expect((await t.call('GET', '/api/contact/abc', { token })).status).toBe(404);
  });

  it('deletes a contact with an audit row that holds no address', async () => {
    const c = await create();
    const res = await t.call('DELETE', `/api/contact/${c.id}`, { token });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/contact/${c.id}`, { token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/contact/${c.id}`, { token })).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.delete'), eq(auditLog.entityId, c.id)));
    expect(row!.before).toMatchObject({ id: c.id, subject: valid.subject });
    expect(row!.before).not.toHaveProperty('ipAddress');
  });
});

describe('stats', () => {
  it('counts per status and category, total and today, from the database', async () => {
    await create({ category: 'feedback' });
    const res = await t.call('GET', '/api/contact/stats', { token });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(contacts);
    const { total, today, byStatus, byCategory } = res.json.data;
    expect(total).toBe(rows.length);
    for (const s of ['new', 'read', 'responded', 'closed']) expect(byStatus[s]).toBe(rows.filter((r) => r.status === s).length);
    for (const k of ['general', 'technical', 'billing', 'feedback', 'partnership', 'other']) {
      expect(byCategory[k]).toBe(rows.filter((r) => r.category === k).length);
    }
    // "Today" starts at local midnight in Asia/Ho_Chi_Minh (UTC+7).
    const local = new Date(t.clock.now().getTime() + 7 * 3_600_000);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 7 * 3_600_000;
    expect(today).toBe(rows.filter((r) => r.createdAt.getTime() >= midnight).length);
    expect(today).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('streams CSV with the filters applied and formula cells neutralised', async () => {
    const c = await create({ category: 'partnership', subject: '=HYPERLINK("x")', name: 'Export Person' });
    const res = await t.app.request('/api/contact/export?category=partnership', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = parse((await res.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(contacts).where(eq(contacts.category, 'partnership'));
    expect(records).toHaveLength(n);
    const mine = records.find((r) => r.ID === c.id)!;
    expect(mine).toMatchObject({ Name: 'Export Person', Subject: `'=HYPERLINK("x")`, Category: 'partnership', Status: 'new' });
    expect(Object.keys(mine)).not.toContain('IP Address');
  });

  it('filters by date range and refuses a bad date', async () => {
    t.clock.advance(1000);
    const from = t.clock.now().toISOString();
    const c = await create({ subject: 'Date ranged' });
    t.clock.advance(1000);
    await create({ subject: 'After the range' });
    const to = new Date(t.clock.now().getTime() - 1).toISOString();
    const query = `dateFrom=${encodeURIComponent(from)}&dateTo=${encodeURIComponent(to)}`;
    const res = await t.app.request(`/api/contact/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const records = parse((await res.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.ID)).toEqual([c.id]);
    expect((await t.call('GET', '/api/contact/export?dateFrom=yesterday', { token })).status).toBe(400);
    expect((await t.call('GET', '/api/contact/export?dateFrom=2026-02-01&dateTo=2026-01-01', { token })).status).toBe(400);
  });
});
