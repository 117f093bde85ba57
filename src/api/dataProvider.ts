// The dataProvider: a route table that maps react-admin's calls onto spec §7's endpoints
// (envelope unwrapping, stats as `meta`, the /api/contact envelope, bulk routes behind
// updateMany/deleteMany), plus named methods for the calls with no CRUD shape.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { AdminProfile } from '../../contract/admins';
import type { AuditAdmin } from '../../contract/audit';
import type { SettingsResponse } from '../../contract/settings';
import type { DashboardData } from '../pages/dashboard/types';
import type { Admin } from './authProvider';
import { apiUrl, type Envelope, type QueryValue, request } from './httpClient';

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
  /** react-admin update → one call (default PUT base/id with the changed fields). */
  update?: (id: Identifier, data: Filter) => Call;
  /** react-admin updateMany → one bulk call. */
  updateMany?: (ids: Identifier[], data: Filter) => Call;
  /** react-admin deleteMany → one bulk call, or one DELETE per id when absent. */
  deleteMany?: (ids: Identifier[]) => Call;
}

/** Spec §7 per resource. A resource screen added later adds its row here. */
export const routes: Record<string, ResourceRoutes> = {
  users: {
    base: '/api/admin/users',
    listKey: 'users',
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
  pagination?: { page: number; limit: number; total?: number; totalPages: number };
}

async function getList(resource: string, params: GetListParams) {
  const r = routesOf(resource);
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const sort = params.sort && params.sort.field !== 'id' ? { sort: params.sort.field, order: params.sort.order.toLowerCase() } : {};
  const res = await request<Envelope<Record<string, any>>>(r.base, {
    query: { page, limit: perPage, ...sort, ...filterToQuery(params.filter) },
    signal: params.signal,
  });
  const pagination = res.data.pagination ?? { page, limit: perPage, totalPages: 1 };
  const rows = (res.data[r.listKey] ?? []) as RaRecord[];
  // /api/contact promises only totalPages; fall back to an upper bound from it.
  const total = pagination.total ?? Math.max(rows.length, (pagination.totalPages ?? 1) * perPage);
  const meta: ListMeta = { stats: res.data.stats, pagination };
  return { data: rows, total, meta };
}

async function getOne(resource: string, params: GetOneParams) {
  const res = await request<Envelope<RaRecord>>(`${routesOf(resource).base}/${params.id}`, { signal: params.signal });
  return { data: res.data };
}

async function getMany(resource: string, params: GetManyParams) {
  const data = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
  return { data };
}

async function getManyReference(resource: string, params: GetManyReferenceParams) {
  return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
}

async function create(resource: string, params: CreateParams) {
  const res = await request<Envelope<RaRecord>>(routesOf(resource).base, { method: 'POST', body: params.data });
  return { data: res.data };
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
  // Status routes take the wanted value whole; plain updates send only what changed.
  const data = r.update ? params.data : changedFields(params.data, params.previousData);
  const call = r.update ? r.update(params.id, data) : { method: 'PUT', path: `${r.base}/${params.id}`, body: data };
  const res = await request<Envelope<RaRecord>>(call.path, { method: call.method, body: call.body });
  // Some routes answer without the entity (status changes): keep the record whole.
  const record = res.data && typeof res.data === 'object' && 'id' in res.data ? res.data : { ...params.previousData, ...data, id: params.id };
  return { data: record as any };
}

async function updateMany(resource: string, params: UpdateManyParams) {
  const r = routesOf(resource);
  if (!r.updateMany) throw new Error(`${resource} has no bulk update`);
  const call = r.updateMany(params.ids, params.data);
  await request(call.path, { method: call.method, body: call.body });
  return { data: params.ids };
}

async function deleteOne(resource: string, params: DeleteParams) {
  await request(`${routesOf(resource).base}/${params.id}`, { method: 'DELETE' });
  return { data: (params.previousData ?? { id: params.id }) as any };
}

async function deleteMany(resource: string, params: DeleteManyParams) {
  const r = routesOf(resource);
  if (r.deleteMany) {
    const call = r.deleteMany(params.ids);
    await request(call.path, { method: call.method, body: call.body });
    return { data: params.ids };
  }
  // One DELETE per id, in parallel; a partial failure still reports what was deleted.
  const results = await Promise.allSettled(params.ids.map((id) => request(`${r.base}/${id}`, { method: 'DELETE' })));
  const failed = results.find((x): x is PromiseRejectedResult => x.status === 'rejected');
  if (failed) throw failed.reason;
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
    call(request<Envelope<{ token?: string; otherSessionsSignedOut?: number }>>('/api/admin/auth/change-password', { method: 'PUT', body })),

  // Dashboard
  getDashboard: () => data(request<Envelope<DashboardData>>('/api/admin/dashboard')),
  getRegistrations: (limit = 10) => data(request('/api/admin/dashboard/registrations', { query: { limit } })),
  getHealth: () => data(request('/api/admin/dashboard/health')),

  // Users
  activateUser: (id: Identifier) => call(request(`/api/admin/users/${id}/activate`, { method: 'PUT' })),
  deactivateUser: (id: Identifier) => call(request(`/api/admin/users/${id}/deactivate`, { method: 'PUT' })),
  resendVerification: (id: Identifier) => call(request(`/api/admin/users/${id}/resend-verification`, { method: 'POST' })),
  resetUserPassword: (id: Identifier) =>
    data(request<Envelope<{ tempPassword: string }>>(`/api/admin/users/${id}/reset-password`, { method: 'POST' })),
  updateUserCredits: (id: Identifier, credits: Credits) =>
    call(request(`/api/admin/users/${id}/credits`, { method: 'PUT', body: { credits } })),
  exportUsers: (filter: Filter) => request<Blob>('/api/admin/users/export', { query: filterToQuery(filter), responseType: 'blob' }),
  getUserActivity: (id: Identifier, query: Record<string, QueryValue> = {}) => data(request(`/api/admin/users/${id}/activity`, { query })),
  getUserPackages: (id: Identifier) => data(request<Envelope<{ subscriptions: any[] }>>(`/api/admin/users/${id}/packages`)),
  addUserPackage: (id: Identifier, packageId: Identifier) =>
    call(request<Envelope<{ updatedCredits: Credits }>>(`/api/admin/users/${id}/packages`, { method: 'POST', body: { packageId } })),

  // CVs
  createCvPreviewToken: (id: Identifier) =>
    data(request<Envelope<{ previewToken: string }>>(`/api/admin/cvs/${id}/preview-token`, { method: 'POST' })),
  /** The secure preview address, built from the API base (never a fixed host). */
  cvPreviewUrl: (id: Identifier, token: string) => apiUrl(`/api/cv/render/${id}?token=${encodeURIComponent(token)}`),

  // Packages
  getPackageAnalytics: () => data(request('/api/admin/packages/analytics')),

  // Orders
  updateOrderStatus: (id: Identifier, status: 'VERIFIED' | 'CANCELLED') =>
    call(request(`/api/admin/orders/${id}/status`, { method: 'PUT', body: { status } })),
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
    query.format === 'csv'
      ? request<Blob>('/api/admin/orders/export', { query, responseType: 'blob' })
      : data(request('/api/admin/orders/export', { query })),

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
  updateContactStatus: (id: Identifier, status: string) =>
    call(request(`/api/contact/${id}/status`, { method: 'PATCH', body: { status } })),
  getContactStats: () => data(request('/api/contact/stats')),
  exportContacts: (query: { status?: string; category?: string; dateFrom?: string; dateTo?: string }) =>
    request<Blob>('/api/contact/export', { query, responseType: 'blob' }),

  // Settings
  getSettings: () => data(request<Envelope<SettingsResponse>>('/api/admin/settings')),
  saveSettings: (section: string, settings: Record<string, unknown>) =>
    call(request('/api/admin/settings', { method: 'PUT', body: { section, settings } })),

  // Audit trail (extension): the admins its filter offers
  getAuditAdmins: () => data(request<Envelope<{ admins: AuditAdmin[] }>>('/api/admin/audit-log/admins')).then((d) => d.admins),
};

export type AppDataProvider = DataProvider & typeof namedMethods;

export const dataProvider: AppDataProvider = {
  getList,
  getOne,
  getMany,
  getManyReference,
  create,
  update,
  updateMany,
  delete: deleteOne,
  deleteMany,
  ...namedMethods,
} as AppDataProvider;
