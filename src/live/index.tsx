// What the layout mounts for live orders. Lazy: the stream, its parser and the badge's query
// stay out of the first screen's JavaScript (docs/benchmarks.md "JavaScript budgets") and load right after it.
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy, Suspense } from 'react';
import { useCanAccess } from 'react-admin';

const Stream = lazy(() => import('./LiveOrders').then((m) => ({ default: m.LiveOrders })));
const BadgedIcon = lazy(() => import('./OrdersMenuIcon').then((m) => ({ default: m.OrdersMenuIcon })));

/**
 * One live event stream per tab, for a role that reads orders: order events are orders data,
 * and nothing another role sees changes with them. Renders nothing.
 */
export function LiveOrders() {
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'list' });
  if (!canAccess) return null;
  return (
    <Suspense fallback={null}>
      <Stream />
    </Suspense>
  );
}

/** The Orders sidebar icon, with its badge once loaded. */
export function OrdersMenuIcon() {
  return (
    <Suspense fallback={<ReceiptIcon />}>
      <BadgedIcon />
    </Suspense>
  );
}
