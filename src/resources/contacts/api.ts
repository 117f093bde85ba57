// Contacts on the API (contract/contacts.ts's routes): a status change is react-admin's
// update (one) and updateMany (bulk) through the status routes; stats and export are named.
import { contactRoutes } from '../../../contract/contacts';
import type { RouteQuery } from '../../../contract/route';
import type { ResourceApi } from '../../api/dataProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const contactsApi = {
  routes: {
    list: contactRoutes.list,
    listKey: 'contacts',
    seek: true,
    update: (id, data) => ({ route: contactRoutes.setStatus, params: { id: String(id) }, body: { status: data.status } }),
    updateMany: (ids, data) => ({ route: contactRoutes.bulkStatus, body: { contactIds: ids, status: data.status } }),
  },
  methods: {
    getContactStats: () => dataOf(call(contactRoutes.stats)),
    exportContacts: (query: Partial<RouteQuery<typeof contactRoutes.export>>) => call(contactRoutes.export, { query }),
  },
} satisfies ResourceApi;
