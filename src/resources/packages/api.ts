// Packages on the API: CRUD through simple-rest, bulk update as one call, analytics.
import type { z } from 'zod';
import type { PackageSeries } from '../../../contract/analytics';
import type { Envelope } from '../../../contract/envelope';
import type { packageAnalyticsSchema } from '../../../contract/packages';
import type { ResourceApi } from '../../api/dataProvider';
import { dataOf, request } from '../../api/httpClient';

const PACKAGES = '/api/admin/packages';

export const packagesApi = {
  routes: {
    list: { path: PACKAGES },
    listKey: 'packages',
    updateMany: (ids, data) => ({ method: 'PUT', path: `${PACKAGES}/bulk`, body: { packageIds: ids, updates: data } }),
  },
  methods: {
    getPackageSeries: (id: string) => dataOf(request<Envelope<PackageSeries>>(`${PACKAGES}/${id}/series`)),
    getPackageAnalytics: () => dataOf(request<Envelope<z.infer<typeof packageAnalyticsSchema>>>(`${PACKAGES}/analytics`)),
  },
} satisfies ResourceApi;
