// What admins do to CVs: rename or change the language (one or many), delete (one or many),
// and open a preview. The admin never changes a CV's status. Writes take the
// transaction the handler opened and the acting admin, and record an audit entry in it.
import { eq } from 'drizzle-orm';
import type { Cv, CvUpdate } from '../../../contract/cvs.js';
import { audit, auditEach } from '../../audit/write.js';
import type { Tx } from '../../db/client.js';
import { cvs } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { issuePreviewToken } from './preview-tokens.js';
import { cvIdIn, deleteCvsWhere, findCv } from './queries.js';

/** One statement, one audit row per CV it changed; returns how many. */
export async function updateCvs(tx: Tx, actor: Actor, cvIds: string[], updates: CvUpdate): Promise<number> {
  const rows = await tx
    .update(cvs)
    .set({ ...updates, updatedAt: actor.at })
    .where(cvIdIn([...new Set(cvIds)]))
    .returning({ id: cvs.id, name: cvs.name });
  await auditEach(
    tx,
    actor,
    rows.map((r) => ({ action: 'cv.bulk_update', entity: 'cv', entityId: r.id, recordName: r.name, after: updates })),
  );
  return rows.length;
}

/** Deletes the CVs (templates' usage counts follow); returns how many. */
export async function deleteCvs(tx: Tx, actor: Actor, cvIds: string[]): Promise<number> {
  const rows = await deleteCvsWhere(tx, cvIdIn([...new Set(cvIds)]));
  await auditEach(
    tx,
    actor,
    rows.map((r) => ({ action: 'cv.bulk_delete', entity: 'cv', entityId: r.id, recordName: r.name, before: r })),
  );
  return rows.length;
}

export async function updateCv(tx: Tx, actor: Actor, id: string, updates: CvUpdate): Promise<Cv> {
  const before = await findCv(tx, id);
  if (!before) throw notFound('CV');
  await tx
    .update(cvs)
    .set({ ...updates, updatedAt: actor.at })
    .where(eq(cvs.id, id));
  const after = (await findCv(tx, id))!;
  await audit(tx, actor, { action: 'cv.update', entity: 'cv', entityId: id, recordName: after.name, before, after });
  return after;
}

export async function deleteCv(tx: Tx, actor: Actor, id: string): Promise<void> {
  const [deleted] = await deleteCvsWhere(tx, eq(cvs.id, id));
  if (!deleted) throw notFound('CV');
  await audit(tx, actor, { action: 'cv.delete', entity: 'cv', entityId: id, recordName: deleted.name, before: deleted });
}

/** A preview token for the CV, issued to the acting admin. */
export async function issueCvPreview(tx: Tx, actor: Actor, id: string) {
  // Held until the token row is in: a CV deleted meanwhile is a 404, not a foreign-key error (a 500).
  const [cv] = await tx.select({ id: cvs.id, name: cvs.name }).from(cvs).where(eq(cvs.id, id)).for('key share');
  if (!cv) throw notFound('CV');
  const issued = await issuePreviewToken(tx, actor.at, cv.id, actor.adminId);
  await audit(tx, actor, { action: 'cv.preview_token', entity: 'cv', entityId: cv.id, recordName: cv.name, after: { expiresAt: issued.expiresAt } });
  return issued;
}
