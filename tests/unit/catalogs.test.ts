import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import vi from '../../i18n/vi';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('translation catalogs', () => {
  it('have exactly the same keys in English and Vietnamese (react-admin and app)', () => {
    expect(keys(vi as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('use the same placeholders in both languages, plural forms only where English has them', () => {
    const viTexts = new Map(leaves(vi as Tree));
    for (const [key, text] of leaves(en as Tree)) {
      const other = viTexts.get(key) ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      // Vietnamese nouns do not inflect: one form may serve where English has two.
      if (other.includes('||||')) expect(text.includes('||||'), key).toBe(true);
    }
  });

  it('leave no Vietnamese text empty or identical to a long English one', () => {
    const enTexts = new Map(leaves(en as Tree));
    const untranslated = leaves(vi as Tree).filter(([key, text]) => {
      const english = enTexts.get(key) ?? '';
      return text.trim() === '' ? english.trim() !== '' : text === english && /[a-z]{4,}\s+[a-z]{4,}/i.test(english);
    });
    expect(untranslated).toEqual([]);
  });
});
