// A Vite plugin: `virtual:sign-in-catalog/en` and `/vi` are the texts of i18n/sign-in.ts's keys,
// read from the catalogs (i18n/en.ts, i18n/vi.ts) at build time, so the sign-in page downloads
// a few dozen texts rather than every text of the panel, and each text stays written once.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { catalogLeaves, type CatalogTree } from '../i18n/catalog.ts';
import { SIGN_IN_KEYS } from '../i18n/sign-in.ts';

const PREFIX = 'virtual:sign-in-catalog/';
const LOCALES = ['en', 'vi'];

export function signInCatalog(): Plugin {
  return {
    name: 'sign-in-catalog',
    resolveId: (id) => (id.startsWith(PREFIX) && LOCALES.includes(id.slice(PREFIX.length)) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const file = fileURLToPath(new URL(`../i18n/${id.slice(PREFIX.length + 1)}.ts`, import.meta.url));
      this.addWatchFile(file);
      // Imported afresh each time (the catalog imports contract modules), so a changed text shows.
      const { default: catalog } = (await tsImport(file, import.meta.url)) as { default: CatalogTree };
      const leaves = [...catalogLeaves(catalog)];
      const texts: Record<string, string> = {};
      for (const wanted of SIGN_IN_KEYS) {
        const found = leaves.filter(([key]) => key === wanted || key.startsWith(`${wanted}.`));
        if (!found.length) this.error(`i18n/sign-in.ts: no text of ${file} has the key ${wanted}`);
        for (const [key, text] of found) texts[key] = text;
      }
      // Flat keys ('app.login.title'): polyglot reads them as it reads nested ones.
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
