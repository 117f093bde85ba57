// A list's filter bar from its declared filters (filters.ts), composed of the list
// components: the search box, then either the selects and date range in a row, or (with
// `panel`) a 'Filters' button that opens them in a panel with 'Clear filters'; saved
// queries and the column chooser at the end where asked. Every change goes back to page 1.
import ClearIcon from '@mui/icons-material/Clear';
import { Box, Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../DateRangeFilter';
import { FiltersPanel } from '../FiltersPanel';
import { FiltersToggle } from '../FiltersToggle';
import { ListFilterSelect } from '../ListFilterSelect';
import { ListSearchField } from '../ListSearchField';
import { ListViewControls } from '../ListViewControls';
import type { ListFilter } from './filters';

export interface FilterBarProps {
  filters: readonly ListFilter[];
  /** The selects and dates behind a 'Filters' button: its label and the clear button's. */
  panel?: { label: string; clear: string };
  /** Saved queries at the end of the bar, and the column chooser when `columns` (a table is shown). */
  controls?: { columns: boolean };
}

/** The filter keys a filter sets. */
const keysOf = (filter: ListFilter): string[] => (filter.type === 'select' ? [filter.source] : filter.type === 'dateRange' ? ['dateFrom', 'dateTo'] : []);

export function FilterBar({ filters, panel, controls }: FilterBarProps) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const keys = filters.flatMap(keysOf);
  const active = filters.filter((f) => keysOf(f).some((k) => filterValues[k])).length;
  const [open, setOpen] = useState(active > 0);

  const apply = (changes: Record<string, unknown>) => {
    const next: Record<string, unknown> = { ...filterValues, ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, displayedFilters, false);
  };
  const search = filters.find((f) => f.type === 'search');
  const others: ReactNode[] = filters.map((f) => {
    if (f.type === 'select') return <ListFilterSelect key={f.source} label={f.label} options={f.options} minWidth={f.minWidth ?? 190} />;
    if (f.type === 'dateRange')
      return (
        <DateRangeFilter
          key="dates"
          dateFrom={filterValues.dateFrom}
          dateTo={filterValues.dateTo}
          onChange={apply}
          fromLabel={f.fromLabel}
          toLabel={f.toLabel}
        />
      );
    return null;
  });
  const searchBox = search && <ListSearchField placeholder={search.placeholder} source={search.source} />;
  const viewControls = controls && <ListViewControls columns={controls.columns} />;

  if (!panel) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {searchBox}
        {others}
        {viewControls}
      </Box>
    );
  }
  return (
    <Box sx={{ p: 2, pb: open ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {searchBox}
        <FiltersToggle open={open} onToggle={() => setOpen((o) => !o)} active={active} label={panel.label} />
        {viewControls}
      </Box>
      <FiltersPanel open={open}>
        {others}
        {active > 0 && (
          <Button size="small" startIcon={<ClearIcon />} onClick={() => apply(Object.fromEntries(keys.map((k) => [k, undefined])))}>
            {translate(panel.clear)}
          </Button>
        )}
      </FiltersPanel>
    </Box>
  );
}
