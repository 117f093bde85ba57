// GET /api/admin/dashboard (spec §3 "Dashboard").
export interface DashboardData {
  overview: { totalUsers: number; totalCVs: number; totalRevenue: number; activeOrders: number; pendingPayments: number };
  growth: { userGrowth: number; cvGrowth: number; revenueGrowth: number };
  recentActivities: { id: string; type: string; description: string; userEmail: string | null; timestamp: string }[];
}
