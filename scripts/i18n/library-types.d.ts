// The parts of the libraries that ship no types which scripts/i18n uses: gettext-parser 10
// (po.ts) and xliff 6 (xliff.ts).
declare module 'gettext-parser' {
  export interface PoComments {
    translator?: string;
    reference?: string;
    extracted?: string;
    flag?: string;
    previous?: string;
  }
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: PoComments;
  }
  export interface PoTable {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  export const po: {
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): PoTable;
    compile(table: PoTable, options?: { foldLength?: number; sort?: boolean }): Buffer;
  };
}

declare module 'xliff/js2xliff' {
  export default function js2xliff(document: object, options?: { indent?: string }): Promise<string>;
}

declare module 'xliff/xliff2js' {
  export default function xliff2js(xml: string): Promise<unknown>;
}
