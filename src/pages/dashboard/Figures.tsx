// The dashboard's figures: a card for each one the server answered. It answers only those
// the admin's role may read (contract/dashboard.ts), so the cards follow the role with no
// permission check here, and no card ever stands empty.
import { Box } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PendingIcon from '@mui/icons-material/PendingActionsOutlined';
import TemplatesIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import UsageIcon from '@mui/icons-material/TouchAppOutlined';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../../contract/dashboard';
import { MoneyValue } from '../../components/MoneyValue';
import { StatCard, type StatCardProps } from '../../components/StatCard';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { GrowthLine } from './GrowthLine';

/** At most this many cards a row: six (an owner's) make two tidy rows of three rather than four and two. */
const columnsFor = (cards: number) => (cards <= 4 ? cards : Math.ceil(cards / 2));

export function Figures({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const fmt = useFormat();
  // Whole numbers with the language's grouping: totals are read exactly here.
  const count = (n: number) => fmt.number(n);
  const { overview: o, growth: g, templates: t } = data;
  const cards: StatCardProps[] = [];
  if (o.totalUsers !== undefined)
    cards.push({ label: 'app.dashboard.total_users', value: count(o.totalUsers), icon: <PeopleIcon />, hint: <GrowthLine value={g.userGrowth} /> });
  if (o.totalCVs !== undefined)
    cards.push({
      label: 'app.dashboard.total_cvs',
      value: count(o.totalCVs),
      icon: <DescriptionIcon />,
      color: 'info',
      hint: <GrowthLine value={g.cvGrowth} />,
    });
  if (o.totalRevenue !== undefined)
    cards.push({
      label: 'app.dashboard.revenue',
      value: <MoneyValue text={formatMoney(o.totalRevenue, 'VND')} />,
      icon: <PaymentsIcon />,
      color: 'success',
      hint: <GrowthLine value={g.revenueGrowth} />,
    });
  if (o.activeOrders !== undefined)
    cards.push({
      label: 'app.dashboard.pending_orders',
      value: count(o.activeOrders),
      icon: <PendingIcon />,
      color: 'warning',
      hint: translate('app.dashboard.pending_payments', { smart_count: o.pendingPayments ?? 0 }),
    });
  if (t) {
    cards.push({
      label: 'app.dashboard.total_templates',
      value: count(t.totalTemplates),
      icon: <TemplatesIcon />,
      color: 'secondary',
      hint: translate('app.dashboard.premium_templates', { count: count(t.premiumTemplates) }),
    });
    cards.push({ label: 'app.dashboard.template_usage', value: count(t.totalUsage), icon: <UsageIcon />, color: 'info' });
  }
  const columns = columnsFor(cards.length);
  return (
    // One figure a row on a phone (growth lines and VND amounts stay readable); wider, as many
    // as fit at 230 px, never more than `columns`, each row filled across.
    <Box
      component="section"
      aria-label={translate('app.dashboard.figures')}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fit, minmax(max(230px, calc((100% - ${columns - 1} * 16px) / ${columns})), 1fr))` },
      }}
    >
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </Box>
  );
}
