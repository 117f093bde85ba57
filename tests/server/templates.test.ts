// Templates API through createApp: list, get, create, update, delete (409 while used),
// premium toggle, bulk, categories, analytics, export and the template file.
import { parse as parseCsv } from 'csv-parse/sync';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STARTER_TEMPLATE, TEMPLATE_CATEGORIES } from '../../contract/templates.js';
import { auditLog, cvs, templates } from '../../server/db/schema.js';
import { useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';
import { insertCvs, insertTemplate } from './templates-fixtures.js';

const t = useSignedInApp();

const call = (method: string, path: string, body?: unknown) => t.call(method, `/api/admin/templates${path}`, { token: t.token, body });
const templateCount = async () => (await t.db.select({ n: count() }).from(templates))[0]!.n;
const lastAudit = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

const validFields = {
  name: 'Hà Nội Classic',
  description: 'A calm two-column layout for senior roles',
  category: 'executive',
  preview: '/images/templates/hanoi.png',
  isPremium: true,
  status: true,
};

describe('list', () => {
  it('pages by 12 with whole-collection stats and no HTML content', async () => {
    for (let i = 0; i < 13; i++) await insertTemplate(t, { usageCount: i * 100, isPremium: i % 3 === 0 });
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    const { templates: list, pagination, stats } = res.json.data;
    const total = await templateCount();
    expect(list).toHaveLength(12);
    expect(pagination).toEqual({ page: 1, limit: 12, total, totalPages: Math.ceil(total / 12) });
    expect(list[0]).not.toHaveProperty('content');
    expect(Object.keys(list[0]).sort()).toEqual(
      ['category', 'createdAt', 'description', 'id', 'isPremium', 'name', 'preview', 'status', 'updatedAt', 'usageCount'].sort(),
    );
    const [db] = await t.db
      .select({
        premium: sql<number>`count(*) filter (where ${templates.isPremium})`.mapWith(Number),
        usage: sql<number>`coalesce(sum(${templates.usageCount}), 0)`.mapWith(Number),
      })
      .from(templates);
    expect(stats).toEqual({ totalTemplates: total, premiumTemplates: db!.premium, freeTemplates: total - db!.premium, totalUsage: db!.usage });
    const page2 = await call('GET', '?page=2&limit=12');
    expect(page2.json.data.templates.map((x: { id: string }) => x.id)).not.toContain(list[0].id);
  });

  it('searches name and description, case-insensitive, wildcards taken literally', async () => {
    const a = await insertTemplate(t, { name: 'Sài Gòn Sunrise', description: 'Warm colours for creative people' });
    const b = await insertTemplate(t, { name: 'Plain Paper', description: 'Quiet layout for SUNRISE-hour readers' });
    await insertTemplate(t, { name: 'Other 100% thing', description: 'Nothing to see in this one' });
    const res = await call('GET', '?search=sunrise');
    expect(res.json.data.templates.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.json.data.pagination.total).toBe(2);
    const pct = await call('GET', '?search=100%25');
    expect(pct.json.data.templates.map((x: { name: string }) => x.name)).toEqual(['Other 100% thing']);
    const none = await call('GET', '?search=_');
    expect(none.json.data.templates).toEqual([]);
  });

  it('searches name and description without accents and case', async () => {
    const dungNgo = await insertTemplate(t, { name: 'Dũng Ngô Classic' });
    const dang = await insertTemplate(t, { name: 'Plain', description: 'Bố cục của Đặng cho kế toán' });
    const ids = async (q: string) => (await call('GET', `?search=${encodeURIComponent(q)}&limit=100`)).json.data.templates.map((x: { id: string }) => x.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
  });

  it('filters by category, type and status; stats stay whole-collection', async () => {
    const tag = 'FilterTag';
    await insertTemplate(t, { name: `${tag} A`, category: 'academic', isPremium: true, status: true });
    await insertTemplate(t, { name: `${tag} B`, category: 'academic', isPremium: false, status: false });
    await insertTemplate(t, { name: `${tag} C`, category: 'student', isPremium: false, status: true });
    const names = async (q: string) => (await call('GET', `?search=${tag}&${q}`)).json.data.templates.map((x: { name: string }) => x.name).sort();
    expect(await names('category=academic')).toEqual([`${tag} A`, `${tag} B`]);
    expect(await names('isPremium=true')).toEqual([`${tag} A`]);
    expect(await names('isPremium=false')).toEqual([`${tag} B`, `${tag} C`]);
    expect(await names('status=false')).toEqual([`${tag} B`]);
    expect(await names('status=true&category=student')).toEqual([`${tag} C`]);
    const res = await call('GET', `?search=${tag}&category=academic`);
    expect(res.json.data.stats.totalTemplates).toBe(await templateCount());
  });

  it('sorts on whitelisted fields', async () => {
    const res = await call('GET', '?sort=usageCount&order=desc&limit=5');
    const usage = res.json.data.templates.map((x: { usageCount: number }) => x.usageCount);
    expect(usage).toEqual([...usage].sort((a, b) => b - a));
  });

  it.each([
    ['category=fancy', 'category'],
    ['isPremium=yes', 'isPremium'],
    ['status=1', 'status'],
    ['limit=1000', 'limit'],
    ['page=abc', 'page'],
    ['sort=content', 'sort'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await call('GET', `?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty(field);
  });
});

describe('get', () => {
  it('returns the template, 404 for an unknown or malformed id', async () => {
    const row = await insertTemplate(t);
    const res = await call('GET', `/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: row.id, name: row.name, category: 'modern', createdAt: row.createdAt.toISOString() });
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/not-a-uuid')).json.message).toBe('Template not found');
  });
});

describe('create', () => {
  it('creates with the starter HTML, audited', async () => {
    const res = await call('POST', '', validFields);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Template created successfully');
    expect(res.json.data).toMatchObject({ ...validFields, usageCount: 0 });
    const file = await call('GET', `/${res.json.data.id}/file`);
    expect(file.json.data.content).toBe(STARTER_TEMPLATE);
    expect(file.json.data.lastModified).toBe(t.clock.now().toISOString());
    const row = await lastAudit('template.create');
    expect(row).toMatchObject({ entity: 'template', entityId: res.json.data.id });
  });

  it('takes its own valid HTML; a preview is optional', async () => {
    const content = STARTER_TEMPLATE.replace('<h2>Summary</h2>', '<h2>About me</h2>');
    const res = await call('POST', '', { ...validFields, preview: undefined, content });
    expect(res.status).toBe(201);
    expect(res.json.data.preview).toBe('');
    expect((await call('GET', `/${res.json.data.id}/file`)).json.data.content).toBe(content);
  });

  it('refuses invalid HTML with the lists, creating nothing', async () => {
    const before = await templateCount();
    const res = await call('POST', '', { ...validFields, content: '<!DOCTYPE html><div onclick="x()">{{personal.fullName}}</div>' });
    expect(res.status).toBe(400);
    expect(res.json.data.errors).toEqual(['Event handler attribute "onclick" on <div> (line 1) is not allowed']);
    expect(res.json.errors.content).toBe('Event handler attribute "onclick" on <div> (line 1) is not allowed');
    expect(await templateCount()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name', 'Template name is required'],
    [{ name: 'ab' }, 'name', 'Template name must be at least 3 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Template name must be less than 100 characters'],
    [{ description: '   ' }, 'description', 'Description is required'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ description: 'x'.repeat(501) }, 'description', 'Template description must be less than 500 characters'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'fancy' }, 'category', 'Invalid template category'],
    [{ preview: 'images/a.png' }, 'preview', 'Preview URL should start with / or http'],
    [{ name: 42 }, 'name', 'Name must be text'],
    [{ isPremium: 'yes' }, 'isPremium', 'isPremium must be true or false'],
  ])('refuses %j with a field error', async (change, field, message) => {
    const before = await templateCount();
    const res = await call('POST', '', { ...validFields, ...change });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
    expect(await templateCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call('POST', '/api/admin/templates', { token: t.token, body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    const bad = await t.call('POST', '/api/admin/templates', { token: t.token, body: '{"name":' });
    expect(bad.status).toBe(400);
  });
});

describe('update', () => {
  it('changes the fields, trimmed, and audits before and after', async () => {
    const row = await insertTemplate(t, { isPremium: false, status: true });
    t.clock.advance(60_000);
    const res = await call('PUT', `/${row.id}`, { ...validFields, name: '  Renamed Template  ', status: false, id: row.id, usageCount: 999 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Template updated successfully');
    expect(res.json.data).toMatchObject({ name: 'Renamed Template', status: false, isPremium: true, usageCount: 0, updatedAt: t.clock.now().toISOString() });
    const audit = await lastAudit('template.update');
    expect(audit).toMatchObject({ entityId: row.id, before: { name: row.name, status: true }, after: { name: 'Renamed Template', status: false } });
  });

  it('requires a preview when one is sent, and checks only what is sent', async () => {
    const row = await insertTemplate(t, { category: 'legacy-two-column' });
    const empty = await call('PUT', `/${row.id}`, { preview: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ preview: 'Preview image URL is required' });
    // The stored unknown category does not block other changes.
    const ok = await call('PUT', `/${row.id}`, { isPremium: true });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ category: 'legacy-two-column', isPremium: true });
    expect((await call('PUT', `/${row.id}`, {})).status).toBe(400);
  });

  it('404 for an unknown template', async () => {
    expect((await call('PUT', '/00000000-0000-4000-8000-000000000000', validFields)).status).toBe(404);
  });
});

describe('delete', () => {
  it('is refused with a 409 saying how many CVs use the template', async () => {
    const row = await insertTemplate(t);
    await insertCvs(t, row.id, 3);
    const res = await call('DELETE', `/${row.id}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This template is used by 3 CVs and cannot be deleted');
    expect((await call('GET', `/${row.id}`)).status).toBe(200);
  });

  it('deletes an unused template, audited, then 404', async () => {
    const row = await insertTemplate(t);
    const [cv] = await insertCvs(t, row.id, 1);
    expect((await call('DELETE', `/${row.id}`)).json.message).toBe('This template is used by 1 CV and cannot be deleted');
    await t.db.delete(cvs).where(eq(cvs.id, cv!.id));
    const res = await call('DELETE', `/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Template deleted successfully');
    expect(await lastAudit('template.delete')).toMatchObject({ entityId: row.id, before: { name: row.name } });
    expect((await call('GET', `/${row.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${row.id}`)).status).toBe(404);
  });
});

describe('premium toggle', () => {
  it('flips isPremium each call', async () => {
    const row = await insertTemplate(t, { isPremium: false });
    const first = await call('PATCH', `/${row.id}/premium`);
    expect(first.status).toBe(200);
    expect(first.json.data.isPremium).toBe(true);
    expect((await call('PATCH', `/${row.id}/premium`)).json.data.isPremium).toBe(false);
    expect(await lastAudit('template.toggle_premium')).toMatchObject({ entityId: row.id, before: { isPremium: true }, after: { isPremium: false } });
    expect((await call('PATCH', '/00000000-0000-4000-8000-000000000000/premium')).status).toBe(404);
  });
});

describe('bulk update', () => {
  it('sets isPremium or status on the given templates only', async () => {
    const a = await insertTemplate(t, { isPremium: false });
    const b = await insertTemplate(t, { isPremium: false });
    const c = await insertTemplate(t, { isPremium: false });
    const res = await call('PUT', '/bulk', { templateIds: [a.id, b.id, a.id], updates: { isPremium: true } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { updated: 2 }, message: '2 templates updated successfully' });
    const premium = async (id: string) => (await t.db.select().from(templates).where(eq(templates.id, id)))[0]!.isPremium;
    expect([await premium(a.id), await premium(b.id), await premium(c.id)]).toEqual([true, true, false]);
    const hidden = await call('PUT', '/bulk', { templateIds: [c.id], updates: { status: false } });
    expect(hidden.json.data.updated).toBe(1);
    const [row] = await t.db
      .select()
      .from(templates)
      .where(and(eq(templates.id, c.id), eq(templates.status, false)));
    expect(row).toBeDefined();
    expect(await lastAudit('template.bulk_update')).toMatchObject({ entityId: c.id, after: { status: false } });
  });

  it.each([
    [{ templateIds: [], updates: { isPremium: true } }, 'templateIds'],
    [{ templateIds: ['nope'], updates: { isPremium: true } }, 'templateIds.0'],
    [{ templateIds: ['00000000-0000-4000-8000-000000000000'], updates: {} }, 'updates'],
    [{ templateIds: ['00000000-0000-4000-8000-000000000000'], updates: { name: 'x' } }, 'updates'],
    [{ templateIds: ['00000000-0000-4000-8000-000000000000'], updates: { isPremium: 'yes' } }, 'updates.isPremium'],
  ])('refuses %j', async (body, field) => {
    const res = await call('PUT', '/bulk', body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty([field]);
  });
});

describe('categories and analytics', () => {
  it('lists all nine categories with counts, zero included', async () => {
    const res = await call('GET', '/categories');
    const { categories } = res.json.data as { categories: { category: string; count: number }[] };
    expect(categories.slice(0, 9).map((c) => c.category)).toEqual([...TEMPLATE_CATEGORIES]);
    const rows = await t.db.select({ category: templates.category, n: count() }).from(templates).groupBy(templates.category);
    for (const c of categories) expect(c.count).toBe(rows.find((r) => r.category === c.category)?.n ?? 0);
    expect(categories.reduce((s, c) => s + c.count, 0)).toBe(await templateCount());
  });

  it('reports usage per category adding up to the total usage', async () => {
    await insertTemplate(t, { category: 'tech', usageCount: 1234 });
    const res = await call('GET', '/analytics');
    expect(res.status).toBe(200);
    const { totals, usageByCategory, topTemplates } = res.json.data;
    const [sum] = await t.db
      .select({ usage: sql<number>`sum(${templates.usageCount})`.mapWith(Number) })
      .from(templates)
      .where(eq(templates.category, 'tech'));
    expect(usageByCategory.find((c: { category: string }) => c.category === 'tech').usage).toBe(sum!.usage);
    expect(usageByCategory.reduce((s: number, c: { usage: number }) => s + c.usage, 0)).toBe(totals.totalUsage);
    expect(topTemplates.length).toBeLessThanOrEqual(5);
    expect(topTemplates[0].usageCount).toBeGreaterThanOrEqual(topTemplates.at(-1).usageCount);
  });
});

describe('export', () => {
  it('streams a CSV named templates-{date}.csv with the filters applied', async () => {
    await insertTemplate(t, { name: '=HYPERLINK("x")', category: 'minimal', isPremium: true });
    const res = await call('GET', '/export?format=csv&category=minimal&isPremium=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="templates-2026-11-21.csv"');
    const records = parseCsv(res.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const [expected] = await t.db
      .select({ n: count() })
      .from(templates)
      .where(and(eq(templates.category, 'minimal'), eq(templates.isPremium, true)));
    expect(records).toHaveLength(expected!.n);
    expect(records.every((r) => r.Category === 'minimal' && r.Type === 'premium')).toBe(true);
    expect(records.map((r) => r.Name)).toContain(`'=HYPERLINK("x")`);
    expect(Object.keys(records[0]!)).toEqual(['ID', 'Name', 'Description', 'Category', 'Type', 'Status', 'Usage Count', 'Preview', 'Created At', 'Updated At']);
  });

  it('returns JSON for format=json, every template without content', async () => {
    const res = await call('GET', '/export?format=json');
    expect(res.status).toBe(200);
    expect(res.json.data.templates).toHaveLength(await templateCount());
    expect(res.json.data.templates[0]).not.toHaveProperty('content');
    expect((await call('GET', '/export?format=xml')).status).toBe(400);
  });
});

describe('template file', () => {
  it('saves valid HTML; lastModified moves; the next GET returns it', async () => {
    const row = await insertTemplate(t);
    const loaded = await call('GET', `/${row.id}/file`);
    expect(loaded.json.data).toEqual({ content: STARTER_TEMPLATE, lastModified: row.contentUpdatedAt.toISOString() });
    t.clock.advance(5 * 60_000);
    const content = STARTER_TEMPLATE.replace('<h2>Skills</h2>', '<h2>Core skills</h2>');
    const saved = await call('PUT', `/${row.id}/file`, { content, lastModified: loaded.json.data.lastModified });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Template file saved successfully');
    expect(saved.json.data.lastModified).toBe(t.clock.now().toISOString());
    expect((await call('GET', `/${row.id}/file`)).json.data).toEqual({ content, lastModified: t.clock.now().toISOString() });
    expect(await lastAudit('template.update_file')).toMatchObject({ entityId: row.id, after: { bytes: new TextEncoder().encode(content).length } });
  });

  it('refuses invalid HTML with 400, the errors and the warnings, and keeps the old file', async () => {
    const row = await insertTemplate(t);
    const content = '<div><iframe src="https://evil.example"></iframe>{{personal.fullName}}</div>';
    const res = await call('PUT', `/${row.id}/file`, { content });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toBe('The template has 1 error: <iframe> on line 1 is not allowed in templates');
    expect(res.json.data).toEqual({
      isValid: false,
      errors: ['<iframe> on line 1 is not allowed in templates'],
      warnings: ['The template has no <!DOCTYPE html> declaration'],
    });
    expect(res.json.errors.content).toBe('<iframe> on line 1 is not allowed in templates');
    expect((await call('GET', `/${row.id}/file`)).json.data.content).toBe(STARTER_TEMPLATE);
  });

  it('refuses a save over a newer file (409) and malformed bodies (400)', async () => {
    const row = await insertTemplate(t);
    const stale = await call('PUT', `/${row.id}/file`, { content: STARTER_TEMPLATE, lastModified: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    expect((await call('PUT', `/${row.id}/file`, {})).json.errors).toEqual({ content: 'Content must be text' });
    expect((await call('PUT', `/${row.id}/file`, { content: STARTER_TEMPLATE, lastModified: 'yesterday' })).status).toBe(400);
    expect((await call('PUT', '/00000000-0000-4000-8000-000000000000/file', { content: STARTER_TEMPLATE })).status).toBe(404);
    expect((await call('PUT', '/00000000-0000-4000-8000-000000000000/file', { content: '' })).status).toBe(404);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const row = await insertTemplate(t);
    const res = await call('PUT', `/${row.id}/file`, { content: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });
});
