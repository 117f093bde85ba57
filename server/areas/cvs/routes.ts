// CVs: the users' CVs as the admin sees them — list with stats, get, rename or change the
// language (one or many), delete (one or many), and the secure preview: a short-lived token,
// and the public page it opens. The admin never changes a CV's status.
import { cvRoutes, cvSchema, cvStatsSchema } from '../../../contract/cvs.js';
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

cvsArea.bind(cvRoutes.list, async (c, { query }) => {
  const { db, config } = c.get('deps');
  return ok(c, await listCvs(db, query, config.listCountCap));
});

cvsArea.bind(cvRoutes.bulkUpdate, async (c, { body }) => {
  const updates = requireChanges(body.updates, 'updates');
  const updated = await inTransaction(c, (tx, actor) => updateCvs(tx, actor, body.cvIds, updates));
  return ok(c, { updated }, `${updated} CVs updated successfully`);
});

cvsArea.bind(cvRoutes.bulkDelete, async (c, { body }) => {
  const deleted = await inTransaction(c, (tx, actor) => deleteCvs(tx, actor, body.cvIds));
  return ok(c, { deleted }, `${deleted} CVs deleted successfully`);
});

cvsArea.bind(cvRoutes.get, async (c, { id }) => ok(c, await getCv(c.get('deps').db, id)));

cvsArea.bind(cvRoutes.update, async (c, { id, body }) => {
  const updates = requireChanges(body, 'updates');
  const cv = await inTransaction(c, (tx, actor) => updateCv(tx, actor, id, updates));
  return ok(c, cv, 'CV updated successfully');
});

cvsArea.bind(cvRoutes.delete, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deleteCv(tx, actor, id));
  return ok(c, { id }, 'CV deleted successfully');
});

cvsArea.bind(cvRoutes.previewToken, async (c, { id }) => {
  const { token, expiresAt } = await inTransaction(c, (tx, actor) => issueCvPreview(tx, actor, id));
  c.header('Cache-Control', 'no-store');
  return ok(c, { previewToken: token, expiresAt: expiresAt.toISOString() });
});

// The id is not an entity (contract/cvs.ts): previewPage answers any bad id or token with its page.
cvsArea.bind(cvRoutes.preview, (c, { id, query }) => previewPage(c, id, query.token));
