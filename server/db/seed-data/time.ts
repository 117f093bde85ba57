// Calendar boundaries in the business time zone (core/business-time.ts), so the seed puts rows
// into "today", "this month" and "last month" as the dashboard sees them.
import { businessDayStart, businessMonth, businessMonthStart } from '../../core/business-time.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Periods {
  now: number;
  todayStart: number;
  monthStart: number;
  lastMonthStart: number;
  /** How far back the data set reaches (about 14 months). */
  historyStart: number;
}

export function periods(now: Date): Periods {
  const todayStart = businessDayStart(now).getTime();
  const monthStart = businessMonthStart(now).getTime();
  // The same day of the month, 14 months back (a 31st rolls into the next month, as Date.UTC does).
  const dayOfMonth = Math.round((todayStart - monthStart) / DAY);
  const historyStart = businessMonthStart(now, -14).getTime() + dayOfMonth * DAY;
  return { now: now.getTime(), todayStart, monthStart, lastMonthStart: businessMonthStart(now, -1).getTime(), historyStart };
}

/** `YYMM` of an instant in the business time zone (order codes). */
export function yymm(at: number): string {
  const month = businessMonth(new Date(at));
  return `${month.slice(2, 4)}${month.slice(5, 7)}`;
}
