// The audit list's filters: the record's name and the entity id (debounced), and a collapsible panel with admin,
// action, entity type and a time range. Every change goes back to page 1.
import { Box, Button, type Theme, useMediaQuery } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { auditLogApi } from './api';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FiltersPanel } from '../../components/FiltersPanel';
import { FiltersToggle } from '../../components/FiltersToggle';
import { type FilterOption, ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ListViewControls } from '../../components/ListViewControls';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../contract/audit';

export const AUDIT_FILTERS = ['q', 'adminId', 'action', 'entity', 'entityId', 'dateFrom', 'dateTo'] as const;

const ACTION_OPTIONS: FilterOption[] = [
  { label: 'resources.audit-log.all_actions', filter: {} },
  ...AUDIT_ACTIONS.map((action) => ({ label: `resources.audit-log.actions.${action}`, filter: { action } })),
];
const ENTITY_OPTIONS: FilterOption[] = [
  { label: 'resources.audit-log.all_entities', filter: {} },
  ...AUDIT_ENTITIES.map((entity) => ({ label: `resources.audit-log.entities.${entity}`, filter: { entity } })),
];

/** Every admin as an option; a name two admins share gets their email. */
function useAdminOptions(): FilterOption[] {
  const dataProvider = useDataProvider<WithMethods<typeof auditLogApi>>();
  const { data = [] } = useQuery({ queryKey: ['audit-log', 'admins'], queryFn: () => dataProvider.getAuditAdmins(), staleTime: 60_000 });
  const name = (a: (typeof data)[number]) => `${a.firstName} ${a.lastName}`.trim() || a.email;
  const seen = new Map<string, number>();
  for (const a of data) seen.set(name(a), (seen.get(name(a)) ?? 0) + 1);
  return [
    { label: 'resources.audit-log.all_admins', filter: {} },
    ...data.map((a) => ({ label: seen.get(name(a))! > 1 ? `${name(a)} (${a.email})` : name(a), filter: { adminId: a.id } })),
  ];
}

export function AuditFilters() {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const admins = useAdminOptions();
  // The panel's filters that are set (the time range counts once).
  const active = ['adminId', 'action', 'entity'].filter((k) => filterValues[k]).length + (filterValues.dateFrom || filterValues.dateTo ? 1 : 0);
  const [open, setOpen] = useState(wide || active > 0);
  const apply = (changes: Record<string, unknown>) => {
    const next = { ...filterValues, ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, displayedFilters, false);
  };

  return (
    <Box sx={{ p: 2, pb: open ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <ListSearchField placeholder="resources.audit-log.search" />
        <ListSearchField source="entityId" label="resources.audit-log.entity_id" placeholder="resources.audit-log.entity_id" />
        <FiltersToggle open={open} onToggle={() => setOpen((o) => !o)} active={active} label="resources.audit-log.filters" />
        {Object.keys(filterValues).some((k) => (AUDIT_FILTERS as readonly string[]).includes(k)) && (
          <Button size="small" startIcon={<ClearIcon />} onClick={() => setFilters({}, displayedFilters, false)}>
            {translate('resources.audit-log.clear_filters')}
          </Button>
        )}
        {/* Phones and small tablets see cards (AuditEntries): no columns to choose there. */}
        <ListViewControls columns={wide} />
      </Box>
      <FiltersPanel open={open}>
        <ListFilterSelect label="resources.audit-log.fields.admin" options={admins} minWidth={200} />
        <ListFilterSelect label="resources.audit-log.fields.action" options={ACTION_OPTIONS} minWidth={240} />
        <ListFilterSelect label="resources.audit-log.entity_type" options={ENTITY_OPTIONS} minWidth={170} />
        <DateRangeFilter
          dateFrom={filterValues.dateFrom}
          dateTo={filterValues.dateTo}
          onChange={apply}
          fromLabel="resources.audit-log.date_from"
          toLabel="resources.audit-log.date_to"
        />
      </FiltersPanel>
    </Box>
  );
}
