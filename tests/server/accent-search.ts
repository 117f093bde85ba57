// What every list's search does with Vietnamese (docs/api.md "Lists"; server/db/lists.ts
// searchMatch): accents and case count for nothing on either side, đ is d.
import { expect } from 'vitest';

/** The two rows a list's test adds: one whose searched text holds 'Dũng Ngô', one 'Đặng'. */
export interface AccentRows {
  dungNgo: string;
  dang: string;
}

/**
 * `found(term)` lists the ids a search for `term` answers. 'dung ngo', 'DUNG NGÔ' and the
 * exact 'Dũng Ngô' (also typed decomposed, NFD) find the first row and not the second;
 * 'dang', 'ĐẶNG' and 'Đặng' the second and not the first.
 */
export async function expectAccentBlindSearch(found: (term: string) => Promise<string[]>, rows: AccentRows) {
  for (const term of ['dung ngo', 'DUNG NGÔ', 'Dũng Ngô', 'Dũng Ngô'.normalize('NFD'), 'dŨng nGÔ']) {
    const ids = await found(term);
    expect(ids, term).toContain(rows.dungNgo);
    expect(ids, term).not.toContain(rows.dang);
  }
  for (const term of ['dang', 'ĐẶNG', 'Đặng']) {
    const ids = await found(term);
    expect(ids, term).toContain(rows.dang);
    expect(ids, term).not.toContain(rows.dungNgo);
  }
}
