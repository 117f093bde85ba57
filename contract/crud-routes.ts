// The routes of a plain entity (contract/crud.ts) from its declaration: bound by
// server/areas/crud.ts, called by the generated screens (src/resources/crud/).
import { z } from 'zod';
import { type CrudDeclaration, type CrudPermission, type CrudVerb, crudPath } from './crud.js';
import { deletedCountSchema, deletedIdSchema } from './envelope.js';
import { paginationSchema } from './lists.js';
import { pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';
import { route } from './route.js';

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

/** The routes of a declared entity (contract/route.ts), bound by server/areas/crud.ts. */
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
      data: deletedCountSchema,
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
      data: deletedIdSchema,
    }),
  };
}
