// The dataProvider: ra-data-simple-rest for the calls whose shape it speaks (getOne, create,
// update, delete, and deleteMany as one DELETE per id), through httpClient; a route table
// for what it cannot say (lists with page/limit and stats as `meta`, the /api/contact
// envelope, bulk routes behind updateMany/deleteMany, status routes); named methods for the
// calls with no CRUD shape.
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
import type { Admin, AdminProfile, FreshToken } from '../../contract/auth';
import type { AuditAdmin } from '../../contract/audit-log';
import type { DashboardData } from '../../contract/dashboard';
import type { Envelope } from '../../contract/envelope';
import type { Pagination } from '../../contract/lists';
import type { UserEmailsResponse, VerificationQueued } from '../../contract/mail-schemas';
import type { SettingsResponse } from '../../contract/settings';
import { API_URL, apiUrl, httpClient, type QueryValue, request } from './httpClient';

type Filter = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  body?: unknown;
}

interface ResourceRoutes {
  /** Collection path, e.g. /api/admin/users. */
  base: string;
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

/** Spec §7 per resource. A resource screen added later adds its row here. */
export const routes: Record<string, ResourceRoutes> = {
  users: {
    base: '/api/admin/users',
    listKey: 'users',
    seek: true,
    updateMany: (ids, data) => ({
      method: 'PUT',
      path: data.isActive ? '/api/admin/users/bulk-activate' : '/api/admin/users/bulk-deactivate',
      body: { userIds: ids },
    }),
    deleteMany: (ids) => ({ method: 'DELETE', path: '/api/admin/users/bulk-delete', body: { userIds: ids } }),
  },
  cvs: {
    base: '/api/admin/cvs',
    listKey: 'cvs',
    seek: true,
    updateMany: (ids, data) => ({ method: 'PUT', path: '/api/admin/cvs/bulk', body: { cvIds: ids, updates: data } }),
    deleteMany: (ids) => ({ method: 'DELETE', path: '/api/admin/cvs/bulk', body: { cvIds: ids } }),
  },
  packages: {
    base: '/api/admin/packages',
    listKey: 'packages',
    updateMany: (ids, data) => ({ method: 'PUT', path: '/api/admin/packages/bulk', body: { packageIds: ids, updates: data } }),
  },
  orders: {
    base: '/api/admin/orders',
    listKey: 'orders',
    seek: true,
    update: (id, data) => ({ method: 'PUT', path: `/api/admin/orders/${id}/status`, body: { status: data.status } }),
    updateMany: (ids, data) => ({ method: 'PUT', path: '/api/admin/orders/bulk', body: { orderIds: ids, updates: { status: data.status } } }),
  },
  templates: {
    base: '/api/admin/templates',
    listKey: 'templates',
    updateMany: (ids, data) => ({ method: 'PUT', path: '/api/admin/templates/bulk', body: { templateIds: ids, updates: data } }),
    // Spec §7: bulk template delete is one DELETE per id, in parallel (no deleteMany row).
  },
  contacts: {
    base: '/api/contact',
    listKey: 'contacts',
    seek: true,
    update: (id, data) => ({ method: 'PATCH', path: `/api/contact/${id}/status`, body: { status: data.status } }),
    updateMany: (ids, data) => ({ method: 'PATCH', path: '/api/contact/bulk-status', body: { contactIds: ids, status: data.status } }),
  },
  // Extension (API.md "Audit trail"): read-only, newest first.
  'audit-log': {
    base: '/api/admin/audit-log',
    listKey: 'entries',
  },
};

function routesOf(resource: string): ResourceRoutes {
  const r = routes[resource];
  if (!r) throw new Error(`Unknown resource: ${resource}`);
  return r;
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

/**
 * The first and last row ids of the pages a list has shown, per list query (resource,
 * filters, sort, page size), so that Next and Previous ask for the rows after (or before) a
 * known row: the server seeks them through the index, however deep the page.
 */
const pageEdges = new Map<string, Map<number, { first: Identifier; last: Identifier }>>();
const EDGE_QUERIES = 20;

function edgesOf(key: string) {
  let edges = pageEdges.get(key);
  if (!edges) {
    edges = new Map();
    pageEdges.set(key, edges);
    if (pageEdges.size > EDGE_QUERIES) pageEdges.delete(pageEdges.keys().next().value!);
  }
  return edges;
}

function seekTo(edges: Map<number, { first: Identifier; last: Identifier }>, page: number): Record<string, QueryValue> {
  const before = edges.get(page - 1);
  if (before) return { after: String(before.last) };
  const after = edges.get(page + 1);
  return after ? { before: String(after.first) } : {};
}

async function getList(resource: string, params: GetListParams) {
  const r = routesOf(resource);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const sort = params.sort && params.sort.field !== 'id' ? { sort: params.sort.field, order: params.sort.order.toLowerCase() } : {};
  const query = { limit: perPage, ...sort, ...filterToQuery(params.filter) };
  const edges = r.seek ? edgesOf(JSON.stringify([resource, query])) : undefined;
  const res = await request<Envelope<Record<string, any>>>(r.base, {
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

/** ra-data-simple-rest on a resource's collection path: /api/admin/users is `users` under /api/admin. */
function rest(resource: string): [DataProvider, string] {
  const { base } = routesOf(resource);
  const cut = base.lastIndexOf('/');
  return [simpleRestProvider(`${API_URL}${base.slice(0, cut)}`, httpClient), base.slice(cut + 1)];
}

const viaRest =
  <M extends 'getOne' | 'create' | 'update' | 'delete' | 'deleteMany'>(method: M) =>
  (resource: string, params: Parameters<DataProvider[M]>[1]) => {
    const [provider, name] = rest(resource);
    return (provider[method] as (name: string, params: unknown) => ReturnType<DataProvider[M]>)(name, params);
  };

const getOne = viaRest('getOne');

async function getMany(resource: string, params: GetManyParams) {
  const data = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
  return { data };
}

async function getManyReference(resource: string, params: GetManyReferenceParams) {
  return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
}

/** Only the fields that changed go out: update payloads may be partial (spec §7). */
function changedFields(data: Filter, previous?: Filter): Filter {
  if (!previous) return data;
  const out: Filter = {};
  for (const [k, v] of Object.entries(data)) {
    if (JSON.stringify(v) !== JSON.stringify(previous[k])) out[k] = v;
  }
  return out;
}

async function update(resource: string, params: UpdateParams) {
  const r = routesOf(resource);
  if (!r.update) return viaRest('update')(resource, { ...params, data: changedFields(params.data, params.previousData) });
  // Status routes take the wanted value whole and answer with the updated record.
  const call = r.update(params.id, params.data);
  const res = await request<Envelope<RaRecord>>(call.path, { method: call.method, body: call.body });
  return { data: res.data as any };
}

async function updateMany(resource: string, params: UpdateManyParams) {
  const r = routesOf(resource);
  if (!r.updateMany) throw new Error(`${resource} has no bulk update`);
  const call = r.updateMany(params.ids, params.data);
  await request(call.path, { method: call.method, body: call.body });
  return { data: params.ids };
}

async function deleteMany(resource: string, params: DeleteManyParams) {
  const r = routesOf(resource);
  if (!r.deleteMany) return viaRest('deleteMany')(resource, params);
  const call = r.deleteMany(params.ids);
  await request(call.path, { method: call.method, body: call.body });
  return { data: params.ids };
}

const data = <T>(p: Promise<Envelope<T>>) => p.then((r) => r.data);
const call = <T>(p: Promise<Envelope<T>>) => p;

export type Credits = { cvCreation: number; aiOptimization: number; premiumTemplates: number; aiTemplates: number };
export type ExportFormat = 'csv' | 'json';

/** Calls with no CRUD shape (DESIGN.md: named methods, used through useDataProvider). */
export const namedMethods = {
  // Authentication (profile screens; login/me/logout live in the authProvider)
  updateProfile: (profile: Partial<AdminProfile>) => call(request<Envelope<Admin>>('/api/admin/auth/profile', { method: 'PUT', body: profile })),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    call(request<Envelope<FreshToken>>('/api/admin/auth/change-password', { method: 'PUT', body })),

  // Dashboard
  getDashboard: () => data(request<Envelope<DashboardData>>('/api/admin/dashboard')),
  getRegistrations: (limit = 10) => data(request('/api/admin/dashboard/registrations', { query: { limit } })),
  getHealth: () => data(request('/api/admin/dashboard/health')),

  // Users
  activateUser: (id: Identifier) => call(request(`/api/admin/users/${id}/activate`, { method: 'PUT' })),
  deactivateUser: (id: Identifier) => call(request(`/api/admin/users/${id}/deactivate`, { method: 'PUT' })),
  /** `language`: the admin's, for a user whose own is unknown (extension: Accept-Language). */
  resendVerification: (id: Identifier, language?: string) =>
    call(request<Envelope<VerificationQueued>>(`/api/admin/users/${id}/resend-verification`, { method: 'POST', language })),
  /** The user's latest mail and its delivery state (extension). */
  getUserEmails: (id: Identifier) => data(request<Envelope<UserEmailsResponse>>(`/api/admin/users/${id}/emails`)),
  resetUserPassword: (id: Identifier) => data(request<Envelope<{ tempPassword: string }>>(`/api/admin/users/${id}/reset-password`, { method: 'POST' })),
  updateUserCredits: (id: Identifier, credits: Credits) => call(request(`/api/admin/users/${id}/credits`, { method: 'PUT', body: { credits } })),
  exportUsers: (filter: Filter) => request<Blob>('/api/admin/users/export', { query: filterToQuery(filter), responseType: 'blob' }),
  getUserActivity: (id: Identifier, query: Record<string, QueryValue> = {}) => data(request(`/api/admin/users/${id}/activity`, { query })),
  getUserPackages: (id: Identifier) => data(request<Envelope<{ subscriptions: any[] }>>(`/api/admin/users/${id}/packages`)),
  addUserPackage: (id: Identifier, packageId: Identifier) =>
    call(request<Envelope<{ updatedCredits: Credits }>>(`/api/admin/users/${id}/packages`, { method: 'POST', body: { packageId } })),

  // CVs
  createCvPreviewToken: (id: Identifier) => data(request<Envelope<{ previewToken: string }>>(`/api/admin/cvs/${id}/preview-token`, { method: 'POST' })),
  /** The secure preview address, built from the API base (never a fixed host). */
  cvPreviewUrl: (id: Identifier, token: string) => apiUrl(`/api/cv/render/${id}?token=${encodeURIComponent(token)}`),

  // Packages
  getPackageAnalytics: () => data(request('/api/admin/packages/analytics')),

  // Orders
  updateOrderStatus: (id: Identifier, status: 'VERIFIED' | 'CANCELLED') => call(request(`/api/admin/orders/${id}/status`, { method: 'PUT', body: { status } })),
  /** Bulk verify/cancel with the per-order outcome (updateMany only returns the ids). */
  bulkUpdateOrders: (orderIds: Identifier[], status: 'VERIFIED' | 'CANCELLED') =>
    data(
      request<Envelope<{ updated: number; failed: { id: string; message: string }[] }>>('/api/admin/orders/bulk', {
        method: 'PUT',
        body: { orderIds, updates: { status } },
      }),
    ),
  getOrderAnalytics: () => data(request('/api/admin/orders/analytics')),
  exportOrders: (query: { format: ExportFormat; status?: string; dateFrom?: string; dateTo?: string; search?: string }) =>
    query.format === 'csv' ? request<Blob>('/api/admin/orders/export', { query, responseType: 'blob' }) : data(request('/api/admin/orders/export', { query })),

  // Templates
  toggleTemplatePremium: (id: Identifier) => call(request(`/api/admin/templates/${id}/premium`, { method: 'PATCH' })),
  getTemplateCategories: () => data(request('/api/admin/templates/categories')),
  getTemplateAnalytics: () => data(request('/api/admin/templates/analytics')),
  exportTemplates: (query: { format: ExportFormat; category?: string; isPremium?: boolean }) =>
    query.format === 'csv'
      ? request<Blob>('/api/admin/templates/export', { query, responseType: 'blob' })
      : data(request('/api/admin/templates/export', { query })),
  getTemplateFile: (id: Identifier) => data(request<Envelope<{ content: string; lastModified: string }>>(`/api/admin/templates/${id}/file`)),
  /** `lastModified` (extension): the version the editor loaded; a newer file on the server is a 409. */
  saveTemplateFile: (id: Identifier, content: string, lastModified?: string) =>
    call(request(`/api/admin/templates/${id}/file`, { method: 'PUT', body: { content, lastModified } })),
  validateTemplate: (content: string, signal?: AbortSignal) =>
    data(
      request<Envelope<{ isValid: boolean; errors: string[]; warnings: string[] }>>('/api/admin/templates/validate', {
        method: 'POST',
        body: { content },
        signal,
      }),
    ),
  uploadTemplatePreview: (id: Identifier, file: File) => {
    const form = new FormData();
    form.append('preview', file);
    return data(request<Envelope<{ imageUrl: string }>>(`/api/admin/templates/${id}/upload-preview`, { method: 'POST', formData: form }));
  },

  // Contacts
  updateContactStatus: (id: Identifier, status: string) => call(request(`/api/contact/${id}/status`, { method: 'PATCH', body: { status } })),
  getContactStats: () => data(request('/api/contact/stats')),
  exportContacts: (query: { status?: string; category?: string; dateFrom?: string; dateTo?: string }) =>
    request<Blob>('/api/contact/export', { query, responseType: 'blob' }),

  // Settings
  getSettings: () => data(request<Envelope<SettingsResponse>>('/api/admin/settings')),
  saveSettings: (section: string, settings: Record<string, unknown>) => call(request('/api/admin/settings', { method: 'PUT', body: { section, settings } })),
  /** A test message to the signed-in admin with these (unsaved) email settings over the stored ones (extension). */
  sendTestEmail: (settings: Record<string, unknown>, language?: string) =>
    call(request<Envelope<{ to: string }>>('/api/admin/settings/email/test', { method: 'POST', body: { settings }, language })),

  // Audit trail (extension): the admins its filter offers
  getAuditAdmins: () => data(request<Envelope<{ admins: AuditAdmin[] }>>('/api/admin/audit-log/admins')).then((d) => d.admins),
};

export type AppDataProvider = DataProvider & typeof namedMethods;

export const dataProvider: AppDataProvider = {
  getList,
  getOne,
  getMany,
  getManyReference,
  create: viaRest('create'),
  update,
  updateMany,
  delete: viaRest('delete'),
  deleteMany,
  ...namedMethods,
} as AppDataProvider;
