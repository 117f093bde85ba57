// The landing page: the figures the admin's role reads (growth against last month, the
// templates'), charts, recent activity for a role that reads users, quick actions, Refresh and
// 'Last updated'. Kept light: it is part of the first screen's JavaScript
// (docs/benchmarks.md "JavaScript budgets"), so MUI and react-admin only.
import { Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimelineIcon from '@mui/icons-material/Timeline';
import LockIcon from '@mui/icons-material/LockOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthState, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { useFormat } from '../../lib/useFormat';
import { Figures } from './Figures';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { Spinner } from '../../components/Spinner';
import { dashboardApi } from './api';

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
  const { isPending: authPending, authenticated } = useAuthState();
  const now = useNow();
  const query = useSignedInQuery({
    queryKey: ['dashboard'],
    queryFn: () => dashboardApi.getDashboard(),
    enabled: authenticated,
    retry: 1, // then say so and offer Try Again, rather than spin for seconds
  });

  if (authPending) return <Waiting text="app.dashboard.checking_auth" />;
  if (!authenticated) return <EmptyState title="app.dashboard.auth_required" icon={<LockIcon fontSize="inherit" />} />;

  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = query;
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const refresh = (
    <Button variant="outlined" startIcon={isFetching ? <Spinner size={16} besideText /> : <RefreshIcon />} disabled={isFetching} onClick={() => void refetch()}>
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
        <LoadError message="app.dashboard.load_failed" onRetry={() => void refetch()} />
      </>
    );
  }

  const { overview, recentActivities } = data;
  // The charts of the figures the server answered: none it would refuse is asked for.
  const charts = { orders: overview.totalRevenue !== undefined, users: overview.totalUsers !== undefined, cvs: overview.totalCVs !== undefined };
  return (
    <Box sx={{ pb: 2 }}>
      {header}
      {error && <LoadError message="app.dashboard.load_failed" onRetry={() => void refetch()} />}
      <Figures data={data} />
      {(charts.orders || charts.users || charts.cvs) && (
        <Suspense fallback={null}>
          <DashboardCharts parts={charts} />
        </Suspense>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: recentActivities ? { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } : '1fr',
          alignItems: 'start',
        }}
      >
        {recentActivities && (
          <SectionCard title="app.dashboard.recent_activity" icon={<TimelineIcon />}>
            <RecentActivity items={recentActivities} now={now} />
          </SectionCard>
        )}
        {/* On a phone the shortcuts come first, above the long activity list. */}
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          <QuickActions />
        </Box>
      </Box>
    </Box>
  );
}
