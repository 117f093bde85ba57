// Query-string building blocks: strict numbers and booleans (malformed → 400, never a default).
import { z } from 'zod';

export const intParam = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'Must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

export const boolParam = z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true');

export const dateParam = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a valid date')
  .transform((v) => new Date(v));

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
  .transform((v) => (v ? v : undefined));

export const sortOrder = z.enum(['asc', 'desc']).default('desc');

export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Escape % and _ so a search term is matched literally by ILIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
