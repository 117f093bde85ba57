// Every API request: bearer token from storage, JSON, a 30-second timeout and spec §8's
// error handling. Errors are react-admin HttpErrors whose message is either the server's
// text or a translation key (app.errors.*) that notifications translate.
import { HttpError } from 'react-admin';

export const API_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
export const REQUEST_TIMEOUT_MS = 30_000;
const TOKEN_KEY = 'adminToken';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

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

export interface Envelope<T = any> {
  success: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string>;
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

const isAuthPath = (path: string) => path.startsWith('/api/admin/auth/login');

/** The message spec §8 gives a failed response: status rules, then server, then client text. */
function errorMessage(status: number, body: Partial<Envelope> | undefined): string {
  if (status === 403) return 'app.errors.forbidden';
  if (status >= 500) return 'app.errors.server';
  return body?.message || 'app.errors.generic';
}

export async function request<T = any>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal: controller.signal });
  } catch (err) {
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    if (!timedOut && options.signal?.aborted) throw err; // the caller cancelled: not an error to show
    throw new HttpError(timedOut ? 'app.errors.timeout' : 'app.errors.network', 0);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    let parsed: Partial<Envelope> | undefined;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    // A dead session: forget the token (unless a newer one replaced it meanwhile, as a
    // password change does); react-admin's checkError then signs out.
    if (response.status === 401 && !isAuthPath(path) && tokenStore.get() === token) tokenStore.clear();
    throw new HttpError(errorMessage(response.status, parsed), response.status, parsed ?? {});
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
