// An order's status as a coloured badge (the same colours on the list and the detail), and
// the icon that goes with it on the detail page.
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import type { SvgIconProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ChipTone, StatusChip } from '../../components/StatusChip';
import type { OrderStatus } from '../../../contract/orders';

const TONE: Record<OrderStatus, ChipTone> = {
  PENDING: 'yellow',
  PAID: 'blue',
  VERIFIED: 'green',
  EXPIRED: 'gray',
  CANCELLED: 'red',
};

export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <StatusChip label={translate(`resources.orders.statuses.${status}`, { _: status })} tone={TONE[status] ?? 'gray'} size={size} />;
}

const ICON = { PENDING: HourglassIcon, PAID: PaymentsIcon, VERIFIED: CheckCircleIcon, EXPIRED: TimerOffIcon, CANCELLED: CancelIcon };
const ICON_COLOR: Record<OrderStatus, SvgIconProps['color']> = {
  PENDING: 'warning',
  PAID: 'info',
  VERIFIED: 'success',
  EXPIRED: 'disabled',
  CANCELLED: 'error',
};

export function OrderStatusIcon({ status }: { status: OrderStatus }) {
  const Icon = ICON[status] ?? HourglassIcon;
  return <Icon color={ICON_COLOR[status]} sx={{ fontSize: 32 }} aria-hidden />;
}
