// The chosen language's number, money and date formats for chart specs (useFormat's, plus
// money in the language's own order and the buckets' short dates).
import { useMemo } from 'react';
import { formatBucket, formatMoneyIn } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';

export function useChartFormats() {
  const f = useFormat();
  return useMemo(
    () => ({
      locale: f.locale,
      number: (n: number) => f.number(n, 0),
      money: (n: number, currency = 'VND') => formatMoneyIn(n, currency, f.locale),
      compact: (n: number) => f.count(n),
      bucket: (v: string | number) => formatBucket(String(v), f.locale),
    }),
    [f],
  );
}
