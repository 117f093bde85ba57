// Template queries: the row → API shape, list filters, order and whole-collection stats.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Template, TemplateSortField, TemplateStats } from '../../contract/template-schemas.js';
import { readCounters } from '../db/counters.js';
import type { Db, Tx } from '../db/client.js';
import { templates } from '../db/schema.js';
import { likePattern } from '../db/lists.js';

/** Every column but the (up to 1 MB) HTML content. */
export const templateColumns = {
  id: templates.id,
  name: templates.name,
  description: templates.description,
  category: templates.category,
  preview: templates.preview,
  isPremium: templates.isPremium,
  status: templates.status,
  usageCount: templates.usageCount,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};
export type TemplateRow = { [K in keyof typeof templateColumns]: (typeof templateColumns)[K]['_']['data'] };

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    preview: row.preview,
    isPremium: row.isPremium,
    status: row.status,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface TemplateFilters {
  search?: string;
  category?: string;
  isPremium?: boolean;
  status?: boolean;
}

export function templateWhere(f: TemplateFilters): SQL | undefined {
  return and(
    // The exact expression of the trigram index templates_search_trgm, so the index serves it.
    f.search ? sql`(${templates.name} || ' ' || ${templates.description}) ILIKE ${likePattern(f.search)}` : undefined,
    f.category !== undefined ? eq(templates.category, f.category) : undefined,
    f.isPremium !== undefined ? eq(templates.isPremium, f.isPremium) : undefined,
    f.status !== undefined ? eq(templates.status, f.status) : undefined,
  );
}

export function templateOrderBy(field: TemplateSortField, order: 'asc' | 'desc') {
  const dir = order === 'asc' ? asc : desc;
  return [dir(templates[field]), dir(templates.id)];
}

export async function countTemplates(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(templates).where(where);
  return row?.n ?? 0;
}

export async function templateStats(db: Tx): Promise<TemplateStats> {
  const c = await readCounters(db, ['templates.total', 'templates.premium', 'templates.usage']);
  return {
    totalTemplates: c['templates.total'],
    freeTemplates: c['templates.total'] - c['templates.premium'],
    premiumTemplates: c['templates.premium'],
    totalUsage: c['templates.usage'],
  };
}

/** The template row locked for this transaction, without its content. */
export async function lockTemplate(tx: Tx, id: string): Promise<TemplateRow | undefined> {
  const [row] = await tx.select(templateColumns).from(templates).where(eq(templates.id, id)).for('update');
  return row;
}

/** A foreign-key violation (a CV started using the template while it was being deleted). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: any = err; e; e = e.cause) if (e.code === '23503') return true;
  return false;
}
