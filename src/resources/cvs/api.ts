// CVs on the API (contract/cvs.ts's routes): the routes row (bulk update and delete as one
// call each) and the secure preview's token and address.
import type { Identifier } from 'react-admin';
import { cvRoutes } from '../../../contract/cvs';
import { call, pathOf } from '../../api/call';
import type { ResourceApi } from '../../api/dataProvider';
import { apiUrl, dataOf } from '../../api/httpClient';

/** The secure preview address, built from the API base (never a fixed host). A plain function, not a request. */
export const cvPreviewUrl = (id: Identifier, token: string) =>
  apiUrl(`${pathOf(cvRoutes.preview.path, { id: String(id) })}?token=${encodeURIComponent(token)}`);

export const cvsApi = {
  routes: {
    list: cvRoutes.list,
    listKey: 'cvs',
    seek: true,
    updateMany: (ids, data) => ({ route: cvRoutes.bulkUpdate, body: { cvIds: ids, updates: data } }),
    deleteMany: (ids) => ({ route: cvRoutes.bulkDelete, body: { cvIds: ids } }),
  },
  methods: {
    createCvPreviewToken: (id: Identifier) => dataOf(call(cvRoutes.previewToken, { params: { id: String(id) } })),
    cvPreviewUrl,
  },
} satisfies ResourceApi;
