// The chosen language's number, money and date formats for chart specs: useFormat's, so a
// chart writes money and counts as the lists beside it do, plus the buckets' short dates.
import { useMemo } from 'react';
import { formatBucket } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';

export function useChartFormats() {
  const f = useFormat();
  return useMemo(
    () => ({
      locale: f.locale,
      number: (n: number) => f.number(n, 0),
      money: (n: number, currency = 'VND') => f.money(n, currency),
      compact: (n: number) => f.count(n),
      bucket: (v: string | number) => formatBucket(String(v), f.locale),
    }),
    [f],
  );
}
