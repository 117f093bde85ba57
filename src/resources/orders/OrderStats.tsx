// The order list's stat cards (whole collection, from the list's meta).
import BlockIcon from '@mui/icons-material/Block';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { FullRowOnPhone, MoneyValue } from '../../components/MoneyValue';
import { StatCard, StatCards } from '../../components/StatCard';
import type { OrderStats as Stats } from '../../../contract/orders';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';

export function OrderStats() {
  const fmt = useFormat();
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const n = (v?: number) => fmt.number(v ?? 0);
  return (
    <StatCards min={300}>
      <FullRowOnPhone>
        <StatCard label="resources.orders.stats.total" value={n(stats?.totalOrders)} icon={<ReceiptIcon />} loading={isPending} />
      </FullRowOnPhone>
      <StatCard label="resources.orders.stats.pending" value={n(stats?.pendingOrders)} icon={<HourglassIcon />} color="warning" loading={isPending} />
      <StatCard
        label="resources.orders.stats.paid"
        value={n(stats?.paidOrders)}
        hint={translate('resources.orders.stats.paid_hint')}
        icon={<PaymentsIcon />}
        color="info"
        loading={isPending}
      />
      <StatCard label="resources.orders.stats.verified" value={n(stats?.verifiedOrders)} icon={<VerifiedIcon />} color="success" loading={isPending} />
      <StatCard label="resources.orders.stats.expired" value={n(stats?.expiredOrders)} icon={<TimerOffIcon />} color="secondary" loading={isPending} />
      <StatCard label="resources.orders.stats.cancelled" value={n(stats?.cancelledOrders)} icon={<BlockIcon />} color="error" loading={isPending} />
      <FullRowOnPhone>
        <StatCard
          label="resources.orders.stats.revenue"
          value={<MoneyValue text={formatMoney(stats?.totalRevenue, 'VND')} />}
          hint={stats?.totalRevenueUsd ? `+ ${formatMoney(stats.totalRevenueUsd, 'USD')}` : undefined}
          icon={<PaidIcon />}
          color="success"
          loading={isPending}
        />
      </FullRowOnPhone>
    </StatCards>
  );
}
