// CVs (admin view): the shapes the API returns and the input rules, shared by server and screens.
import { z } from 'zod';
import { count, instant } from './fields.js';
import { paginationSchema } from './lists.js';
import { pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';

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
export const cvUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'CV name is required').max(200, 'CV name is too long'),
    language: z.enum(CV_LANGUAGES, { message: 'Language must be en, vi or zh' }),
  })
  .partial();
export type CvUpdate = z.infer<typeof cvUpdateSchema>;

const cvIds = z
  .array(z.uuid('Every id must be a UUID'), { message: 'cvIds must be a list of ids' })
  .min(1, 'Select at least one CV')
  .max(1000, 'At most 1000 CVs at once');

export const cvBulkUpdateSchema = z.object({ cvIds, updates: cvUpdateSchema });
export const cvBulkDeleteSchema = z.object({ cvIds });

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
