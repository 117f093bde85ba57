// Show the server's message when it sent one, else the screen's own message.
// httpClient errors carry either the server's text or an app.errors.* key; only the generic
// key means "the server said nothing", so that one gives way to the screen's message.
import { HttpError } from 'react-admin';
import { isServerMessageCode, type ServerMessageParams } from '../../contract/server-messages';

/** What the server said: its English text, and the code and values it is said by in any language. */
export interface Said {
  message: string;
  code?: string;
  params?: ServerMessageParams;
}

/** A refusal in the UI language when its code is one of the contract's (app.server.*); else as sent. */
export function sayServer(translate: (key: string, options?: object) => string, { message, code, params }: Said): string {
  if (!isServerMessageCode(code)) return message;
  // An order status among the values is said by its label (the server sends the status code).
  const status = params?.status === undefined ? {} : { status: translate(`resources.orders.statuses.${params.status}`, { _: String(params.status) }) };
  return translate(`app.server.${code}`, { ...params, ...status, _: message });
}

export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message || message === 'app.errors.generic') return fallback;
  return message;
}

/** A busy server's refusal (429: its words, by code, in the UI language) tells more than the screen's own failure message. */
export function busyOr(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status === 429 ? error.message : fallback;
}
