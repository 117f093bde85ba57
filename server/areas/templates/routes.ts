// Templates: list, categories, analytics, export, validation, bulk changes, create, get,
// update, delete, the premium toggle, the HTML file, and the preview image (uploaded as
// multipart by an admin, served publicly so an <img> can load it).
import { templateRoutes, templateSchema, templateStatsSchema, templateValidationSchema } from '../../../contract/template-schemas.js';
import { validateTemplate } from '../../../contract/template-validation.js';
import { STARTER_TEMPLATE } from '../../../contract/templates.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { templatesCsv, templatesJson } from './export.js';
import { checkFields, invalidContent, trimmed } from './fields.js';
import { previewImage } from './images.js';
import { getTemplate, getTemplateFile, listTemplates, requireTemplate, templateAnalytics, templateCategories, templateWhere } from './queries.js';
import { createTemplate, deleteTemplate, saveTemplateFile, setUploadedPreview, toggleTemplatePremium, updateTemplate, updateTemplates } from './service.js';
import { PREVIEW_TOO_LARGE, PREVIEW_UPLOAD_LIMIT, readPreviewUpload } from './upload.js';
import { exportSlot } from '../../http/export-slots.js';

export const templatesArea = defineArea(
  { name: 'Templates', description: 'CV templates: list, create, edit, the HTML file and its validation, preview images, export.' },
  { Template: templateSchema, TemplateStats: templateStatsSchema, TemplateValidation: templateValidationSchema },
);

// The fixed paths come before /{id}, which would take them for ids.
templatesArea.bind(templateRoutes.list, async (c, { query }) => ok(c, await listTemplates(c.get('deps').db, query)));

templatesArea.bind(templateRoutes.categories, async (c) => ok(c, await templateCategories(c.get('deps').db)));

templatesArea.bind(templateRoutes.analytics, async (c) => ok(c, await templateAnalytics(c.get('deps').db)));

templatesArea.bind(
  templateRoutes.export,
  async (c, { query: { format, ...filters } }) => {
    const { db, clock } = c.get('deps');
    const where = templateWhere(filters);
    if (format === 'json') return ok(c, { templates: await templatesJson(db, where) });
    return csvExport(db, templatesCsv(where, businessDay(clock.now()), csvHeaders(c).templates));
  },
  { use: [exportSlot] },
);

templatesArea.bind(templateRoutes.validate, (c, { body }) => ok(c, validateTemplate(body.content)));

templatesArea.bind(templateRoutes.bulkUpdate, async (c, { body }) => {
  const updated = await inTransaction(c, (tx, actor) => updateTemplates(tx, actor, body));
  return ok(c, { updated }, `${updated} templates updated successfully`);
});

templatesArea.bind(templateRoutes.create, async (c, { body }) => {
  const fields = trimmed(body);
  checkFields(fields, { previewRequired: false });
  const content = fields.content ?? STARTER_TEMPLATE;
  const result = validateTemplate(content);
  if (!result.isValid) return invalidContent(c, result);
  const created = await inTransaction(c, (tx, actor) => createTemplate(tx, actor, fields, content));
  return ok(c, created, 'Template created successfully', 201);
});

templatesArea.bind(templateRoutes.get, async (c, { id }) => ok(c, await getTemplate(c.get('deps').db, id)));

templatesArea.bind(templateRoutes.update, async (c, { id, body }) => {
  const changes = trimmed(body);
  requireChanges(changes);
  checkFields(changes, { previewRequired: true, only: Object.keys(changes) });
  const updated = await inTransaction(c, (tx, actor) => updateTemplate(tx, actor, id, changes));
  return ok(c, updated, 'Template updated successfully');
});

templatesArea.bind(templateRoutes.delete, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deleteTemplate(tx, actor, id));
  return ok(c, { id }, 'Template deleted successfully');
});

templatesArea.bind(templateRoutes.togglePremium, async (c, { id }) => {
  const updated = await inTransaction(c, (tx, actor) => toggleTemplatePremium(tx, actor, id));
  return ok(c, updated, 'Template updated successfully');
});

templatesArea.bind(templateRoutes.getFile, async (c, { id }) => ok(c, await getTemplateFile(c.get('deps').db, id)));

templatesArea.bind(templateRoutes.saveFile, async (c, { id, body: { content, lastModified } }) => {
  const result = validateTemplate(content);
  if (!result.isValid) {
    // Still a 404 for an unknown template, before talking about its content.
    await requireTemplate(c.get('deps').db, id);
    return invalidContent(c, result);
  }
  const saved = await inTransaction(c, (tx, actor) => saveTemplateFile(tx, actor, id, content, lastModified));
  return ok(c, { content, lastModified: saved.toISOString(), validation: result }, 'Template file saved successfully');
});

templatesArea.bind(
  templateRoutes.uploadPreview,
  async (c, { id }) => {
    const image = await readPreviewUpload(c);
    const imageUrl = await inTransaction(c, (tx, actor) => setUploadedPreview(tx, actor, id, image));
    return ok(c, { imageUrl }, 'Preview image uploaded successfully');
  },
  // Not JSON: the image and its multipart wrapping, refused by its Content-Length when larger.
  { bodyLimit: { bytes: PREVIEW_UPLOAD_LIMIT, message: PREVIEW_TOO_LARGE } },
);

templatesArea.bind(templateRoutes.previewImage, async (c, { id }) => {
  const { bytes, headers } = await previewImage(c.get('deps').db, id);
  return c.body(bytes, 200, headers);
});
