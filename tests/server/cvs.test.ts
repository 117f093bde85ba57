import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cvs, previewTokens, templates, users } from '../../server/db/schema.js';
import { TEST_NOW } from '../support/constants.js';
import { useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';
import { makeCv, makeTemplate, makeUser } from './users-cvs-fixtures.js';

const t = useSignedInApp();

const get = (path: string) => t.call('GET', path, { token: t.token });
const send = (method: string, path: string, body?: unknown) => t.call(method, path, { token: t.token, body });
const countCvs = async (where?: ReturnType<typeof sql>) => (await t.db.select({ n: count() }).from(cvs).where(where))[0]!.n;
const lastAudit = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const usage = async (id: string) => (await t.db.select().from(templates).where(eq(templates.id, id)))[0]!.usageCount;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/cvs', () => {
  it('pages by 20 with owner, derived status and whole-collection stats', async () => {
    const owner = await makeUser(t.db, { firstName: 'Owner', lastName: 'Listed' });
    for (let i = 0; i < 22; i++) {
      await makeCv(t.db, { userId: owner.id, isDraft: i % 3 === 0, isPublic: i % 2 === 0, createdAt: new Date(TEST_NOW.getTime() + i) });
    }
    const res = await get('/api/admin/cvs');
    expect(res.status).toBe(200);
    const total = await countCvs();
    expect(res.json.data.cvs).toHaveLength(20);
    expect(res.json.data.pagination).toEqual({ page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) });
    expect(res.json.data.stats).toEqual({
      totalCVs: total,
      publicCVs: await countCvs(sql`not ${cvs.isDraft} and ${cvs.isPublic}`),
      privateCVs: await countCvs(sql`not ${cvs.isDraft} and not ${cvs.isPublic}`),
      draftCVs: await countCvs(sql`${cvs.isDraft}`),
    });
    const first = res.json.data.cvs[0];
    expect(first).not.toHaveProperty('content');
    expect(first.user).toEqual({ id: owner.id, firstName: 'Owner', lastName: 'Listed', email: owner.email });
    for (const cv of res.json.data.cvs) {
      expect(cv.status).toBe(cv.isDraft ? 'draft' : cv.isPublic ? 'public' : 'private');
    }
  });

  it('filters by derived status and language with exact totals', async () => {
    const owner = await makeUser(t.db);
    await makeCv(t.db, { userId: owner.id, isDraft: true, isPublic: true, language: 'zh' });
    await makeCv(t.db, { userId: owner.id, isDraft: false, isPublic: true, language: 'vi' });
    await makeCv(t.db, { userId: owner.id, isDraft: false, isPublic: false, language: 'vi' });
    for (const status of ['public', 'private', 'draft']) {
      const res = await get(`/api/admin/cvs?status=${status}&limit=100`);
      expect(res.json.data.cvs.every((c: any) => c.status === status)).toBe(true);
      expect(res.json.data.pagination.total).toBe(res.json.data.stats[`${status}CVs`]);
    }
    const vi = await get('/api/admin/cvs?language=vi&status=private&limit=100');
    expect(vi.json.data.cvs.every((c: any) => c.language === 'vi' && c.status === 'private')).toBe(true);
    expect(vi.json.data.pagination.total).toBe(await countCvs(sql`${cvs.language} = 'vi' and not ${cvs.isDraft} and not ${cvs.isPublic}`));
    // A draft that is also marked public is a draft.
    const zh = await get('/api/admin/cvs?language=zh&status=public');
    expect(zh.json.data.cvs.filter((c: any) => c.user.id === owner.id)).toEqual([]);
  });

  it('searches CV names and owner names and emails', async () => {
    const tag = `Zq${Date.now()}`;
    const owner = await makeUser(t.db, { firstName: `Owner${tag}`, email: `mail-${tag.toLowerCase()}@example.test` });
    const other = await makeUser(t.db);
    const byName = await makeCv(t.db, { userId: other.id, name: `Résumé ${tag} final` });
    const byOwner = await makeCv(t.db, { userId: owner.id, name: 'Plain CV' });
    const ids = async (q: string) => (await get(`/api/admin/cvs?search=${encodeURIComponent(q)}`)).json.data.cvs.map((c: any) => c.id).sort();
    expect(await ids(tag.toUpperCase())).toEqual([byName.id, byOwner.id].sort());
    expect(await ids(`résumé ${tag}`)).toEqual([byName.id]);
    expect(await ids(`mail-${tag}`)).toEqual([byOwner.id]);
    expect((await get(`/api/admin/cvs?search=${tag}`)).json.data.pagination.total).toBe(2);
    expect(await ids(`${tag}%`)).toEqual([]);
    // Search with a filter and pages: both arms of the search honour them.
    await t.db.update(cvs).set({ isDraft: false, isPublic: true }).where(eq(cvs.id, byOwner.id));
    await t.db
      .update(cvs)
      .set({ createdAt: new Date(TEST_NOW.getTime() - 1000) })
      .where(eq(cvs.id, byName.id));
    expect((await get(`/api/admin/cvs?search=${tag}&status=public`)).json.data.cvs.map((c: any) => c.id)).toEqual([byOwner.id]);
    expect((await get(`/api/admin/cvs?search=${tag}&status=draft`)).json.data.pagination.total).toBe(1);
    const page = async (n: number, order = 'desc') => (await get(`/api/admin/cvs?search=${tag}&limit=1&page=${n}&order=${order}`)).json.data;
    expect((await page(1)).cvs.map((c: any) => c.id)).toEqual([byOwner.id]);
    expect((await page(2)).cvs.map((c: any) => c.id)).toEqual([byName.id]);
    expect((await page(1, 'asc')).cvs.map((c: any) => c.id)).toEqual([byName.id]);
    expect((await page(2)).pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    // A page past the end has no rows but still the number of matches.
    expect(await page(5)).toMatchObject({ cvs: [], pagination: { page: 5, total: 2, totalPages: 2 } });
    expect((await get(`/api/admin/cvs?search=NoSuchCv${Date.now()}`)).json.data.pagination.total).toBe(0);
  });

  it('searches CV names and owners without accents and case', async () => {
    const dungNgo = await makeCv(t.db, { userId: (await makeUser(t.db)).id, name: 'CV Dũng Ngô 2026' });
    const dang = await makeCv(t.db, { userId: (await makeUser(t.db)).id, name: 'Đặng: kế toán' });
    const ids = async (q: string) => (await get(`/api/admin/cvs?search=${encodeURIComponent(q)}&limit=100`)).json.data.cvs.map((c: any) => c.id);
    await expectAccentBlindSearch(ids, { dungNgo: dungNgo.id, dang: dang.id });
    // By the owner's name.
    const ownerDung = await makeCv(t.db, { userId: (await makeUser(t.db, { firstName: 'Dũng', lastName: 'Ngô' })).id, name: 'Plain' });
    const ownerDang = await makeCv(t.db, { userId: (await makeUser(t.db, { firstName: 'Văn', lastName: 'Đặng' })).id, name: 'Plain' });
    await expectAccentBlindSearch(ids, { dungNgo: ownerDung.id, dang: ownerDang.id });
  });

  it('sorts by name and update time', async () => {
    const tag = `Sorted${Date.now()}`;
    const owner = await makeUser(t.db);
    await makeCv(t.db, { userId: owner.id, name: `${tag} B`, updatedAt: new Date('2026-01-03') });
    await makeCv(t.db, { userId: owner.id, name: `${tag} A`, updatedAt: new Date('2026-01-01') });
    await makeCv(t.db, { userId: owner.id, name: `${tag} C`, updatedAt: new Date('2026-01-02') });
    const names = async (q: string) => (await get(`/api/admin/cvs?search=${tag}&${q}`)).json.data.cvs.map((c: any) => c.name.slice(-1));
    expect(await names('sort=name&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await names('sort=updatedAt&order=desc')).toEqual(['B', 'C', 'A']);
  });

  it.each(['page=x', 'limit=101', 'status=hidden', 'language=fr', 'sort=content', 'order=up'])('rejects %s with 400', async (query) => {
    const res = await get(`/api/admin/cvs?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toHaveLength(1);
  });
});

describe('one CV', () => {
  it('gets a CV with its owner and template; 404 for unknown ids', async () => {
    const owner = await makeUser(t.db);
    const template = await makeTemplate(t.db, { name: 'Modern Blue' });
    const cv = await makeCv(t.db, {
      userId: owner.id,
      templateId: template.id,
      language: 'vi',
      isDraft: false,
      isPublic: true,
      viewCount: 12,
      downloadCount: 3,
    });
    const res = await get(`/api/admin/cvs/${cv.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: cv.id,
      name: cv.name,
      language: 'vi',
      templateId: template.id,
      template: { id: template.id, name: 'Modern Blue' },
      status: 'public',
      viewCount: 12,
      downloadCount: 3,
      user: { id: owner.id, email: owner.email },
    });
    expect((await get(`/api/admin/cvs/${MISSING}`)).status).toBe(404);
    expect((await get('/api/admin/cvs/123')).status).toBe(404);
  });

  it('renames a CV but never changes its status', async () => {
    const owner = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: owner.id, isDraft: true });
    const res = await send('PUT', `/api/admin/cvs/${cv.id}`, { name: '  Renamed CV ', isDraft: false, isPublic: true });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Renamed CV', status: 'draft' });
    expect(await lastAudit('cv.update')).toMatchObject({ entityId: cv.id, before: { name: cv.name }, after: { name: 'Renamed CV' } });
    expect((await send('PUT', `/api/admin/cvs/${cv.id}`, { isPublic: true })).status).toBe(400);
    const blank = await send('PUT', `/api/admin/cvs/${cv.id}`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toHaveProperty('name');
    expect((await send('PUT', `/api/admin/cvs/${cv.id}`, { language: 'fr' })).status).toBe(400);
    expect((await send('PUT', `/api/admin/cvs/${MISSING}`, { name: 'X' })).status).toBe(404);
  });

  it('deletes a CV: the template usage drops, the owner lifetime counter stays', async () => {
    const owner = await makeUser(t.db, { totalCVsCreated: 4 });
    const template = await makeTemplate(t.db, { usageCount: 2 });
    const cv = await makeCv(t.db, { userId: owner.id, templateId: template.id });
    const res = await send('DELETE', `/api/admin/cvs/${cv.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('CV deleted successfully');
    expect(await countCvs(eq(cvs.id, cv.id))).toBe(0);
    expect(await usage(template.id)).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!.totalCVsCreated).toBe(4);
    expect(await lastAudit('cv.delete')).toMatchObject({ entityId: cv.id, before: { name: cv.name } });
    expect((await send('DELETE', `/api/admin/cvs/${cv.id}`)).status).toBe(404);
    expect(await usage(template.id)).toBe(1);
  });
});

describe('concurrency', () => {
  it('two deletes of one CV at once lower the usage count once', async () => {
    const owner = await makeUser(t.db);
    const template = await makeTemplate(t.db, { usageCount: 5 });
    const cv = await makeCv(t.db, { userId: owner.id, templateId: template.id });
    const results = await Promise.all([
      send('DELETE', `/api/admin/cvs/${cv.id}`),
      send('DELETE', '/api/admin/cvs/bulk', { cvIds: [cv.id] }),
      send('DELETE', `/api/admin/cvs/${cv.id}`),
    ]);
    const deleted = results.filter((r) => r.status === 200 && (r.json.data.id === cv.id || r.json.data.deleted === 1));
    expect(deleted).toHaveLength(1);
    expect(await usage(template.id)).toBe(4);
  });

  it('a preview link asked for while its CV is deleted is issued or a 404, never a 500 (found by the fuzz test)', async () => {
    const owner = await makeUser(t.db);
    const statuses = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const cv = await makeCv(t.db, { userId: owner.id });
      const [link, gone] = await Promise.all([send('POST', `/api/admin/cvs/${cv.id}/preview-token`), send('DELETE', `/api/admin/cvs/${cv.id}`)]);
      statuses.add(link.status);
      expect(gone.status).toBe(200);
    }
    expect(
      [...statuses].every((s) => s === 200 || s === 404),
      [...statuses].join(),
    ).toBe(true);
    expect(
      await t.db
        .select({ n: count() })
        .from(previewTokens)
        .where(sql`${previewTokens.cvId} not in (select id from ${cvs})`),
    ).toEqual([{ n: 0 }]);
  });
});

describe('bulk', () => {
  it('bulk-renames the given CVs', async () => {
    const owner = await makeUser(t.db);
    const [a, b, c] = [await makeCv(t.db, { userId: owner.id }), await makeCv(t.db, { userId: owner.id }), await makeCv(t.db, { userId: owner.id })];
    const res = await send('PUT', '/api/admin/cvs/bulk', { cvIds: [a.id, b.id], updates: { language: 'zh' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ updated: 2 });
    const langs = Object.fromEntries((await t.db.select().from(cvs).where(eq(cvs.userId, owner.id))).map((r) => [r.id, r.language]));
    expect(langs).toEqual({ [a.id]: 'zh', [b.id]: 'zh', [c.id]: 'en' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cv.bulk_update'), inArray(auditLog.entityId, [a.id, b.id, c.id])));
    expect(audits.map((r) => [r.entityId, r.after]).sort()).toEqual(
      [
        [a.id, { language: 'zh' }],
        [b.id, { language: 'zh' }],
      ].sort(),
    );
    expect((await send('PUT', '/api/admin/cvs/bulk', { cvIds: [a.id], updates: {} })).status).toBe(400);
    expect((await send('PUT', '/api/admin/cvs/bulk', { cvIds: [], updates: { name: 'x' } })).status).toBe(400);
  });

  it('bulk-deletes with the ids in a DELETE body and keeps usage counts right', async () => {
    const owner = await makeUser(t.db);
    const t1 = await makeTemplate(t.db, { usageCount: 3 });
    const t2 = await makeTemplate(t.db, { usageCount: 1 });
    const a = await makeCv(t.db, { userId: owner.id, templateId: t1.id });
    const b = await makeCv(t.db, { userId: owner.id, templateId: t1.id });
    const c = await makeCv(t.db, { userId: owner.id, templateId: t2.id });
    const d = await makeCv(t.db, { userId: owner.id });
    const keep = await makeCv(t.db, { userId: owner.id, templateId: t1.id });
    const res = await send('DELETE', '/api/admin/cvs/bulk', { cvIds: [a.id, b.id, c.id, d.id, MISSING] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { deleted: 4 }, message: '4 CVs deleted successfully' });
    expect(await usage(t1.id)).toBe(1);
    expect(await usage(t2.id)).toBe(0);
    expect(await countCvs(eq(cvs.userId, owner.id))).toBe(1);
    expect(await countCvs(eq(cvs.id, keep.id))).toBe(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cv.bulk_delete')).orderBy(desc(auditLog.id)).limit(4);
    expect(audits.map((r) => [r.entityId, (r.before as { id: string }).id]).sort()).toEqual([a.id, b.id, c.id, d.id].map((id) => [id, id]).sort());
    expect((await send('DELETE', '/api/admin/cvs/bulk', { cvIds: ['nope'] })).status).toBe(400);
    expect((await send('DELETE', '/api/admin/cvs/bulk', { ids: [a.id] })).status).toBe(400);
  });
});

describe('POST /api/admin/cvs/{id}/preview-token', () => {
  it('issues a 128-bit token stored only as its hash, valid 10 minutes', async () => {
    const owner = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: owner.id });
    const res = await send('POST', `/api/admin/cvs/${cv.id}/preview-token`);
    expect(res.status).toBe(200);
    const tokenValue: string = res.json.data.previewToken;
    expect(Buffer.from(tokenValue, 'base64url')).toHaveLength(16);
    expect(res.json.data.expiresAt).toBe(new Date(TEST_NOW.getTime() + 10 * 60_000).toISOString());
    const rows = await t.db.select().from(previewTokens).where(eq(previewTokens.cvId, cv.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(tokenValue);
    const audit = await lastAudit('cv.preview_token');
    expect(audit).toMatchObject({ entityId: cv.id });
    expect(JSON.stringify(audit)).not.toContain(tokenValue);
    const second = await send('POST', `/api/admin/cvs/${cv.id}/preview-token`);
    expect(second.json.data.previewToken).not.toBe(tokenValue);
    expect((await send('POST', `/api/admin/cvs/${MISSING}/preview-token`)).status).toBe(404);
    expect((await t.call('POST', `/api/admin/cvs/${cv.id}/preview-token`)).status).toBe(401);
  });
});
