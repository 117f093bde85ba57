// Every catalog key the SPA names exists in the English catalog (and so, by catalogs.test.ts,
// in Vietnamese): a key left behind by a rename would show its raw text on screen. Keys are
// found as string literals ('app.…', 'resources.…', 'ra.…'); a template literal with a
// placeholder (`app.settings.tabs.${section}`) must at least name an existing group.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';

type Tree = { [key: string]: string | Tree };
const root = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The catalog node at a dotted key ('resources.audit-log.fields'), or undefined. */
function lookup(key: string): string | Tree | undefined {
  let node: string | Tree | undefined = en as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

const KEY = /(?:'|"|`)((?:app|resources|ra)\.[\w.-]+?)(\$\{|'|"|`)/g;

function usedKeys() {
  const found: { file: string; key: string; prefix: boolean }[] = [];
  for (const file of files(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(KEY)) found.push({ file: relative(root, file), key: m[1]!, prefix: m[2] === '${' });
  }
  return found;
}

describe('catalog keys used by the SPA', () => {
  const used = usedKeys();

  it('finds the keys (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(500);
    expect(used.some((u) => u.prefix)).toBe(true);
  });

  it('names only texts that exist; a placeholder key names an existing group', () => {
    const missing = used
      .filter(({ key, prefix }) => {
        if (!prefix) return typeof lookup(key) !== 'string';
        // `resources.cvs.status.${s}` → the group resources.cvs.status must exist;
        // `editor.confirm_${what}` → and hold a key starting confirm_.
        const cut = key.lastIndexOf('.');
        const group = lookup(key.slice(0, cut));
        return typeof group !== 'object' || !Object.keys(group).some((k) => k.startsWith(key.slice(cut + 1)));
      })
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
