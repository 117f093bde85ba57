import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, orders, payments, userActivity } from '../../server/db/schema.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';

const SECRET = 'test-webhook-secret-not-for-production';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { paymentWebhookSecret: SECRET } });
});
afterAll(() => t.close());

/** Posts a notification signed as the bank would (or with the signature given). */
function notify(body: unknown, signature?: string | null) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? signPayload(raw, SECRET) : signature;
  if (sig !== null) headers['x-signature'] = sig;
  return t.call('POST', '/api/payments/webhook', { body: raw, headers });
}

const paymentsOf = (transactionId: string) => t.db.select().from(payments).where(eq(payments.transactionId, transactionId));

async function pendingOrder(over: Parameters<typeof makeOrder>[3] = {}) {
  const user = await makeUser(t.db);
  const pkg = await makePackage(t.db, { price: 149_000 });
  return makeOrder(t.db, user, pkg, over);
}

describe('POST /api/payments/webhook', () => {
  it('answers 503 when no secret is configured', async () => {
    const bare = await createTestApp();
    try {
      const raw = JSON.stringify({ orderCode: 'X', amount: 1, transactionId: 'no-secret' });
      const res = await bare.call('POST', '/api/payments/webhook', {
        body: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signPayload(raw, SECRET) },
      });
      expect(res.status).toBe(503);
      expect(await bare.db.select().from(payments).where(eq(payments.transactionId, 'no-secret'))).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing, malformed or wrong signature with 401 and records nothing', async () => {
    const order = await pendingOrder();
    const body = { orderCode: order.orderCode, amount: order.amount, transactionId: 'sig-test' };
    const raw = JSON.stringify(body);
    for (const sig of [null, '', 'zz', signPayload(raw, 'another-secret'), signPayload(`${raw} `, SECRET), signPayload(raw, SECRET).slice(0, 62)]) {
      const res = await notify(body, sig);
      expect(res.status, String(sig)).toBe(401);
      expect(res.json.message).toBe('Invalid signature');
    }
    expect(await paymentsOf('sig-test')).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING');
  });

  it('marks a matching PENDING order PAID with a completed payment and a PAYMENT_COMPLETED event', async () => {
    const order = await pendingOrder();
    const res = await notify({ orderCode: order.orderCode, amount: order.amount, transactionId: 'FT-0001' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ outcome: 'matched', orderId: order.id, duplicate: false, reason: null });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'PAID', paidAt: TEST_NOW });
    const [payment] = await paymentsOf('FT-0001');
    expect(payment).toMatchObject({
      orderId: order.id,
      userId: order.userId,
      packageId: order.packageId,
      amount: order.amount,
      status: 'completed',
      orderCode: order.orderCode,
    });
    const events = await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'PAYMENT_COMPLETED'), eq(activityEvents.userId, order.userId!)));
    expect(events).toHaveLength(1);
    // Its values, for the dashboard to word it in the admin's language.
    expect(events[0]!.params).toEqual({ sentence: 'payment_received', amount: order.amount, currency: order.currency, orderCode: order.orderCode });
    expect(
      await t.db
        .select()
        .from(userActivity)
        .where(and(eq(userActivity.userId, order.userId!), eq(userActivity.type, 'payment_completed'))),
    ).toHaveLength(1);

    // The admin now sees it as verifiable.
    const token = await t.login();
    const detail = await t.call('GET', `/api/admin/orders/${order.id}`, { token });
    expect(detail.json.data).toMatchObject({
      status: 'PAID',
      canVerify: true,
      relatedPayments: [expect.objectContaining({ transactionId: 'FT-0001', status: 'completed' })],
    });
  });

  it('is idempotent on transactionId: a repeat returns the first outcome and adds no row', async () => {
    const order = await pendingOrder();
    const body = { orderCode: order.orderCode, amount: order.amount, transactionId: 'FT-REPEAT' };
    const first = await notify(body);
    const again = await notify(body);
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ outcome: 'matched', paymentId: first.json.data.paymentId, orderId: order.id, duplicate: true });
    expect(await paymentsOf('FT-REPEAT')).toHaveLength(1);
    // Even concurrently.
    const burst = await Promise.all(Array.from({ length: 5 }, () => notify({ ...body, transactionId: 'FT-BURST' })));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(await paymentsOf('FT-BURST')).toHaveLength(1);
    expect(new Set(burst.map((r) => r.json.data.paymentId)).size).toBe(1);
  });

  it('records a wrong amount as unmatched, linked to the order, which stays PENDING', async () => {
    const order = await pendingOrder();
    const res = await notify({ orderCode: order.orderCode, amount: order.amount - 1000, transactionId: 'FT-SHORT' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ outcome: 'unmatched', orderId: order.id });
    expect(res.json.data.reason).toBe(`Amount ${order.amount - 1000} does not match the order's ${order.amount}`);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING');
    expect((await paymentsOf('FT-SHORT'))[0]).toMatchObject({ status: 'unmatched', orderId: order.id });
  });

  it('records unknown codes, expired and already-paid orders as unmatched', async () => {
    const unknown = await notify({ orderCode: 'NO-SUCH-ORDER', amount: 5000, transactionId: 'FT-UNKNOWN' });
    expect(unknown.json.data).toMatchObject({ outcome: 'unmatched', orderId: null, reason: 'No order has this code' });
    expect((await paymentsOf('FT-UNKNOWN'))[0]).toMatchObject({ status: 'unmatched', orderId: null, orderCode: 'NO-SUCH-ORDER' });

    const expired = await pendingOrder({ expiresAt: new Date(TEST_NOW.getTime() - 1000) });
    const late = await notify({ orderCode: expired.orderCode, amount: expired.amount, transactionId: 'FT-LATE' });
    expect(late.json.data).toMatchObject({ outcome: 'unmatched', reason: 'The order is EXPIRED' });
    expect((await t.db.select().from(orders).where(eq(orders.id, expired.id)))[0]!.status).toBe('PENDING');

    const cancelled = await pendingOrder({ status: 'CANCELLED' });
    const res = await notify({ orderCode: cancelled.orderCode, amount: cancelled.amount, transactionId: 'FT-CANCELLED' });
    expect(res.json.data).toMatchObject({ outcome: 'unmatched', reason: 'The order is CANCELLED' });
  });

  it('answers 400 for a signed but malformed body, 415 for another content type', async () => {
    for (const body of [
      '{nope',
      { orderCode: '', amount: 1, transactionId: 'x' },
      { orderCode: 'A', amount: -5, transactionId: 'x' },
      { orderCode: 'A', amount: 1.5, transactionId: 'x' },
      { orderCode: 'A', amount: 1 },
    ]) {
      expect((await notify(body)).status, JSON.stringify(body)).toBe(400);
    }
    const raw = JSON.stringify({ orderCode: 'A', amount: 1, transactionId: 'ct' });
    const res = await t.call('POST', '/api/payments/webhook', {
      body: raw,
      headers: { 'content-type': 'text/plain', 'x-signature': signPayload(raw, SECRET) },
    });
    expect(res.status).toBe(415);
  });
});
