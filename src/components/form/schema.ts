// The one way a form checks its values: the contract's zod schema through
// @hookform/resolvers/zod, every error under its field at once, each message turned into
// the form's catalog key (the contract and server speak English). The server's field errors
// of a refused save go through the same translation and land under the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isServerMessageCode } from '../../../contract/server-messages';

/** A message as a form shows it: a catalog key, or a key with arguments (`_`: the text to show when the key is missing). */
export type FormMessage = string | { message: string; args: Record<string, unknown> };
/** The form's message for the contract's (or server's) English message at a field. */
export type MessageOf = (message: string, field: string) => FormMessage;

export interface SchemaMessages {
  /** Default: the message as written. */
  message?: MessageOf;
  /** Where an error shows (default: its own path); e.g. one feature row's error under the whole list. */
  field?: (path: string) => string;
}

export interface ResolverOptions extends SchemaMessages {
  /** Submit the values as the inputs hold them (a save transforms them itself), not the schema's output. */
  raw?: boolean;
}

// react-admin's way to carry a message's arguments inside react-hook-form's string
// message; its ValidationError (the inputs' helper text) reads it back and translates.
const WITH_ARGS = '@@react-admin@@';
const encode = (m: FormMessage) => (typeof m === 'string' ? m : `${WITH_ARGS}${JSON.stringify(m)}`);

type Tree = { [key: string]: unknown };
const isFieldError = (value: unknown): value is FieldError => typeof value === 'object' && value !== null && typeof (value as FieldError).type === 'string';

/** Every error of a react-hook-form error tree, with its dotted path. */
function* leaves(tree: unknown, prefix = ''): Generator<[string, FieldError]> {
  if (isFieldError(tree)) {
    yield [prefix, tree];
    return;
  }
  if (typeof tree !== 'object' || tree === null) return;
  for (const [key, value] of Object.entries(tree)) if (value) yield* leaves(value, prefix ? `${prefix}.${key}` : key);
}

function setPath(tree: Tree, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
  node[parts.at(-1)!] ??= value;
}

/** One error: its path, kind and English text, and its catalog key where the server gave a code. */
type Found = [path: string, type: string, text: string, key?: string];

/** The form's errors keyed by field path, from messages keyed by field path. */
function errorTree(found: Iterable<Found>, { message = (m) => m, field = (p) => p }: SchemaMessages): Tree {
  const errors: Tree = {};
  for (const [path, type, text, key] of found) {
    const target = field(path);
    setPath(errors, target, { type, message: encode(key ?? message(text, target)) });
  }
  return errors;
}

/**
 * A react-hook-form resolver from a zod schema: on success the form submits the schema's
 * output (trimmed, coerced); on failure the first error of each field, as the form's message.
 */
export function schemaResolver(schema: z.ZodType, { raw = false, ...messages }: ResolverOptions = {}): Resolver<FieldValues> {
  const zod = schema as z.ZodType<FieldValues, FieldValues>;
  const resolve: Resolver<FieldValues> = raw ? zodResolver(zod, undefined, { raw: true }) : zodResolver(zod);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const found = [...leaves(result.errors)].map(([path, error]): Found => [path, error.type, error.message ?? '']);
    if (!found.length) return { values: result.values, errors: {} };
    return { values: {}, errors: errorTree(found, messages) as never };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The field errors of a refused save (`{ errors: { field: message }, fieldCodes?: { field: code } }`
 * in the error body), as a form's errors: return them from react-admin's Form onSubmit and
 * each lands under its field. A coded field reads as its code (`app.server.<CODE>`), the others
 * through the form's table. Undefined when the failure names no field.
 */
export function serverFieldErrors(error: unknown, messages: SchemaMessages = {}): Tree | undefined {
  const body = (error as { body?: { errors?: unknown; fieldCodes?: unknown } } | null)?.body;
  const errors = body?.errors;
  if (!isRecord(errors) || !Object.keys(errors).length) return undefined;
  const codes = isRecord(body?.fieldCodes) ? body.fieldCodes : {};
  const keyOf = (path: string) => {
    const code = codes[path];
    return isServerMessageCode(code) ? `app.server.${code}` : undefined;
  };
  return flatten(
    errorTree(
      Object.entries(errors).map(([path, text]): Found => [path, 'server', String(text), keyOf(path)]),
      messages,
    ),
  );
}

/** A screen's own messages keyed by field path as a form's errors, for onSubmit to return. */
export function formErrors(errors: Record<string, unknown>, messages: SchemaMessages = {}): Tree {
  return flatten(
    errorTree(
      Object.entries(errors).map(([path, text]): Found => [path, 'server', String(text)]),
      messages,
    ),
  );
}

/** setSubmissionErrors (react-admin) takes leaves as strings: { email: 'key' }, { credits: { cvCreation: 'key' } }. */
function flatten(tree: Tree): Tree {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, isFieldError(v) ? v.message : flatten(v as Tree)]));
}
