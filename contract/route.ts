// A route of the API, declared once: its method and path, who may call it, its input and
// answer schemas and what the document says of it. The server binds a handler to it
// (server/http/route.ts: the handler's answer is checked against `data` by the compiler), the
// SPA calls it (src/api/call.ts: input and answer typed from the same schemas), and the
// OpenAPI document is built from it, so no path is written twice.
//
//   export const contactRoutes = {
//     get: route({ method: 'get', path: '/api/contact/{id}', summary: 'Get a contact',
//       permission: 'contacts.read', entity: 'CONTACT', data: contactSchema }),
//   };
import type { z } from 'zod';
import type { ACCOUNT, Permission } from './permissions.js';
import type { ServerMessageCode } from './server-messages.js';
import type { Withheld } from './withheld.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a path id names: its 404 is `<ENTITY>_NOT_FOUND` of contract/server-messages.ts. */
export type Entity = { [K in ServerMessageCode]: K extends `${infer E}_NOT_FOUND` ? E : never }[ServerMessageCode];

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

export type RouteDef = RouteDoc &
  RouteAccess & {
    method: Method;
    /** The full path, with `{name}` parameters as in the document. */
    path: string;
    /** An object schema: each property is one query parameter. */
    query?: z.ZodType;
    /** The JSON body. */
    body?: z.ZodType;
    /** The path's parameters are ids of this entity: a value that is not one is its 404 ('User not found'). */
    entity?: Entity;
    /** Path parameters that are not UUIDs, with their schema (a value that fails it is the entity's 404). */
    params?: Record<string, z.ZodType>;
  };

/** Declares a route, keeping its literal path and schemas' types for both sides. */
export const route = <const R extends RouteDef>(r: R): R => r;

/** `'id' | 'sessionId'` for `/api/x/{id}/y/{sessionId}`. */
export type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParams<Rest> : never;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The answer's `data` as the SPA reads it. */
export type RouteData<R extends RouteDef> = Out<R['data']>;
/** The body as a caller sends it. */
export type RouteBody<R extends RouteDef> = In<R['body']>;
/** The query as a caller sends it. */
export type RouteQuery<R extends RouteDef> = In<R['query']>;
