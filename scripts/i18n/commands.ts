// The translators' round trip, as functions of a repository root (the clone, or a copy a test
// makes): export the catalog for a tool, import what the translator sends back, check it all.
// Where the texts show is read from this repository's SPA, whichever copy of the catalogs.
import { MAIL_TEXTS } from '../../server/mail/texts';
import { REPO_ROOT, writeVietnamese } from './catalog-source';
import { loadCatalog, readRecord, writeRecord, type Entry } from './entries';
import type { FileEntry, TranslationFile } from './file-entry';
import { noteFor } from './notes';
import { readPo, writePo } from './po';
import { budgetOf } from './budgets';
import { ruledOutIn, textProblems, type Problem } from './rules';
import { scanUsage, type Usage } from './usage';
import { readXliff, writeXliff } from './xliff';

export const LANGUAGES = ['vi'] as const;
export type Format = 'po' | 'xliff';

export function formatOf(path: string): Format | undefined {
  if (/\.pot?$/i.test(path)) return 'po';
  if (/\.(xliff|xlf)$/i.test(path)) return 'xliff';
  return undefined;
}

export async function exportCatalog(root: string, format: Format, language = 'vi'): Promise<string> {
  const { entries } = await loadCatalog(root);
  const usage = scanUsage(REPO_ROOT);
  const fileEntries: FileEntry[] = entries.map((entry) => ({
    ...entry,
    note: noteFor(entry.key, entry.english, usage.get(entry.key)),
    references: usage.get(entry.key)?.files ?? [],
    ...(budgetOf(entry.key) && { maxLength: budgetOf(entry.key)!.max }),
  }));
  return format === 'po' ? writePo(fileEntries, language) : writeXliff(fileEntries, language);
}

export async function readTranslationFile(text: string, format: Format): Promise<TranslationFile> {
  return format === 'po' ? readPo(text) : readXliff(text);
}

/**
 * A text with the English's white space around it: where a file's reader lost it, a text keeps
 * the leading and final line breaks its English has; a text of white space alone (a blank
 * cell) stays the catalog's.
 */
function withOuterSpaceOf(english: string, text: string, current: string): string {
  if (english.trim() === '') return text.trim() === '' ? current : text;
  return `${/^\s*/.exec(english)![0]}${text.trim()}${/\s*$/.exec(english)![0]}`;
}

export interface ImportResult {
  /** Keys whose Vietnamese changed. */
  changed: string[];
  /** Keys now recorded as translated from today's English (no longer fuzzy). */
  confirmed: string[];
  /** Why nothing was written (empty when it was). */
  refused: Problem[];
}

/**
 * Writes the file's translations into the catalogs and records, for each entry the translator
 * confirmed, the English it was translated from. Every entry is checked first: one refusal
 * and nothing is written.
 */
export async function importTranslations(root: string, file: TranslationFile, language = 'vi'): Promise<ImportResult> {
  const { entries } = await loadCatalog(root);
  const usage = scanUsage(REPO_ROOT);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  if (file.outerSpaceLost)
    file = {
      ...file,
      entries: file.entries.map((read) => {
        const entry = byKey.get(read.key);
        if (!entry) return read;
        const english = read.english.trim() === entry.english.trim() ? entry.english : read.english;
        return { ...read, english, translation: withOuterSpaceOf(entry.english, read.translation, entry.translation) };
      }),
    };
  const refused: Problem[] = [];
  if (file.language.toLowerCase().split(/[-_]/)[0] !== language)
    refused.push({ key: '(file)', kind: 'extra', message: `the file is for “${file.language}”, not ${language}` });
  const seen = new Set<string>();
  for (const read of file.entries) {
    const entry = byKey.get(read.key);
    if (!entry) {
      refused.push({ key: read.key, kind: 'extra', message: 'no such key in the catalog (a changed context or unit id?)' });
      continue;
    }
    if (seen.has(read.key)) refused.push({ key: read.key, kind: 'extra', message: 'twice in the file' });
    seen.add(read.key);
    if (read.problem) refused.push({ key: read.key, kind: 'plural', message: read.problem });
    // The text is held to the English it was translated from (the file's), whose placeholders it must keep.
    refused.push(...textProblems({ key: read.key, english: read.english || entry.english, usage: usage.get(read.key) }, read.translation));
  }
  if (refused.length) return { changed: [], confirmed: [], refused };

  const texts = new Map(file.entries.map((read) => [read.key, read.translation]));
  const changed = file.entries.filter((read) => byKey.get(read.key)!.translation !== read.translation).map((read) => read.key);
  await writeVietnamese(root, texts);
  const record = await readRecord(root);
  const confirmed: string[] = [];
  for (const read of file.entries) {
    if (!read.confirmed) continue;
    record[read.key] = read.english;
    if (read.english === byKey.get(read.key)!.english) confirmed.push(read.key);
  }
  await writeRecord(root, record);
  return { changed, confirmed, refused: [] };
}

/** Records today's English as the source of these translations (reviewed in the catalog itself). */
export async function markReviewed(root: string, keys: string[] | 'all'): Promise<Entry[]> {
  const { entries } = await loadCatalog(root);
  const chosen = keys === 'all' ? entries.filter((e) => e.fuzzy) : entries.filter((e) => keys.includes(e.key));
  const unknown = keys === 'all' ? [] : keys.filter((k) => !entries.some((e) => e.key === k));
  if (unknown.length) throw new Error(`no such key: ${unknown.join(', ')}`);
  const record = await readRecord(root);
  for (const entry of chosen) record[entry.key] = entry.english;
  await writeRecord(root, record);
  return chosen;
}

/** The Vietnamese the emails and their pages say (server/mail/texts.ts), by a key of their own. */
function mailTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') out.push([at, value]);
    else if (typeof value === 'function') out.push([at, String((value as (...a: string[]) => string)('%{a}', '%{b}'))]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  walk(MAIL_TEXTS.vi, 'mail');
  return out;
}

/** Everything `check` reports, key by key, in the catalog's order. */
export async function checkCatalog(root: string): Promise<Problem[]> {
  const { entries, missing, extra } = await loadCatalog(root);
  const usage: Map<string, Usage> = scanUsage(REPO_ROOT);
  const problems: Problem[] = [
    ...missing.map((key): Problem => ({ key, kind: 'missing', message: 'in English, not in Vietnamese' })),
    ...extra.map((key): Problem => ({ key, kind: 'extra', message: 'in Vietnamese, not in English' })),
  ];
  for (const entry of entries) {
    problems.push(...textProblems({ key: entry.key, english: entry.english, usage: usage.get(entry.key) }, entry.translation));
    if (entry.fuzzy)
      problems.push({
        key: entry.key,
        kind: 'fuzzy',
        message:
          entry.previousEnglish === undefined
            ? 'no record of the English it was translated from: review it, then `npm run i18n -- reviewed <key>`'
            : `the English changed since the translation (it was “${entry.previousEnglish}”): review it, then import or \`npm run i18n -- reviewed <key>\``,
      });
  }
  for (const [key, text] of mailTexts()) for (const message of ruledOutIn(key, text, 'mail')) problems.push({ key, kind: 'glossary', message });
  return problems;
}
