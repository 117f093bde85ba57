// The business time zone, Asia/Ho_Chi_Minh: UTC+7 all year (Vietnam keeps no daylight
// saving), so a fixed offset is exact and needs no time zone database. Counters, stats,
// analytics and file names all count days and months here; this is the one place the
// offset is written, once for TypeScript and once for SQL.
import { type SQL, sql } from 'drizzle-orm';

export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const BUSINESS_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The business day (YYYY-MM-DD) that contains an instant. */
export const businessDay = (at: Date): string => new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The business month (YYYY-MM) that contains an instant. */
export const businessMonth = (at: Date): string => businessDay(at).slice(0, 7);

/** Start (as a UTC instant) of the business-local calendar month `offset` months from now's. */
export function businessMonthStart(now: Date, offset = 0): Date {
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MS);
  // Date.UTC carries month overflow into the year (month -1 is last December).
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - BUSINESS_UTC_OFFSET_MS);
}

/** Start (as a UTC instant) of now's business-local calendar day, `offset` days away. */
export function businessDayStart(now: Date, offset = 0): Date {
  const local = now.getTime() + BUSINESS_UTC_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BUSINESS_UTC_OFFSET_MS + offset * DAY_MS);
}

// In SQL: `expression` is a column or a function call (AT TIME ZONE binds tighter than + or ||).
/** SQL text: the business date of a timestamptz expression (trigger bodies are text). */
export const businessDateSql = (expression: string): string => `((${expression} at time zone 'UTC') + interval '7 hours')::date`;

/** The business-local timestamp of a timestamptz column or expression, as a drizzle fragment. */
export const businessLocal = (expression: unknown): SQL => sql`(${expression} at time zone 'UTC') + interval '7 hours'`;
