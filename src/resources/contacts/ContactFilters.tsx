// The list's search box (debounced by the list, 500 ms) and the collapsible Filters panel
// with Status and Category. Every change goes back to page 1.
import { Box, Button, type Theme, useMediaQuery } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { FiltersPanel } from '../../components/FiltersPanel';
import { FiltersToggle } from '../../components/FiltersToggle';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ListViewControls } from '../../components/ListViewControls';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../../contract/contacts';

const STATUS_OPTIONS = [
  { label: 'resources.contacts.all_statuses', filter: {} },
  ...CONTACT_STATUSES.map((s) => ({ label: `resources.contacts.status.${s}`, filter: { status: s } })),
];
const CATEGORY_OPTIONS = [
  { label: 'resources.contacts.all_categories', filter: {} },
  ...CONTACT_CATEGORIES.map((c) => ({ label: `resources.contacts.category.${c}`, filter: { category: c } })),
];

export function ContactFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const active = ['status', 'category'].filter((k) => filterValues[k]).length;
  const [open, setOpen] = useState(active > 0);
  // Phones and small tablets see cards (ContactList): no columns to choose there.
  const table = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  return (
    <Box sx={{ p: 2, pb: open ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <ListSearchField placeholder="resources.contacts.search" />
        <FiltersToggle open={open} onToggle={() => setOpen((o) => !o)} active={active} label="resources.contacts.filters" />
        <ListViewControls columns={table} />
      </Box>
      <FiltersPanel open={open}>
        <ListFilterSelect label="resources.contacts.fields.status" options={STATUS_OPTIONS} minWidth={200} />
        <ListFilterSelect label="resources.contacts.fields.category" options={CATEGORY_OPTIONS} minWidth={240} />
        {active > 0 && (
          <Button size="small" startIcon={<ClearIcon />} onClick={() => setFilters({ q: filterValues.q }, displayedFilters)}>
            {translate('resources.contacts.clear_filters')}
          </Button>
        )}
      </FiltersPanel>
    </Box>
  );
}
