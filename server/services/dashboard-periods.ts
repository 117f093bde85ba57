// Calendar days and months in the business time zone, Asia/Ho_Chi_Minh: UTC+7 all year
// (Vietnam has no daylight saving), so a fixed offset is exact and needs no tz database.
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Start (as a UTC instant) of the business-local calendar month `offset` months from now's. */
export function businessMonthStart(now: Date, offset = 0): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  // Date.UTC carries month overflow into the year (month -1 is last December).
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - OFFSET_MS);
}

/** Start (as a UTC instant) of now's business-local calendar day. */
export function businessDayStart(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/**
 * Percent change from `previous` to `current`, one decimal. Growth from nothing is
 * reported as 100 (API.md), nothing to nothing as 0.
 */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  return change === 0 ? 0 : change; // no -0
}
