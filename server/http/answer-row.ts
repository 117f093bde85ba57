// A table row as its answer schema describes it, for the entities whose columns are their
// answer's keys: each key the schema names, times as ISO 8601 text; columns the answer does
// not name (a sender's address) stay out. One mapper, read off the schema, instead of a
// hand-written copy per entity.
import type { z } from 'zod';

const json = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function answerRow<S extends z.ZodObject>(schema: S, row: object): z.output<S> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, json(values[key])])) as z.output<S>;
}
