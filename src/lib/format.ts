// Display formats, one place for every date, time and number the panel shows.
// Times are always shown in the business time zone (Asia/Ho_Chi_Minh, the one the counters
// and bank transfers use), whatever the browser's own zone; numbers and dates follow the
// chosen language, not the browser's. Components take them bound to the chosen language
// from useFormat() (src/lib/useFormat.ts).
import { tz } from '@date-fns/tz';
import { format as formatWith, isValid, parse } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { vi } from 'date-fns/locale/vi';

/** The languages the panel shows; any other falls back to English. */
export type AppLocale = 'en' | 'vi';
export const toAppLocale = (locale: string | null | undefined): AppLocale => (locale === 'vi' ? 'vi' : 'en');

export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const inBusinessZone = tz(BUSINESS_TIME_ZONE);

interface LocaleFormats {
  dateFns: typeof enUS;
  /** Intl's locale tag for numbers. */
  intl: string;
  dateTime: string;
  date: string;
  /** What a date field asks for, in the form typed (the date-fns pattern) and shown as a hint. */
  dateInput: string;
  dateInputHint: string;
}

// English keeps the spec's YYYY-MM-DD HH:mm:ss; Vietnamese writes day first, 24-hour time.
const FORMATS: Record<AppLocale, LocaleFormats> = {
  en: { dateFns: enUS, intl: 'en-US', dateTime: 'yyyy-MM-dd HH:mm:ss', date: 'yyyy-MM-dd', dateInput: 'yyyy-MM-dd', dateInputHint: 'YYYY-MM-DD' },
  vi: { dateFns: vi, intl: 'vi-VN', dateTime: 'dd/MM/yyyy HH:mm', date: 'dd/MM/yyyy', dateInput: 'dd/MM/yyyy', dateInputHint: 'dd/mm/yyyy' },
};

type DateLike = string | number | Date | null | undefined;

function toDate(value: DateLike): Date | null | string {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d;
}

function formatIn(value: DateLike, pattern: (f: LocaleFormats) => string, locale: AppLocale): string {
  const d = toDate(value);
  if (d === null) return '';
  if (typeof d === 'string') return d;
  const f = FORMATS[locale];
  return formatWith(d, pattern(f), { locale: f.dateFns, in: inBusinessZone });
}

/** Date and time in the business zone: '2026-01-05 07:08:09' / '05/01/2026 07:08'; '' for no date, the raw text for a bad one. */
export const formatDateTime = (value: DateLike, locale: AppLocale): string => formatIn(value, (f) => f.dateTime, locale);

/** The day in the business zone: '2026-01-05' / '05/01/2026'. */
export const formatDate = (value: DateLike, locale: AppLocale): string => formatIn(value, (f) => f.date, locale);

/** What a date field of this language asks for ('YYYY-MM-DD', 'dd/mm/yyyy'). */
export const dateInputHint = (locale: AppLocale): string => FORMATS[locale].dateInputHint;

/** A calendar day ('2026-01-05', as filters send it) written the way this language's date field takes it. */
export function isoDayToInput(day: string | null | undefined, locale: AppLocale): string {
  if (!day) return '';
  const d = parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(d) ? formatWith(d, FORMATS[locale].dateInput) : '';
}

/**
 * A date typed in this language's order ('05/01/2026' in Vietnamese, '2026-01-05' in English)
 * as the calendar day 'yyyy-MM-dd'; null when it is not a real day. Days and months may have
 * one digit ('5/1/2026').
 */
export function parseDateInput(text: string, locale: AppLocale): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const pattern = locale === 'vi' ? 'd/M/yyyy' : 'yyyy-M-d';
  if (!/^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(trimmed)) return null;
  const d = parse(trimmed.replace(/-/g, locale === 'vi' ? '/' : '-'), pattern, new Date(2000, 0, 1));
  if (!isValid(d) || d.getFullYear() < 1000) return null;
  return formatWith(d, 'yyyy-MM-dd');
}

const BUSINESS_OFFSET_MS = 7 * 3_600_000; // Vietnam keeps UTC+7 all year

/** What a date-time filter of this language asks for ('YYYY-MM-DD HH:mm', 'dd/mm/yyyy HH:mm'). */
export const dateTimeInputHint = (locale: AppLocale): string => `${FORMATS[locale].dateInputHint} HH:mm`;

/** An instant as a date-time filter of this language shows it, in the business zone. */
export function isoToDateTimeInput(iso: unknown, locale: AppLocale): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return formatWith(d, `${FORMATS[locale].dateInput} HH:mm`, { in: inBusinessZone });
}

/**
 * A date, with or without a time, typed in this language's order and read in the business
 * zone, as an ISO instant; undefined when it is not a real day and time. Without a time a
 * start bound is the day's first minute and an end bound its last; an end bound takes the
 * whole minute ('to 14:30' includes what happened during 14:30). English also takes the
 * browser's own 'yyyy-MM-ddTHH:mm'.
 */
export function parseDateTimeInput(text: string, locale: AppLocale, end = false): string | undefined {
  const m = /^(\S+?)(?:[ T]+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const day = parseDateInput(m[1]!, locale);
  if (!day) return undefined;
  const hour = m[2] === undefined ? (end ? 23 : 0) : Number(m[2]);
  const minute = m[3] === undefined ? (end ? 59 : 0) : Number(m[3]);
  if (hour > 23 || minute > 59) return undefined;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, mo - 1, d, hour, minute, end ? 59 : 0, end ? 999 : 0) - BUSINESS_OFFSET_MS;
  return new Date(at).toISOString();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: AppLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(FORMATS[locale].intl, options);
    numberFormats.set(key, f);
  }
  return f;
}

/** A whole or decimal number with the language's grouping: 1,234.5 / 1.234,5. */
export function formatNumber(n: number | null | undefined, locale: AppLocale, maximumFractionDigits = 1): string {
  return numberFormat(locale, { maximumFractionDigits }).format(Number(n ?? 0));
}

/** Vietnamese short forms, largest first: what a Vietnamese reader writes on an axis (Intl's 'N' and 'Tr' read as nothing). */
const VI_SHORT: readonly [number, string][] = [
  [1e9, 'tỷ'],
  [1e6, 'tr'],
  [1e3, 'nghìn'],
];

/**
 * A usage count or a chart axis, compact above 1,000 with one decimal: 1,500 → '1.5K' /
 * '1,5 nghìn', 2,300,000 → '2.3M' / '2,3 tr', 1,200,000,000 → '1.2B' / '1,2 tỷ'; a million
 * is '1M' / '1 tr', never '1000K'. Up to 1,000 the number itself, grouped.
 */
export function formatCount(n: number | null | undefined, locale: AppLocale): string {
  const value = Number(n ?? 0);
  if (Math.abs(value) <= 1000) return formatNumber(value, locale, 0);
  if (locale === 'en') return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  // The largest unit the value reaches; one that rounds to 1.000 of it is 1 of the next (999.960 is 1 tr).
  let index = VI_SHORT.findIndex(([unit]) => Math.abs(value) >= unit);
  const tenths = (i: number) => Math.round((value / VI_SHORT[i]![0]) * 10) / 10;
  if (index > 0 && Math.abs(tenths(index)) >= 1000) index -= 1;
  return `${formatNumber(tenths(index), locale)}\u00a0${VI_SHORT[index]![1]}`;
}

/** VND in Vietnamese format without decimals ('1.234.000 ₫'); other currencies in English format (spec §9). */
export function formatMoney(amount: number | null | undefined, currency = 'VND'): string {
  const value = Number(amount ?? 0);
  if (currency === 'VND') {
    return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(value);
  }
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
}

export type RelativeTime =
  { key: 'app.time.just_now' } | { key: 'app.time.minutes_ago' | 'app.time.hours_ago' | 'app.time.days_ago'; count: number } | { date: Date };

/**
 * How long ago, as a translation key and count: under 60 s 'Just now', then minutes,
 * hours, days up to 30 days, then the date (formatted by the caller in its language).
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
  return { date: d };
}

/** The first 8 characters of an id (orders, payments). */
export const shortId = (id: string | null | undefined) => (id ?? '').slice(0, 8);

/** 'super_admin' → 'Super admin'. */
export function capitalize(text: string | null | undefined): string {
  const t = (text ?? '').replace(/_/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A chart bucket: a business day 'YYYY-MM-DD' → 'Nov 25' / '25 thg 11'; a month 'YYYY-MM' → 'Nov 2026' / 'thg 11 2026'. */
export function formatBucket(key: string, locale: AppLocale): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number?];
  // The key is already a business date: format it as is (UTC), whatever the viewer's zone.
  const at = new Date(Date.UTC(y, m - 1, d ?? 1));
  const options: Intl.DateTimeFormatOptions = d ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(FORMATS[locale].intl, options).format(at);
}
