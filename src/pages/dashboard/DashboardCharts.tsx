// The dashboard's charts, those of the figures the role reads: revenue per day beside the
// period before and orders per status (orders.read), sign-ups (users.read) and new CVs
// (cvs.read). Loaded lazily from the dashboard so its first JavaScript stays as it was; a
// paid order refreshes them (LiveOrders invalidates every ['charts'] query).
import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard } from '../../components/charts/ChartCard';
import { PeriodCharts, useUrlPeriod } from '../../components/charts/PeriodSelect';
import type { ChartSeries } from '../../components/charts/types';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { OrderStatusChart } from '../../components/charts/OrderStatusChart';
import { ordersApi } from '../../resources/orders/api';
import { dashboardApi } from './api';

/** Which charts to draw: the parts of the dashboard the server answered for the role. */
export interface ChartParts {
  orders: boolean;
  users: boolean;
  cvs: boolean;
}

const GROWTH_TITLES = { both: 'app.charts.users_and_cvs', users: 'app.charts.new_users', cvs: 'app.charts.new_cvs' };

export default function DashboardCharts({ parts }: { parts: ChartParts }) {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useChartFormats();
  const [period, setPeriod] = useUrlPeriod();
  const series = useSignedInQuery({ queryKey: ['charts', 'dashboard', period], queryFn: () => dashboardApi.getDashboardSeries(period) });
  const orders = useSignedInQuery({ queryKey: ['charts', 'orders', period], queryFn: () => ordersApi.methods.getOrderSeries(period), enabled: parts.orders });
  const data = series.data;
  // Points carry only the series the role reads; those it does not are not drawn at all.
  const rows = data?.points;
  const bucket = { key: 'key', label: translate(data?.unit === 'month' ? 'app.charts.month' : 'app.charts.day'), format: f.bucket };
  const money = (v: string | number) => f.money(Number(v));

  const revenue = rows && {
    kind: 'line' as const,
    rows,
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
  const growthSeries: ChartSeries[] = [
    ...(parts.users ? [{ key: 'users', label: translate('app.charts.new_users'), color: theme.palette.primary.main }] : []),
    ...(parts.cvs ? [{ key: 'cvs', label: translate('app.charts.new_cvs'), color: theme.palette.info.main }] : []),
  ];
  const growth = rows && { kind: 'bar' as const, rows, x: bucket, series: growthSeries, value: f.number, axis: f.compact };
  const growthTitle = GROWTH_TITLES[parts.users && parts.cvs ? 'both' : parts.users ? 'users' : 'cvs'];

  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  return (
    <Box component="section" aria-label={translate('app.charts.title')} sx={{ mb: 2 }}>
      <PeriodCharts period={period} onPeriod={setPeriod}>
        {parts.orders && (
          <ChartCard
            title="app.charts.revenue_per_day"
            filename="revenue"
            spec={revenue}
            error={series.error}
            onRetry={() => void series.refetch()}
            emptyText="app.charts.empty_revenue"
          />
        )}
        {growthSeries.length > 0 && (
          <ChartCard
            title={growthTitle}
            filename={growthSeries.map((s) => s.key).join('-')}
            spec={growth}
            error={series.error}
            onRetry={() => void series.refetch()}
          />
        )}
        {parts.orders && <OrderStatusChart data={orders.data} error={orders.error} onRetry={() => void orders.refetch()} />}
      </PeriodCharts>
    </Box>
  );
}
