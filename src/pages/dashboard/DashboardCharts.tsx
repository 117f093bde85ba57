// The dashboard's charts: revenue per day beside the period before, sign-ups and
// new CVs, and orders per status for a role that may read orders. Loaded lazily from the
// dashboard so its first JavaScript stays as it was; a paid order refreshes them (LiveOrders
// invalidates every ['charts'] query).
import { Box, useTheme } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { dataProvider } from '../../appDataProvider';
import { ChartCard } from '../../components/charts/ChartCard';
import { PeriodCharts, useUrlPeriod } from '../../components/charts/PeriodSelect';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { OrderStatusChart } from '../../resources/orders/OrderStatusChart';

export default function DashboardCharts() {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useChartFormats();
  const [period, setPeriod] = useUrlPeriod();
  const { canAccess: seesOrders = false } = useCanAccess({ resource: 'orders', action: 'list' });
  const series = useSignedInQuery({ queryKey: ['charts', 'dashboard', period], queryFn: () => dataProvider.getDashboardSeries(period) });
  const orders = useSignedInQuery({ queryKey: ['charts', 'orders', period], queryFn: () => dataProvider.getOrderSeries(period), enabled: seesOrders });
  const data = series.data;
  const bucket = { key: 'key', label: translate(data?.unit === 'month' ? 'app.charts.month' : 'app.charts.day'), format: f.bucket };
  const money = (v: string | number) => f.money(Number(v));

  const revenue = data && {
    kind: 'line' as const,
    rows: data.points,
    x: bucket,
    series: [
      { key: 'revenue', label: translate('app.charts.this_period'), color: theme.palette.success.main },
      { key: 'previousRevenue', label: translate('app.charts.period_before'), color: theme.palette.grey[500], dashed: true },
    ],
    table: [
      bucket,
      { key: 'revenue', label: translate('app.charts.revenue'), format: money },
      { ...bucket, key: 'previousKey', label: translate('app.charts.period_before') },
      { key: 'previousRevenue', label: translate('app.charts.revenue_before'), format: money },
    ],
    value: (n: number) => f.money(n),
    axis: f.compact,
  };
  const growth = data && {
    kind: 'bar' as const,
    rows: data.points,
    x: bucket,
    series: [
      { key: 'users', label: translate('app.charts.new_users'), color: theme.palette.primary.main },
      { key: 'cvs', label: translate('app.charts.new_cvs'), color: theme.palette.info.main },
    ],
    value: f.number,
    axis: f.compact,
  };

  return (
    <Box component="section" aria-label={translate('app.charts.title')} sx={{ mb: 2 }}>
      <PeriodCharts period={period} onPeriod={setPeriod}>
        <ChartCard
          title="app.charts.revenue_per_day"
          filename="revenue"
          spec={revenue}
          error={series.error}
          onRetry={() => series.refetch()}
          emptyText="app.charts.empty_revenue"
        />
        <ChartCard title="app.charts.users_and_cvs" filename="users-cvs" spec={growth} error={series.error} onRetry={() => series.refetch()} />
        {seesOrders && <OrderStatusChart data={orders.data} error={orders.error} onRetry={() => orders.refetch()} />}
      </PeriodCharts>
    </Box>
  );
}
