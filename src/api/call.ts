// One typed way to call a route of the contract (contract/route.ts): its path filled from
// `params`, its query and body typed by its schemas, its answer typed by its `data` (or a
// Blob for a file). The path exists only in the contract.
import type { Envelope } from '../../contract/envelope';
import type { PathParams, RouteBody, RouteData, RouteDef, RouteQuery } from '../../contract/route';
import { type QueryValue, request } from './httpClient';

type ParamsOf<R extends RouteDef> = [PathParams<R['path']>] extends [never] ? { params?: never } : { params: Record<PathParams<R['path']>, string> };
type BodyOf<R extends RouteDef> = R extends { body: unknown }
  ? { body: RouteBody<R> }
  : R extends { upload: unknown }
    ? { formData: FormData }
    : { body?: never };
type QueryOf<R extends RouteDef> = R extends { query: unknown } ? { query?: Partial<RouteQuery<R>> } : { query?: never };

export type CallInput<R extends RouteDef> = ParamsOf<R> & BodyOf<R> & QueryOf<R> & { signal?: AbortSignal };

/** A JSON route answers its envelope; a file route a Blob. */
export type CallAnswer<R extends RouteDef> = R extends { file: unknown } ? Blob : Envelope<RouteData<R>>;

/** `/api/contact/{id}/status` with `{ id: '…' }` → `/api/contact/…/status` (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

// Optional when the route has no parameters, query or body to send.
type Args<R extends RouteDef> = Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export function call<R extends RouteDef>(route: R, ...[input]: Args<R>): Promise<CallAnswer<R>> {
  const { params, query, body, formData, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    formData?: FormData;
    signal?: AbortSignal;
  };
  return request<CallAnswer<R>>(pathOf(route.path, params), {
    method: route.method.toUpperCase(),
    query,
    body,
    formData,
    signal,
    responseType: route.file ? 'blob' : 'json',
  });
}
