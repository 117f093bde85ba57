// The users page's charts: sign-ups per day (or month), split by whether they have
// verified their email since, and verified against unverified over all users.
import { Box, useTheme } from '@mui/material';
import { useTranslate, useDataProvider } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { ChartCard } from '../../components/charts/ChartCard';
import { PeriodCharts, useLocalPeriod } from '../../components/charts/PeriodSelect';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';

export default function UserCharts() {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useChartFormats();
  const [period, setPeriod] = useLocalPeriod();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const q = useSignedInQuery({ queryKey: ['charts', 'users', period], queryFn: () => dataProvider.getUserSeries(period) });
  const data = q.data;
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const retry = () => void q.refetch();
  const signups = data && {
    kind: 'bar' as const,
    rows: data.points.map((p) => ({ key: p.key, verified: p.verified, unverified: p.signups - p.verified, signups: p.signups })),
    x: { key: 'key', label: translate(data.unit === 'day' ? 'app.charts.day' : 'app.charts.month'), format: f.bucket },
    series: [
      { key: 'verified', label: translate('app.charts.verified'), color: theme.palette.success.main, stack: 'users' },
      { key: 'unverified', label: translate('app.charts.unverified'), color: theme.palette.warning.main, stack: 'users' },
    ],
    table: [
      { key: 'key', label: translate(data.unit === 'day' ? 'app.charts.day' : 'app.charts.month'), format: f.bucket },
      { key: 'signups', label: translate('app.charts.signups'), format: (v: string | number) => f.number(Number(v)) },
      { key: 'verified', label: translate('app.charts.verified'), format: (v: string | number) => f.number(Number(v)) },
      { key: 'unverified', label: translate('app.charts.unverified'), format: (v: string | number) => f.number(Number(v)) },
    ],
    value: f.number,
    axis: f.compact,
  };
  const verification = data && {
    kind: 'pie' as const,
    rows: [
      { state: 'verified', users: data.totals.verified, color: theme.palette.success.main },
      { state: 'unverified', users: data.totals.unverified, color: theme.palette.warning.main },
    ],
    x: { key: 'state', label: translate('app.charts.email'), format: (v: string | number) => translate(`app.charts.${v}`) },
    series: [{ key: 'users', label: translate('app.charts.users') }],
    value: f.number,
  };
  return (
    <Box>
      <PeriodCharts period={period} onPeriod={setPeriod}>
        <ChartCard title="app.charts.signups_per_day" filename="signups" spec={signups} error={q.error} onRetry={retry} emptyText="app.charts.empty_signups" />
        <ChartCard
          title="app.charts.verified_vs_unverified"
          filename="email-verification"
          spec={verification}
          error={q.error}
          onRetry={retry}
          emptyText="app.charts.empty_users"
        />
      </PeriodCharts>
    </Box>
  );
}
