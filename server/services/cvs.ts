// CVs (admin view): the list's filters and stats, the API's view of a CV, and deletion that
// keeps templates' usage counts equal to the CVs that use them.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Cv, type CvStatus, cvStatus } from '../../src/contract/cvs.js';
import type { Db, Tx } from '../db/client.js';
import { cvs, templates, users } from '../db/schema.js';
import { likePattern } from '../lib/query.js';

export interface CvFilters {
  search?: string;
  status?: CvStatus;
  language?: string;
}

const STATUS_WHERE: Record<CvStatus, SQL> = {
  draft: sql`${cvs.isDraft}`,
  public: sql`(not ${cvs.isDraft} and ${cvs.isPublic})`,
  private: sql`(not ${cvs.isDraft} and not ${cvs.isPublic})`,
};

/**
 * Search matches the CV name or its owner's name/email. Written as a union of the two
 * index-backed lookups (cvs_name_trgm; users_search_trgm then cvs_user_idx) because an OR
 * across the two tables would scan every CV.
 */
function cvSearch(term: string): SQL {
  const p = likePattern(term);
  return sql`${cvs.id} in (
    select c1.id from cvs c1 where c1.name ilike ${p}
    union
    select c2.id from cvs c2 where c2.user_id in (
      select u.id from users u where (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike ${p}))`;
}

export function cvWhere(f: CvFilters): SQL | undefined {
  return and(
    f.search ? cvSearch(f.search) : undefined,
    f.status ? STATUS_WHERE[f.status] : undefined,
    f.language ? eq(cvs.language, f.language) : undefined,
  );
}

const SORT_COLUMNS = { createdAt: cvs.createdAt, updatedAt: cvs.updatedAt, name: cvs.name } as const;
export type CvSort = keyof typeof SORT_COLUMNS;

export function cvOrderBy(sort: CvSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return [dir(SORT_COLUMNS[sort]), dir(cvs.id)];
}

/** The columns of a CV row the admin sees (never the content), with its owner. */
export const cvColumns = {
  id: cvs.id,
  name: cvs.name,
  language: cvs.language,
  templateId: cvs.templateId,
  isDraft: cvs.isDraft,
  isPublic: cvs.isPublic,
  viewCount: cvs.viewCount,
  downloadCount: cvs.downloadCount,
  createdAt: cvs.createdAt,
  updatedAt: cvs.updatedAt,
  userId: users.id,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
};

type CvListRow = Awaited<ReturnType<typeof listCvRows>>[number];

export function toCv(row: CvListRow, template: { id: string; name: string } | null = null): Cv {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    templateId: row.templateId,
    template,
    isDraft: row.isDraft,
    isPublic: row.isPublic,
    status: cvStatus(row),
    viewCount: row.viewCount,
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: row.userId, firstName: row.userFirstName, lastName: row.userLastName, email: row.userEmail },
  };
}

export async function listCvRows(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select(cvColumns)
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** One CV with its owner and template name, or undefined. */
export async function findCv(db: Tx, id: string): Promise<Cv | undefined> {
  const [row] = await db
    .select({ ...cvColumns, templateName: templates.name })
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    .leftJoin(templates, eq(templates.id, cvs.templateId))
    .where(eq(cvs.id, id));
  if (!row) return undefined;
  const { templateName, ...cv } = row;
  return toCv(cv, cv.templateId && templateName !== null ? { id: cv.templateId, name: templateName } : null);
}

/** The four stats in one pass, plus the filtered total in the same pass when there is no search. */
export async function cvStats(db: Db, filtered?: SQL) {
  const [row] = await db
    .select({
      totalCVs: sql<number>`count(*)::int`,
      publicCVs: sql<number>`(count(*) filter (where ${STATUS_WHERE.public}))::int`,
      privateCVs: sql<number>`(count(*) filter (where ${STATUS_WHERE.private}))::int`,
      draftCVs: sql<number>`(count(*) filter (where ${STATUS_WHERE.draft}))::int`,
      matching: filtered ? sql<number>`(count(*) filter (where ${filtered}))::int` : sql<number>`count(*)::int`,
    })
    .from(cvs);
  const { matching, ...stats } = row!;
  return { stats, matching };
}

export async function countCvs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cvs).where(where);
  return row!.n;
}

/**
 * Deletes the CVs matching `where` and lowers each template's usage count by the CVs of it
 * that this statement actually removed (so concurrent deletes never count one twice).
 */
export async function deleteCvsWhere(tx: Tx, where: SQL) {
  const deleted = await tx.delete(cvs).where(where).returning({ id: cvs.id, templateId: cvs.templateId, name: cvs.name, userId: cvs.userId });
  const perTemplate = new Map<string, number>();
  for (const row of deleted) {
    if (row.templateId) perTemplate.set(row.templateId, (perTemplate.get(row.templateId) ?? 0) + 1);
  }
  for (const [templateId, n] of perTemplate) {
    await tx
      .update(templates)
      .set({ usageCount: sql`greatest(${templates.usageCount} - ${n}, 0)` })
      .where(eq(templates.id, templateId));
  }
  return deleted;
}

export const cvIdIn = (ids: string[]) => inArray(cvs.id, ids);
