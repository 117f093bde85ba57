// The list envelope's pagination. A filtered or searched list is counted exactly up to a
// cap; past it the server reports the cap (or the page reached) as a lower bound, because
// counting millions of matches on every click is what makes a list slow. 1,000: finding the
// 1,001st match of a common word means testing some tens of thousands of rows (measured in
// tests/bench/lists.ts); ten times that cost more than every other part of a page together.
import { z } from 'zod';
import { count } from './fields.js';

/** Matches counted exactly; beyond this a search reports `totalIsLowerBound`. */
export const LIST_COUNT_CAP = 1_000;

export const paginationSchema = z.object({
  page: count,
  limit: count,
  total: count.meta({ description: 'Exact, or (with totalIsLowerBound) the number of matches known to exist at least' }),
  totalPages: count,
  totalIsLowerBound: z
    .literal(true)
    .optional()
    .meta({ description: 'Present (true) when there are more than `total` matches: the list continues past totalPages' }),
});
export type Pagination = z.infer<typeof paginationSchema>;
