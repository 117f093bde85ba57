// Query-string building blocks of the request schemas: strict numbers, booleans and dates
// (malformed → 400, never a silent default), paging and search. The wire form is text, so
// each takes a string and gives the typed value.
import { z } from 'zod';

export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ description: `A whole number from ${min} to ${max}` });

export const boolParam = z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true');

/** The day a YYYY-MM-DD prefix names exists (2024-02-30 does not; Date.parse rolls it into March). */
const realDay = (v: string) => {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/**
 * An ISO 8601 date or date-time naming a real day in years 0000–9999. Anything else is a 400:
 * a six-digit year parses in JavaScript but is out of PostgreSQL's range (it was a 500).
 */
export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be a valid date')
  .refine((v) => !Number.isNaN(Date.parse(v)) && realDay(v), 'Must be a valid date')
  .transform((v) => new Date(v))
  .meta({ description: 'A date or date-time, e.g. 2025-01-31 or 2025-01-31T17:00:00.000Z' });

/** page (1-based) and limit (≤ 100, default = the screen's page size). */
export const pageQuery = (defaultLimit: number) => ({
  page: intParam(1, 1_000_000).default(1),
  limit: intParam(1, 100).default(defaultLimit),
});

/** An optional search term, trimmed; blank means none. */
export const searchParam = z
  .string()
  .max(200)
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined))
  .meta({ description: 'Case-insensitive substring search' });

/** An export's format, for every export route: CSV unless asked for the rows as JSON. */
export const exportFormatParam = z.enum(['csv', 'json'], { message: 'Format must be csv or json' }).default('csv');
export type ExportFormat = z.infer<typeof exportFormatParam>;

export const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** A sort field from a whitelist (docs/api.md "Lists"). */
export const sortParam = <const T extends readonly [string, ...string[]]>(fields: T) => z.enum(fields, { message: `Sort must be one of ${fields.join(', ')}` });

/**
 * Seek paging (extension): `after` is the id of the last row of the page before, `before`
 * the id of the first row of the page after; the page is found from that row's sort key.
 */
export const seekQuery = {
  after: z.uuid('Invalid cursor').optional().meta({ description: 'Id of the last row of the page before (seek to the next page)' }),
  before: z.uuid('Invalid cursor').optional().meta({ description: 'Id of the first row of the page after (seek to the previous page)' }),
};
