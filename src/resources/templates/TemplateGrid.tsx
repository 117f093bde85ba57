// The card grid with its loading, error and empty states.
import { Box, Button, Card, Skeleton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useBasename, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import type { Template } from '../../../contract/template-schemas';
import { useTranslate } from 'react-admin';
import { TemplateBulkBar } from './TemplateBulkBar';
import { TemplateCard } from './TemplateCard';
import type { useTemplateActions } from './useTemplateActions';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))' } as const;

export interface TemplateGridProps {
  actions: ReturnType<typeof useTemplateActions>;
  onEdit: (t: Template) => void;
  onEditCode: (t: Template) => void;
  onDelete: (t: Template) => void;
}

export function TemplateGrid({ actions, onEdit, onEditCode, onDelete }: TemplateGridProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error, refetch, selectedIds, onToggleItem, filterValues, perPage } = useListContext<Template>();

  if (error) return <LoadError message="resources.templates.messages.load_failed" onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label={translate('app.common.loading')}>
        {Array.from({ length: Math.min(perPage, 8) }, (_, i) => (
          <Card key={i} variant="outlined">
            <Skeleton variant="rectangular" height={170} />
            <Box sx={{ p: 2 }}>
              <Skeleton width="60%" />
              <Skeleton />
              <Skeleton width="40%" />
            </Box>
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '');
    return (
      <Card variant="outlined">
        <EmptyState
          title={filtered ? 'resources.templates.empty.filtered_title' : 'resources.templates.empty.title'}
          text={filtered ? 'resources.templates.empty.filtered_text' : 'resources.templates.empty.text'}
          action={
            !filtered && (
              <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${basename}/templates/new`}>
                {translate('resources.templates.actions.create')}
              </Button>
            )
          }
        />
      </Card>
    );
  }
  return (
    <>
      <TemplateBulkBar actions={actions} />
      <Box sx={GRID}>
        {data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            selected={selectedIds.includes(template.id)}
            onToggleSelected={() => onToggleItem(template.id)}
            onTogglePremium={() => actions.togglePremium(template.id)}
            toggling={actions.togglingId === template.id}
            onEdit={() => onEdit(template)}
            onEditCode={() => onEditCode(template)}
            onDelete={() => onDelete(template)}
          />
        ))}
      </Box>
    </>
  );
}
