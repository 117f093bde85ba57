// English is the default and ships in the main bundle; Vietnamese loads on first use.
// react-admin remembers the chosen locale in its store (localStorage).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'vi' ? import('./vi').then((m) => m.default) : en), 'en', LOCALES);
