// CVs: the users' CVs as the admin sees them — list with stats, get, rename or change the
// language (one or many), delete (one or many), and the secure preview: a short-lived token,
// and the public page it opens. The admin never changes a CV's status.
import {
  cvBulkDeleteSchema,
  cvBulkUpdateSchema,
  cvListQuery,
  cvListSchema,
  cvRenderQuery,
  cvSchema,
  cvStatsSchema,
  cvUpdateSchema,
  previewTokenSchema,
} from '../../../contract/cvs.js';
import { deletedIdResult, deletedResult, updatedResult } from '../../../contract/envelope.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { previewPage } from './preview-page.js';
import { getCv, listCvs } from './queries.js';
import { deleteCv, deleteCvs, issueCvPreview, updateCv, updateCvs } from './service.js';

export const cvsArea = defineArea(
  { name: 'CVs', description: "The users' CVs: list, rename, delete, and a secure preview." },
  { Cv: cvSchema, CvStats: cvStatsSchema },
);

const BASE = '/api/admin/cvs';

cvsArea.get(BASE, { summary: 'List CVs with stats', permission: 'cvs.read', query: cvListQuery, data: cvListSchema }, async (c, { query }) => {
  const { db, config } = c.get('deps');
  return ok(c, await listCvs(db, query, config.listCountCap));
});

cvsArea.put(
  `${BASE}/bulk`,
  { summary: 'Update CVs (name, language)', permission: 'cvs.edit', body: cvBulkUpdateSchema, data: updatedResult },
  async (c, { body }) => {
    const updates = requireChanges(body.updates, 'updates');
    const updated = await inTransaction(c, (tx, actor) => updateCvs(tx, actor, body.cvIds, updates));
    return ok(c, { updated }, `${updated} CVs updated successfully`);
  },
);

cvsArea.delete(`${BASE}/bulk`, { summary: 'Delete CVs', permission: 'cvs.delete', body: cvBulkDeleteSchema, data: deletedResult }, async (c, { body }) => {
  const deleted = await inTransaction(c, (tx, actor) => deleteCvs(tx, actor, body.cvIds));
  return ok(c, { deleted }, `${deleted} CVs deleted successfully`);
});

cvsArea.get(`${BASE}/{id}`, { summary: 'Get a CV', permission: 'cvs.read', entity: 'CV', data: cvSchema }, async (c, { id }) =>
  ok(c, await getCv(c.get('deps').db, id)),
);

cvsArea.put(
  `${BASE}/{id}`,
  { summary: 'Update a CV (name, language)', permission: 'cvs.edit', entity: 'CV', body: cvUpdateSchema, data: cvSchema },
  async (c, { id, body }) => {
    const updates = requireChanges(body, 'updates');
    const cv = await inTransaction(c, (tx, actor) => updateCv(tx, actor, id, updates));
    return ok(c, cv, 'CV updated successfully');
  },
);

cvsArea.delete(`${BASE}/{id}`, { summary: 'Delete a CV', permission: 'cvs.delete', entity: 'CV', data: deletedIdResult }, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deleteCv(tx, actor, id));
  return ok(c, { id }, 'CV deleted successfully');
});

cvsArea.post(
  `${BASE}/{id}/preview-token`,
  { summary: 'A preview token for the CV (valid 10 minutes)', permission: 'cvs.read', entity: 'CV', data: previewTokenSchema },
  async (c, { id }) => {
    const { token, expiresAt } = await inTransaction(c, (tx, actor) => issueCvPreview(tx, actor, id));
    c.header('Cache-Control', 'no-store');
    return ok(c, { previewToken: token, expiresAt: expiresAt.toISOString() });
  },
);

// A browser tab opens it: every refusal is a page (401), never a JSON 400 or 404, so the id is
// not declared as an entity and the handler checks the token (cvRenderQuery never refuses).
cvsArea.get(
  '/api/cv/render/{id}',
  {
    summary: 'The CV rendered with its template, for a preview tab',
    public: true,
    query: cvRenderQuery,
    file: { type: 'text/html', description: 'The CV page, sandboxed by its Content-Security-Policy' },
    errors: { 400: null, 404: null, 401: ['Bad or expired token: a page that says so', 'text/html'] },
  },
  (c, { id, query }) => previewPage(c, id, query.token),
);
