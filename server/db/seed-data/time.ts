// Calendar boundaries in the business time zone (Asia/Ho_Chi_Minh, UTC+7 all year, no DST),
// so the seed puts rows into "today", "this month" and "last month" as the dashboard sees them.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const VN_OFFSET = 7 * HOUR;

export interface Periods {
  now: number;
  todayStart: number;
  monthStart: number;
  lastMonthStart: number;
  /** How far back the data set reaches (about 14 months). */
  historyStart: number;
}

export function periods(now: Date): Periods {
  const t = now.getTime();
  const local = new Date(t + VN_OFFSET);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const todayStart = Date.UTC(y, m, local.getUTCDate()) - VN_OFFSET;
  const monthStart = Date.UTC(y, m, 1) - VN_OFFSET;
  const lastMonthStart = Date.UTC(y, m - 1, 1) - VN_OFFSET;
  const historyStart = Date.UTC(y, m - 14, local.getUTCDate()) - VN_OFFSET;
  return { now: t, todayStart, monthStart, lastMonthStart, historyStart };
}

/** `YYMM` of an instant in the business time zone (order codes). */
export function yymm(at: number): string {
  const local = new Date(at + VN_OFFSET);
  return `${String(local.getUTCFullYear() % 100).padStart(2, '0')}${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}
