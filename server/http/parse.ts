// Input parsing shared by every route: zod schemas from the contract, field errors keyed by
// dotted path, no U+0000 anywhere (PostgreSQL text and jsonb cannot store it), JSON bodies
// only as application/json.
import type { Context } from 'hono';
import { z } from 'zod';
import type { Entity } from '../../contract/route.js';
import { badRequest, HttpError, notFound, refusal } from './envelope.js';

/** Field errors keyed by dotted path, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Where `input` holds U+0000 (in a string or a key), as a dotted path. */
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
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, fieldErrors(result.error));
  // Refused here rather than by the database, where it would be a 500; only what the schema
  // keeps can reach it (an unknown parameter holding one is dropped like any unknown one).
  const nul = nullCharacterAt(result.data);
  if (nul !== undefined) throw new HttpError(400, message, { fieldCodes: { [nul]: 'NULL_CHARACTER' } });
  return result.data;
}

/** Query string → schema. Repeated keys keep their last value. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query(), 'Invalid query parameters');
}

export function requireJson(c: Context): void {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw new HttpError(415, 'Content-Type must be application/json');
}

/** JSON text → value; 400 when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

/** JSON body → schema; 415 for another content type, 400 for malformed JSON. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  requireJson(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Malformed JSON body');
  }
  return parse(schema, body);
}

/** An update that names no field: 400 'Nothing to update', its field message under `field`. */
export function requireChanges<T extends object>(changes: T, field = '_'): T {
  if (!Object.keys(changes).length) throw refusal(400, 'NOTHING_TO_UPDATE', undefined, { [field]: 'NO_FIELDS' });
  return changes;
}

const uuid = z.uuid();

/** A path id that must be a UUID; anything else is the same 404 as an unknown id. */
export function uuidParam(c: Context, what: Entity, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!uuid.safeParse(id).success) throw notFound(what);
  return id;
}
