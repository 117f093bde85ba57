// Display formats: money, dates, relative times and compact counts.

/** VND in Vietnamese format without decimals; other currencies in English format. */
export function formatMoney(amount: number | null | undefined, currency = 'VND'): string {
  const value = Number(amount ?? 0);
  if (currency === 'VND') {
    return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(value);
  }
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in the viewer's time zone; '' for no date, the raw text for a bad one. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** YYYY-MM-DD. */
export function formatDate(value: string | number | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}

export type RelativeTime =
  { key: 'app.time.just_now' } | { key: 'app.time.minutes_ago' | 'app.time.hours_ago' | 'app.time.days_ago'; count: number } | { date: string };

/**
 * How long ago, as a translation key and count: under 60 s 'Just now', then minutes,
 * hours, days up to 30 days, then the date.
 */
export function relativeTime(value: string | number | Date, now: Date = new Date()): RelativeTime {
  const d = value instanceof Date ? value : new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 1000));
  if (seconds < 60) return { key: 'app.time.just_now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'app.time.minutes_ago', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'app.time.hours_ago', count: hours };
  const days = Math.floor(hours / 24);
  if (days <= 30) return { key: 'app.time.days_ago', count: days };
  return { date: formatDate(d) };
}

/** 999 → '999', 1,500 → '1.5K', 2,300,000 → '2.3M' (one decimal, trailing .0 dropped). */
export function formatCount(n: number | null | undefined): string {
  const value = Number(n ?? 0);
  const abs = Math.abs(value);
  const one = (x: number) => String(Math.round(x * 10) / 10);
  if (abs > 1_000_000) return `${one(value / 1_000_000)}M`;
  if (abs > 1_000) return `${one(value / 1_000)}K`;
  return String(value);
}

/** The first 8 characters of an id (orders, payments). */
export const shortId = (id: string | null | undefined) => (id ?? '').slice(0, 8);

/** 'super_admin' → 'Super admin'. */
export function capitalize(text: string | null | undefined): string {
  const t = (text ?? '').replace(/_/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// ── Charts (issue 23): figures in the chosen language ('en' or 'vi') ─────────────────────
const intlLocale = (locale: string) => (locale === 'vi' ? 'vi-VN' : 'en-US');

/** 1234567 → '1,234,567' (en) or '1.234.567' (vi). */
export const formatNumberIn = (n: number, locale: string): string => new Intl.NumberFormat(intlLocale(locale)).format(n);

/** Money in the language's format: VND 1234000 → '1.234.000 ₫' (vi) or '₫1,234,000' (en). */
export const formatMoneyIn = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: currency === 'VND' ? 0 : 2 }).format(amount);

/** A short axis label: 1500000 → '1.5M' (en) or '1,5 Tr' (vi). */
export const formatCompactIn = (n: number, locale: string): string =>
  new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** A chart bucket: a business day 'YYYY-MM-DD' → 'Nov 25' / '25 thg 11'; a month 'YYYY-MM' → 'Nov 2026' / 'thg 11 2026'. */
export function formatBucket(key: string, locale: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number?];
  // The key is already a business date: format it as is (UTC), whatever the viewer's zone.
  const at = new Date(Date.UTC(y, m - 1, d ?? 1));
  const options: Intl.DateTimeFormatOptions = d ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(at);
}
