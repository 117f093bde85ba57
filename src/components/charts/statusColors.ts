// The orders' status colours on charts, the same tones as their badges, from the theme (light or dark).
import type { Theme } from '@mui/material';
import type { OrderStatus } from '../../../contract/orders';

export const statusColors = (theme: Theme): Record<OrderStatus, string> => ({
  PENDING: theme.palette.warning.main,
  PAID: theme.palette.info.main,
  VERIFIED: theme.palette.success.main,
  EXPIRED: theme.palette.grey[500],
  CANCELLED: theme.palette.error.main,
});
