// Each route declared once: its method and path, its input schemas (from the contract), what
// the OpenAPI document says of it, and its handler, in one call on its area:
//
//   users.get('/api/admin/users/{id}', { summary: 'Get a user', entity: 'USER', data: userSchema },
//     async (c, { id }) => ok(c, await getUser(c.get('deps').db, id)));
//
// The app registers every area's routes (app.ts) and the document is built from the same
// list (openapi/document.ts), so a route cannot exist without its entry, nor the reverse.
// The handler receives its input parsed: the path's ids checked (anything else is the
// entity's 404), the query and the JSON body through their schemas (400 with field errors,
// 415 for a body that is not JSON, no U+0000 anywhere). Each route names who may call it:
// `public`, or a permission that the guard checks against the caller's role.
// Each route declared once in the contract (contract/route.ts) and bound here to its handler
// on its area:
//
//   contactsArea.bind(contactRoutes.get, async (c, { id }) => ok(c, await getContact(c.get('deps').db, id)));
//
// The app registers every area's routes (app.ts) and the document is built from the same
// list (openapi/document.ts), so a route cannot exist without its entry, nor the reverse.
// The handler receives its input parsed: the path's ids checked (anything else is the
// entity's 404), the query and the JSON body through their schemas (400 with field errors,
// 415 for a body that is not JSON, no U+0000 anywhere), and its answer must fit the route's
// `data` schema (the compiler checks `ok(c, …)` against it). Each route names who may call
// it: `public`, or a permission that the guard checks against the caller's role.
import type { Context, MiddlewareHandler } from 'hono';
import type { PathParams, RouteDef } from '../../contract/route.js';
import { withheldFrom } from '../../contract/withheld.js';
import { z } from 'zod';
import type { AppEnv } from './context.js';
import { notFound, type Sent } from './envelope.js';
import { parseBody, parseQuery, uuidParam } from './parse.js';

/** What only the server knows of a route: how it reads its body and what runs before it. */
export interface ServerOptions {
  /** The handler reads the body itself (a signature over the raw text): `body` then only documents it. */
  rawBody?: true;
  /** Largest body accepted and the 413 that refuses a larger one (default: the app's JSON limit). */
  bodyLimit?: { bytes: number; message: string };
  /** Middleware run after the guard and before the handler. */
  use?: MiddlewareHandler<AppEnv>[];
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<Q, B> {
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The path's `{id}` ('' when it has none). */
  id: string;
  /** Every path parameter, as checked. */
  params: Record<string, string>;
}

type Handler = (c: Context<AppEnv>, input: { query: unknown; body: unknown; id: string; params: Record<string, string> }) => Response | Promise<Response>;

/** A JSON route answers its `data` (checked against it); a file, page or stream any Response. */
type Reply<R extends RouteDef> = R extends { data: z.ZodType } ? Sent<z.input<R['data']>> : Response;

/** A bound handler: its input from the route's schemas, its answer checked against its `data`. */
export type BoundHandler<R extends RouteDef> = (
  c: Context<AppEnv>,
  input: RouteInput<R['query'], R['body']> & { params: Record<PathParams<R['path']>, string> },
) => Reply<R> | Promise<Reply<R>>;

/** A bound route, as the app registers it and the document describes it. */
export type Route = RouteDef & ServerOptions & { handle: (c: Context<AppEnv>) => Promise<Response> };

export interface AreaTag {
  name: string;
  description: string;
}

export interface Area {
  tag: AreaTag;
  routes: Route[];
  /** Response entities this area shows by name in the document. */
  components?: Record<string, z.ZodType>;
}

const PARAM = /\{(\w+)\}/g;

/** The path as Hono writes it: `{id}` → `:id`. */
export const honoPath = (path: string) => path.replace(PARAM, ':$1');

function readParams(c: Context<AppEnv>, path: string, spec: RouteDef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name] of path.matchAll(PARAM)) {
    const schema = spec.params?.[name!];
    const raw = c.req.param(name!) ?? '';
    if (schema) {
      if (!schema.safeParse(raw).success) throw notFound(spec.entity ?? 'RESOURCE');
      out[name!] = raw;
    } else {
      out[name!] = spec.entity ? uuidParam(c, spec.entity, name) : raw;
    }
  }
  return out;
}

/** An area of the API: its tag in the document and its routes, declared with get/post/put/patch/delete. */
export function defineArea(tag: AreaTag, components?: Record<string, z.ZodType>) {
  const routes: Route[] = [];
  /** Binds a contract route (contract/route.ts) to its handler, with what only the server knows of it. */
  const bind = <R extends RouteDef>(route: R, handler: BoundHandler<R>, options: ServerOptions = {}) => {
    const spec: Route = {
      ...route,
      ...options,
      handle: async (c) => {
        if (spec.withhold) c.set('withheld', withheldFrom(c.get('admin').role, spec.withhold));
        const params = readParams(c, route.path, spec);
        const query = spec.query ? parseQuery(c, spec.query) : undefined;
        const body = spec.body && !spec.rawBody ? await parseBody(c, spec.body) : undefined;
        return (handler as unknown as Handler)(c, { query, body, id: params.id ?? '', params });
      },
    };
    routes.push(spec);
  };
  const area: Area & { bind: typeof bind } = { tag, routes, components, bind };
  return area;
}
