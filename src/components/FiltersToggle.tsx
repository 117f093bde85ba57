// The 'Filters' button that opens a list's filter panel, with a badge counting the filters set.
import { Badge, Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';

export function FiltersToggle({ open, onToggle, active, label }: { open: boolean; onToggle: () => void; active: number; label: string }) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={onToggle}
      aria-expanded={open}
      startIcon={
        <Badge badgeContent={active} color="primary">
          <FilterListIcon />
        </Badge>
      }
      sx={{ bgcolor: open ? 'action.selected' : undefined, borderColor: 'divider' }}
    >
      {translate(label)}
    </Button>
  );
}
