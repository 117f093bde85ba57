// The orders page's charts: the path from created to paid to verified with the
// orders lost on the way, orders per status over time, and revenue per package, for a period.
import { Box, useTheme } from '@mui/material';
import { useLocale, useTranslate, useDataProvider } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { ordersApi } from './api';
import { ChartCard } from '../../components/charts/ChartCard';
import { PeriodCharts, useLocalPeriod } from '../../components/charts/PeriodSelect';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { OrderStatusChart } from '../../components/charts/OrderStatusChart';

const STEPS = ['created', 'paid', 'verified', 'pending', 'expired', 'cancelled'] as const;

export default function OrderCharts() {
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const f = useChartFormats();
  const [period, setPeriod] = useLocalPeriod();
  const dataProvider = useDataProvider<WithMethods<typeof ordersApi>>();
  const q = useSignedInQuery({ queryKey: ['charts', 'orders', period], queryFn: () => dataProvider.getOrderSeries(period) });
  const data = q.data;
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const retry = () => void q.refetch();

  const funnel = data && {
    kind: 'bar' as const,
    horizontal: true,
    rows: STEPS.map((step) => ({ step, orders: data.funnel[step] })),
    x: { key: 'step', label: translate('app.charts.step'), format: (v: string | number) => translate(`app.charts.funnel.${v}`) },
    series: [{ key: 'orders', label: translate('app.charts.orders'), color: theme.palette.primary.main }],
    value: f.number,
    axis: f.compact,
  };
  const byPackage = data && {
    kind: 'bar' as const,
    horizontal: true,
    rows: data.byPackage.map((p) => ({ name: locale === 'vi' ? p.name : p.nameEn, orders: p.orders, revenue: p.revenue, currency: p.currency })),
    x: { key: 'name', label: translate('app.charts.package') },
    series: [{ key: 'revenue', label: translate('app.charts.revenue'), color: theme.palette.success.main }],
    table: [
      { key: 'name', label: translate('app.charts.package') },
      { key: 'orders', label: translate('app.charts.orders'), format: (v: string | number) => f.number(Number(v)) },
      { key: 'revenue', label: translate('app.charts.revenue'), format: (v: string | number) => f.number(Number(v)) },
      { key: 'currency', label: translate('app.charts.currency') },
    ],
    value: (n: number) => f.money(n),
    axis: f.compact,
  };

  return (
    <Box>
      <PeriodCharts period={period} onPeriod={setPeriod}>
        <ChartCard title="app.charts.order_funnel" filename="order-funnel" spec={funnel} error={q.error} onRetry={retry} emptyText="app.charts.empty_orders" />
        <ChartCard
          title="app.charts.revenue_by_package"
          filename="revenue-by-package"
          spec={byPackage}
          error={q.error}
          onRetry={retry}
          emptyText="app.charts.empty_revenue"
        />
        <OrderStatusChart data={data} error={q.error} onRetry={retry} />
      </PeriodCharts>
    </Box>
  );
}
