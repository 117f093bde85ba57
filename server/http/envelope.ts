// The API's envelope: `{ success: true, data, message? }` for an answer, typed errors that
// the app's error handler turns into `{ success: false, message, errors? }`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type FieldCodes, type ServerMessageCode, type ServerMessageParams, serverText } from '../../contract/server-messages.js';
import { withhold } from '../../contract/withheld.js';
import type { Entity } from '../../contract/route.js';

export interface HttpErrorDetails {
  /** A field's (dotted path's) message. */
  errors?: Record<string, string>;
  /** A field's message by its code, where the panel says it in its own language. */
  fieldCodes?: FieldCodes;
  headers?: Record<string, string>;
  /** A stable name for the refusal, where clients act on it. */
  code?: string;
  /** The values of the code's sentence (contract/server-messages.ts). */
  params?: ServerMessageParams;
}

export class HttpError extends Error {
  readonly errors?: Record<string, string>;
  readonly fieldCodes?: FieldCodes;
  readonly headers?: Record<string, string>;
  readonly code?: string;
  readonly params?: ServerMessageParams;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    // Coded fields carry their English sentence in errors too, for API clients.
    const coded = details.fieldCodes && Object.fromEntries(Object.entries(details.fieldCodes).map(([field, code]) => [field, serverText(code)]));
    const errors = coded || details.errors ? { ...details.errors, ...coded } : undefined;
    Object.assign(this, { ...details, errors });
  }
}

/** A refusal the panel says in its own language: its code's English sentence, code and params; the fields at fault by code. */
export const refusal = (status: ContentfulStatusCode, code: ServerMessageCode, params?: ServerMessageParams, fieldCodes?: FieldCodes) =>
  new HttpError(status, serverText(code, params), { code, params, fieldCodes });

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, { errors });

/** 404 '{Entity} not found'. */
export const notFound = (what: Entity) => refusal(404, `${what}_NOT_FOUND`);
export const conflict = (code: ServerMessageCode, params?: ServerMessageParams) => refusal(409, code, params);
export const forbidden = (message: string, code: string) => new HttpError(403, message, { code });

/** A JSON envelope answer, typed by its `data` so a route's handler is checked against the route's `data` schema. */
export type Sent<T> = Response & { readonly __data?: T };

/** `{ success: true, data, message? }` */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200): Sent<T> {
  // What the route withholds from the caller's role (RouteSpec.withhold) never leaves.
  const hidden = c.get('withheld') as ReadonlySet<string> | undefined;
  if (hidden) data = withhold(data, hidden);
  // Sent with its length: the compression middleware leaves an answer under 1 kB alone
  // (without it, every answer went through a gzip stream, however small).
  const body = JSON.stringify(message === undefined ? { success: true, data } : { success: true, data, message });
  return c.body(body, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
}
