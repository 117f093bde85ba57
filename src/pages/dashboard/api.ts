// The dashboard's calls (contract/dashboard.ts's routes): its numbers, the latest
// registrations and the health check.
import type { Period } from '../../../contract/analytics';
import { dashboardRoutes } from '../../../contract/dashboard';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const dashboardApi = {
  getDashboard: () => dataOf(call(dashboardRoutes.get)),
  getDashboardSeries: (period: Period) => dataOf(call(dashboardRoutes.series, { query: { period } })),
  getRegistrations: (limit = 10) => dataOf(call(dashboardRoutes.registrations, { query: { limit: String(limit) } })),
  getHealth: () => dataOf(call(dashboardRoutes.health)),
};
