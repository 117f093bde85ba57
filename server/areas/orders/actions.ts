// The admin's order actions: verify a PAID order (grant its package) and cancel a PENDING one.
// Each runs in one transaction that first locks the order row, so two admins (or one
// double click) verifying at once grant the package exactly once: the second waits for
// the lock, then reads VERIFIED and gets a 409.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { canCancelOrder, canVerifyOrder, displayStatus, type OrderActionStatus } from '../../../contract/orders.js';
import type { AppEnv } from '../../http/context.js';
import { orders, packages, userActivity } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http/envelope.js';
import { audit } from '../../audit/write.js';
import { publishOrderEvent } from './events.js';
import { grantPackage } from '../users/grant.js';
import { actorOf } from '../../http/request.js';

/** A unique index refused the row (pg code 23505; drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export const orderActionMessages = {
  VERIFIED: 'Order verified successfully',
  CANCELLED: 'Order cancelled successfully',
} as const;

export async function setOrderStatus(c: Context<AppEnv>, orderId: string, target: OrderActionStatus): Promise<void> {
  const { db, clock } = c.get('deps');
  const admin = c.get('admin');
  try {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('Order');
      const now = clock.now();
      const status = displayStatus(order.status, order.expiresAt, now);
      const before = { status, verifiedAt: order.verifiedAt, cancelledAt: order.cancelledAt };

      if (target === 'VERIFIED') {
        if (!canVerifyOrder(status)) throw conflict(`Only a PAID order can be verified; this order is ${status}`);
        if (!order.userId) throw conflict("The customer's account no longer exists, so no subscription can be created");
        const [pkg] = await tx.select().from(packages).where(eq(packages.id, order.packageId));
        await tx.update(orders).set({ status: 'VERIFIED', verifiedAt: now, verifiedBy: admin.id, updatedAt: now }).where(eq(orders.id, orderId));
        await publishOrderEvent(tx, order, 'VERIFIED', now);
        const { subscription } = await grantPackage(tx, now, { userId: order.userId, pkg: pkg!, orderId });
        await tx.insert(userActivity).values({
          userId: order.userId,
          type: 'package_purchased',
          action: 'Package purchased',
          details: `${pkg!.nameEn} (order ${order.orderCode})`,
          timestamp: now,
        });
        await audit(tx, actorOf(c), {
          action: 'order.verify',
          entity: 'order',
          entityId: orderId,
          before,
          after: { status: 'VERIFIED', verifiedAt: now, subscriptionId: subscription.id },
        });
      } else {
        if (!canCancelOrder(status)) throw conflict(`Only a PENDING order that has not expired can be cancelled; this order is ${status}`);
        await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(eq(orders.id, orderId));
        await publishOrderEvent(tx, order, 'CANCELLED', now);
        if (order.userId) {
          await tx.insert(userActivity).values({
            userId: order.userId,
            type: 'payment_cancelled',
            action: 'Order cancelled by an administrator',
            details: `Order ${order.orderCode}`,
            timestamp: now,
          });
        }
        await audit(tx, actorOf(c), { action: 'order.cancel', entity: 'order', entityId: orderId, before, after: { status: 'CANCELLED', cancelledAt: now } });
      }
    });
  } catch (err) {
    // The lock makes this unreachable; the unique order_id index is the last line of defence.
    if (!(err instanceof HttpError) && isUniqueViolation(err)) throw conflict('This order has already been verified');
    throw err;
  }
}
