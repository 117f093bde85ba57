// What admins do to templates. Writes take the transaction the handler opened and the acting
// admin, lock the template row first (two admins at once queue, never interleave) and record
// an audit entry in the same transaction. The HTML is validated before any of this.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Template, TemplateFields, templateBulkBody, templateCreateBody } from '../../../contract/template-schemas.js';
import { audit, auditEach } from '../../audit/write.js';
import type { Tx } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { cvs, templates } from '../../db/schema.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { dropUnusedPreview, previewUrl, storePreview } from './images.js';
import { lockTemplate, templateColumns, type TemplateRow, toTemplate } from './queries.js';

/** The template row locked for this transaction, or 404. */
async function lockExisting(tx: Tx, id: string): Promise<TemplateRow> {
  const row = await lockTemplate(tx, id);
  if (!row) throw notFound('TEMPLATE');
  return row;
}

/** A new template with its (already validated) HTML. */
export async function createTemplate(tx: Tx, actor: Actor, fields: z.output<typeof templateCreateBody>, content: string): Promise<Template> {
  const [row] = await tx
    .insert(templates)
    .values({
      name: fields.name,
      description: fields.description,
      category: fields.category,
      preview: fields.preview,
      isPremium: fields.isPremium,
      status: fields.status,
      content,
      contentUpdatedAt: actor.at,
      createdAt: actor.at,
      updatedAt: actor.at,
    })
    .returning(templateColumns);
  const created = toTemplate(row!);
  await audit(tx, actor, { action: 'template.create', entity: 'template', entityId: created.id, recordName: created.name, after: created });
  return created;
}

export async function updateTemplate(tx: Tx, actor: Actor, id: string, changes: Partial<TemplateFields>): Promise<Template> {
  const before = await lockExisting(tx, id);
  const [row] = await tx
    .update(templates)
    .set({ ...changes, updatedAt: actor.at })
    .where(eq(templates.id, id))
    .returning(templateColumns);
  if (changes.preview !== undefined && changes.preview !== before.preview) await dropUnusedPreview(tx, before.preview);
  const after = toTemplate(row!);
  await audit(tx, actor, { action: 'template.update', entity: 'template', entityId: id, recordName: after.name, before: toTemplate(before), after });
  return after;
}

/** One statement, one audit row per template it changed; returns how many. */
export async function updateTemplates(tx: Tx, actor: Actor, { templateIds, updates }: z.output<typeof templateBulkBody>): Promise<number> {
  const rows = await tx
    .update(templates)
    .set({ ...updates, updatedAt: actor.at })
    .where(inArray(templates.id, [...new Set(templateIds)]))
    .returning({ id: templates.id, name: templates.name });
  await auditEach(
    tx,
    actor,
    rows.map((r) => ({ action: 'template.bulk_update', entity: 'template', entityId: r.id, recordName: r.name, after: updates })),
  );
  return rows.length;
}

/** Deletes a template no CV uses (409 otherwise), and its uploaded preview when no other template shows it. */
export async function deleteTemplate(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await lockExisting(tx, id);
  const [used] = await tx.select({ n: count() }).from(cvs).where(eq(cvs.templateId, id));
  const n = used?.n ?? 0;
  if (n > 0) throw conflict('TEMPLATE_IN_USE', { smart_count: n });
  await tx
    .delete(templates)
    .where(eq(templates.id, id))
    .catch((err) => {
      // A CV took the template between the count and the delete.
      throw isForeignKeyViolation(err) ? conflict('TEMPLATE_USED_BY_CVS') : err;
    });
  await dropUnusedPreview(tx, before.preview);
  await audit(tx, actor, { action: 'template.delete', entity: 'template', entityId: id, recordName: before.name, before: toTemplate(before) });
}

export async function toggleTemplatePremium(tx: Tx, actor: Actor, id: string): Promise<Template> {
  const before = await lockExisting(tx, id);
  const [row] = await tx.update(templates).set({ isPremium: !before.isPremium, updatedAt: actor.at }).where(eq(templates.id, id)).returning(templateColumns);
  await audit(tx, actor, {
    action: 'template.toggle_premium',
    entity: 'template',
    entityId: id,
    recordName: before.name,
    before: { isPremium: before.isPremium },
    after: { isPremium: row!.isPremium },
  });
  return toTemplate(row!);
}

/**
 * Saves the (already validated) HTML file. With `lastModified`, refuses (409) a file changed
 * by someone else since the caller opened it. Returns the file's new modification time.
 */
export async function saveTemplateFile(tx: Tx, actor: Actor, id: string, content: string, lastModified: string | undefined): Promise<Date> {
  const [before] = await tx
    .select({ bytes: sql<number>`octet_length(${templates.content})`.mapWith(Number), lastModified: templates.contentUpdatedAt, name: templates.name })
    .from(templates)
    .where(eq(templates.id, id))
    .for('update');
  if (!before) throw notFound('TEMPLATE');
  if (lastModified && new Date(lastModified).getTime() !== before.lastModified.getTime()) {
    throw conflict('TEMPLATE_FILE_CHANGED');
  }
  await tx.update(templates).set({ content, contentUpdatedAt: actor.at, updatedAt: actor.at }).where(eq(templates.id, id));
  // The HTML itself is not copied into the audit trail (up to 1 MB a save): its size is.
  await audit(tx, actor, {
    action: 'template.update_file',
    entity: 'template',
    entityId: id,
    recordName: before.name,
    before: { bytes: before.bytes, lastModified: before.lastModified.toISOString() },
    after: { bytes: new TextEncoder().encode(content).length, lastModified: actor.at.toISOString() },
  });
  return actor.at;
}

/** Stores an uploaded preview image and makes it the template's preview; returns its address. */
export async function setUploadedPreview(tx: Tx, actor: Actor, id: string, image: { bytes: Uint8Array; mimeType: string }): Promise<string> {
  const before = await lockExisting(tx, id);
  const url = previewUrl(await storePreview(tx, image.bytes, image.mimeType, actor.at));
  await tx.update(templates).set({ preview: url, updatedAt: actor.at }).where(eq(templates.id, id));
  await dropUnusedPreview(tx, before.preview);
  await audit(tx, actor, {
    action: 'template.upload_preview',
    entity: 'template',
    entityId: id,
    recordName: before.name,
    before: { preview: before.preview },
    after: { preview: url, mimeType: image.mimeType, bytes: image.bytes.byteLength },
  });
  return url;
}
