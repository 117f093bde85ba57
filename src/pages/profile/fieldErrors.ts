// The contract's and server's English field messages as the profile page's catalog keys, so
// they read in the admin's language; an unknown message is shown as sent.
import { z } from 'zod';

const KEYS: Record<string, string> = {
  'First name is required': 'first_name_required',
  'First name is too long': 'first_name_long',
  'Last name is required': 'last_name_required',
  'Last name is too long': 'last_name_long',
  'Invalid email address': 'email_invalid',
  'Email is already in use': 'email_taken',
  'Current password is required': 'current_required',
  'Current password is incorrect': 'current_wrong',
  'The new password must differ from the current one': 'same',
};

export interface FieldError {
  key: string;
  options?: Record<string, unknown>;
}

export function fieldError(message: string): FieldError {
  const known = KEYS[message];
  if (known) return { key: `app.profile.errors.${known}` };
  const short = /at least (\d+) characters/.exec(message);
  if (short) return { key: 'app.profile.errors.too_short', options: { smart_count: Number(short[1]) } };
  if (/at most \d+ characters/.test(message)) return { key: 'app.profile.errors.too_long' };
  return { key: message, options: { _: message } };
}

/** First error per field, from a zod error or a server's `errors` object. */
export function fieldErrors(source: z.ZodError | Record<string, string>): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  const pairs = source instanceof z.ZodError ? source.issues.map((i) => [String(i.path[0]), i.message] as const) : Object.entries(source);
  for (const [field, message] of pairs) out[field] ??= fieldError(message);
  return out;
}
