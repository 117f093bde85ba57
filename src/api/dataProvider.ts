// The dataProvider's mechanics, with no resource named here: each resource hands in its
// routes row (collection path, list key, seek paging, the bulk and status routes behind
// update/updateMany/deleteMany) and its named methods, and createDataProvider puts them
// together (src/appDataProvider.ts). ra-data-simple-rest serves the calls whose shape it
// speaks (getOne, create, update, delete, deleteMany as one DELETE per id) through httpClient.
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  DeleteManyParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Envelope } from '../../contract/envelope';
import type { Pagination } from '../../contract/lists';
import type { RouteDef } from '../../contract/route';
import { pathOf } from './call';
import { API_URL, httpClient, type QueryValue, request } from './httpClient';
import { edgesOf, seekTo } from './seek';

export type Filter = Record<string, unknown>;
/** A contract route with its path parameters and body. */
export interface Call {
  route: RouteDef;
  params?: Record<string, string>;
  body?: unknown;
}

export interface ResourceRoutes {
  /** The list route (its path is the collection's, e.g. /api/admin/users, which simple-rest extends). */
  list: RouteDef;
  /** Key of the rows array in a list response (data.<listKey>). */
  listKey: string;
  /** react-admin update → a status route (default: simple-rest's PUT base/id, changed fields only). */
  update?: (id: Identifier, data: Filter) => Call;
  /** react-admin updateMany → one bulk call. */
  updateMany?: (ids: Identifier[], data: Filter) => Call;
  /** react-admin deleteMany → one bulk call (default: simple-rest's one DELETE per id). */
  deleteMany?: (ids: Identifier[]) => Call;
  /** The list pages by seek (extension): moving by one page sends the neighbour page's edge row. */
  seek?: boolean;
}

/** Calls with no CRUD shape, used through useDataProvider (any function: the callers keep its type). */
export type NamedMethods = Record<string, (...args: never[]) => unknown>;

/** What a resource brings to the dataProvider. */
export interface ResourceApi<M extends NamedMethods = NamedMethods> {
  routes: ResourceRoutes;
  methods: M;
}

/** react-admin filter → query string: `q` is the search box; booleans as true/false. */
export function filterToQuery(filter: Filter = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' ? 'search' : key;
    query[name] = value instanceof Date ? value.toISOString() : (value as QueryValue);
  }
  return query;
}

export interface ListMeta {
  stats?: Record<string, number>;
  /** /api/contact promises only totalPages, hence the optional total. */
  pagination?: Omit<Pagination, 'total'> & { total?: number };
}

/** A list response's data: the rows under the resource's list key, beside stats and pagination. */
type ListData = { stats?: Record<string, number>; pagination?: ListMeta['pagination'] } & Record<string, unknown>;

/** Only the fields that changed go out: update payloads may be partial. */
function changedFields(data: Filter, previous?: Filter): Filter {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(previous[k])));
}

type Crud = 'getOne' | 'create' | 'update' | 'delete' | 'deleteMany';

/** One stand-in for the distributive merge of every area's named methods. */
type Merge<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export type AreaMethods<R extends readonly { api: ResourceApi }[], P extends readonly NamedMethods[]> = Merge<R[number]['api']['methods'] | P[number]>;

/**
 * The app's dataProvider from its resources (name + api) and the custom pages' named methods.
 * A method name two areas both define is a mistake caught here, at start.
 */
export function createDataProvider<const R extends readonly { name: string; api: ResourceApi }[], const P extends readonly NamedMethods[]>(
  resources: R,
  pageMethods: P,
): DataProvider & AreaMethods<R, P> {
  const routes = new Map(resources.map((r) => [r.name, r.api.routes]));
  const routesOf = (resource: string): ResourceRoutes => {
    const r = routes.get(resource);
    if (!r) throw new Error(`Unknown resource: ${resource}`);
    return r;
  };

  /** ra-data-simple-rest on a resource's collection path: /api/admin/users is `users` under /api/admin. */
  const viaRest =
    <M extends Crud>(method: M) =>
    (resource: string, params: Parameters<DataProvider[M]>[1]) => {
      const base = routesOf(resource).list.path;
      const cut = base.lastIndexOf('/');
      const provider = simpleRestProvider(`${API_URL}${base.slice(0, cut)}`, httpClient);
      return (provider[method] as (name: string, params: unknown) => ReturnType<DataProvider[M]>)(base.slice(cut + 1), params);
    };
  const getOne = viaRest('getOne');
  /** A routes row's own call: sent as is, answering with the ids (bulk) or the record (status). */
  const send = ({ route, params, body }: Call) => request<Envelope<RaRecord>>(pathOf(route.path, params), { method: route.method.toUpperCase(), body });

  async function getList(resource: string, params: GetListParams) {
    const r = routesOf(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const sort = params.sort && params.sort.field !== 'id' ? { sort: params.sort.field, order: params.sort.order.toLowerCase() } : {};
    const query = { limit: perPage, ...sort, ...filterToQuery(params.filter) };
    const edges = r.seek ? edgesOf(JSON.stringify([resource, query])) : undefined;
    const res = await request<Envelope<ListData>>(r.list.path, {
      query: { page, ...query, ...(edges && page > 1 ? seekTo(edges, page) : {}) },
      signal: params.signal,
    });
    const pagination = res.data.pagination ?? { page, limit: perPage, totalPages: 1 };
    const rows = (res.data[r.listKey] ?? []) as RaRecord[];
    if (edges && rows.length) edges.set(page, { first: rows[0]!.id, last: rows.at(-1)!.id });
    // /api/contact promises only totalPages; fall back to an upper bound from it.
    const total = pagination.total ?? Math.max(rows.length, (pagination.totalPages ?? 1) * perPage);
    const meta: ListMeta = { stats: res.data.stats, pagination };
    return { data: rows, total, meta };
  }

  const methods: NamedMethods = {};
  for (const area of [...resources.map((r) => r.api.methods), ...pageMethods]) {
    for (const name of Object.keys(area)) if (name in methods) throw new Error(`Named method defined twice: ${name}`);
    Object.assign(methods, area);
  }

  const provider: DataProvider = {
    getList,
    getOne,
    async getMany(resource: string, params: GetManyParams) {
      const data = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
      return { data };
    },
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: viaRest('create'),
    async update(resource: string, params: UpdateParams) {
      const r = routesOf(resource);
      if (!r.update) return viaRest('update')(resource, { ...params, data: changedFields(params.data, params.previousData) });
      // Status routes take the wanted value whole and answer with the updated record.
      return { data: (await send(r.update(params.id, params.data))).data };
    },
    async updateMany(resource: string, params: UpdateManyParams) {
      const r = routesOf(resource);
      if (!r.updateMany) throw new Error(`${resource} has no bulk update`);
      await send(r.updateMany(params.ids, params.data));
      return { data: params.ids };
    },
    delete: viaRest('delete'),
    async deleteMany(resource: string, params: DeleteManyParams) {
      const r = routesOf(resource);
      if (!r.deleteMany) return viaRest('deleteMany')(resource, params);
      await send(r.deleteMany(params.ids));
      return { data: params.ids };
    },
  } as DataProvider;
  return { ...provider, ...methods } as DataProvider & AreaMethods<R, P>;
}

/** The dataProvider as one resource's screens see it: react-admin's calls and that resource's named methods. */
export type WithMethods<A extends ResourceApi> = DataProvider & A['methods'];
