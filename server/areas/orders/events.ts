// Order events for the live stream (contract/live-events.ts). A status change publishes with
// NOTIFY inside the transaction that makes it, so PostgreSQL delivers it to every instance's
// listener on commit and never for a rollback (PGlite the same, within the process).
// Expiry writes nothing: it is found by time (expiredBetween).
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { OrderEvent } from '../../../contract/live-events.js';
import type { Tx } from '../../db/client.js';
import { notifyLive } from '../../db/listen.js';
import { orders } from '../../db/schema.js';

/** NOTIFY refuses payloads over 8000 bytes; names are free text, so cap them. */
const MAX_TEXT = 200;

type OrderFields = Pick<typeof orders.$inferSelect, 'id' | 'orderCode' | 'amount' | 'currency' | 'customerName'>;

export function orderEvent(order: OrderFields, status: OrderEvent['status'], at: Date): OrderEvent {
  return {
    orderId: order.id,
    orderCode: order.orderCode.slice(0, MAX_TEXT),
    status,
    amount: order.amount,
    currency: order.currency,
    customerName: order.customerName.slice(0, MAX_TEXT),
    at: at.toISOString(),
  };
}

/** Call inside the transaction of the change: delivered on commit only. */
export async function publishOrderEvent(tx: Tx, order: OrderFields, status: OrderEvent['status'], at: Date): Promise<void> {
  await notifyLive(tx, orderEvent(order, status, at));
}

/**
 * PENDING orders whose expiresAt falls in (from, to], oldest first, at most `limit`:
 * a small range of orders_status_expires_idx.
 */
export async function expiredBetween(db: Tx, from: Date, to: Date, limit: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      amount: orders.amount,
      currency: orders.currency,
      customerName: orders.customerName,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, from), lte(orders.expiresAt, to)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((r) => orderEvent(r, 'EXPIRED', r.expiresAt));
}
