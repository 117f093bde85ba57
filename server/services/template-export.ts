// The templates export: CSV columns and keyset pages in the list's default order (newest first).
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { templates } from '../db/schema.js';
import type { CsvColumn } from './csv.js';
import { templateColumns, type TemplateRow } from './templates.js';

export type TemplateExportRow = TemplateRow & { cursor: string };

export function templateExportPage(db: Db, where: SQL | undefined, after: TemplateExportRow | undefined, size: number) {
  const keyset = after ? sql`(${templates.createdAt}, ${templates.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;
  return db
    // The cursor as text keeps microseconds (a JS Date would round them and skip rows).
    .select({ ...templateColumns, cursor: sql<string>`${templates.createdAt}::text` })
    .from(templates)
    .where(and(where, keyset))
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(size);
}

export const TEMPLATE_CSV_COLUMNS: CsvColumn<TemplateRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Description', value: (r) => r.description },
  { header: 'Category', value: (r) => r.category },
  { header: 'Type', value: (r) => (r.isPremium ? 'premium' : 'free') },
  { header: 'Status', value: (r) => (r.status ? 'visible' : 'hidden') },
  { header: 'Usage Count', value: (r) => r.usageCount },
  { header: 'Preview', value: (r) => r.preview },
  { header: 'Created At', value: (r) => r.createdAt },
  { header: 'Updated At', value: (r) => r.updatedAt },
];
