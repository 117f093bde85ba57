// The list's search box (debounced by the list, 500 ms) and the collapsible Filters panel
// with Status and Category, from the list's query schema and the declared fields (fields.ts).
// Every change goes back to page 1.
import { type Theme, useMediaQuery } from '@mui/material';
import { FilterBar } from '../../components/fields/FilterBar';
import { contactFilters } from './fields';

const PANEL = { label: 'resources.contacts.filters', clear: 'resources.contacts.clear_filters' };

export function ContactFilters() {
  // Phones and small tablets see cards (ContactList): no columns to choose there.
  const table = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return <FilterBar filters={contactFilters} panel={PANEL} controls={{ columns: table }} />;
}
