// Templates (/admin/templates): stats, debounced search and filters, a card grid
// with selection and bulk actions, Export CSV, and the edit / delete / code editor dialogs.
import { Backdrop, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { lazy, Suspense, useState } from 'react';
import { ListBase, SelectInput, useListContext, useRefresh, useTranslate } from 'react-admin';
import { booleanFilter, CardListFilters, CreateLink, SELECT_SX } from '../../components/CardList';
import { ChartsSection } from '../../components/charts/ChartsSection';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import type { Template } from '../../../contract/template-schemas';
import { TEMPLATE_CATEGORIES, TEMPLATE_PAGE_SIZE } from '../../../contract/templates';
import { TemplateCodeEditor } from './editor/lazy';
import { TemplateDeleteDialog } from './TemplateDeleteDialog';
import { TemplateEditDialog } from './TemplateEditDialog';
import { TemplateGrid } from './TemplateGrid';
import { TemplateStats } from './TemplateStats';
import { useTemplateActions } from './useTemplateActions';
import { Spinner } from '../../components/Spinner';

const TemplateCharts = lazy(() => import('./TemplateCharts'));

const FILTERS = [
  <SelectInput
    key="category"
    source="category"
    label="resources.templates.fields.category"
    alwaysOn
    emptyText="resources.templates.filters.all_categories"
    choices={TEMPLATE_CATEGORIES.map((id) => ({ id, name: `resources.templates.categories.${id}` }))}
    sx={SELECT_SX}
  />,
  booleanFilter(
    'isPremium',
    'resources.templates.fields.type',
    'resources.templates.filters.all_types',
    ['resources.templates.premium', 'resources.templates.free'],
    true,
  ),
  booleanFilter('status', 'resources.templates.fields.status', 'resources.templates.filters.all_statuses', [
    'resources.templates.visible',
    'resources.templates.hidden',
  ]),
];

type Open = { kind: 'edit' | 'delete' | 'code'; template: Template } | null;

function TemplateListView() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const actions = useTemplateActions();
  const { total } = useListContext();
  const [open, setOpen] = useState<Open>(null);

  const close = (changed = true) => {
    setOpen(null);
    if (changed) refresh();
  };

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title="resources.templates.title"
        subtitle={translate('resources.templates.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={actions.exporting ? <Spinner size={16} besideText /> : <DownloadIcon />}
              onClick={actions.exportCsv}
              disabled={actions.exporting || total === 0}
            >
              {translate('resources.templates.actions.export')}
            </Button>
            <CreateLink label="resources.templates.actions.create" />
          </>
        }
      />
      <TemplateStats />
      <ChartsSection charts={TemplateCharts} />
      <CardListFilters search="resources.templates.filters.search" filters={FILTERS} />
      <TemplateGrid
        actions={actions}
        onEdit={(template) => setOpen({ kind: 'edit', template })}
        onEditCode={(template) => setOpen({ kind: 'code', template })}
        onDelete={(template) => setOpen({ kind: 'delete', template })}
      />
      <PrevNextPagination />

      {open?.kind === 'edit' && <TemplateEditDialog template={open.template} onClose={close} onEditCode={(template) => setOpen({ kind: 'code', template })} />}
      {open?.kind === 'delete' && <TemplateDeleteDialog template={open.template} onClose={close} />}
      {open?.kind === 'code' && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
              <Spinner color="inherit" label="resources.templates.editor.loading_editor" />
            </Backdrop>
          }
        >
          <TemplateCodeEditor template={open.template} onClose={() => close(true)} />
        </Suspense>
      )}
    </Box>
  );
}

export default function TemplateList() {
  return (
    <ListBase resource="templates" perPage={TEMPLATE_PAGE_SIZE} sort={{ field: 'createdAt', order: 'DESC' }}>
      <TemplateListView />
    </ListBase>
  );
}
