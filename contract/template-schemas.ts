// Templates over the wire: the request and response schemas of the template routes, and the
// routes themselves (templateRoutes, at the end). Apart from templates.ts (the form rules) so
// the template screens, which only need the types, do not download zod with them.
import { z } from 'zod';
import { count, instant } from './fields.js';
import { deletedIdSchema, errorEnvelopeSchema, updatedCountSchema } from './envelope.js';
import { paginationSchema } from './lists.js';
import { boolParam, exportFormatParam, pageQuery, searchParam, sortOrder, sortParam } from './query.js';
import { CSV_FILE } from './responses.js';
import { route } from './route.js';
import { type CheckOptions, checkTemplateFields, PREVIEW_IMAGE_PATH, TEMPLATE_CATEGORIES, TEMPLATE_FIELD_MESSAGES, TEMPLATE_PAGE_SIZE } from './templates.js';

export const TEMPLATE_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'usageCount', 'category'] as const;
export type TemplateSortField = (typeof TEMPLATE_SORT_FIELDS)[number];

/** A template as the API returns it (lists and get omit the HTML content). */
export const templateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  preview: z.string(),
  isPremium: z.boolean(),
  status: z.boolean(),
  usageCount: count,
  createdAt: instant,
  updatedAt: instant,
});
export type Template = z.infer<typeof templateSchema>;

export const templateStatsSchema = z.object({ totalTemplates: count, freeTemplates: count, premiumTemplates: count, totalUsage: count });
export type TemplateStats = z.infer<typeof templateStatsSchema>;

export const templateFileSchema = z.object({ content: z.string(), lastModified: instant });
export type TemplateFile = z.infer<typeof templateFileSchema>;

export const templateValidationSchema = z.object({ isValid: z.boolean(), errors: z.array(z.string()), warnings: z.array(z.string()) });
export type TemplateValidation = z.infer<typeof templateValidationSchema>;

// ── requests ─────────────────────────────────────────────────────────────────────────────

/** The list's filters, also those of the export. */
export const templateFilterQuery = z.object({
  search: searchParam,
  category: z.enum(TEMPLATE_CATEGORIES, { message: `Category must be one of ${TEMPLATE_CATEGORIES.join(', ')}` }).optional(),
  isPremium: boolParam.optional(),
  status: boolParam.optional(),
});
export const templateListQuery = z.object({
  ...pageQuery(TEMPLATE_PAGE_SIZE),
  ...templateFilterQuery.shape,
  sort: sortParam(TEMPLATE_SORT_FIELDS).default('createdAt'),
  order: sortOrder,
});
export const templateExportQuery = templateFilterQuery.extend({
  format: exportFormatParam,
});

// The bodies check types and sizes only; the form's rules (checkTemplateFields) run after
// parsing, with one message per field.
const text = (what: string) => z.string({ message: `${what} must be text` }).max(10_000, `${what} is too long`);
const flag = (what: string) => z.boolean({ message: `${what} must be true or false` });
const fields = {
  name: text('Name'),
  description: text('Description'),
  category: text('Category'),
  preview: text('Preview'),
  isPremium: flag('isPremium'),
  status: flag('status'),
};
const content = z.string({ message: 'Content must be text' });

/** The editable fields of a template. */
export type TemplateFields = z.output<z.ZodObject<typeof fields>>;

export const templateCreateBody = z.object({
  ...fields,
  preview: fields.preview.default(''),
  isPremium: fields.isPremium.default(false),
  status: fields.status.default(true),
  content: content.optional().meta({ description: 'The HTML; a starter template when absent' }),
});
/**
 * The template form (create and edit): the editable fields held to the form's rules
 * (checkTemplateFields), every field's first problem at once, in the rules' own words.
 */
export const templateFormSchema = (options: CheckOptions) =>
  z.object(fields).superRefine((values, ctx) => {
    for (const [field, code] of Object.entries(checkTemplateFields(values, options))) {
      ctx.addIssue({ code: 'custom', path: [field], message: TEMPLATE_FIELD_MESSAGES[code] });
    }
  });

/** Clients may send the whole record back: unknown keys are dropped, known ones checked. */
export const templateUpdateBody = z.object(fields).partial();
export const templateBulkBody = z.object({
  templateIds: z
    .array(z.uuid({ message: 'Each template id must be a UUID' }), { message: 'templateIds must be a list' })
    .min(1, 'Select at least one template')
    .max(1000, 'At most 1000 templates at a time'),
  updates: z
    .strictObject(
      { isPremium: flag('isPremium').optional(), status: flag('status').optional() },
      { error: (iss) => (iss.code === 'unrecognized_keys' ? 'Only isPremium and status can be changed in bulk' : 'updates must be an object') },
    )
    .refine((u) => u.isPremium !== undefined || u.status !== undefined, 'Send isPremium or status to change'),
});
export const templateFileBody = z.object({
  content,
  lastModified: z.iso
    .datetime({ offset: true, message: 'lastModified must be an ISO date' })
    .optional()
    .meta({ description: '(extension) The lastModified the editor loaded: a newer file on the server is a 409, not a silent overwrite' }),
});
export const templateValidateBody = z.object({ content });

// ── responses ────────────────────────────────────────────────────────────────────────────

export const templateListSchema = z.object({ templates: z.array(templateSchema), pagination: paginationSchema, stats: templateStatsSchema });
export const templateExportSchema = z.object({ templates: z.array(templateSchema) });
export const templateCategoriesSchema = z.object({ categories: z.array(z.object({ category: z.string(), count })) });
export const templateAnalyticsSchema = z.object({
  totals: templateStatsSchema,
  usageByCategory: z.array(
    z.object({
      category: z.string(),
      templates: count,
      premium: count,
      visible: count,
      usage: count,
      share: z.number().meta({ description: 'Percent of all usage, one decimal' }),
    }),
  ),
  usageByTier: z.object({ free: count, premium: count }).meta({ description: 'Uses of the free and of the premium templates' }),
  topTemplates: z.array(templateSchema),
});
export const templateFileSavedSchema = templateFileSchema.extend({ validation: templateValidationSchema });
export const previewUploadedSchema = z.object({ imageUrl: z.string() });
/** Invalid HTML on create or file save: the 400 carries the full validation as `data`. */
export const templateRejectedSchema = z.union([errorEnvelopeSchema, errorEnvelopeSchema.extend({ data: templateValidationSchema })]);

// ── routes ───────────────────────────────────────────────────────────────────────────────

const TEMPLATES = '/api/admin/templates';

/**
 * The templates' routes (contract/route.ts): the admins' list, changes, HTML file and preview
 * upload, and the uploaded preview image, served publicly so an <img> can load it.
 */
export const templateRoutes = {
  list: route({
    method: 'get',
    path: TEMPLATES,
    summary: 'List templates with stats',
    permission: 'templates.read',
    query: templateListQuery,
    data: templateListSchema,
  }),
  categories: route({
    method: 'get',
    path: `${TEMPLATES}/categories`,
    summary: 'The categories with their counts',
    permission: 'templates.read',
    data: templateCategoriesSchema,
  }),
  analytics: route({
    method: 'get',
    path: `${TEMPLATES}/analytics`,
    summary: 'Usage per category and the most used templates',
    permission: 'templates.read',
    data: templateAnalyticsSchema,
  }),
  export: route({
    method: 'get',
    path: `${TEMPLATES}/export`,
    summary: 'Export the filtered templates (format=csv: a file, its headers in the Accept-Language (en, vi); format=json: JSON)',
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'templates.export',
    query: templateExportQuery,
    data: templateExportSchema,
    file: CSV_FILE,
  }),
  validate: route({
    method: 'post',
    path: `${TEMPLATES}/validate`,
    summary: 'Validate template HTML',
    permission: 'templates.edit',
    body: templateValidateBody,
    data: templateValidationSchema,
  }),
  bulkUpdate: route({
    method: 'put',
    path: `${TEMPLATES}/bulk`,
    summary: 'Set isPremium or status on templates',
    permission: 'templates.edit',
    body: templateBulkBody,
    data: updatedCountSchema,
  }),
  create: route({
    method: 'post',
    path: TEMPLATES,
    summary: 'Create a template',
    permission: 'templates.edit',
    body: templateCreateBody,
    data: templateSchema,
    status: 201,
    rejected: templateRejectedSchema,
  }),
  get: route({
    method: 'get',
    path: `${TEMPLATES}/{id}`,
    summary: 'Get a template (without its HTML)',
    permission: 'templates.read',
    entity: 'TEMPLATE',
    data: templateSchema,
  }),
  update: route({
    method: 'put',
    path: `${TEMPLATES}/{id}`,
    summary: 'Update a template (any subset of the fields)',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    body: templateUpdateBody,
    data: templateSchema,
  }),
  delete: route({
    method: 'delete',
    path: `${TEMPLATES}/{id}`,
    summary: 'Delete a template',
    permission: 'templates.delete',
    entity: 'TEMPLATE',
    data: deletedIdSchema,
    errors: { 409: 'CVs use the template' },
  }),
  togglePremium: route({
    method: 'patch',
    path: `${TEMPLATES}/{id}/premium`,
    summary: 'Toggle premium',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    data: templateSchema,
  }),
  getFile: route({
    method: 'get',
    path: `${TEMPLATES}/{id}/file`,
    summary: 'The HTML file',
    permission: 'templates.read',
    entity: 'TEMPLATE',
    data: templateFileSchema,
  }),
  saveFile: route({
    method: 'put',
    path: `${TEMPLATES}/{id}/file`,
    summary: 'Save the HTML file (refused when invalid)',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    body: templateFileBody,
    data: templateFileSavedSchema,
    rejected: templateRejectedSchema,
    errors: { 409: 'The file changed on the server since lastModified' },
  }),
  uploadPreview: route({
    method: 'post',
    path: `${TEMPLATES}/{id}/upload-preview`,
    summary: 'Upload the preview image',
    permission: 'templates.edit',
    entity: 'TEMPLATE',
    upload: { preview: 'A PNG, JPEG, GIF or WebP image (judged by its bytes), at most 5,242,880 bytes' },
    data: previewUploadedSchema,
    errors: { 413: 'The image is larger than 5 MB', 415: 'Not multipart/form-data' },
  }),
  previewImage: route({
    method: 'get',
    path: `${PREVIEW_IMAGE_PATH}{id}`,
    summary: 'An uploaded preview image',
    public: true,
    entity: 'PREVIEW_IMAGE',
    file: { type: 'image/*', description: 'The image, with its real type' },
  }),
};
