// The order list's filters: search debounced 500 ms, status, and a creation
// date-time range with 'Clear Date Filter' and a 'Date Filtered' badge. Every change goes
// back to page 1 (react-admin's setFilters does that).
import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ListViewControls } from '../../components/ListViewControls';
import { ORDER_STATUSES } from '../../../contract/orders';

/** The search waits this long after the last keystroke (the list's debounce). */
export const SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS = [
  { label: 'resources.orders.status_all', filter: {} },
  // A PAID order is the admin's work: paid, and waiting for them to verify it.
  ...ORDER_STATUSES.map((status) => ({
    label: status === 'PAID' ? 'resources.orders.status_paid_filter' : `resources.orders.statuses.${status}`,
    filter: { status },
  })),
];

export function OrderFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const apply = (changes: Record<string, unknown>) => {
    const next = { ...filterValues, ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, displayedFilters, false);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ListSearchField placeholder="resources.orders.search" />
      <ListFilterSelect label="resources.orders.status_filter" options={STATUS_OPTIONS} />
      <DateRangeFilter
        dateFrom={filterValues.dateFrom}
        dateTo={filterValues.dateTo}
        onChange={apply}
        fromLabel="resources.orders.date_from"
        toLabel="resources.orders.date_to"
      />
      <ListViewControls />
    </Box>
  );
}
