// A bank's payment notification (the webhook, docs/api.md "Orders"): a transfer that fits a
// PENDING, unexpired order (same code, same amount) makes it PAID; anything else is kept
// as an unmatched payment for a human to look at. Idempotent on the bank's transactionId.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { activityEvents, orders, payments, userActivity } from '../../db/schema.js';
import { displayStatus, type PaymentNotice, type PaymentOutcome } from '../../../contract/orders.js';
import { publishOrderEvent } from './events.js';

type Recorded = Omit<PaymentOutcome, 'duplicate'>;

/** The outcome of a transaction already recorded (a bank retrying its notification). */
async function recorded(db: Db, transactionId: string): Promise<Recorded | null> {
  const [p] = await db.select().from(payments).where(eq(payments.transactionId, transactionId));
  if (!p) return null;
  return {
    paymentId: p.id,
    outcome: p.status === 'completed' ? 'matched' : 'unmatched',
    orderId: p.orderId,
    reason: p.status === 'completed' ? null : 'Recorded earlier as unmatched',
  };
}

/**
 * Records the notification in a transaction of its own: a repeat is answered before it, and a
 * repeat that raced this one is read after its rollback (the bank needs no admin to act).
 */
export async function recordPayment(db: Db, clock: Clock, notice: PaymentNotice): Promise<PaymentOutcome> {
  const earlier = await recorded(db, notice.transactionId);
  if (earlier) return { ...earlier, duplicate: true };
  try {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [order] = await tx.select().from(orders).where(eq(orders.orderCode, notice.orderCode)).for('update');
      let reason: string | null = null;
      if (!order) reason = 'No order has this code';
      else {
        const status = displayStatus(order.status, order.expiresAt, now);
        if (status !== 'PENDING') reason = `The order is ${status}`;
        else if (order.amount !== notice.amount) reason = `Amount ${notice.amount} does not match the order's ${order.amount}`;
      }
      const matched = reason === null;
      // A transfer that names a known order stays linked to it, even unmatched, so the
      // order's detail shows it (a wrong amount is something the admin must see).
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order?.id ?? null,
          userId: order?.userId ?? null,
          packageId: order?.packageId ?? null,
          orderCode: notice.orderCode,
          amount: notice.amount,
          currency: order?.currency ?? 'VND',
          status: matched ? 'completed' : 'unmatched',
          paymentMethod: 'bank_transfer',
          transactionId: notice.transactionId,
          createdAt: now,
        })
        .returning({ id: payments.id });
      if (matched && order) {
        await tx.update(orders).set({ status: 'PAID', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
        await publishOrderEvent(tx, order, 'PAID', now);
        await tx.insert(activityEvents).values({
          type: 'PAYMENT_COMPLETED',
          description: `Payment of ${order.amount} ${order.currency} received for order ${order.orderCode}`,
          params: { sentence: 'payment_received', amount: order.amount, currency: order.currency, orderCode: order.orderCode },
          userId: order.userId,
          userEmail: order.customerEmail,
          createdAt: now,
        });
        if (order.userId) {
          await tx.insert(userActivity).values({
            userId: order.userId,
            type: 'payment_completed',
            action: 'Payment completed',
            details: `Order ${order.orderCode}: ${order.amount} ${order.currency}`,
            params: { detail: 'order_amount', amount: order.amount, currency: order.currency, orderCode: order.orderCode },
            timestamp: now,
          });
        }
      }
      return { paymentId: payment!.id, outcome: matched ? 'matched' : 'unmatched', orderId: order?.id ?? null, reason } as Recorded;
    });
    return { ...outcome, duplicate: false };
  } catch (err) {
    // The same notification delivered twice at once: the unique transactionId let one in.
    if (isUniqueViolation(err)) {
      const first = await recorded(db, notice.transactionId);
      if (first) return { ...first, duplicate: true };
    }
    throw err;
  }
}
