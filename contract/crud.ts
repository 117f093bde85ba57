// A plain entity declared once: its row and body schemas, what its list searches, sorts and
// filters, who may read, edit and delete it, its audit name and its fields as the screens
// show them. From the declaration follow its routes (list, get, create, update, delete, bulk
// delete: crudRoutes below), its permissions and audit actions (contract/permissions.ts,
// contract/audit.ts read contract/registry.ts), its 404, the server's handlers
// (server/http/crud.ts) and its screens (src/resources/crud/).
import { z } from 'zod';
import { deletedIdResult, deletedResult } from './envelope.js';
import { paginationSchema } from './lists.js';
import type { Role } from './permissions.js';
import { pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';
import { route } from './route.js';

export const CRUD_VERBS = ['read', 'edit', 'delete'] as const;
export type CrudVerb = (typeof CRUD_VERBS)[number];

/** How a screen shows and edits a field. */
export type FieldKind = 'text' | 'longText' | 'email' | 'money' | 'dateTime' | 'status' | 'boolean' | 'reference' | 'count';

/** A badge's colour (src/components/StatusChip.tsx draws them). */
export type Tone = 'blue' | 'yellow' | 'green' | 'gray' | 'red' | 'purple' | 'teal' | 'orange';

export interface CrudField {
  kind: FieldKind;
  /** A column of the list (wide screens) and a line of its phone card. */
  list?: boolean;
  /** The line a phone card leads with (one per entity). */
  primary?: boolean;
  /** A `status` field's chip colour per value (none: an outlined chip). */
  tones?: Record<string, Tone>;
  /** Catalog prefix of a `status` field's values' names (default `resources.<name>.choices.<key>`). */
  choices?: string;
  /** What the create screen starts with: the table's default, so that the screen shows what saving it makes. */
  initial?: string | number | boolean;
}

type Keys<S extends z.ZodObject> = keyof z.output<S> & string;

export interface CrudDeclaration<
  N extends string = string,
  E extends string = string,
  A extends string = string,
  Row extends z.ZodObject = z.ZodObject,
  Body extends z.ZodObject = z.ZodObject,
> {
  /** The resource's name: its path segment under /api/admin, its permission prefix, its screens' resource. */
  name: N;
  /** Its 404's code prefix (`<ENTITY>_NOT_FOUND`), and `label` the English name it says ('Reply template not found'). */
  entity: E;
  label: string;
  /** The OpenAPI document's tag for its routes. */
  tag: { name: string; description: string };
  /** Its entity type in the audit trail: actions `<audit>.create`, `.update`, `.delete`. */
  audit: A;
  /** What the roles beyond owner and admin (who may do everything) may do with it. */
  grants: Partial<Record<Exclude<Role, 'owner' | 'admin'>, readonly CrudVerb[]>>;
  /** The answer for one record (id, createdAt and updatedAt among its keys). */
  row: Row;
  /** A new record's body (no defaults: an update takes any part of it, and a default would overwrite); the table holds the defaults. */
  body: Body;
  /** Columns the list's search box matches (case-insensitive). */
  search: readonly Keys<Row>[];
  /** Columns the list sorts by; the first is the default, newest or last first. */
  sort: readonly [Keys<Row>, ...Keys<Row>[]];
  /** Query parameters that filter by a column of the same name (an enum or a boolean). */
  filters?: Partial<Record<Keys<Row>, z.ZodType>>;
  pageSize: number;
  /** A valid new record: the document's example, and the sample the tests send. */
  example: z.input<Body>;
  /** Every field a screen shows, in the order it shows them; labels: `resources.<name>.fields.<key>` in the catalogs. */
  fields: Partial<Record<Keys<Row>, CrudField>>;
}

/** Declares a plain entity, keeping its literal names for the permission and audit types. */
export const defineCrud = <
  const N extends string,
  const E extends string,
  const A extends string,
  Row extends z.ZodObject,
  Body extends z.ZodObject,
  const F extends Partial<Record<Keys<Row>, CrudField>>,
>(
  declaration: CrudDeclaration<N, E, A, Row, Body> & { fields: F },
) => declaration;

export type CrudPermission<D> = D extends CrudDeclaration<infer N> ? `${N}.${CrudVerb}` : never;
export type CrudAuditAction<D> = D extends CrudDeclaration<string, string, infer A> ? `${A}.${'create' | 'update' | 'delete'}` : never;
export type CrudNotFound<D> = D extends CrudDeclaration<string, infer E> ? `${E}_NOT_FOUND` : never;

export const crudPath = (d: Pick<CrudDeclaration, 'name'>) => `/api/admin/${d.name}`;

/** The list's query: paging (seek too), search, sort and the declared filters. */
export function crudListQuery<D extends CrudDeclaration>(d: D) {
  const filters = Object.fromEntries(Object.entries(d.filters ?? {}).map(([k, s]) => [k, (s as z.ZodType).optional()]));
  return z.object({
    ...pageQuery(d.pageSize),
    ...seekQuery,
    search: searchParam,
    sort: sortParam(d.sort).default(d.sort[0]),
    order: sortOrder,
    ...filters,
  });
}

/** The routes of a declared entity (contract/route.ts), bound by server/http/crud.ts. */
export function crudRoutes<D extends CrudDeclaration>(d: D) {
  const base = crudPath(d);
  const permission = (verb: CrudVerb) => `${d.name}.${verb}` as CrudPermission<D> as never;
  const entity = d.entity as never;
  const label = d.label.toLowerCase();
  return {
    list: route({
      method: 'get',
      path: base,
      summary: `List ${label}s`,
      tag: d.tag.name,
      permission: permission('read'),
      query: crudListQuery(d),
      data: z.object({ items: z.array(d.row as D['row']), pagination: paginationSchema }),
    }),
    bulkDelete: route({
      method: 'delete',
      path: `${base}/bulk`,
      summary: `Delete ${label}s`,
      tag: d.tag.name,
      permission: permission('delete'),
      body: z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
      data: deletedResult,
    }),
    get: route({
      method: 'get',
      path: `${base}/{id}`,
      summary: `Get a ${label}`,
      tag: d.tag.name,
      permission: permission('read'),
      entity,
      data: d.row as D['row'],
    }),
    create: route({
      method: 'post',
      path: base,
      summary: `Create a ${label}`,
      tag: d.tag.name,
      permission: permission('edit'),
      body: d.body as D['body'],
      data: d.row as D['row'],
      status: 201,
    }),
    update: route({
      method: 'put',
      path: `${base}/{id}`,
      summary: `Update a ${label}`,
      tag: d.tag.name,
      permission: permission('edit'),
      entity,
      body: (d.body as D['body']).partial() as ReturnType<D['body']['partial']>,
      data: d.row as D['row'],
    }),
    delete: route({
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete a ${label}`,
      tag: d.tag.name,
      permission: permission('delete'),
      entity,
      data: deletedIdResult,
    }),
  };
}
