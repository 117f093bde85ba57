// A user's orders in every state (verified, paid and awaiting verification, still payable,
// expired, cancelled), their payments and what a verified one grants; and the payments that
// matched no order.
import { type ActivityParams, packageParams } from '../../../contract/activity-sentences.js';
import type { ActivityType } from '../seed-data/activity.js';
import { PACKAGES } from '../seed-data/packages.js';
import { type Rng, rngFor } from '../seed-data/random.js';
import { DAY, HOUR, MINUTE, yymm } from '../seed-data/time.js';
import type { Batch, PaymentRow } from './batch.js';
import type { Generator, OrderState } from './generator.js';
import type { PackageRow } from './packages.js';
import { DEMO_BANK } from './settings.js';

/** Orders stay payable this long after creation (the live ones up to 48 h, see below). */
const ORDER_LIFETIME = 24 * HOUR;
const ORDER_STATES: readonly (readonly [OrderState, number])[] = [
  ['VERIFIED', 46],
  ['PAID', 9],
  ['LIVE', 7],
  ['EXPIRED', 16],
  ['CANCELLED', 22],
];

export function seedOrder(
  gen: Generator,
  rng: Rng,
  batch: Batch,
  user: { userId: string; email: string; fullName: string; vietnamese: boolean; createdAt: number },
  activity: (type: ActivityType, at: number, details: string | null, params?: ActivityParams | null, status?: string) => void,
  event: (type: string, at: number, description: string, params: ActivityParams) => void,
  grant: (pkg: PackageRow, at: number, orderId: string | null) => void,
) {
  const { now } = gen.p;
  const oldEnough = user.createdAt < now - 3 * DAY;
  let state = rng.weighted(ORDER_STATES);
  if (oldEnough && gen.missingStates.size) state = [...gen.missingStates][0]!;
  // An order that expired a while ago needs a customer who was there then.
  if (state === 'EXPIRED' && !oldEnough) state = 'CANCELLED';

  let createdAt: number;
  let expiresAt: number;
  if (state === 'LIVE') {
    // Still payable for 30 minutes to 48 hours from now, so a demo started later has some.
    expiresAt = now + rng.between(30 * MINUTE, 48 * HOUR);
    createdAt = Math.max(user.createdAt, expiresAt - 48 * HOUR);
  } else {
    const from = state === 'PAID' ? Math.max(user.createdAt, now - 7 * DAY) : user.createdAt;
    const to = state === 'EXPIRED' ? now - ORDER_LIFETIME - HOUR : now - 30 * MINUTE;
    createdAt = rng.between(from, to);
    expiresAt = createdAt + ORDER_LIFETIME;
  }
  const pkg = pickPackage(gen.packages, rng, createdAt, user.vietnamese);
  if (!pkg) return;
  gen.missingStates.delete(state);

  const k = gen.n.order;
  const orderId = gen.id('order');
  const orderCode = `CV${yymm(createdAt)}${orderSuffix(k)}`;
  const paidAt = state === 'PAID' || state === 'VERIFIED' ? Math.min(now - MINUTE, createdAt + rng.between(2 * MINUTE, 6 * HOUR)) : null;
  // Verification and cancellation happened some time later, but never after now.
  const verifiedAt = state === 'VERIFIED' ? paidAt! + rng.between(0, Math.min(20 * HOUR, now - paidAt!)) : null;
  const cancelledAt = state === 'CANCELLED' ? createdAt + rng.between(0, Math.min(ORDER_LIFETIME - HOUR, now - createdAt)) : null;
  const amount = Number(pkg.price);
  const money = `${amount} ${pkg.currency}`;
  const paid: ActivityParams = { amount, currency: pkg.currency!, orderCode };
  batch.orders.push({
    id: orderId,
    orderCode,
    userId: user.userId,
    customerName: user.fullName,
    customerEmail: user.email,
    packageId: pkg.id,
    amount,
    currency: pkg.currency!,
    status: state === 'LIVE' || state === 'EXPIRED' ? 'PENDING' : state,
    paymentMethod: 'bank_transfer',
    bankInfo: { ...DEMO_BANK, amount, currency: pkg.currency, transferContent: orderCode },
    expiresAt: new Date(expiresAt),
    paidAt: paidAt === null ? null : new Date(paidAt),
    verifiedAt: verifiedAt === null ? null : new Date(verifiedAt),
    verifiedBy: null,
    cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(verifiedAt ?? paidAt ?? cancelledAt ?? createdAt),
  });
  if (paidAt !== null) {
    const p = gen.n.payment;
    batch.payments.push({
      id: gen.id('payment'),
      orderId,
      userId: user.userId,
      packageId: pkg.id,
      orderCode,
      amount,
      currency: pkg.currency!,
      status: 'completed',
      paymentMethod: 'bank_transfer',
      transactionId: transactionId(paidAt, p),
      createdAt: new Date(paidAt),
    });
    event('PAYMENT_COMPLETED', paidAt, `Payment of ${money} received for order ${orderCode}`, { sentence: 'payment_received', ...paid });
    activity('payment_completed', paidAt, `Order ${orderCode}: ${money}`, { detail: 'order_amount', ...paid });
  }
  if (verifiedAt !== null) {
    grant(pkg, verifiedAt, orderId);
    event('PACKAGE_PURCHASED', verifiedAt, `${user.fullName} purchased package ${pkg.nameEn}`, {
      sentence: 'package_purchased',
      name: user.fullName,
      ...packageParams(pkg),
    });
    activity('package_purchased', verifiedAt, `${pkg.nameEn} (order ${orderCode})`, { detail: 'package_order', orderCode, ...packageParams(pkg) });
  }
  if (state === 'LIVE') activity('payment_initiated', createdAt, `Order ${orderCode}: ${money}`, { detail: 'order_amount', ...paid });
  if (state === 'EXPIRED') activity('package_purchase_failed', expiresAt, `Order ${orderCode} expired before payment`, { detail: 'order_expired', orderCode });
  if (state === 'CANCELLED') activity('payment_cancelled', cancelledAt!, `Order ${orderCode}`, { detail: 'order', orderCode });
}

/** Packages on sale at that time; VND ones more likely for Vietnamese customers. */
function pickPackage(packages: PackageRow[], rng: Rng, at: number, vietnamese: boolean): PackageRow | undefined {
  const onSale = packages
    .map((pkg, i) => {
      const created = pkg.createdAt.getTime();
      // The retired promotion sold for its first two months only.
      const sold = at >= created && (pkg.isActive || at < created + 60 * DAY);
      const local = pkg.currency === 'VND' ? vietnamese : !vietnamese;
      return [pkg, sold ? PACKAGES[i]!.orderWeight * (local ? 1 : 0.25) : 0] as const;
    })
    .filter(([, w]) => w > 0);
  return onSale.length ? rng.weighted(onSale) : undefined;
}

/** Payments that matched no order (wrong transfer note), as the webhook records them. */
export function unmatchedPayments(gen: Generator, count: number): PaymentRow[] {
  const out: PaymentRow[] = [];
  for (let j = 0; j < count; j++) {
    const rng = rngFor(gen.seed, 'unmatched', j);
    const at = rng.between(gen.p.now - 30 * DAY, gen.p.now - HOUR);
    const p = gen.n.payment;
    out.push({
      id: gen.id('payment'),
      orderId: null,
      userId: null,
      packageId: null,
      orderCode: rng.chance(0.5) ? null : `CV${yymm(at)}${rng.int(0, 999_999).toString(36).toUpperCase().padStart(6, '0')}X`,
      amount: rng.pick([50_000, 100_000, 99_000, 200_000, 250_000]),
      currency: 'VND',
      status: 'unmatched',
      paymentMethod: 'bank_transfer',
      transactionId: transactionId(at, p),
      createdAt: new Date(at),
    });
  }
  return out;
}

/** Six characters unique per order index: an affine bijection mod 36^6, written in base 36. */
function orderSuffix(k: number): string {
  const SPACE = 36 ** 6;
  return ((k * 1_000_003 + 7_654_321) % SPACE).toString(36).toUpperCase().padStart(6, '0');
}

/** A bank reference like Vietcombank's, unique per payment index. */
function transactionId(at: number, index: number): string {
  return `FT${yymm(at)}${String(index).padStart(9, '0')}`;
}
