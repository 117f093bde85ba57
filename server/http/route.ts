// Each route declared once: its method and path, its input schemas (from the contract), what
// the OpenAPI document says of it, and its handler, in one call on its area:
//
//   users.get('/api/admin/users/{id}', { summary: 'Get a user', entity: 'User', data: userSchema },
//     async (c, { id }) => ok(c, await getUser(c.get('deps').db, id)));
//
// The app registers every area's routes (app.ts) and the document is built from the same
// list (openapi/document.ts), so a route cannot exist without its entry, nor the reverse.
// The handler receives its input parsed: the path's ids checked (anything else is the
// entity's 404), the query and the JSON body through their schemas (400 with field errors,
// 415 for a body that is not JSON, no U+0000 anywhere). Each route names who may call it:
// `public`, or a permission that the guard checks against the caller's role.
import type { Context, MiddlewareHandler } from 'hono';
import type { ACCOUNT, Permission } from '../../contract/permissions.js';
import { type Withheld, withheldFrom } from '../../contract/withheld.js';
import { z } from 'zod';
import type { AppEnv } from './context.js';
import { type Entity, notFound } from './envelope.js';
import { parseBody, parseQuery, uuidParam } from './parse.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the OpenAPI document says of a route beyond its input schemas. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The success response's `data` (JSON in the envelope). */
  data?: z.ZodType;
  /** A success response that is not the JSON envelope (a file, a page, an image, a stream). */
  file?: { type: string | string[]; description: string };
  status?: 200 | 201;
  /**
   * Error statuses beyond those every route of its kind has, and what they mean here (in
   * the error envelope, or [meaning, media type]); null drops one that does not apply.
   */
  errors?: Record<number, string | [string, string] | null>;
  /** The 400 body when it carries more than the error envelope. */
  rejected?: z.ZodType;
  /** A multipart body: field name → what it carries. */
  upload?: Record<string, string>;
  /** A form body (application/x-www-form-urlencoded): field name → what it carries. */
  form?: Record<string, string>;
  /** Required request headers and what they carry. */
  headers?: Record<string, string>;
  /** The document's tag, when it is not the area's. */
  tag?: string;
}

/**
 * Who may call a route: public (no session), or a permission of the table in
 * contract/permissions.ts (or the admin's own `account`). Every route says one or the other.
 */
export type RouteAccess =
  | { public: true; permission?: never; openDuringSetup?: never; withhold?: never }
  | {
      public?: never;
      permission: Permission | typeof ACCOUNT;
      /**
       * Keys of the answer read at another source, with the permission that reads it there: a
       * role without it gets the answer without them (contract/withheld.ts).
       */
      withhold?: Withheld;
      /**
       * Usable while the admin must first change a temporary password or set up two-factor
       * sign-in (who they are, the password change, the two-factor set-up, sign-out).
       */
      openDuringSetup?: true;
    };

interface RouteSpecBase<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> extends RouteDoc {
  /** An object schema: each property is one query parameter. */
  query?: Q;
  /** The JSON body. */
  body?: B;
  /** The path's parameters are ids of this entity: a value that is not one is its 404 ('User not found'). */
  entity?: Entity;
  /** Path parameters that are not UUIDs, with their schema (a value that fails it is the entity's 404). */
  params?: Record<string, z.ZodType>;
  /** The handler reads the body itself (a signature over the raw text): `body` then only documents it. */
  rawBody?: true;
  /** Largest body accepted and the 413 that refuses a larger one (default: the app's JSON limit). */
  bodyLimit?: { bytes: number; message: string };
  /** Middleware run after the guard and before the handler. */
  use?: MiddlewareHandler<AppEnv>[];
}

export type RouteSpec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = RouteSpecBase<Q, B> & RouteAccess;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<Q, B> {
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The path's `{id}` ('' when it has none). */
  id: string;
  /** Every path parameter, as checked. */
  params: Record<string, string>;
}

export type Handler<Q, B> = (c: Context<AppEnv>, input: RouteInput<Q, B>) => Response | Promise<Response>;

/** A declared route, as the app registers it and the document describes it. */
export type Route = RouteSpec<z.ZodType | undefined, z.ZodType | undefined> & {
  method: Method;
  /** The full path, with `{name}` parameters as in the document. */
  path: string;
  handle: (c: Context<AppEnv>) => Promise<Response>;
};

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

function readParams(c: Context<AppEnv>, path: string, spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name] of path.matchAll(PARAM)) {
    const schema = spec.params?.[name!];
    const raw = c.req.param(name!) ?? '';
    if (schema) {
      if (!schema.safeParse(raw).success) throw notFound(spec.entity ?? 'Resource');
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
  const on =
    (method: Method) =>
    <Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(path: string, spec: RouteSpec<Q, B>, handler: Handler<Q, B>) => {
      const handle = async (c: Context<AppEnv>) => {
        if (spec.withhold) c.set('withheld', withheldFrom(c.get('admin').role, spec.withhold));
        const params = readParams(c, path, spec);
        const query = (spec.query ? parseQuery(c, spec.query) : undefined) as Parsed<Q>;
        const body = (spec.body && !spec.rawBody ? await parseBody(c, spec.body) : undefined) as Parsed<B>;
        return handler(c, { query, body, id: params.id ?? '', params });
      };
      routes.push({ ...spec, method, path, handle } as Route);
    };
  const area = { tag, routes, components, get: on('get'), post: on('post'), put: on('put'), patch: on('patch'), delete: on('delete') };
  return area satisfies Area;
}
