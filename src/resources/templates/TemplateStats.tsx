// The four figures over the whole collection (spec §2): total, free, premium, total usage.
import CollectionsIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import StarIcon from '@mui/icons-material/StarOutline';
import { useListContext } from 'react-admin';
import { StatCard, StatCards } from '../../components/StatCard';
import type { TemplateStats as Stats } from '../../contract/templates';
import { formatCount } from '../../lib/format';

export function TemplateStats() {
  const { meta, isPending } = useListContext();
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const value = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString());
  return (
    <StatCards>
      <StatCard label="resources.templates.stats.total" value={value(stats?.totalTemplates)} icon={<CollectionsIcon />} loading={isPending} />
      <StatCard label="resources.templates.stats.free" value={value(stats?.freeTemplates)} icon={<LockOpenIcon />} color="success" loading={isPending} />
      <StatCard label="resources.templates.stats.premium" value={value(stats?.premiumTemplates)} icon={<StarIcon />} color="warning" loading={isPending} />
      <StatCard
        label="resources.templates.stats.usage"
        value={stats ? formatCount(stats.totalUsage) : '—'}
        hint={stats && stats.totalUsage > 1000 ? stats.totalUsage.toLocaleString() : undefined}
        icon={<PeopleIcon />}
        color="info"
        loading={isPending}
      />
    </StatCards>
  );
}
