// The dashboard's calls: its numbers, the latest registrations and the health check.
import type { z } from 'zod';
import type { DashboardSeries, Period } from '../../../contract/analytics';
import type { DashboardData, healthSchema, registrationsSchema } from '../../../contract/dashboard';
import type { Envelope } from '../../../contract/envelope';
import { dataOf, request } from '../../api/httpClient';

export const dashboardApi = {
  getDashboard: () => dataOf(request<Envelope<DashboardData>>('/api/admin/dashboard')),
  getDashboardSeries: (period: Period) => dataOf(request<Envelope<DashboardSeries>>('/api/admin/dashboard/series', { query: { period } })),
  getRegistrations: (limit = 10) => dataOf(request<Envelope<z.infer<typeof registrationsSchema>>>('/api/admin/dashboard/registrations', { query: { limit } })),
  getHealth: () => dataOf(request<Envelope<z.infer<typeof healthSchema>>>('/api/admin/dashboard/health')),
};
