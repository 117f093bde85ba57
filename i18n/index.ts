// The texts in each language, English by default; react-admin remembers the chosen locale in
// its store (localStorage). The first page (sign-in) carries only the sign-in page's texts
// (i18n/sign-in.ts), Vietnamese's loaded when chosen; the admin app brings every text
// (loadEveryText), Vietnamese's again loaded on first use.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import signInEn from 'virtual:sign-in-catalog/en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];

/** A language's catalog: at once, or loaded. */
export type Catalogs = (locale: string) => TranslationMessages | Promise<TranslationMessages>;

let catalogs: Catalogs = (locale) =>
  (locale === 'vi' ? import('virtual:sign-in-catalog/vi').then((m) => m.default) : signInEn) as TranslationMessages | Promise<TranslationMessages>;

const polyglot = polyglotI18nProvider((locale) => catalogs(locale), 'en', LOCALES);

// One change at a time, in the order asked: a language chosen while every text loads is
// applied after, with every text, rather than overwritten by the older catalog.
let queue: Promise<void> = Promise.resolve();
const inTurn = (change: () => Promise<void>) => (queue = queue.then(change, change));

export const i18nProvider: I18nProvider = { ...polyglot, changeLocale: (locale: string) => inTurn(() => polyglot.changeLocale(locale)) };

/** From now on each language's whole catalog (the admin app's chunk brings them): resolves once the language in use has it. */
export function loadEveryText(all: Catalogs): Promise<void> {
  catalogs = all;
  return inTurn(() => polyglot.changeLocale(polyglot.getLocale()));
}

/** What translate answers for a key that no catalog has, when asked to say so. */
const NOT_A_KEY = '\u0000';

/**
 * The same provider (same locale, same catalogs), each catalog text followed by its key in
 * brackets: 'Thành viên [app.menu.team]', so a translator finds what to change from a
 * screenshot. Texts that are not the catalog's (a name, a server's words) are left alone.
 */
export function withTranslationKeys(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key: string, options: object = {}) => {
      if (provider.translate(key, { ...options, _: NOT_A_KEY }) === NOT_A_KEY) return provider.translate(key, options);
      return `${provider.translate(key, options)} [${key}]`;
    },
  };
}
