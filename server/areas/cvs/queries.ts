// CVs (admin view): the list's filters and stats, the API's view of a CV, and deletion that
// keeps templates' usage counts equal to the CVs that use them.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CV_LANGUAGES, CV_STATUSES, type Cv, type cvListQuery, type CvStatus, cvStatus } from '../../../contract/cvs.js';
import { readCounters } from '../../db/counters.js';
import type { Db, Tx } from '../../db/client.js';
import { cvs, templates, users } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { cappedCount, type KeyedSort, orderByKeys, pagination, searchMatch, type Seek, seekOf, seekRows } from '../../db/lists.js';

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

/** The filters other than search (status, language). */
export function cvWhere(f: Omit<CvFilters, 'search'>): SQL | undefined {
  return and(f.status ? STATUS_WHERE[f.status] : undefined, f.language ? eq(cvs.language, f.language) : undefined);
}

/**
 * Search matches the CV name or its owner's name/email. An OR across the two tables would
 * defeat every index, so a search is two arms, each on its own indexes: CVs by name, and CVs
 * by owner (joined to users). Each arm is ordered and limited by itself, so PostgreSQL picks
 * per arm and per term: a common term walks the sort index and stops after a page (or after
 * the cap, when counting), a rare one looks its few matches up in the trigram index. The
 * union of the arms' first n rows holds the first n rows of the whole search.
 */
function searchArms(term: string, filters: SQL | undefined, limit: number, sort?: { key: SQL; dir: SQL }) {
  const extra = filters ? sql` and ${filters}` : sql``;
  const key = sort ? sql`, ${sort.key} as k` : sql``;
  const tail = sort ? sql` order by ${sort.key} ${sort.dir}, ${cvs.id} ${sort.dir} limit ${limit}` : sql` limit ${limit}`;
  return sql`(select ${cvs.id} as id${key} from ${cvs} where ${searchMatch(cvs.searchText, term)}${extra}${tail})
    union
    (select ${cvs.id} as id${key} from ${cvs} join ${users} on ${users.id} = ${cvs.userId}
      where ${searchMatch(users.searchText, term)}${extra}${tail})`;
}

const SORT_COLUMNS = { createdAt: cvs.createdAt, updatedAt: cvs.updatedAt, name: cvs.name } as const;
export type CvSort = keyof typeof SORT_COLUMNS;

export interface CvListQuery extends CvFilters {
  sort: CvSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
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

/** One page of CVs with their owners: by seek from a cursor row, else by offset (walked over ids alone when deep). */
export async function listCvRows(db: Db, q: CvListQuery & { seek?: Seek }) {
  const sort: KeyedSort = { keys: [sql`${SORT_COLUMNS[q.sort]}`, sql`${cvs.id}`], order: q.order };
  const rows = () => db.select(cvColumns).from(cvs).innerJoin(users, eq(users.id, cvs.userId));
  if (q.seek) {
    const found = await seekRows(db, cvs, cvs.id, sort, q.seek, q.limit, (condition, orderBy) =>
      rows()
        .where(and(cvWhere(q), condition))
        .orderBy(...orderBy)
        .limit(q.limit),
    );
    if (found) return found;
  }
  const orderBy = orderByKeys(sort);
  if (q.offset === 0)
    return rows()
      .where(cvWhere(q))
      .orderBy(...orderBy)
      .limit(q.limit);
  const ids = db
    .select({ id: cvs.id })
    .from(cvs)
    .where(cvWhere(q))
    .orderBy(...orderBy)
    .limit(q.limit)
    .offset(q.offset);
  return rows()
    .where(inArray(cvs.id, ids))
    .orderBy(...orderBy);
}

/** One page of a search: the page's ids from the two arms (searchArms), then just those rows. */
export async function searchCvRows(db: Db, q: CvListQuery & { search: string }) {
  const column = SORT_COLUMNS[q.sort];
  const dir = sql.raw(q.order);
  const ids = db
    .select({ id: sql<string>`m.id`.as('page_id') })
    .from(sql`(${searchArms(q.search, cvWhere(q), q.offset + q.limit, { key: sql`${column}`, dir })}) m`)
    .orderBy(sql`m.k ${dir}, m.id ${dir}`)
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
  const orderBy = [q.order === 'asc' ? asc(column) : desc(column), q.order === 'asc' ? asc(cvs.id) : desc(cvs.id)];
  return db
    .select(cvColumns)
    .from(cvs)
    .innerJoin(ids, eq(ids.id, cvs.id))
    .innerJoin(users, eq(users.id, cvs.userId))
    .orderBy(...orderBy);
}

/**
 * The CVs a search matches, for a capped count: each arm stops after `cap` + 1, so the union
 * holds more than `cap` exactly when the search does. The arms walk in creation order, in
 * which matches are spread evenly (in name order a common word sits in one stretch, which a
 * walk would reach last).
 */
export const cvSearchMatches = (f: CvFilters & { search: string }) => (cap: number) =>
  searchArms(f.search, cvWhere(f), cap + 1, { key: sql`${cvs.createdAt}`, dir: sql`desc` });

/** One page of CVs with the stats; stats and the filters' totals come from the counters, a search is counted up to a cap. */
export async function listCvs(db: Db, q: z.output<typeof cvListQuery>, countCap: number) {
  const query = { ...q, offset: (q.page - 1) * q.limit };
  const search = q.search ? { ...q, search: q.search } : undefined;
  const [{ stats, counts }, rows, searched] = await Promise.all([
    cvStats(db),
    search ? searchCvRows(db, { ...query, search: search.search }) : listCvRows(db, { ...query, seek: seekOf(q) }),
    search ? cappedCount(db, cvSearchMatches(search), q.page, q.limit, countCap) : undefined,
  ]);
  const total = searched ?? cvFilterTotal(counts, q);
  return { cvs: rows.map((r) => toCv(r)), pagination: pagination(q.page, q.limit, total), stats };
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

export async function getCv(db: Db, id: string): Promise<Cv> {
  const cv = await findCv(db, id);
  if (!cv) throw notFound('CV');
  return cv;
}

/** The four stats from the counters, with the counts the filters need (status × language too). */
export async function cvStats(db: Tx) {
  const byStatusLanguage = CV_STATUSES.flatMap((s) => CV_LANGUAGES.map((l) => `cvs.status_language.${s}.${l}`));
  const c = await readCounters(db, [
    'cvs.total',
    'cvs.public',
    'cvs.private',
    'cvs.draft',
    ...CV_LANGUAGES.map((l) => `cvs.language.${l}`),
    ...byStatusLanguage,
  ]);
  const stats = { totalCVs: c['cvs.total'] ?? 0, publicCVs: c['cvs.public'] ?? 0, privateCVs: c['cvs.private'] ?? 0, draftCVs: c['cvs.draft'] ?? 0 };
  return { stats, counts: c };
}

/** The exact total of the status and language filters from the counters. */
export function cvFilterTotal(c: Record<string, number>, f: Omit<CvFilters, 'search'>): number {
  if (f.status && f.language) return c[`cvs.status_language.${f.status}.${f.language}`] ?? 0;
  if (f.status) return c[`cvs.${f.status}`] ?? 0;
  if (f.language) return c[`cvs.language.${f.language}`] ?? 0;
  return c['cvs.total'] ?? 0;
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
