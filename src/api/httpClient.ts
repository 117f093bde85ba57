// Every API request: bearer token from storage, JSON, a 30-second timeout and the
// errors' messages. Errors are react-admin HttpErrors whose message is either the server's
// text or a translation key (app.errors.*) that notifications translate. `request` serves
// the resources' routes and named methods; `httpClient` serves ra-data-simple-rest.
import { type fetchUtils, HttpError } from 'react-admin';
import { authRoutes } from '../../contract/auth';
import { BUSY_REFUSALS, type BusyRefusal, type Envelope, type ErrorEnvelope } from '../../contract/envelope';
import { ACCESS_REFUSALS, type AccessRefusal } from '../../contract/permissions';
import { isServerMessageCode } from '../../contract/server-messages';
import { i18nProvider } from '../../i18n';
import { sayServer } from '../lib/serverMessage';
import { tokenStore } from './tokenStore';

export const API_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
export const REQUEST_TIMEOUT_MS = 30_000;

/** An absolute address of an API path (the preview tab needs one). */
export function apiUrl(path: string): string {
  return `${API_URL || window.location.origin}${path}`;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send as multipart (uploads). */
  formData?: FormData;
  /** 'blob' for downloads; default 'json'. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_URL}${path}${qs ? `?${qs}` : ''}`;
}

/** A wrong password (or code) at sign-in is a 401 too, but no session to forget: both steps' paths start with the first's. */
const isSignIn = (url: string) => url.includes(authRoutes.login.path);

const isAccessRefusal = (code: unknown): code is AccessRefusal => typeof code === 'string' && code in ACCESS_REFUSALS;

/** The guard's refusals in the UI language, by their code. */
const REFUSAL_KEYS: Record<AccessRefusal, string> = {
  FORBIDDEN: 'app.errors.forbidden',
  PASSWORD_CHANGE_REQUIRED: 'app.errors.password_change_required',
  TWO_FACTOR_SETUP_REQUIRED: 'app.errors.two_factor_setup_required',
};

const isBusyRefusal = (code: unknown): code is BusyRefusal => typeof code === 'string' && code in BUSY_REFUSALS;

/** A busy server's refusals in the UI language, by their code. */
const BUSY_KEYS: Record<BusyRefusal, string> = {
  EXPORT_BUSY: 'app.errors.export_busy',
  TOO_MANY_STREAMS: 'app.errors.too_many_streams',
};

type RefusalListener = (code: AccessRefusal) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * Hears every 403 the guard names (the account must be finished first, or the role changed):
 * the shell then asks /me again and shows what the admin may do now. Returns the unsubscribe.
 */
export function onAccessRefusal(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The message a failed response gets: status rules, then server, then client text. */
function errorMessage(status: number, body: Partial<ErrorEnvelope> | undefined): string {
  if (status === 403) return REFUSAL_KEYS[isAccessRefusal(body?.code) ? body.code : 'FORBIDDEN'];
  if (status === 429 && isBusyRefusal(body?.code)) return BUSY_KEYS[body.code];
  // A coded 5xx is said like any refusal (the test email's 502 says why the SMTP server failed).
  if (status >= 500 && !isServerMessageCode(body?.code)) return 'app.errors.server';
  if (!body?.message) return 'app.errors.generic';
  return sayServer(i18nProvider.translate, { message: body.message, code: body.code, params: body.params });
}

/** One call with the token and the timeout; a failed response becomes an HttpError. */
async function send(url: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason));
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: controller.signal });
  } catch (err) {
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    if (!timedOut && init.signal?.aborted) throw err; // the caller cancelled: not an error to show
    throw new HttpError(timedOut ? 'app.errors.timeout' : 'app.errors.network', 0);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    let parsed: Partial<ErrorEnvelope> | undefined;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    // A dead session: forget the token (unless a newer one replaced it meanwhile, as a
    // password change does); react-admin's checkError then signs out.
    if (response.status === 401 && !isSignIn(url) && tokenStore.get() === token) tokenStore.clear();
    if (response.status === 403 && isAccessRefusal(parsed?.code)) for (const listener of refusalListeners) listener(parsed.code);
    // A throttled sign-in says how long to wait (seconds) in its header: the screen words it.
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    throw new HttpError(errorMessage(response.status, parsed), response.status, { ...parsed, ...(retryAfter ? { retryAfter } : {}) });
  }
  return response;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers();
  // The UI language, for what the server writes in it (mail, CSV headers).
  headers.set('Accept-Language', i18nProvider.getLocale());
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await send(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A named call's answer without its envelope: the `data` alone. */
export const dataOf = <T>(answer: Promise<Envelope<T>>): Promise<T> => answer.then((r) => r.data);

/** ra-data-simple-rest's httpClient: the same call, with the envelope's `data` as its json. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (typeof options.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await send(url, { method: options.method ?? 'GET', headers, body: options.body, signal: options.signal });
  const body = await response.text();
  const json = body ? (JSON.parse(body) as Envelope).data : undefined;
  return { status: response.status, headers: response.headers, body, json };
}
