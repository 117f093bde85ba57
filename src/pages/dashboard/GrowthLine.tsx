// Growth against last month: up green, down red, flat grey.
import { Box } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useLocale, useTranslate } from 'react-admin';

export function GrowthLine({ value }: { value: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const text = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 }).format(value);
  const [Icon, color, key] =
    value > 0
      ? [TrendingUpIcon, 'success.main', 'app.dashboard.growth_up']
      : value < 0
        ? [TrendingDownIcon, 'error.main', 'app.dashboard.growth_down']
        : [TrendingFlatIcon, 'text.secondary', 'app.dashboard.growth_flat'];
  return (
    <Box
      component="span"
      data-trend={value > 0 ? 'up' : value < 0 ? 'down' : 'flat'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600 }}
    >
      <Icon sx={{ fontSize: 16 }} />
      {translate(key, { value: text })}
    </Box>
  );
}
