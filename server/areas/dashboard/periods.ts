// The charts' periods (contract/analytics.ts) as business dates: the buckets of the period, the
// same buckets one period earlier, and the [from, to) range of dates to read counters over.
import type { Period } from '../../../contract/analytics.js';
import { businessDay, businessDayStart, businessMonth, businessMonthStart } from '../../core/business-time.js';

export interface PeriodRange {
  period: Period;
  unit: 'day' | 'month';
  /** Bucket keys, oldest first: YYYY-MM-DD, or YYYY-MM for 12m. */
  keys: string[];
  /** The bucket at the same place one period earlier. */
  previousKeys: string[];
  /** First business date of the period, first one after it, first one of the period before. */
  from: string;
  to: string;
  previousFrom: string;
}

const DAYS: Record<Exclude<Period, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function periodRange(period: Period, now: Date): PeriodRange {
  if (period === '12m') {
    const month = (offset: number) => businessMonthStart(now, offset);
    return {
      period,
      unit: 'month',
      keys: Array.from({ length: 12 }, (_, i) => businessMonth(month(i - 11))),
      previousKeys: Array.from({ length: 12 }, (_, i) => businessMonth(month(i - 23))),
      from: businessDay(month(-11)),
      to: businessDay(month(1)),
      previousFrom: businessDay(month(-23)),
    };
  }
  const n = DAYS[period];
  const day = (offset: number) => businessDay(businessDayStart(now, offset));
  return {
    period,
    unit: 'day',
    keys: Array.from({ length: n }, (_, i) => day(i - (n - 1))),
    previousKeys: Array.from({ length: n }, (_, i) => day(i - (2 * n - 1))),
    from: day(-(n - 1)),
    to: day(1),
    previousFrom: day(-(2 * n - 1)),
  };
}

/** A counter's sum in one bucket (0 when nothing was counted). */
export const at = (sums: Map<string, Map<string, number>>, name: string, key: string): number => sums.get(name)?.get(key) ?? 0;
