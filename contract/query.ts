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

export const dateParam = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a valid date')
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

export const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** A sort field from a whitelist (API.md "Lists"). */
export const sortParam = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.enum(fields, { message: `Sort must be one of ${fields.join(', ')}` });

/**
 * Seek paging (extension): `after` is the id of the last row of the page before, `before`
 * the id of the first row of the page after; the page is found from that row's sort key.
 */
export const seekQuery = {
  after: z.uuid('Invalid cursor').optional().meta({ description: 'Id of the last row of the page before (seek to the next page)' }),
  before: z.uuid('Invalid cursor').optional().meta({ description: 'Id of the first row of the page after (seek to the previous page)' }),
};
