// CVs on the API: the routes row (bulk update and delete as one call each) and
// the secure preview's token and address.
import type { Identifier } from 'react-admin';
import type { Envelope } from '../../../contract/envelope';
import type { ResourceApi } from '../../api/dataProvider';
import { apiUrl, dataOf, request } from '../../api/httpClient';

const CVS = '/api/admin/cvs';

/** The secure preview address, built from the API base (never a fixed host). A plain function, not a request. */
export const cvPreviewUrl = (id: Identifier, token: string) => apiUrl(`/api/cv/render/${id}?token=${encodeURIComponent(token)}`);

export const cvsApi = {
  routes: {
    list: { path: CVS },
    listKey: 'cvs',
    seek: true,
    updateMany: (ids, data) => ({ method: 'PUT', path: `${CVS}/bulk`, body: { cvIds: ids, updates: data } }),
    deleteMany: (ids) => ({ method: 'DELETE', path: `${CVS}/bulk`, body: { cvIds: ids } }),
  },
  methods: {
    createCvPreviewToken: (id: Identifier) => dataOf(request<Envelope<{ previewToken: string }>>(`${CVS}/${id}/preview-token`, { method: 'POST' })),
    cvPreviewUrl,
  },
} satisfies ResourceApi;
