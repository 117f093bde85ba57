// Growth against last month: up green, down red, flat grey; nothing for a figure the role does not read.
import { Box } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../lib/useFormat';

export function GrowthLine({ value }: { value?: number }) {
  const translate = useTranslate();
  const text = useFormat().number(value, 1);
  if (value === undefined) return null;
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
