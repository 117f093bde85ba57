// Packages on the API (contract/packages.ts's routes): CRUD through simple-rest, bulk update
// as one call, the sales series and analytics.
import { packageRoutes } from '../../../contract/packages';
import type { ResourceApi } from '../../api/dataProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const packagesApi = {
  routes: {
    list: packageRoutes.list,
    listKey: 'packages',
    updateMany: (ids, data) => ({ route: packageRoutes.bulkUpdate, body: { packageIds: ids, updates: data } }),
  },
  methods: {
    getPackageSeries: (id: string) => dataOf(call(packageRoutes.series, { params: { id } })),
    getPackageAnalytics: () => dataOf(call(packageRoutes.analytics)),
  },
} satisfies ResourceApi;
