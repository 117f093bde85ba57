// The orders list on a phone: one card per order instead of a table whose amount and status
// sit off-screen, from the declared fields (fields.ts): customer and order code, the status
// badge, the amount, the created time, and the view button. A card opens the order's page,
// where it is verified or cancelled.
import type { Order } from '../../../contract/orders';
import { FieldCards } from '../../components/fields/FieldCard';
import { orderFields } from './fields';
import { ViewButton } from './ViewButton';

const LAYOUT = { title: 'customerName', subtitle: 'orderCode', badge: 'status', body: 'amount', meta: 'createdAt' } as const;

export function OrderCards() {
  return (
    <FieldCards<Order, 'customerName' | 'orderCode' | 'status' | 'amount' | 'createdAt'>
      fields={orderFields}
      layout={LAYOUT}
      actions={(order) => <ViewButton order={order} />}
      testId="order-card"
    />
  );
}
