// The five stat cards over the whole user collection (the list's meta.stats).
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useListContext } from 'react-admin';
import { StatCard, StatCards } from '../../components/StatCard';
import type { UserStats as Stats } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';

export function UserStats() {
  const fmt = useFormat();
  const { meta, isPending } = useListContext();
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const value = (n: number | undefined) => (n === undefined ? '—' : fmt.count(n));
  return (
    <StatCards min={190}>
      <StatCard label="resources.users.stats.total" value={value(stats?.totalUsers)} icon={<GroupIcon />} loading={isPending} />
      <StatCard label="resources.users.stats.active" value={value(stats?.activeUsers)} icon={<HowToRegIcon />} color="success" loading={isPending} />
      <StatCard
        label="resources.users.stats.premium"
        value={value(stats?.premiumUsers)}
        icon={<WorkspacePremiumIcon />}
        color="secondary"
        loading={isPending}
      />
      <StatCard label="resources.users.stats.verified" value={value(stats?.verifiedUsers)} icon={<MarkEmailReadIcon />} color="info" loading={isPending} />
      <StatCard label="resources.users.stats.new_today" value={value(stats?.newUsersToday)} icon={<PersonAddIcon />} color="warning" loading={isPending} />
    </StatCards>
  );
}
