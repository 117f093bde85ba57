// A template's category as a coloured chip; an unknown category shows its raw text in grey.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTemplateCategory, type TemplateCategory } from '../../../contract/templates';

const COLORS: Record<TemplateCategory, string> = {
  professional: '#1d4ed8',
  creative: '#c026d3',
  modern: '#0891b2',
  minimal: '#475569',
  executive: '#7c2d12',
  tech: '#4f46e5',
  academic: '#047857',
  student: '#ca8a04',
  'ats-friendly': '#15803d',
};

export function CategoryChip({ category, size = 'small' }: { category: string; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  if (!isTemplateCategory(category)) {
    return <Chip size={size} label={category} sx={{ bgcolor: 'grey.200', color: 'grey.800' }} data-category="unknown" />;
  }
  const color = COLORS[category];
  return (
    <Chip
      size={size}
      label={translate(`resources.templates.categories.${category}`)}
      sx={{ bgcolor: `color-mix(in srgb, ${color} 12%, transparent)`, color, fontWeight: 600 }}
      data-category={category}
    />
  );
}
