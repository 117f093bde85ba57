// A template's category as a coloured chip; an unknown category shows its raw text in grey.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTemplateCategory, type TemplateCategory } from '../../../contract/templates';

// Dark enough for 4.5:1 as text on their own 12% tint (WCAG AA); in the dark theme the text
// is the colour mixed with 60% white, light enough for the same ratio on a dark tint.
const COLORS: Record<TemplateCategory, string> = {
  professional: '#1d4ed8',
  creative: '#a21caf',
  modern: '#0e7490',
  minimal: '#475569',
  executive: '#7c2d12',
  tech: '#4f46e5',
  academic: '#047857',
  student: '#854d0e',
  'ats-friendly': '#166534',
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
      sx={(theme) => ({
        bgcolor: `color-mix(in srgb, ${color} 12%, transparent)`,
        color: theme.palette.mode === 'dark' ? `color-mix(in srgb, ${color} 40%, white)` : color,
        fontWeight: 600,
      })}
      data-category={category}
    />
  );
}
