// The templates export: the CSV, and keyset pages for the JSON, in the list's default order (newest first).
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { CsvHeaders } from '../../../contract/csv-headers.js';
import type { Template } from '../../../contract/template-schemas.js';
import type { Db } from '../../db/client.js';
import { keysetBatches } from '../../db/lists.js';
import { templates } from '../../db/schema.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';
import { templateColumns, type TemplateRow, toTemplate } from './queries.js';

const EXPORT_BATCH = 500;

type TemplateExportRow = TemplateRow & { cursor: string };

function templateExportPage(db: Db, where: SQL | undefined, after: TemplateExportRow | undefined, size: number) {
  const keyset = after ? sql`(${templates.createdAt}, ${templates.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;
  return (
    db
      // The cursor as text keeps microseconds (a JS Date would round them and skip rows).
      .select({ ...templateColumns, cursor: sql<string>`${templates.createdAt}::text` })
      .from(templates)
      .where(and(where, keyset))
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(size)
  );
}

/** The JSON export: every matching template, read in keyset batches. */
export async function templatesJson(db: Db, where: SQL | undefined): Promise<Template[]> {
  const rows: Template[] = [];
  for await (const batch of keysetBatches<TemplateExportRow>((after) => templateExportPage(db, where, after, EXPORT_BATCH), EXPORT_BATCH))
    rows.push(...batch.map(toTemplate));
  return rows;
}

/** The CSV: the same filters and columns, written by the database (see csv.ts), headed in the admin's language. */
export const templatesCsv = (where: SQL | undefined, day: string, h: CsvHeaders['templates']): CsvExport => ({
  filename: `templates-${day}.csv`,
  columns: {
    [h.id]: templates.id,
    [h.name]: csvText(templates.name),
    [h.description]: csvText(templates.description),
    [h.category]: csvText(templates.category),
    [h.type]: sql`case when ${templates.isPremium} then 'premium' else 'free' end`,
    [h.status]: sql`case when ${templates.status} then 'visible' else 'hidden' end`,
    [h.usageCount]: templates.usageCount,
    [h.preview]: csvText(templates.preview),
    [h.createdAt]: csvTime(templates.createdAt),
    [h.updatedAt]: csvTime(templates.updatedAt),
  },
  from: sql`${templates}`,
  where,
  at: templates.createdAt,
  id: templates.id,
});
