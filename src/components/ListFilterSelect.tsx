// A select over one or more list filters: each option sets its own filter values (e.g.
// 'Premium' → { isPremium: true }), the first option clears them. Back to page 1 on change.
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface FilterOption {
  /** Translation key (or text). */
  label: string;
  /** The filter values this option stands for; {} for "all". */
  filter: Record<string, unknown>;
}

export function ListFilterSelect({ label, options, minWidth = 170 }: { label: string; options: FilterOption[]; minWidth?: number }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const keys = [...new Set(options.flatMap((o) => Object.keys(o.filter)))];
  const matches = (o: FilterOption) => keys.every((k) => (filterValues[k] ?? undefined) === o.filter[k]);
  const selected = Math.max(0, options.findIndex(matches));
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={translate(label, { _: label })}
      value={String(selected)}
      onChange={(e) => {
        const rest = Object.fromEntries(Object.entries(filterValues).filter(([k]) => !keys.includes(k)));
        setFilters({ ...rest, ...options[Number(e.target.value)]!.filter }, displayedFilters, false);
      }}
      sx={{ minWidth, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      {options.map((o, i) => (
        <MenuItem key={o.label} value={String(i)}>
          {translate(o.label, { _: o.label })}
        </MenuItem>
      ))}
    </TextField>
  );
}
