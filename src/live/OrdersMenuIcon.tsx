// The Orders sidebar icon with a badge: how many PAID orders await an admin's verification.
// That number (rather than 'new since you last looked') is the work waiting, the same for
// every admin and device, and it falls when any admin verifies; it comes from the list
// endpoint's exact status count, and live events refresh it with the other order lists. Only
// for a role that reads orders (the menu shows the item to no other): none asks for the count.
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Badge } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';

export function OrdersMenuIcon() {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'list' });
  const { total = 0 } = useGetList('orders', { pagination: { page: 1, perPage: 1 }, filter: { status: 'PAID' } }, { enabled: canAccess });
  if (!canAccess) return <ReceiptIcon />;
  const label = translate('app.live.awaiting_verification', { smart_count: total });
  return (
    <Badge badgeContent={total} max={99} color="info" slotProps={{ badge: { 'aria-label': label, title: label } }}>
      <ReceiptIcon />
    </Badge>
  );
}
