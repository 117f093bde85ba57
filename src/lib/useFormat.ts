import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatCount, formatDate, formatDateTime, formatMoney, formatNumber, toAppLocale, type AppLocale } from './format';

type DateLike = string | number | Date | null | undefined;

export interface Formats {
  locale: AppLocale;
  /** Date and time in the business zone, in the chosen language's order. */
  dateTime: (value: DateLike) => string;
  /** The day in the business zone. */
  date: (value: DateLike) => string;
  /** A number with the chosen language's grouping. */
  number: (n: number | null | undefined, maximumFractionDigits?: number) => string;
  /** A compact count (K/M, N/Tr). */
  count: (n: number | null | undefined) => string;
  money: (amount: number | null | undefined, currency?: string) => string;
}

/** The formatters of src/lib/format.ts bound to the chosen language. */
export function useFormat(): Formats {
  const [raw] = useLocaleState();
  const locale = toAppLocale(raw);
  return useMemo(
    () => ({
      locale,
      dateTime: (v) => formatDateTime(v, locale),
      date: (v) => formatDate(v, locale),
      number: (n, digits) => formatNumber(n, locale, digits),
      count: (n) => formatCount(n, locale),
      money: formatMoney,
    }),
    [locale],
  );
}
