// Contacts on the API (the /api/contact envelope): a status change is react-admin's
// update (one) and updateMany (bulk) through the status routes; stats and export are named.
import type { z } from 'zod';
import type { contactStatsSchema } from '../../../contract/contacts';
import type { Envelope } from '../../../contract/envelope';
import type { ResourceApi } from '../../api/dataProvider';
import { dataOf, request } from '../../api/httpClient';

const CONTACTS = '/api/contact';

export const contactsApi = {
  routes: {
    base: CONTACTS,
    listKey: 'contacts',
    seek: true,
    update: (id, data) => ({ method: 'PATCH', path: `${CONTACTS}/${id}/status`, body: { status: data.status } }),
    updateMany: (ids, data) => ({ method: 'PATCH', path: `${CONTACTS}/bulk-status`, body: { contactIds: ids, status: data.status } }),
  },
  methods: {
    getContactStats: () => dataOf(request<Envelope<z.infer<typeof contactStatsSchema>>>(`${CONTACTS}/stats`)),
    exportContacts: (query: { status?: string; category?: string; dateFrom?: string; dateTo?: string }) =>
      request<Blob>(`${CONTACTS}/export`, { query, responseType: 'blob' }),
  },
} satisfies ResourceApi;
