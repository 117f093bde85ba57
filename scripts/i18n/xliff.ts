// The catalog as XLIFF 2.0 (the `xliff` library writes and reads the XML): a unit per key, the
// key its id, the English its source, the Vietnamese its target, the translator's note in its
// notes and a length budget as the size-restriction module's slr:sizeRestriction. A fuzzy
// entry is a segment in state 'initial' (to translate again), the others 'translated'.
// The library has no segment state: it is written into the library's output (one <segment>
// per unit, in order; the texts are escaped, so no text holds one) and read from the file.
// Its reader drops the white space around a text (a final line break, a text of one space),
// as XLIFF tools may too: the import puts back the English's (commands.ts).
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import type { FileEntry, ReadEntry, TranslationFile } from './file-entry';

const FILE_ID = 'cv-builder-admin';
/** Segment states that mean the translator stands by the target (XLIFF 2.0, 4.3.1.37). */
const CONFIRMED_STATES = new Set(['translated', 'reviewed', 'final']);

interface XliffUnit {
  source?: string;
  target?: string;
  note?: string | string[];
  additionalAttributes?: Record<string, string | number>;
}

interface XliffDocument {
  sourceLanguage: string;
  targetLanguage?: string;
  resources: Record<string, Record<string, XliffUnit>>;
}

export async function writeXliff(entries: FileEntry[], language: string): Promise<string> {
  const units: Record<string, XliffUnit> = {};
  for (const entry of entries) {
    const notes = [entry.note, entry.previousEnglish !== undefined ? `Translated from the English: ${entry.previousEnglish}` : ''].filter(Boolean);
    units[entry.key] = {
      source: entry.english,
      target: entry.translation,
      ...(notes.length && { note: notes.join('\n') }),
      ...(entry.maxLength && { additionalAttributes: { sizeRestriction: entry.maxLength } }),
    };
  }
  const xml: string = await js2xliff({ sourceLanguage: 'en', targetLanguage: language, resources: { [FILE_ID]: units } } satisfies XliffDocument);
  let n = 0;
  const states = entries.map((e) => (e.fuzzy ? 'initial' : 'translated'));
  const withStates = xml.replace(/<segment>/g, () => `<segment state="${states[n++]}">`);
  if (n !== entries.length) throw new Error(`XLIFF: ${n} segments written for ${entries.length} entries`);
  return `${withStates}\n`;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** Each unit's segment state, by unit id (absent: XLIFF's default, 'initial'). */
function statesOf(xml: string): Map<string, string> {
  const states = new Map<string, string>();
  for (const unit of xml.matchAll(/<unit\b([^>]*)>([\s\S]*?)<\/unit>/g)) {
    const id = /\bid=(["'])(.*?)\1/.exec(unit[1]!)?.[2];
    if (id === undefined) continue;
    states.set(decode(id), /<segment\b[^>]*\bstate=(["'])(\w+)\1/.exec(unit[2]!)?.[2] ?? 'initial');
  }
  return states;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(textOf).join('') : undefined);

export async function readXliff(xml: string): Promise<TranslationFile> {
  const document = (await xliff2js(xml)) as XliffDocument;
  if (!document.resources) throw new Error('not an XLIFF 2.0 document');
  const states = statesOf(xml);
  const entries: ReadEntry[] = [];
  for (const units of Object.values(document.resources)) {
    for (const [key, unit] of Object.entries(units)) {
      const translation = textOf(unit.target);
      entries.push({
        key,
        english: textOf(unit.source) ?? '',
        translation: translation ?? '',
        confirmed: CONFIRMED_STATES.has(states.get(key) ?? 'initial'),
        // Inline codes (<ph/>, <pc>…) have no place in these texts: placeholders are plain %{name}.
        ...(translation === undefined && unit.target !== undefined && { problem: 'the target holds XLIFF inline codes: write plain text' }),
      });
    }
  }
  return { language: document.targetLanguage ?? '', entries, outerSpaceLost: true };
}
