// The contract's and server's English field messages as the profile page's catalog keys, so
// they read in the admin's language; an unknown message is shown as sent.
import type { FormMessage, SchemaMessages } from '../../components/form/schema';

const KEYS: Record<string, string> = {
  'First name is required': 'first_name_required',
  'First name is too long': 'first_name_long',
  'Last name is required': 'last_name_required',
  'Last name is too long': 'last_name_long',
  'Invalid email address': 'email_invalid',
  'Email is already in use': 'email_taken',
  'Current password is required': 'current_required',
  'Password is required': 'password_required',
  'The new password must differ from the current one': 'same',
  'Passwords do not match': 'mismatch',
};

export function fieldError(message: string): FormMessage {
  const known = KEYS[message];
  if (known) return `app.profile.errors.${known}`;
  const short = /at least (\d+) characters/.exec(message);
  if (short) return { message: 'app.profile.errors.too_short', args: { smart_count: Number(short[1]) } };
  if (/at most \d+ characters/.test(message)) return 'app.profile.errors.too_long';
  return { message, args: { _: message } };
}

/** The profile forms' messages, for the schema's errors and the server's alike. */
export const PROFILE_MESSAGES: SchemaMessages = { message: fieldError };
