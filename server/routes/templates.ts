// Templates (API.md "Templates"): list, get, create, update, delete, premium toggle, bulk,
// categories, analytics, export, the HTML file with validation, and preview uploads.
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  templateBulkBody,
  templateCreateBody,
  templateExportQuery,
  type TemplateFields,
  templateFileBody,
  templateListQuery,
  templateUpdateBody,
  templateValidateBody,
  type TemplateValidation,
} from '../../contract/template-schemas.js';
import { validateTemplate } from '../../contract/template-validation.js';
import { checkTemplateFields, PREVIEW_MAX_BYTES, STARTER_TEMPLATE, TEMPLATE_CATEGORIES, TEMPLATE_FIELD_MESSAGES } from '../../contract/templates.js';
import type { AppEnv } from '../http/context.js';
import { cvs, templatePreviews, templates } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound, ok } from '../http/envelope.js';
import { uuidParam, parseBody, parseQuery } from '../http/parse.js';
import { keysetBatches, pagination } from '../db/lists.js';
import { audit, auditEach } from '../audit/write.js';
import { csvExport } from '../http/csv-export.js';
import { type TemplateExportRow, templateExportPage, templatesCsv } from '../services/template-export.js';
import { dropUnusedPreview, previewUrl, sniffImage, storePreview } from '../services/template-images.js';
import {
  countTemplates,
  isForeignKeyViolation,
  lockTemplate,
  templateColumns,
  templateOrderBy,
  templateStats,
  templateWhere,
  toTemplate,
} from '../services/templates.js';
import { actorOf } from '../http/request.js';

const EXPORT_BATCH = 500;

/** Spec §5's rules; on an update only the fields being changed are held to them. */
function checkFields(values: Partial<TemplateFields>, options: { previewRequired: boolean; only?: string[] }) {
  const found = checkTemplateFields(values, options);
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(found)) {
    if (!options.only || options.only.includes(field)) errors[field] = TEMPLATE_FIELD_MESSAGES[code];
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

const trimmed = <T extends Partial<TemplateFields>>(v: T): T => ({
  ...v,
  ...(v.name !== undefined && { name: v.name.trim() }),
  ...(v.description !== undefined && { description: v.description.trim() }),
  ...(v.category !== undefined && { category: v.category.trim() }),
  ...(v.preview !== undefined && { preview: v.preview.trim() }),
});

/** Invalid HTML: 400 with the field error and the full lists, as POST /validate gives them. */
function invalidContent(c: Context<AppEnv>, result: TemplateValidation) {
  const n = result.errors.length;
  const message = `The template has ${n} error${n === 1 ? '' : 's'}: ${result.errors[0]}`;
  return c.json({ success: false, message, errors: { content: result.errors.join('\n') }, data: result }, 400);
}

export const templateRoutes = new Hono<AppEnv>();

templateRoutes.get('/', async (c) => {
  const { db } = c.get('deps');
  const q = parseQuery(c, templateListQuery);
  const where = templateWhere(q);
  const [rows, total, stats] = await Promise.all([
    db
      .select(templateColumns)
      .from(templates)
      .where(where)
      .orderBy(...templateOrderBy(q.sort, q.order))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    countTemplates(db, where),
    templateStats(db),
  ]);
  return ok(c, { templates: rows.map(toTemplate), pagination: pagination(q.page, q.limit, total), stats });
});

templateRoutes.get('/categories', async (c) => {
  const { db } = c.get('deps');
  const rows = await db.select({ category: templates.category, count: count() }).from(templates).groupBy(templates.category);
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  // All nine, empty ones included, then any unknown category found in the data.
  const categories = [
    ...TEMPLATE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 })),
    ...rows.filter((r) => !(TEMPLATE_CATEGORIES as readonly string[]).includes(r.category)).sort((a, b) => a.category.localeCompare(b.category)),
  ];
  return ok(c, { categories });
});

templateRoutes.get('/analytics', async (c) => {
  const { db } = c.get('deps');
  const [rows, totals, top] = await Promise.all([
    db
      .select({
        category: templates.category,
        templates: count(),
        premium: sql<number>`count(*) filter (where ${templates.isPremium})`.mapWith(Number),
        visible: sql<number>`count(*) filter (where ${templates.status})`.mapWith(Number),
        usage: sql<number>`coalesce(sum(${templates.usageCount}), 0)`.mapWith(Number),
      })
      .from(templates)
      .groupBy(templates.category),
    templateStats(db),
    db.select(templateColumns).from(templates).orderBy(desc(templates.usageCount), desc(templates.id)).limit(5),
  ]);
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  const empty = { templates: 0, premium: 0, visible: 0, usage: 0 };
  const usageByCategory = [
    ...TEMPLATE_CATEGORIES.map((category) => ({ ...empty, ...byCategory.get(category), category })),
    ...rows.filter((r) => !(TEMPLATE_CATEGORIES as readonly string[]).includes(r.category)),
  ].map((r) => ({ ...r, share: totals.totalUsage ? Math.round((r.usage / totals.totalUsage) * 1000) / 10 : 0 }));
  return ok(c, { totals, usageByCategory, topTemplates: top.map(toTemplate) });
});

templateRoutes.get('/export', async (c) => {
  const { db, clock } = c.get('deps');
  const { format, ...filters } = parseQuery(c, templateExportQuery);
  const where = templateWhere(filters);
  if (format === 'json') {
    const rows = [];
    for await (const batch of keysetBatches<TemplateExportRow>((after) => templateExportPage(db, where, after, EXPORT_BATCH), EXPORT_BATCH))
      rows.push(...batch);
    return ok(c, { templates: rows.map(toTemplate) });
  }
  // The file is named for the business day (Asia/Ho_Chi_Minh, UTC+7 all year).
  const day = new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return csvExport(db, templatesCsv(where, day));
});

templateRoutes.post('/validate', async (c) => {
  const { content } = await parseBody(c, templateValidateBody);
  return ok(c, validateTemplate(content));
});

templateRoutes.put('/bulk', async (c) => {
  const { db, clock } = c.get('deps');
  const { templateIds, updates } = await parseBody(c, templateBulkBody);
  const ids = [...new Set(templateIds)];
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(templates)
      .set({ ...updates, updatedAt: clock.now() })
      .where(inArray(templates.id, ids))
      .returning({ id: templates.id });
    await auditEach(
      tx,
      actorOf(c),
      rows.map((r) => ({ action: 'template.bulk_update', entity: 'template', entityId: r.id, after: updates })),
    );
    return rows.length;
  });
  return ok(c, { updated }, `${updated} templates updated successfully`);
});

templateRoutes.post('/', async (c) => {
  const { db, clock } = c.get('deps');
  const body = trimmed(await parseBody(c, templateCreateBody));
  checkFields(body, { previewRequired: false });
  const content = body.content ?? STARTER_TEMPLATE;
  const result = validateTemplate(content);
  if (!result.isValid) return invalidContent(c, result);
  const now = clock.now();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(templates)
      .values({
        name: body.name,
        description: body.description,
        category: body.category,
        preview: body.preview,
        isPremium: body.isPremium,
        status: body.status,
        content,
        contentUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning(templateColumns);
    await audit(tx, actorOf(c), { action: 'template.create', entity: 'template', entityId: row!.id, after: toTemplate(row!) });
    return row!;
  });
  return ok(c, toTemplate(created), 'Template created successfully', 201);
});

templateRoutes.get('/:id', async (c) => {
  const id = uuidParam(c, 'Template');
  const [row] = await c.get('deps').db.select(templateColumns).from(templates).where(eq(templates.id, id));
  if (!row) throw notFound('Template');
  return ok(c, toTemplate(row));
});

templateRoutes.put('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Template');
  const changes = trimmed(await parseBody(c, templateUpdateBody));
  if (!Object.keys(changes).length) throw badRequest('Nothing to update', { _: 'Send at least one field to change' });
  checkFields(changes, { previewRequired: true, only: Object.keys(changes) });
  const updated = await db.transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    if (!before) throw notFound('Template');
    const [row] = await tx
      .update(templates)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(templates.id, id))
      .returning(templateColumns);
    if (changes.preview !== undefined && changes.preview !== before.preview) await dropUnusedPreview(tx, before.preview);
    await audit(tx, actorOf(c), { action: 'template.update', entity: 'template', entityId: id, before: toTemplate(before), after: toTemplate(row!) });
    return row!;
  });
  return ok(c, toTemplate(updated), 'Template updated successfully');
});

templateRoutes.delete('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'Template');
  try {
    await db.transaction(async (tx) => {
      const before = await lockTemplate(tx, id);
      if (!before) throw notFound('Template');
      const [used] = await tx.select({ n: count() }).from(cvs).where(eq(cvs.templateId, id));
      const n = used?.n ?? 0;
      if (n > 0) throw conflict(`This template is used by ${n} CV${n === 1 ? '' : 's'} and cannot be deleted`);
      await tx.delete(templates).where(eq(templates.id, id));
      await dropUnusedPreview(tx, before.preview);
      await audit(tx, actorOf(c), { action: 'template.delete', entity: 'template', entityId: id, before: toTemplate(before) });
    });
  } catch (err) {
    // A CV took the template between our count and the delete.
    if (isForeignKeyViolation(err)) throw conflict('This template is used by CVs and cannot be deleted');
    throw err;
  }
  return ok(c, { id }, 'Template deleted successfully');
});

templateRoutes.patch('/:id/premium', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Template');
  const updated = await db.transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    if (!before) throw notFound('Template');
    const [row] = await tx
      .update(templates)
      .set({ isPremium: !before.isPremium, updatedAt: clock.now() })
      .where(eq(templates.id, id))
      .returning(templateColumns);
    await audit(tx, actorOf(c), {
      action: 'template.toggle_premium',
      entity: 'template',
      entityId: id,
      before: { isPremium: before.isPremium },
      after: { isPremium: row!.isPremium },
    });
    return row!;
  });
  return ok(c, toTemplate(updated), 'Template updated successfully');
});

templateRoutes.get('/:id/file', async (c) => {
  const id = uuidParam(c, 'Template');
  const [row] = await c
    .get('deps')
    .db.select({ content: templates.content, lastModified: templates.contentUpdatedAt })
    .from(templates)
    .where(eq(templates.id, id));
  if (!row) throw notFound('Template');
  return ok(c, { content: row.content, lastModified: row.lastModified.toISOString() });
});

templateRoutes.put('/:id/file', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Template');
  const { content, lastModified } = await parseBody(c, templateFileBody);
  const result = validateTemplate(content);
  if (!result.isValid) {
    // Still a 404 for an unknown template, before talking about its content.
    const [exists] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id));
    if (!exists) throw notFound('Template');
    return invalidContent(c, result);
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ bytes: sql<number>`octet_length(${templates.content})`.mapWith(Number), lastModified: templates.contentUpdatedAt })
      .from(templates)
      .where(eq(templates.id, id))
      .for('update');
    if (!before) throw notFound('Template');
    if (lastModified && new Date(lastModified).getTime() !== before.lastModified.getTime()) {
      throw conflict('The template file was changed by someone else since you opened it. Reload the file to see the latest version.');
    }
    await tx.update(templates).set({ content, contentUpdatedAt: now, updatedAt: now }).where(eq(templates.id, id));
    // The HTML itself is not copied into the audit trail (up to 1 MB a save): its size is.
    await audit(tx, actorOf(c), {
      action: 'template.update_file',
      entity: 'template',
      entityId: id,
      before: { bytes: before.bytes, lastModified: before.lastModified.toISOString() },
      after: { bytes: new TextEncoder().encode(content).length, lastModified: now.toISOString() },
    });
  });
  return ok(c, { content, lastModified: now.toISOString(), validation: result }, 'Template file saved successfully');
});

const UPLOAD_OVERHEAD = 64 * 1024; // multipart boundaries and headers around the file
const tooLarge = () => new HttpError(413, 'Image file must be less than 5MB');

templateRoutes.post(
  '/:id/upload-preview',
  // The app's JSON limit skips this path; this one refuses by Content-Length before reading.
  bodyLimit({
    maxSize: PREVIEW_MAX_BYTES + UPLOAD_OVERHEAD,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c) => {
    const { db, clock } = c.get('deps');
    const id = uuidParam(c, 'Template');
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new HttpError(415, 'Content-Type must be multipart/form-data');
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw badRequest('Malformed multipart body');
    }
    const file = form.preview;
    if (!(file instanceof File)) throw badRequest('Send the image in the multipart field "preview"', { preview: 'Please select a valid image file' });
    if (file.size > PREVIEW_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = await sniffImage(bytes);
    if (!mimeType) throw badRequest('The file is not a PNG, JPEG, GIF or WebP image', { preview: 'Please select a valid image file' });

    const imageUrl = await db.transaction(async (tx) => {
      const before = await lockTemplate(tx, id);
      if (!before) throw notFound('Template');
      const imageId = await storePreview(tx, bytes, mimeType, clock.now());
      const url = previewUrl(imageId);
      await tx.update(templates).set({ preview: url, updatedAt: clock.now() }).where(eq(templates.id, id));
      await dropUnusedPreview(tx, before.preview);
      await audit(tx, actorOf(c), {
        action: 'template.upload_preview',
        entity: 'template',
        entityId: id,
        before: { preview: before.preview },
        after: { preview: url, mimeType, bytes: bytes.byteLength },
      });
      return url;
    });
    return ok(c, { imageUrl }, 'Preview image uploaded successfully');
  },
);

/** Uploaded preview images, public so an <img> can load them. */
export const templatePreviewRoutes = new Hono<AppEnv>();

templatePreviewRoutes.get('/:id', async (c) => {
  const id = uuidParam(c, 'Preview image');
  const [row] = await c
    .get('deps')
    .db.select({ mimeType: templatePreviews.mimeType, data: templatePreviews.data })
    .from(templatePreviews)
    .where(eq(templatePreviews.id, id));
  if (!row) throw notFound('Preview image');
  return c.body(new Uint8Array(row.data), 200, {
    'Content-Type': row.mimeType,
    'Content-Length': String(row.data.byteLength),
    'X-Content-Type-Options': 'nosniff',
    // An id is never reused for other bytes, so the image can be cached for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
});
