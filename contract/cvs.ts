// CVs (admin view): the shapes the API returns and the input rules, shared by server and screens.
import { z } from 'zod';

export const CV_LANGUAGES = ['en', 'vi', 'zh'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
export const CV_STATUSES = ['public', 'private', 'draft'] as const;
export type CvStatus = (typeof CV_STATUSES)[number];
export const CV_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;
export const CVS_PAGE_SIZE = 20;
/** A preview link lives this long (API.md). */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Spec §4: draft if isDraft, else public if isPublic, else private. */
export function cvStatus(cv: { isDraft: boolean; isPublic: boolean }): CvStatus {
  if (cv.isDraft) return 'draft';
  return cv.isPublic ? 'public' : 'private';
}

export interface CvOwner {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Cv {
  id: string;
  name: string;
  language: string;
  templateId: string | null;
  template: { id: string; name: string } | null;
  isDraft: boolean;
  isPublic: boolean;
  status: CvStatus;
  viewCount: number;
  downloadCount: number;
  createdAt: string;
  updatedAt: string;
  user: CvOwner;
}

export interface CvStats {
  totalCVs: number;
  publicCVs: number;
  privateCVs: number;
  draftCVs: number;
}

/** What an admin may change on a CV: its name and language, never its status (spec §4). */
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
