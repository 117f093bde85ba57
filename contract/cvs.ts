// CVs (admin view): the shapes the API returns and the input rules, shared by server and screens.
import { z } from 'zod';
import { deletedIdSchema, deletedCountSchema, updatedCountSchema } from './envelope.js';
import { count, instant } from './fields.js';
import { paginationSchema } from './lists.js';
import { pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';
import { route } from './route.js';

export const CV_LANGUAGES = ['en', 'vi', 'zh'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
export const CV_STATUSES = ['public', 'private', 'draft'] as const;
export type CvStatus = (typeof CV_STATUSES)[number];
export const CV_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;
export const CVS_PAGE_SIZE = 20;
/** A preview link lives this long (docs/api.md "CVs"). */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Draft if isDraft, else public if isPublic, else private. */
export function cvStatus(cv: { isDraft: boolean; isPublic: boolean }): CvStatus {
  if (cv.isDraft) return 'draft';
  return cv.isPublic ? 'public' : 'private';
}

export const cvOwnerSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type CvOwner = z.infer<typeof cvOwnerSchema>;

export const cvSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  language: z.string(),
  templateId: z.uuid().nullable(),
  template: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  isDraft: z.boolean(),
  isPublic: z.boolean(),
  status: z.enum(CV_STATUSES),
  viewCount: count,
  downloadCount: count,
  createdAt: instant,
  updatedAt: instant,
  user: cvOwnerSchema,
});
export type Cv = z.infer<typeof cvSchema>;

export const cvStatsSchema = z.object({ totalCVs: count, publicCVs: count, privateCVs: count, draftCVs: count });
export type CvStats = z.infer<typeof cvStatsSchema>;

export const cvListQuery = z.object({
  ...pageQuery(CVS_PAGE_SIZE),
  ...seekQuery,
  search: searchParam,
  status: z.enum(CV_STATUSES, { message: 'Status must be public, private or draft' }).optional(),
  language: z.enum(CV_LANGUAGES, { message: 'Language must be en, vi or zh' }).optional(),
  sort: sortParam(CV_SORT_FIELDS).default('createdAt'),
  order: sortOrder,
});

export const cvListSchema = z.object({ cvs: z.array(cvSchema), pagination: paginationSchema, stats: cvStatsSchema });
export const previewTokenSchema = z.object({ previewToken: z.string(), expiresAt: instant });

/** What an admin may change on a CV: its name and language, never its status. */
export const cvUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'CV name is required').max(200, 'CV name is too long'),
    language: z.enum(CV_LANGUAGES, { message: 'Language must be en, vi or zh' }),
  })
  .partial();
export type CvUpdate = z.infer<typeof cvUpdateBody>;

const cvIds = z
  .array(z.uuid('Every id must be a UUID'), { message: 'cvIds must be a list of ids' })
  .min(1, 'Select at least one CV')
  .max(1000, 'At most 1000 CVs at once');

export const cvBulkUpdateBody = z.object({ cvIds, updates: cvUpdateBody });
export const cvBulkDeleteBody = z.object({ cvIds });

/**
 * The CV preview page's query. Never refuses: the page opens in a browser tab, where a bad or
 * missing token gets the 'invalid or expired' page, not a JSON error.
 */
/** Never refused: a missing or wrong token (one holding U+0000 included) gets the page that says so. */
export const cvRenderQuery = z.object({
  token: z
    .string()
    .optional()
    .transform((v) => (v?.includes('\u0000') ? undefined : v))
    .meta({ description: 'From POST /api/admin/cvs/{id}/preview-token' }),
});

const CVS = '/api/admin/cvs';

/** The CVs' routes (contract/route.ts): the admin's list, edits and deletes, and the secure preview. */
export const cvRoutes = {
  list: route({ method: 'get', path: CVS, summary: 'List CVs with stats', permission: 'cvs.read', query: cvListQuery, data: cvListSchema }),
  bulkUpdate: route({
    method: 'put',
    path: `${CVS}/bulk`,
    summary: 'Update CVs (name, language)',
    permission: 'cvs.edit',
    body: cvBulkUpdateBody,
    data: updatedCountSchema,
  }),
  bulkDelete: route({
    method: 'delete',
    path: `${CVS}/bulk`,
    summary: 'Delete CVs',
    permission: 'cvs.delete',
    body: cvBulkDeleteBody,
    data: deletedCountSchema,
  }),
  get: route({ method: 'get', path: `${CVS}/{id}`, summary: 'Get a CV', permission: 'cvs.read', entity: 'CV', data: cvSchema }),
  update: route({
    method: 'put',
    path: `${CVS}/{id}`,
    summary: 'Update a CV (name, language)',
    permission: 'cvs.edit',
    entity: 'CV',
    body: cvUpdateBody,
    data: cvSchema,
  }),
  delete: route({ method: 'delete', path: `${CVS}/{id}`, summary: 'Delete a CV', permission: 'cvs.delete', entity: 'CV', data: deletedIdSchema }),
  previewToken: route({
    method: 'post',
    path: `${CVS}/{id}/preview-token`,
    summary: 'A preview token for the CV (valid 10 minutes)',
    permission: 'cvs.read',
    entity: 'CV',
    data: previewTokenSchema,
  }),
  // A browser tab opens it: every refusal is a page (401), never a JSON 400 or 404, so the id is
  // not declared as an entity and the handler checks the token (cvRenderQuery never refuses).
  preview: route({
    method: 'get',
    path: '/api/cv/render/{id}',
    summary: 'The CV rendered with its template, for a preview tab',
    public: true,
    query: cvRenderQuery,
    file: { type: 'text/html', description: 'The CV page, sandboxed by its Content-Security-Policy' },
    errors: { 400: null, 404: null, 401: ['Bad or expired token: a page that says so', 'text/html'] },
  }),
};
