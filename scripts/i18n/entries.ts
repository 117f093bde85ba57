// The catalog as translators see it: one entry per key, with the English source, the
// Vietnamese translation and whether the English changed since that translation was made.
// i18n/vi.source.json records, for each key, the English a translation was made from: an
// import writes it for the entries the translator confirmed, and an entry whose English has
// changed since is 'fuzzy' (to review) until then.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSV_HEADERS_EN } from '../../contract/csv-headers';
import { catalogLeaves, type CatalogTree } from '../../i18n/catalog';
import en from '../../i18n/en';
import { readVietnamese } from './catalog-source';

export const SOURCE_RECORD = 'i18n/vi.source.json';

/** Every English text by key: the app's catalog (react-admin's texts included) and the CSV headers. */
export function englishTexts(): Map<string, string> {
  const texts = catalogLeaves(en as unknown as CatalogTree);
  catalogLeaves(CSV_HEADERS_EN, 'csv.', texts);
  return texts;
}

export type SourceRecord = Record<string, string>;

export async function readRecord(root: string): Promise<SourceRecord> {
  try {
    return JSON.parse(await readFile(join(root, SOURCE_RECORD), 'utf8')) as SourceRecord;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** Sorted by key, two-space JSON (as Prettier keeps it), so a change shows as the lines it changed. */
export async function writeRecord(root: string, record: SourceRecord): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(join(root, SOURCE_RECORD), `${JSON.stringify(sorted, null, 2)}\n`);
}

export interface Entry {
  key: string;
  english: string;
  translation: string;
  /** The English this translation was made from, when it is not the English of today. */
  previousEnglish?: string;
  /** The English changed since the translation was made (or nobody recorded what it was made from). */
  fuzzy: boolean;
}

export interface Catalog {
  entries: Entry[];
  /** Keys with English and no Vietnamese, and the other way round. */
  missing: string[];
  extra: string[];
}

/** The catalog under `root` (a clone, or a copy a test made), in the English catalog's order. */
export async function loadCatalog(root: string): Promise<Catalog> {
  const english = englishTexts();
  const vietnamese = await readVietnamese(root);
  const record = await readRecord(root);
  const entries: Entry[] = [];
  const missing: string[] = [];
  for (const [key, source] of english) {
    const translation = vietnamese.get(key);
    if (translation === undefined) {
      missing.push(key);
      continue;
    }
    const recorded = record[key];
    entries.push({
      key,
      english: source,
      translation,
      fuzzy: recorded !== source,
      ...(recorded !== undefined && recorded !== source && { previousEnglish: recorded }),
    });
  }
  const extra = [...vietnamese.keys()].filter((key) => !english.has(key));
  return { entries, missing, extra };
}
