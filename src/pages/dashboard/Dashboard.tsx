// The landing page: four figures with growth against last month,
// quick actions, recent activity, Refresh and 'Last updated'. Kept light: it is part of
// the first screen's JavaScript (docs/benchmarks.md "JavaScript budgets"), so MUI and react-admin only.
import { Box, Button, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PendingIcon from '@mui/icons-material/PendingActionsOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimelineIcon from '@mui/icons-material/Timeline';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthState, useTranslate } from 'react-admin';
import { dataProvider } from '../../appDataProvider';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { FullRowOnPhone, MoneyValue } from '../../components/MoneyValue';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { StatCard, StatCards } from '../../components/StatCard';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { GrowthLine } from './GrowthLine';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { Spinner } from '../../components/Spinner';

// The charts and their library come after the figures, in their own chunks (DESIGN.md budget).
const DashboardCharts = lazy(() => import('./DashboardCharts'));

function Waiting({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10, textAlign: 'center' }}>
      <Box>
        <Spinner besideText />
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate(text)}
        </Typography>
      </Box>
    </Box>
  );
}

/** A clock for relative times: ticks every 30 s so 'Just now' ages on screen. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export default function Dashboard() {
  const fmt = useFormat();
  const translate = useTranslate();
  // Whole numbers with the language's grouping: totals are read exactly here.
  const count = (n: number) => fmt.number(n);
  const { isPending: authPending, authenticated } = useAuthState();
  const now = useNow();
  const query = useSignedInQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    enabled: authenticated,
    retry: 1, // then say so and offer Try Again, rather than spin for seconds
  });

  if (authPending) return <Waiting text="app.dashboard.checking_auth" />;
  if (!authenticated) return <EmptyState title="app.dashboard.auth_required" icon={<LockIcon fontSize="inherit" />} />;

  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = query;
  const refresh = (
    <Button variant="outlined" startIcon={isFetching ? <Spinner size={16} besideText /> : <RefreshIcon />} disabled={isFetching} onClick={() => refetch()}>
      {translate('app.common.refresh')}
    </Button>
  );
  const header = (
    <PageHeader
      title="app.dashboard.title"
      subtitle={data ? translate('app.dashboard.last_updated', { time: fmt.dateTime(dataUpdatedAt) }) : translate('app.dashboard.subtitle')}
      actions={refresh}
    />
  );

  if (isPending && !error) {
    return (
      <>
        {header}
        <Waiting text="app.dashboard.loading" />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <LoadError message="app.dashboard.load_failed" onRetry={() => refetch()} />
      </>
    );
  }

  const { overview, growth, recentActivities } = data;
  return (
    <Box sx={{ pb: 2 }}>
      {header}
      {error && <LoadError message="app.dashboard.load_failed" onRetry={() => refetch()} />}
      {/* One figure per row on a phone: the growth lines and VND amounts stay readable. */}
      <StatCards min={230}>
        <FullRowOnPhone>
          <StatCard
            label="app.dashboard.total_users"
            value={count(overview.totalUsers)}
            icon={<PeopleIcon />}
            color="primary"
            hint={<GrowthLine value={growth.userGrowth} />}
          />
        </FullRowOnPhone>
        <FullRowOnPhone>
          <StatCard
            label="app.dashboard.total_cvs"
            value={count(overview.totalCVs)}
            icon={<DescriptionIcon />}
            color="info"
            hint={<GrowthLine value={growth.cvGrowth} />}
          />
        </FullRowOnPhone>
        <FullRowOnPhone>
          <StatCard
            label="app.dashboard.revenue"
            value={<MoneyValue text={formatMoney(overview.totalRevenue, 'VND')} />}
            icon={<PaymentsIcon />}
            color="success"
            hint={<GrowthLine value={growth.revenueGrowth} />}
          />
        </FullRowOnPhone>
        <FullRowOnPhone>
          <StatCard
            label="app.dashboard.pending_orders"
            value={count(overview.activeOrders)}
            icon={<PendingIcon />}
            color="warning"
            hint={translate('app.dashboard.pending_payments', { smart_count: overview.pendingPayments })}
          />
        </FullRowOnPhone>
      </StatCards>
      <Suspense fallback={null}>
        <DashboardCharts />
      </Suspense>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        <SectionCard title="app.dashboard.recent_activity" icon={<TimelineIcon />}>
          <RecentActivity items={recentActivities} now={now} />
        </SectionCard>
        {/* On a phone the shortcuts come first, above the long activity list. */}
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          <SectionCard title="app.dashboard.quick_actions" icon={<BoltIcon />}>
            <QuickActions />
          </SectionCard>
        </Box>
      </Box>
    </Box>
  );
}
