// Show the server's message when it sent one, else the screen's own message.
// httpClient errors carry either the server's text or an app.errors.* key; only the generic
// key means "the server said nothing", so that one gives way to the screen's message.
import { HttpError } from 'react-admin';

export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message || message === 'app.errors.generic') return fallback;
  return message;
}

/** A busy server's refusal (429: its words, by code, in the UI language) tells more than the screen's own failure message. */
export function busyOr(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status === 429 ? error.message : fallback;
}
