// The order list's filters (spec §2, §5): search debounced 500 ms, status, and a creation
// date-time range with 'Clear Date Filter' and a 'Date Filtered' badge. Every change goes
// back to page 1 (react-admin's setFilters does that).
import FilterIcon from '@mui/icons-material/FilterAltOutlined';
import { Box, Button, Chip, TextField } from '@mui/material';
import { useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ORDER_STATUSES } from '../../../contract/orders';

/** Spec §5/§9: the search waits this long after the last keystroke (the list's debounce). */
export const SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS = [
  { label: 'app.orders.status_all', filter: {} },
  ...ORDER_STATUSES.map((status) => ({ label: `app.orders.statuses.${status}`, filter: { status } })),
];

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a datetime-local value in the viewer's time zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value (viewer's time zone) as an ISO instant; '' stays empty. */
export function fromLocalInput(value: string, endOfMinute = false): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  if (endOfMinute) d.setSeconds(59, 999); // 'to 14:30' includes orders placed during 14:30
  return d.toISOString();
}

export function OrderFilters() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const latest = useRef(filterValues);
  latest.current = filterValues;
  const apply = (changes: Record<string, unknown>) => {
    const next = { ...latest.current, ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, displayedFilters, false);
  };

  const dated = Boolean(filterValues.dateFrom || filterValues.dateTo);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ListSearchField placeholder="app.orders.search" />
      <ListFilterSelect label="app.orders.status_filter" options={STATUS_OPTIONS} />
      <TextField
        type="datetime-local"
        fullWidth={false}
        margin="none"
        label={translate('app.orders.date_from')}
        value={toLocalInput(filterValues.dateFrom)}
        onChange={(e) => apply({ dateFrom: fromLocalInput(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 230px' } }}
      />
      <TextField
        type="datetime-local"
        fullWidth={false}
        margin="none"
        label={translate('app.orders.date_to')}
        value={toLocalInput(filterValues.dateTo)}
        onChange={(e) => apply({ dateTo: fromLocalInput(e.target.value, true) })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 230px' } }}
      />
      {dated && (
        <>
          <Chip icon={<FilterIcon />} label={translate('app.orders.date_filtered')} color="primary" variant="outlined" size="small" />
          <Button size="small" onClick={() => apply({ dateFrom: undefined, dateTo: undefined })}>
            {translate('app.orders.clear_dates')}
          </Button>
        </>
      )}
    </Box>
  );
}
