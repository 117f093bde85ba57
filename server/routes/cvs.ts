// CVs (API.md "CVs"): list with stats, get, update, delete, bulk update/delete and the
// secure preview token. The admin never changes a CV's status (spec §4).
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cvBulkDeleteSchema, cvBulkUpdateSchema, cvListQuery, cvUpdateSchema } from '../../contract/cvs.js';
import type { AppEnv } from '../http/context.js';
import { cvs } from '../db/schema.js';
import { badRequest, notFound, ok } from '../http/envelope.js';
import { uuidParam, parseBody, parseQuery } from '../http/parse.js';
import { cappedCount, pagination, seekOf } from '../db/lists.js';
import { audit, auditEach } from '../audit/write.js';
import { cvFilterTotal, cvIdIn, cvSearchMatches, cvStats, deleteCvsWhere, findCv, listCvRows, searchCvRows, toCv } from '../services/cvs.js';
import { issuePreviewToken } from '../services/preview-tokens.js';
import { actorOf } from '../http/request.js';

function nonEmpty<T extends object>(updates: T): T {
  if (!Object.keys(updates).length) throw badRequest('Nothing to update', { updates: 'Send at least one field to change' });
  return updates;
}

export const cvRoutes = new Hono<AppEnv>();

cvRoutes.get('/', async (c) => {
  const { db, config } = c.get('deps');
  const q = parseQuery(c, cvListQuery);
  const query = { ...q, offset: (q.page - 1) * q.limit };
  // Stats and the filters' totals come from the counters; a search is counted up to a cap.
  const search = q.search ? { ...q, search: q.search } : undefined;
  const [{ stats, counts }, rows, searched] = await Promise.all([
    cvStats(db),
    search ? searchCvRows(db, { ...query, search: search.search }) : listCvRows(db, { ...query, seek: seekOf(q) }),
    search ? cappedCount(db, cvSearchMatches(search), q.page, q.limit, config.listCountCap) : undefined,
  ]);
  const total = searched ?? cvFilterTotal(counts, q);
  return ok(c, { cvs: rows.map((r) => toCv(r)), pagination: pagination(q.page, q.limit, total), stats });
});

cvRoutes.put('/bulk', async (c) => {
  const { db, clock } = c.get('deps');
  const { cvIds, updates } = await parseBody(c, cvBulkUpdateSchema);
  nonEmpty(updates);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(cvs)
      .set({ ...updates, updatedAt: clock.now() })
      .where(cvIdIn([...new Set(cvIds)]))
      .returning({ id: cvs.id });
    await auditEach(
      tx,
      actorOf(c),
      rows.map((r) => ({ action: 'cv.bulk_update', entity: 'cv', entityId: r.id, after: updates })),
    );
    return rows.length;
  });
  return ok(c, { updated }, `${updated} CVs updated successfully`);
});

cvRoutes.delete('/bulk', async (c) => {
  const { db } = c.get('deps');
  const { cvIds } = await parseBody(c, cvBulkDeleteSchema);
  const deleted = await db.transaction(async (tx) => {
    const rows = await deleteCvsWhere(tx, cvIdIn([...new Set(cvIds)]));
    await auditEach(
      tx,
      actorOf(c),
      rows.map((r) => ({ action: 'cv.bulk_delete', entity: 'cv', entityId: r.id, before: r })),
    );
    return rows.length;
  });
  return ok(c, { deleted }, `${deleted} CVs deleted successfully`);
});

async function requireCv(c: Context<AppEnv>) {
  const id = uuidParam(c, 'CV');
  const cv = await findCv(c.get('deps').db, id);
  if (!cv) throw notFound('CV');
  return cv;
}

cvRoutes.get('/:id', async (c) => ok(c, await requireCv(c)));

cvRoutes.put('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'CV');
  const updates = nonEmpty(await parseBody(c, cvUpdateSchema));
  const cv = await db.transaction(async (tx) => {
    const before = await findCv(tx, id);
    if (!before) throw notFound('CV');
    await tx
      .update(cvs)
      .set({ ...updates, updatedAt: clock.now() })
      .where(eq(cvs.id, id));
    const after = (await findCv(tx, id))!;
    await audit(tx, actorOf(c), { action: 'cv.update', entity: 'cv', entityId: id, before, after });
    return after;
  });
  return ok(c, cv, 'CV updated successfully');
});

cvRoutes.delete('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'CV');
  await db.transaction(async (tx) => {
    const [deleted] = await deleteCvsWhere(tx, eq(cvs.id, id));
    if (!deleted) throw notFound('CV');
    await audit(tx, actorOf(c), { action: 'cv.delete', entity: 'cv', entityId: id, before: deleted });
  });
  return ok(c, { id }, 'CV deleted successfully');
});

cvRoutes.post('/:id/preview-token', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'CV');
  const { token, expiresAt } = await db.transaction(async (tx) => {
    // Held until the token row is in: a CV deleted meanwhile is a 404, not a foreign-key error (a 500).
    const [cv] = await tx.select({ id: cvs.id }).from(cvs).where(eq(cvs.id, id)).for('key share');
    if (!cv) throw notFound('CV');
    const issued = await issuePreviewToken(tx, clock, cv.id, c.get('admin').id);
    await audit(tx, actorOf(c), { action: 'cv.preview_token', entity: 'cv', entityId: cv.id, after: { expiresAt: issued.expiresAt } });
    return issued;
  });
  c.header('Cache-Control', 'no-store');
  return ok(c, { previewToken: token, expiresAt: expiresAt.toISOString() });
});
