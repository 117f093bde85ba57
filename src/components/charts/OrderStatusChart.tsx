// Orders per status by the day (or month) they were created: on the dashboard and the orders page.
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderSeries } from '../../../contract/analytics';
import { ORDER_STATUSES } from '../../../contract/orders';
import { ChartCard } from './ChartCard';
import { statusColors } from './statusColors';
import { useChartFormats } from './useChartFormats';

export function OrderStatusChart({ data, error, onRetry }: { data?: OrderSeries; error?: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  const f = useChartFormats();
  const colors = statusColors(useTheme());
  const spec = data && {
    kind: 'bar' as const,
    rows: data.points,
    x: { key: 'key', label: translate(data.unit === 'day' ? 'app.charts.day' : 'app.charts.month'), format: f.bucket },
    series: ORDER_STATUSES.map((s) => ({ key: s, label: translate(`resources.orders.statuses.${s}`), color: colors[s], stack: 'orders' })),
    value: f.number,
    axis: f.compact,
  };
  return (
    <ChartCard
      title="app.charts.orders_by_status"
      filename="orders-by-status"
      spec={spec}
      error={error}
      onRetry={onRetry}
      emptyText="app.charts.empty_orders"
    />
  );
}
