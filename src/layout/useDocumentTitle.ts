// The browser tab follows the chosen language: <html lang> for screen readers and
// hyphenation, and a title naming the screen ('Đơn hàng · CV Builder Admin').
import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { resources } from '../resources';

const PAGES: Record<string, string> = {
  dashboard: 'app.menu.dashboard',
  settings: 'app.menu.settings',
  team: 'app.menu.team',
  profile: 'app.profile.title',
  login: 'app.login.title',
};

/** The catalog key naming the screen of an /admin path, if it has one. */
export function screenTitleKey(pathname: string): string | undefined {
  const first = pathname
    .replace(/^\/admin/, '')
    .split('/')
    .filter(Boolean)[0];
  if (!first) return undefined;
  if (PAGES[first]) return PAGES[first];
  return resources.some((r) => r.name === first) ? `resources.${first}.name` : undefined;
}

export function useDocumentLanguageAndTitle() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    const app = translate('app.name');
    const key = screenTitleKey(pathname);
    document.title = key ? `${translate(key, { smart_count: 2 })} · ${app}` : app;
  }, [pathname, translate]);
}
