// The list's search box (debounced by the list, 500 ms) and the collapsible Filters panel
// with Status and Category. Every change goes back to page 1.
import { Badge, Box, Button, Collapse, InputAdornment, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../contract/contacts';

export function ContactFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [search, setSearch] = useState<string>(filterValues.q ?? '');
  const active = ['status', 'category'].filter((k) => filterValues[k]).length;
  const [open, setOpen] = useState(active > 0);

  // Follow outside changes (browser back, a link), not our own debounced echo.
  useEffect(() => {
    setSearch((current) => ((filterValues.q ?? '') === current.trim() ? current : (filterValues.q ?? '')));
  }, [filterValues.q]);

  const setFilter = (key: string, value: string, debounce = false) =>
    setFilters({ ...filterValues, [key]: value || undefined }, displayedFilters, debounce);

  const select = (key: 'status' | 'category', all: string, values: readonly string[], label: (v: string) => string) => (
    <TextField
      select
      size="small"
      label={translate(`resources.contacts.fields.${key}`)}
      value={filterValues[key] ?? ''}
      onChange={(e) => setFilter(key, e.target.value)}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate(all)}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {label(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: 2, pb: open ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFilter('q', e.target.value.trim(), true);
          }}
          placeholder={translate('app.contacts.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.common.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 280px', maxWidth: { sm: 460 } }}
        />
        <Button
          variant={open ? 'contained' : 'outlined'}
          color="inherit"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          startIcon={
            <Badge badgeContent={active} color="primary">
              <FilterListIcon />
            </Badge>
          }
          sx={{ bgcolor: open ? 'action.selected' : undefined, boxShadow: 'none' }}
        >
          {translate('app.contacts.filters')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {select('status', 'app.contacts.all_statuses', CONTACT_STATUSES, (v) => translate(`app.contacts.status.${v}`))}
          {select('category', 'app.contacts.all_categories', CONTACT_CATEGORIES, (v) => translate(`app.contacts.category.${v}`))}
          {active > 0 && (
            <Button size="small" startIcon={<ClearIcon />} onClick={() => setFilters({ q: filterValues.q }, displayedFilters)}>
              {translate('app.contacts.clear_filters')}
            </Button>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
