// The API's envelope: `{ success: true, data, message? }` for an answer, typed errors that
// the app's error handler turns into `{ success: false, message, errors? }`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A stable name for the refusal, where clients act on it. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string, code: string) => new HttpError(403, message, undefined, undefined, code);

/** `{ success: true, data, message? }` */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(message === undefined ? { success: true, data } : { success: true, data, message }, status);
}
