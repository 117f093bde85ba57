// The admin's order actions: verify a PAID order (grant its package) and cancel a PENDING one.
// Each runs in one transaction that first locks the order row, so two admins (or one
// double click) verifying at once grant the package exactly once: the second waits for
// the lock, then reads VERIFIED and gets a 409.
import { eq } from 'drizzle-orm';
import { canCancelOrder, canVerifyOrder, displayStatus, type OrderActionStatus, type OrderBulkResult } from '../../../contract/orders.js';
import { activityDetailText, packageParams } from '../../../contract/activity-sentences.js';
import { audit } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { orders, packages, userActivity } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { grantPackage } from '../users/grant.js';
import { publishOrderEvent } from './events.js';

type OrderRow = typeof orders.$inferSelect;

async function verifyOrder(tx: Tx, actor: Actor, order: OrderRow, before: object): Promise<void> {
  const now = actor.at;
  if (!order.userId) throw conflict('CUSTOMER_GONE');
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, order.packageId));
  await tx.update(orders).set({ status: 'VERIFIED', verifiedAt: now, verifiedBy: actor.adminId, updatedAt: now }).where(eq(orders.id, order.id));
  await publishOrderEvent(tx, order, 'VERIFIED', now);
  const { subscription } = await grantPackage(tx, now, { userId: order.userId, pkg: pkg!, orderId: order.id, adminId: actor.adminId });
  await tx.insert(userActivity).values({
    userId: order.userId,
    type: 'package_purchased',
    action: 'Package purchased',
    details: `${pkg!.nameEn} (order ${order.orderCode})`,
    params: { detail: 'package_order', orderCode: order.orderCode, ...packageParams(pkg!) },
    timestamp: now,
  });
  await audit(tx, actor, {
    action: 'order.verify',
    entity: 'order',
    entityId: order.id,
    recordName: order.orderCode,
    before,
    after: { status: 'VERIFIED', verifiedAt: now, subscriptionId: subscription.id },
  });
}

async function cancelOrder(tx: Tx, actor: Actor, order: OrderRow, before: object): Promise<void> {
  const now = actor.at;
  await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await publishOrderEvent(tx, order, 'CANCELLED', now);
  if (order.userId) {
    await tx.insert(userActivity).values({
      userId: order.userId,
      type: 'payment_cancelled',
      action: 'Order cancelled by an administrator',
      details: activityDetailText('order_cancelled_by_admin', { order: order.orderCode }),
      params: { detail: 'order_cancelled_by_admin', orderCode: order.orderCode },
      timestamp: now,
    });
  }
  await audit(tx, actor, {
    action: 'order.cancel',
    entity: 'order',
    entityId: order.id,
    recordName: order.orderCode,
    before,
    after: { status: 'CANCELLED', cancelledAt: now },
  });
}

/** Verifies or cancels one order, as the acting admin, in the caller's transaction. */
export async function setOrderStatus(tx: Tx, actor: Actor, orderId: string, target: OrderActionStatus): Promise<void> {
  try {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('ORDER');
    const status = displayStatus(order.status, order.expiresAt, actor.at);
    const before = { status, verifiedAt: order.verifiedAt, cancelledAt: order.cancelledAt };
    if (target === 'VERIFIED') {
      if (!canVerifyOrder(status)) throw conflict('ORDER_NOT_PAID', { status });
      await verifyOrder(tx, actor, order, before);
    } else {
      if (!canCancelOrder(status)) throw conflict('ORDER_NOT_CANCELLABLE', { status });
      await cancelOrder(tx, actor, order, before);
    }
  } catch (err) {
    // The lock makes this unreachable; the unique order_id index is the last line of defence.
    // Either way the transaction rolls back: the error leaves it.
    if (!(err instanceof HttpError) && isUniqueViolation(err)) throw conflict('ORDER_ALREADY_VERIFIED');
    throw err;
  }
}

/**
 * Verifies or cancels each order in a transaction of its own: one order's refusal must not
 * undo the others. Refusals are reported per order; any other error ends the request.
 */
export async function setOrdersStatus(db: Db, actor: Actor, orderIds: string[], target: OrderActionStatus): Promise<OrderBulkResult> {
  const result: OrderBulkResult = { updated: 0, failed: [] };
  for (const id of new Set(orderIds)) {
    try {
      await db.transaction((tx) => setOrderStatus(tx, actor, id, target));
      result.updated++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result.failed.push({ id, message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.params ? { params: err.params } : {}) });
    }
  }
  return result;
}
