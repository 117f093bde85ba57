// Templates: list, categories, analytics, export, validation, bulk changes, create, get,
// update, delete, the premium toggle, the HTML file, and the preview image (uploaded as
// multipart by an admin, served publicly so an <img> can load it).
import { deletedIdResult, updatedResult } from '../../../contract/envelope.js';
import {
  previewUploadedSchema,
  templateAnalyticsSchema,
  templateBulkBody,
  templateCategoriesSchema,
  templateCreateBody,
  templateExportQuery,
  templateExportSchema,
  templateFileBody,
  templateFileSavedSchema,
  templateFileSchema,
  templateListQuery,
  templateListSchema,
  templateRejectedSchema,
  templateSchema,
  templateStatsSchema,
  templateUpdateBody,
  templateValidateBody,
  templateValidationSchema,
} from '../../../contract/template-schemas.js';
import { validateTemplate } from '../../../contract/template-validation.js';
import { STARTER_TEMPLATE } from '../../../contract/templates.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { CSV_FILE } from '../../../contract/responses.js';
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

const BASE = '/api/admin/templates';

// The fixed paths come before /{id}, which would take them for ids.
templatesArea.get(
  BASE,
  { summary: 'List templates with stats', permission: 'templates.read', query: templateListQuery, data: templateListSchema },
  async (c, { query }) => ok(c, await listTemplates(c.get('deps').db, query)),
);

templatesArea.get(
  `${BASE}/categories`,
  { summary: 'The categories with their counts', permission: 'templates.read', data: templateCategoriesSchema },
  async (c) => ok(c, await templateCategories(c.get('deps').db)),
);

templatesArea.get(
  `${BASE}/analytics`,
  { summary: 'Usage per category and the most used templates', permission: 'templates.read', data: templateAnalyticsSchema },
  async (c) => ok(c, await templateAnalytics(c.get('deps').db)),
);

templatesArea.get(
  `${BASE}/export`,
  {
    summary: 'Export the filtered templates (format=csv: a file, its headers in the Accept-Language (en, vi); format=json: JSON)',
    use: [exportSlot],
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'templates.export',
    query: templateExportQuery,
    data: templateExportSchema,
    file: CSV_FILE,
  },
  async (c, { query: { format, ...filters } }) => {
    const { db, clock } = c.get('deps');
    const where = templateWhere(filters);
    if (format === 'json') return ok(c, { templates: await templatesJson(db, where) });
    return csvExport(db, templatesCsv(where, businessDay(clock.now()), csvHeaders(c).templates));
  },
);

templatesArea.post(
  `${BASE}/validate`,
  { summary: 'Validate template HTML', permission: 'templates.edit', body: templateValidateBody, data: templateValidationSchema },
  (c, { body }) => ok(c, validateTemplate(body.content)),
);

templatesArea.put(
  `${BASE}/bulk`,
  { summary: 'Set isPremium or status on templates', permission: 'templates.edit', body: templateBulkBody, data: updatedResult },
  async (c, { body }) => {
    const updated = await inTransaction(c, (tx, actor) => updateTemplates(tx, actor, body));
    return ok(c, { updated }, `${updated} templates updated successfully`);
  },
);

templatesArea.post(
  BASE,
  { summary: 'Create a template', permission: 'templates.edit', body: templateCreateBody, data: templateSchema, status: 201, rejected: templateRejectedSchema },
  async (c, { body }) => {
    const fields = trimmed(body);
    checkFields(fields, { previewRequired: false });
    const content = fields.content ?? STARTER_TEMPLATE;
    const result = validateTemplate(content);
    if (!result.isValid) return invalidContent(c, result);
    const created = await inTransaction(c, (tx, actor) => createTemplate(tx, actor, fields, content));
    return ok(c, created, 'Template created successfully', 201);
  },
);

templatesArea.get(
  `${BASE}/{id}`,
  { summary: 'Get a template (without its HTML)', permission: 'templates.read', entity: 'TEMPLATE', data: templateSchema },
  async (c, { id }) => ok(c, await getTemplate(c.get('deps').db, id)),
);

templatesArea.put(
  `${BASE}/{id}`,
  { summary: 'Update a template (any subset of the fields)', permission: 'templates.edit', entity: 'TEMPLATE', body: templateUpdateBody, data: templateSchema },
  async (c, { id, body }) => {
    const changes = trimmed(body);
    requireChanges(changes);
    checkFields(changes, { previewRequired: true, only: Object.keys(changes) });
    const updated = await inTransaction(c, (tx, actor) => updateTemplate(tx, actor, id, changes));
    return ok(c, updated, 'Template updated successfully');
  },
);

templatesArea.delete(
  `${BASE}/{id}`,
  { summary: 'Delete a template', permission: 'templates.delete', entity: 'TEMPLATE', data: deletedIdResult, errors: { 409: 'CVs use the template' } },
  async (c, { id }) => {
    await inTransaction(c, (tx, actor) => deleteTemplate(tx, actor, id));
    return ok(c, { id }, 'Template deleted successfully');
  },
);

templatesArea.patch(
  `${BASE}/{id}/premium`,
  { summary: 'Toggle premium', permission: 'templates.edit', entity: 'TEMPLATE', data: templateSchema },
  async (c, { id }) => {
    const updated = await inTransaction(c, (tx, actor) => toggleTemplatePremium(tx, actor, id));
    return ok(c, updated, 'Template updated successfully');
  },
);

templatesArea.get(
  `${BASE}/{id}/file`,
  { summary: 'The HTML file', permission: 'templates.read', entity: 'TEMPLATE', data: templateFileSchema },
  async (c, { id }) => ok(c, await getTemplateFile(c.get('deps').db, id)),
);

templatesArea.put(
  `${BASE}/{id}/file`,
  {
    summary: 'Save the HTML file (refused when invalid)',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    body: templateFileBody,
    data: templateFileSavedSchema,
    rejected: templateRejectedSchema,
    errors: { 409: 'The file changed on the server since lastModified' },
  },
  async (c, { id, body: { content, lastModified } }) => {
    const result = validateTemplate(content);
    if (!result.isValid) {
      // Still a 404 for an unknown template, before talking about its content.
      await requireTemplate(c.get('deps').db, id);
      return invalidContent(c, result);
    }
    const saved = await inTransaction(c, (tx, actor) => saveTemplateFile(tx, actor, id, content, lastModified));
    return ok(c, { content, lastModified: saved.toISOString(), validation: result }, 'Template file saved successfully');
  },
);

templatesArea.post(
  `${BASE}/{id}/upload-preview`,
  {
    summary: 'Upload the preview image',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    upload: { preview: 'A PNG, JPEG, GIF or WebP image (judged by its bytes), at most 5,242,880 bytes' },
    data: previewUploadedSchema,
    errors: { 413: 'The image is larger than 5 MB', 415: 'Not multipart/form-data' },
    // Not JSON: the image and its multipart wrapping, refused by its Content-Length when larger.
    bodyLimit: { bytes: PREVIEW_UPLOAD_LIMIT, message: PREVIEW_TOO_LARGE },
  },
  async (c, { id }) => {
    const image = await readPreviewUpload(c);
    const imageUrl = await inTransaction(c, (tx, actor) => setUploadedPreview(tx, actor, id, image));
    return ok(c, { imageUrl }, 'Preview image uploaded successfully');
  },
);

templatesArea.get(
  '/api/template-previews/{id}',
  { summary: 'An uploaded preview image', public: true, entity: 'PREVIEW_IMAGE', file: { type: 'image/*', description: 'The image, with its real type' } },
  async (c, { id }) => {
    const { bytes, headers } = await previewImage(c.get('deps').db, id);
    return c.body(bytes, 200, headers);
  },
);
