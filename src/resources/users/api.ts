// Users on the API (contract/users.ts's routes): list, one, update and delete through the
// routes row, bulk activate/deactivate/delete as one call each, and the calls with no CRUD shape.
import type { Identifier } from 'react-admin';
import type { Period } from '../../../contract/analytics';
import { type Credits, userRoutes } from '../../../contract/users';
import { call } from '../../api/call';
import { type Filter, filterToQuery, type ResourceApi } from '../../api/dataProvider';
import { dataOf } from '../../api/httpClient';

const user = (id: Identifier) => ({ params: { id: String(id) } });

export const usersApi = {
  routes: {
    list: userRoutes.list,
    listKey: 'users',
    seek: true,
    updateMany: (ids, data) => ({ route: data.isActive ? userRoutes.bulkActivate : userRoutes.bulkDeactivate, body: { userIds: ids } }),
    deleteMany: (ids) => ({ route: userRoutes.bulkDelete, body: { userIds: ids } }),
  },
  methods: {
    getUserSeries: (period: Period) => dataOf(call(userRoutes.series, { query: { period } })),
    activateUser: (id: Identifier) => call(userRoutes.activate, user(id)),
    deactivateUser: (id: Identifier) => call(userRoutes.deactivate, user(id)),
    /** The email is in the UI language (Accept-Language) when the user's own is unknown. */
    resendVerification: (id: Identifier) => call(userRoutes.resendVerification, user(id)),
    /** The user's latest mail and its delivery state (extension). */
    getUserEmails: (id: Identifier) => dataOf(call(userRoutes.emails, user(id))),
    resetUserPassword: (id: Identifier) => dataOf(call(userRoutes.resetPassword, user(id))),
    /** The new balance of each kind, and why (written to the credits ledger). */
    updateUserCredits: (id: Identifier, credits: Credits, reason: string) => call(userRoutes.setCredits, { ...user(id), body: { credits, reason } }),
    /** A page of the user's credits ledger, newest first, with its totals. */
    getCreditLedger: (id: Identifier, { after, limit }: { after?: string; limit?: number } = {}) =>
      dataOf(
        call(userRoutes.creditLedger, {
          ...user(id),
          query: { ...(after ? { after } : {}), ...(limit === undefined ? {} : { limit: String(limit) }) },
        }),
      ),
    /** The user's credits ledger as CSV, its column headers in the UI language (Accept-Language). */
    exportCreditLedger: (id: Identifier) => call(userRoutes.creditLedgerExport, user(id)),
    /** Its column headers in the UI language (Accept-Language). */
    exportUsers: (filter: Filter) => call(userRoutes.export, { query: filterToQuery(filter) }),
    /** The newest `limit` entries (the server's default when left out). */
    getUserActivity: (id: Identifier, { limit }: { limit?: number } = {}) =>
      dataOf(call(userRoutes.activity, { ...user(id), query: limit === undefined ? {} : { limit: String(limit) } })),
    getUserPackages: (id: Identifier) => dataOf(call(userRoutes.packages, user(id))),
    addUserPackage: (id: Identifier, packageId: Identifier) => call(userRoutes.addPackage, { ...user(id), body: { packageId: String(packageId) } }),
  },
} satisfies ResourceApi;
