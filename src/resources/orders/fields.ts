// The order's fields, declared once (src/components/fields): the list's phone cards read them.
import { orderSchema, type OrderStatus } from '../../../contract/orders';
import { defineFields } from '../../components/fields/kinds';
import type { ChipTone } from '../../components/StatusChip';

/** The same colours as OrderStatusChip. */
const TONES: Record<OrderStatus, ChipTone> = { PENDING: 'yellow', PAID: 'blue', VERIFIED: 'green', EXPIRED: 'gray', CANCELLED: 'red' };

export const orderFields = defineFields(orderSchema, {
  // The customer as the user is named now, or as at order time once the user is gone.
  customerName: {
    kind: 'text',
    label: 'resources.orders.columns.customer',
    render: (o) => (o.user ? `${o.user.firstName} ${o.user.lastName}` : o.customerName),
  },
  orderCode: { kind: 'text', label: 'resources.orders.fields.orderCode' },
  status: { kind: 'status', choices: (s) => `resources.orders.statuses.${s}`, tones: TONES, label: 'resources.orders.fields.status' },
  amount: { kind: 'money', currency: 'currency', label: 'resources.orders.fields.amount' },
  createdAt: { kind: 'dateTime', sortable: true, label: 'resources.orders.fields.createdAt' },
});
