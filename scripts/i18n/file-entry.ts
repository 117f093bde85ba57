// What the PO and XLIFF files carry, both ways.
import type { Entry } from './entries';

/** An entry as exported: the catalog's, with the translator's note and the files that show it. */
export interface FileEntry extends Entry {
  note: string;
  references: string[];
  /** The length budget, where a phone cuts the text. */
  maxLength?: number;
}

/** An entry as a translator's file brings it back. */
export interface ReadEntry {
  key: string;
  /** The English the translator translated (the file's source text). */
  english: string;
  translation: string;
  /** Not marked for review (PO: no fuzzy flag; XLIFF: a segment translated, reviewed or final). */
  confirmed: boolean;
  /** Something the file's format itself got wrong for this entry. */
  problem?: string;
}

export interface TranslationFile {
  language: string;
  entries: ReadEntry[];
  /** The reader drops the white space around a text (XLIFF: the library takes it for layout). */
  outerSpaceLost?: boolean;
}
