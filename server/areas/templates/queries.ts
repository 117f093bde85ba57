// Template reads: the row → API shape, list filters, order and whole-collection stats, the
// list, categories and analytics, one template and its HTML file.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Template,
  type TemplateFile,
  type templateListQuery,
  templateSchema,
  type TemplateSortField,
  type TemplateStats,
} from '../../../contract/template-schemas.js';
import { TEMPLATE_CATEGORIES } from '../../../contract/templates.js';
import { readCounters } from '../../db/counters.js';
import type { Db, Tx } from '../../db/client.js';
import { pagination, searchMatch } from '../../db/lists.js';
import { templates } from '../../db/schema.js';
import { answerRow } from '../../http/answer-row.js';
import { notFound } from '../../http/envelope.js';

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

export const toTemplate = (row: TemplateRow): Template => answerRow(templateSchema, row);

export interface TemplateFilters {
  search?: string;
  category?: string;
  isPremium?: boolean;
  status?: boolean;
}

export function templateWhere(f: TemplateFilters): SQL | undefined {
  return and(
    f.search ? searchMatch(templates.searchText, f.search) : undefined,
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

/** 404 unless the template exists. */
export async function requireTemplate(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id));
  if (!row) throw notFound('TEMPLATE');
}

export async function getTemplate(db: Db, id: string): Promise<Template> {
  const [row] = await db.select(templateColumns).from(templates).where(eq(templates.id, id));
  if (!row) throw notFound('TEMPLATE');
  return toTemplate(row);
}

export async function getTemplateFile(db: Db, id: string): Promise<TemplateFile> {
  const [row] = await db.select({ content: templates.content, lastModified: templates.contentUpdatedAt }).from(templates).where(eq(templates.id, id));
  if (!row) throw notFound('TEMPLATE');
  return { content: row.content, lastModified: row.lastModified.toISOString() };
}

export async function listTemplates(db: Db, q: z.output<typeof templateListQuery>) {
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
  return { templates: rows.map(toTemplate), pagination: pagination(q.page, q.limit, total), stats };
}

const isKnownCategory = (category: string) => (TEMPLATE_CATEGORIES as readonly string[]).includes(category);

/** All nine categories with their counts, empty ones included, then any unknown category found in the data. */
export async function templateCategories(db: Db) {
  const rows = await db.select({ category: templates.category, count: count() }).from(templates).groupBy(templates.category);
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  const categories = [
    ...TEMPLATE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 })),
    ...rows.filter((r) => !isKnownCategory(r.category)).sort((a, b) => a.category.localeCompare(b.category)),
  ];
  return { categories };
}

/** Usage per category (each with its share of all usage) and the five most used templates. */
export async function templateAnalytics(db: Db) {
  const [rows, totals, top] = await Promise.all([
    db
      .select({
        category: templates.category,
        templates: count(),
        premium: sql<number>`count(*) filter (where ${templates.isPremium})`.mapWith(Number),
        visible: sql<number>`count(*) filter (where ${templates.status})`.mapWith(Number),
        usage: sql<number>`coalesce(sum(${templates.usageCount}), 0)`.mapWith(Number),
        premiumUsage: sql<number>`coalesce(sum(${templates.usageCount}) filter (where ${templates.isPremium}), 0)`.mapWith(Number),
      })
      .from(templates)
      .groupBy(templates.category),
    templateStats(db),
    db.select(templateColumns).from(templates).orderBy(desc(templates.usageCount), desc(templates.id)).limit(5),
  ]);
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  const empty = { templates: 0, premium: 0, visible: 0, usage: 0, premiumUsage: 0 };
  const usageByCategory = [
    ...TEMPLATE_CATEGORIES.map((category) => ({ ...empty, ...byCategory.get(category), category })),
    ...rows.filter((r) => !isKnownCategory(r.category)),
  ].map(({ premiumUsage: _, ...r }) => ({ ...r, share: totals.totalUsage ? Math.round((r.usage / totals.totalUsage) * 1000) / 10 : 0 }));
  const premium = rows.reduce((n, r) => n + r.premiumUsage, 0);
  const usageByTier = { free: rows.reduce((n, r) => n + r.usage, 0) - premium, premium };
  return { totals, usageByCategory, usageByTier, topTemplates: top.map(toTemplate) };
}
