// The package list's stat cards (whole collection, from the list's meta); revenue only for a
// role that may read orders.
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import StarIcon from '@mui/icons-material/StarOutlined';
import { useListContext } from 'react-admin';
import { FullRowOnPhone, MoneyValue } from '../../components/MoneyValue';
import { StatCard, StatCards } from '../../components/StatCard';
import { PACKAGE_WITHHELD, type PackageStats as Stats } from '../../../contract/packages';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { useWithheld } from '../../lib/useWithheld';

export function PackageStats() {
  const fmt = useFormat();
  const { meta, isPending } = useListContext();
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const n = (v?: number) => fmt.number(v ?? 0);
  const hidden = useWithheld(PACKAGE_WITHHELD);
  return (
    <StatCards>
      <StatCard label="resources.packages.stats.total" value={n(stats?.totalPackages)} icon={<InventoryIcon />} loading={isPending} />
      <StatCard label="resources.packages.stats.active" value={n(stats?.activePackages)} icon={<CheckCircleIcon />} color="success" loading={isPending} />
      <StatCard label="resources.packages.stats.popular" value={n(stats?.popularPackages)} icon={<StarIcon />} color="warning" loading={isPending} />
      <StatCard label="resources.packages.stats.sales" value={n(stats?.totalSales)} icon={<ShoppingCartIcon />} color="info" loading={isPending} />
      {!hidden.has('totalRevenue') && (
        <FullRowOnPhone>
          <StatCard
            label="resources.packages.stats.revenue"
            value={<MoneyValue text={formatMoney(stats?.totalRevenue, 'VND')} />}
            hint={stats?.totalRevenueUsd ? `+ ${formatMoney(stats.totalRevenueUsd, 'USD')}` : undefined}
            icon={<PaidIcon />}
            color="secondary"
            loading={isPending}
          />
        </FullRowOnPhone>
      )}
    </StatCards>
  );
}
