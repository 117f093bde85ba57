// Orders for e2e tests: seeded PENDING orders to use, and the bank's signed notification
// that makes one PAID (the payment webhook, as the payment provider calls it).
import { expect } from 'vitest';
import type { Order } from '../../contract/orders';
import { signPayload } from '../../server/areas/orders/webhook';
import { api, baseUrl, E2E_WEBHOOK_SECRET } from './support';

export type OrderList = { data: { orders: Order[]; pagination: { total: number }; stats: { totalOrders: number } } };

/** Seeded PENDING (not expired) VND orders whose customer still exists, not yet used by a test. */
const used = new Set<string>();
export async function pendingOrder(): Promise<Order> {
  const res = await api<OrderList>('/api/admin/orders?status=PENDING&limit=100');
  const order = res.json.data.orders.find((o) => o.user && o.currency === 'VND' && !used.has(o.id));
  if (!order) throw new Error('the seed has no PENDING order left');
  used.add(order.id);
  return order;
}

/** The bank's notification, signed as the payment provider would sign it. */
export async function notifyPayment(order: Order, transactionId: string) {
  const body = JSON.stringify({ orderCode: order.orderCode, amount: order.amount, transactionId });
  const res = await fetch(`${baseUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signPayload(body, E2E_WEBHOOK_SECRET) },
    body,
  });
  expect(res.status).toBe(200);
  return res.json();
}
