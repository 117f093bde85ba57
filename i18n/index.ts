// English is the default and ships in the main bundle; Vietnamese loads on first use.
// react-admin remembers the chosen locale in its store (localStorage).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { catalogLeaves, type CatalogTree } from './catalog';
import en from './en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'vi' ? import('./vi').then((m) => m.default) : en), 'en', LOCALES);

let catalogKeys: Map<string, string> | undefined;

/** Every key of the catalog (both catalogs have the same keys: tests/unit/catalogs.test.ts). */
function isCatalogKey(key: string): boolean {
  catalogKeys ??= catalogLeaves(en as unknown as CatalogTree);
  return catalogKeys.has(key);
}

/**
 * The same provider (same locale, same catalogs), each catalog text followed by its key in
 * brackets: 'Thành viên [app.menu.team]', so a translator finds what to change from a
 * screenshot. Texts that are not the catalog's (a name, a server's words) are left alone.
 */
export function withTranslationKeys(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key: string, options?: object) => {
      const text = provider.translate(key, options);
      return isCatalogKey(key) ? `${text} [${key}]` : text;
    },
  };
}
