// The four CV stat cards over the whole collection (the list's meta.stats).
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import { useListContext } from 'react-admin';
import { StatCard, StatCards } from '../../components/StatCard';
import type { CvStats as Stats } from '../../../contract/cvs';
import { useFormat } from '../../lib/useFormat';

export function CvStats() {
  const fmt = useFormat();
  const { meta, isPending } = useListContext();
  const stats = (meta as { stats?: Stats } | undefined)?.stats;
  const value = (n: number | undefined) => (n === undefined ? '—' : fmt.count(n));
  return (
    <StatCards min={230}>
      <StatCard label="resources.cvs.stats.total" value={value(stats?.totalCVs)} icon={<DescriptionIcon />} loading={isPending} />
      <StatCard label="resources.cvs.stats.public" value={value(stats?.publicCVs)} icon={<PublicIcon />} color="success" loading={isPending} />
      <StatCard label="resources.cvs.stats.private" value={value(stats?.privateCVs)} icon={<LockIcon />} color="secondary" loading={isPending} />
      <StatCard label="resources.cvs.stats.draft" value={value(stats?.draftCVs)} icon={<EditNoteIcon />} color="warning" loading={isPending} />
    </StatCards>
  );
}
