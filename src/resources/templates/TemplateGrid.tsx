// The template cards, with the select-all and bulk bar above them.
import DesignIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { useListContext } from 'react-admin';
import { CardGrid, CardSkeleton, CreateLink } from '../../components/CardList';
import type { Template } from '../../../contract/template-schemas';
import { TemplateBulkBar } from './TemplateBulkBar';
import { TemplateCard } from './TemplateCard';
import type { useTemplateActions } from './useTemplateActions';

export interface TemplateGridProps {
  actions: ReturnType<typeof useTemplateActions>;
  onEdit: (t: Template) => void;
  onEditCode: (t: Template) => void;
  onDelete: (t: Template) => void;
}

export function TemplateGrid({ actions, onEdit, onEditCode, onDelete }: TemplateGridProps) {
  const { selectedIds, onToggleItem } = useListContext<Template>();
  return (
    <CardGrid<Template>
      minCardWidth={270}
      skeleton={<CardSkeleton picture={170} />}
      loadFailed="resources.templates.messages.load_failed"
      empty={{
        title: 'resources.templates.empty.title',
        text: 'resources.templates.empty.text',
        filteredTitle: 'resources.templates.empty.filtered_title',
        filteredText: 'resources.templates.empty.filtered_text',
        icon: <DesignIcon fontSize="inherit" />,
        action: <CreateLink label="resources.templates.actions.create" />,
      }}
      header={<TemplateBulkBar actions={actions} />}
      card={(template) => (
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
      )}
    />
  );
}
