// Users on the API: list, one, update and delete through the routes row, bulk
// activate/deactivate/delete as one call each, and the calls with no CRUD shape.
import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { Period, UserSeries } from '../../../contract/analytics';
import type { Envelope } from '../../../contract/envelope';
import type { UserEmailsResponse, VerificationQueued } from '../../../contract/mail-schemas';
import type { addPackageResultSchema, Credits, tempPasswordSchema, userActivityListSchema, userSubscriptionListSchema } from '../../../contract/users';
import { type Filter, filterToQuery, type ResourceApi } from '../../api/dataProvider';
import { dataOf, type QueryValue, request } from '../../api/httpClient';

const USERS = '/api/admin/users';

export const usersApi = {
  routes: {
    list: { path: USERS },
    listKey: 'users',
    seek: true,
    updateMany: (ids, data) => ({ method: 'PUT', path: data.isActive ? `${USERS}/bulk-activate` : `${USERS}/bulk-deactivate`, body: { userIds: ids } }),
    deleteMany: (ids) => ({ method: 'DELETE', path: `${USERS}/bulk-delete`, body: { userIds: ids } }),
  },
  methods: {
    getUserSeries: (period: Period) => dataOf(request<Envelope<UserSeries>>(`${USERS}/series`, { query: { period } })),
    activateUser: (id: Identifier) => request<Envelope<unknown>>(`${USERS}/${id}/activate`, { method: 'PUT' }),
    deactivateUser: (id: Identifier) => request<Envelope<unknown>>(`${USERS}/${id}/deactivate`, { method: 'PUT' }),
    /** The email is in the UI language (Accept-Language) when the user's own is unknown. */
    resendVerification: (id: Identifier) => request<Envelope<VerificationQueued>>(`${USERS}/${id}/resend-verification`, { method: 'POST' }),
    /** The user's latest mail and its delivery state (extension). */
    getUserEmails: (id: Identifier) => dataOf(request<Envelope<UserEmailsResponse>>(`${USERS}/${id}/emails`)),
    resetUserPassword: (id: Identifier) => dataOf(request<Envelope<z.infer<typeof tempPasswordSchema>>>(`${USERS}/${id}/reset-password`, { method: 'POST' })),
    updateUserCredits: (id: Identifier, credits: Credits) => request<Envelope<unknown>>(`${USERS}/${id}/credits`, { method: 'PUT', body: { credits } }),
    /** Its column headers in the UI language (Accept-Language). */
    exportUsers: (filter: Filter) => request<Blob>(`${USERS}/export`, { query: filterToQuery(filter), responseType: 'blob' }),
    getUserActivity: (id: Identifier, query: Record<string, QueryValue> = {}) =>
      dataOf(request<Envelope<z.infer<typeof userActivityListSchema>>>(`${USERS}/${id}/activity`, { query })),
    getUserPackages: (id: Identifier) => dataOf(request<Envelope<z.infer<typeof userSubscriptionListSchema>>>(`${USERS}/${id}/packages`)),
    addUserPackage: (id: Identifier, packageId: Identifier) =>
      request<Envelope<z.infer<typeof addPackageResultSchema>>>(`${USERS}/${id}/packages`, { method: 'POST', body: { packageId } }),
  },
} satisfies ResourceApi;
