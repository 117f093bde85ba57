// What the layout mounts for live orders. Lazy: the stream, its parser and the badge's query
// stay out of the first screen's JavaScript (docs/benchmarks.md "JavaScript budgets") and load right after it.
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy, Suspense } from 'react';

const Stream = lazy(() => import('./LiveOrders').then((m) => ({ default: m.LiveOrders })));
const BadgedIcon = lazy(() => import('./OrdersMenuIcon').then((m) => ({ default: m.OrdersMenuIcon })));

/** One live event stream per tab; renders nothing. */
export function LiveOrders() {
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
