// The popular star and the active/inactive badge, on the card and the detail header.
import StarIcon from '@mui/icons-material/Star';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';

export function PopularStar({ popular }: { popular: boolean }) {
  const translate = useTranslate();
  if (!popular) return null;
  return (
    <Tooltip title={translate('resources.packages.popular')}>
      <StarIcon titleAccess={translate('resources.packages.popular')} sx={{ color: 'warning.main', fontSize: 22 }} />
    </Tooltip>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const translate = useTranslate();
  return <StatusChip label={translate(active ? 'resources.packages.active' : 'resources.packages.inactive')} tone={active ? 'green' : 'gray'} />;
}
