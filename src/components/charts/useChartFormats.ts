// The chosen language's number, money and date formats for chart specs.
import { useLocale } from 'react-admin';
import { formatBucket, formatCompactIn, formatMoneyIn, formatNumberIn } from '../../lib/format';

export function useChartFormats() {
  const locale = useLocale();
  return {
    locale,
    number: (n: number) => formatNumberIn(n, locale),
    money: (n: number, currency = 'VND') => formatMoneyIn(n, currency, locale),
    compact: (n: number) => formatCompactIn(n, locale),
    bucket: (v: string | number) => formatBucket(String(v), locale),
  };
}
