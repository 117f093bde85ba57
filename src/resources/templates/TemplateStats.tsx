// The four figures over the whole collection: total, free, premium, total usage.
// Two columns on a phone (without icons, so the labels fit), four from tablets up.
import { Box, useMediaQuery, type Theme } from '@mui/material';
import CollectionsIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import StarIcon from '@mui/icons-material/StarOutlined';
import { useListContext } from 'react-admin';
import { StatCard } from '../../components/StatCard';
import type { TemplateStats as Stats } from '../../../contract/template-schemas';
import { useFormat } from '../../lib/useFormat';

export function TemplateStats() {
  const fmt = useFormat();
  const { meta, isPending } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const value = (n: number | undefined) => (n === undefined ? '—' : fmt.number(n));
  const icon = (node: React.ReactNode) => (phone ? undefined : node);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, mb: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <StatCard label="resources.templates.stats.total" value={value(stats?.totalTemplates)} icon={icon(<CollectionsIcon />)} loading={isPending} />
      <StatCard label="resources.templates.stats.free" value={value(stats?.freeTemplates)} icon={icon(<LockOpenIcon />)} color="success" loading={isPending} />
      <StatCard
        label="resources.templates.stats.premium"
        value={value(stats?.premiumTemplates)}
        icon={icon(<StarIcon />)}
        color="warning"
        loading={isPending}
      />
      <StatCard
        label="resources.templates.stats.usage"
        value={stats ? fmt.count(stats.totalUsage) : '—'}
        hint={stats && stats.totalUsage > 1000 ? fmt.number(stats.totalUsage) : undefined}
        icon={icon(<PeopleIcon />)}
        color="info"
        loading={isPending}
      />
    </Box>
  );
}
