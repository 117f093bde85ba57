// A package's sales and revenue per business month, the last 12: orders paid for
// it (PAID or VERIFIED) by the month the money arrived; revenue for a role that may read orders.
import { useTheme } from '@mui/material';
import { useTranslate, useDataProvider } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { packagesApi } from './api';
import { PACKAGE_WITHHELD } from '../../../contract/packages';
import { useWithheld } from '../../lib/useWithheld';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';

export function PackageCharts({ id }: { id: string }) {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useChartFormats();
  const showsRevenue = !useWithheld(PACKAGE_WITHHELD).has('revenue');
  const dataProvider = useDataProvider<WithMethods<typeof packagesApi>>();
  const q = useSignedInQuery({ queryKey: ['charts', 'package', id], queryFn: () => dataProvider.getPackageSeries(id) });
  const data = q.data;
  const month = { key: 'month', label: translate('app.charts.month'), format: f.bucket };
  const sales = data && {
    kind: 'bar' as const,
    rows: data.months,
    x: month,
    series: [{ key: 'sales', label: translate('app.charts.paid_orders'), color: theme.palette.info.main }],
    value: f.number,
    axis: f.compact,
  };
  const revenue = data && {
    kind: 'bar' as const,
    rows: data.months,
    x: month,
    series: [{ key: 'revenue', label: translate('app.charts.revenue'), color: theme.palette.success.main }],
    value: (n: number) => f.money(n, data.currency),
    axis: f.compact,
  };
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const retry = () => void q.refetch();
  return (
    <ChartGrid>
      <ChartCard title="app.charts.package_sales" filename="package-sales" spec={sales} error={q.error} onRetry={retry} emptyText="app.charts.empty_sales" />
      {showsRevenue && (
        <ChartCard
          title="app.charts.package_revenue"
          filename="package-revenue"
          spec={revenue}
          error={q.error}
          onRetry={retry}
          emptyText="app.charts.empty_sales"
        />
      )}
    </ChartGrid>
  );
}
