// One template in the grid: preview image, premium/free badge, usage count, name,
// description, category chip, created and updated times, and its four actions.
import { Box, Card, CardActions, CardContent, Checkbox, Chip, Typography } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslate } from 'react-admin';
import type { Template } from '../../../contract/template-schemas';
import { useFormat } from '../../lib/useFormat';
import { CategoryChip } from './CategoryChip';
import { preloadTemplateCodeEditor } from './editor/lazy';
import { PreviewImage } from './PreviewImage';
import { IconAction } from '../../components/IconAction';

export interface TemplateCardProps {
  template: Template;
  selected: boolean;
  onToggleSelected: () => void;
  onTogglePremium: () => void;
  toggling: boolean;
  onEdit: () => void;
  onEditCode: () => void;
  onDelete: () => void;
}

export function TemplateCard(props: TemplateCardProps) {
  const fmt = useFormat();
  const { template, selected, onToggleSelected, onTogglePremium, toggling, onEdit, onEditCode, onDelete } = props;
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.templates.${key}`);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={template.name}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? 2 : 0,
        transition: 'box-shadow .2s',
      }}
    >
      <Box sx={{ position: 'relative', height: 170, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
        <PreviewImage src={template.preview || undefined} alt={template.name} lazy />
        <Checkbox
          checked={selected}
          onChange={onToggleSelected}
          slotProps={{ input: { 'aria-label': translate('resources.templates.select_one', { name: template.name }) } }}
          sx={{ position: 'absolute', top: 6, left: 6, bgcolor: 'background.paper', borderRadius: 1, p: 0.5, '&:hover': { bgcolor: 'background.paper' } }}
        />
        <Chip
          size="small"
          icon={template.isPremium ? <StarIcon /> : undefined}
          label={t(template.isPremium ? 'premium' : 'free')}
          color={template.isPremium ? 'warning' : 'success'}
          sx={{ position: 'absolute', top: 10, right: 10, fontWeight: 600 }}
        />
        <Chip
          size="small"
          icon={<PeopleIcon />}
          label={fmt.count(template.usageCount)}
          title={translate('resources.templates.usage', { count: fmt.number(template.usageCount) })}
          sx={{ position: 'absolute', bottom: 10, right: 10, bgcolor: 'rgba(15,23,42,.88)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={template.name}>
          {template.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.9em' }}
        >
          {template.description}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <CategoryChip category={template.category} />
          {!template.status && <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={t('hidden')} />}
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('fields.createdAt')}: {fmt.dateTime(template.createdAt)}
          <br />
          {t('fields.updatedAt')}: {fmt.dateTime(template.updatedAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ borderTop: 1, borderColor: 'divider', justifyContent: 'space-between', px: 1 }}>
        <IconAction
          label={t(template.isPremium ? 'actions.make_free' : 'actions.make_premium')}
          onClick={onTogglePremium}
          disabled={toggling}
          color={template.isPremium ? 'warning' : 'default'}
        >
          {template.isPremium ? <StarIcon /> : <StarBorderIcon />}
        </IconAction>
        <Box>
          <IconAction label={t('actions.edit')} onClick={onEdit}>
            <EditIcon />
          </IconAction>
          <IconAction
            label={t('actions.edit_code')}
            onClick={onEditCode}
            onPointerEnter={preloadTemplateCodeEditor}
            onFocus={preloadTemplateCodeEditor}
            color="primary"
          >
            <CodeIcon />
          </IconAction>
          <IconAction label={t('actions.delete')} onClick={onDelete} color="error">
            <DeleteIcon />
          </IconAction>
        </Box>
      </CardActions>
    </Card>
  );
}
