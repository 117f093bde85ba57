// A plain entity declared once: its row and body schemas, what its list sorts and filters by
// (its search box matches its table's search text: server/db/schema.ts `searchText`), who
// may read, edit and delete it, its audit name and its fields as the screens show them.
// From the declaration follow its routes (list, get, create, update, delete, bulk delete:
// contract/crud-routes.ts), its permissions and audit actions (contract/permissions.ts,
// contract/audit.ts read contract/registry.ts), its 404, the server's handlers
// (server/areas/crud.ts) and its screens (src/resources/crud/).
import { z } from 'zod';
import type { Role } from './roles.js';

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
