// The catalog as a gettext PO file (Poedit, Weblate, Crowdin, Lokalise): the key is the
// entry's context, the English its msgid, the note a comment for the translator (#.), the
// files that show it references (#:), and an entry whose English changed since it was
// translated is fuzzy, with the English it was translated from as the previous msgid (#|),
// which Poedit shows as a difference. Plural forms stay as polyglot writes them ('one ||||
// other') in one msgstr: gettext's own plurals would give Vietnamese one form where the
// screens pick between two.
import { po, type PoEntry, type PoTable } from 'gettext-parser';
import type { FileEntry, ReadEntry, TranslationFile } from './file-entry';

const HEADER_NOTE = [
  'CV Builder Admin: the Vietnamese catalog (i18n/vi.ts and the CSV headers of contract/csv-headers.ts).',
  'Written by `npm run i18n -- export vi --format po`; read back by `npm run i18n -- import <this file>`.',
  'The context of each entry is its key: leave it as it is.',
].join('\n');

/** A PO string literal (for the previous msgid, which the library writes as given). */
const poString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

export function writePo(entries: FileEntry[], language: string, now = new Date()): string {
  const translations: PoTable['translations'] = { '': { '': { msgid: '', msgstr: [''], comments: { translator: HEADER_NOTE } } } };
  for (const entry of entries) {
    const block: PoEntry = {
      msgctxt: entry.key,
      msgid: entry.english,
      msgstr: [entry.translation],
      comments: {
        ...(entry.note && { extracted: entry.note }),
        ...(entry.references.length && { reference: entry.references.join('\n') }),
        ...(entry.fuzzy && { flag: 'fuzzy' }),
        ...(entry.previousEnglish !== undefined && { previous: `msgctxt ${poString(entry.key)}\nmsgid ${poString(entry.previousEnglish)}` }),
      },
    };
    translations[entry.key] = { [entry.english]: block };
  }
  const table: PoTable = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': 'CV Builder Admin',
      'PO-Revision-Date': now.toISOString().replace('T', ' ').slice(0, 16) + '+0000',
      'Last-Translator': 'CV Builder Admin translators',
      'Language-Team': 'Vietnamese',
      Language: language,
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      // Vietnamese has one form; no entry uses gettext plurals (see above), the header says so for the tools.
      'Plural-Forms': 'nplurals=1; plural=0;',
      'X-Generator': 'npm run i18n',
    },
    translations,
  };
  return po.compile(table, { foldLength: 0 }).toString('utf8') + '\n';
}

export function readPo(text: string): TranslationFile {
  const table = po.parse(text, { defaultCharset: 'utf-8' });
  const entries: ReadEntry[] = [];
  for (const [context, byId] of Object.entries(table.translations)) {
    for (const entry of Object.values(byId)) {
      if (context === '' && entry.msgid === '') continue; // the header
      entries.push({
        key: entry.msgctxt ?? '',
        english: entry.msgid,
        translation: entry.msgstr[0] ?? '',
        confirmed: !(entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy'),
        ...(entry.msgid_plural !== undefined && { problem: `gettext plural forms: write the forms in one text, separated by ||||` }),
      });
    }
  }
  return { language: table.headers.Language ?? table.headers.language ?? '', entries };
}
