// The API.md envelope, typed errors and zod-backed input parsing shared by every route.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/** `{ success: true, data, message? }` */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(message === undefined ? { success: true, data } : { success: true, data, message }, status);
}

/** Field errors keyed by dotted path, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Where `input` holds U+0000 (in a string or a key), as a dotted path; PostgreSQL text and jsonb cannot store it. */
function nullCharacterAt(input: unknown): string | undefined {
  // A loop, not recursion: a body may nest arrays thousands deep.
  const pending: [unknown, string][] = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '_';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([item, at]);
      }
    }
  }
  return undefined;
}

export function parse<S extends z.ZodType>(schema: S, input: unknown, message = 'Invalid input'): z.output<S> {
  // Refused here, not by the database (a 500, found by the fuzz test).
  const nul = nullCharacterAt(input);
  if (nul !== undefined) throw badRequest(message, { [nul]: 'Must not contain a null character' });
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, fieldErrors(result.error));
  return result.data;
}

/** Query string → schema. Repeated keys keep their last value. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query(), 'Invalid query parameters');
}

/** JSON body → schema; 415 for another content type, 400 for malformed JSON. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Malformed JSON body');
  }
  return parse(schema, body);
}

/** A route id that must be a UUID; anything else is the same 404 as an unknown id. */
export function idParam(c: Context, what: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!z.uuid().safeParse(id).success) throw notFound(what);
  return id;
}
