// The live event stream as the SPA keeps it (the screens' reactions are driven in Chromium,
// tests/e2e/live-orders.test.ts), against the in-process server: a revoked session is
// refused with 401 and left to the app's sign-out, never retried; a valid one says ready
// and hands over the events.
import { describe, expect, it } from 'vitest';
import { recordPayment } from '../../server/areas/orders/payments';
import { tokenStore } from '../../src/api/tokenStore';
import { keepLiveConnection } from '../../src/live/liveConnection';
import { makeOrder, makePackage, makeUser } from '../server/order-fixtures';
import { signIn } from './render';
import { testApp } from './setup';

describe('live order stream', () => {
  it('stops at a 401 (a revoked session) and leaves the sign-out to the app', async () => {
    const token = await signIn();
    expect((await testApp().call('POST', '/api/admin/auth/logout', { token })).status).toBe(200);
    tokenStore.set(token);
    const seen: string[] = [];
    const stop = new AbortController();
    await keepLiveConnection(
      { ready: () => seen.push('ready'), order: () => seen.push('order'), resync: () => seen.push('resync'), unauthorized: () => seen.push('unauthorized') },
      stop.signal,
    );
    // It returned by itself, having said why: no retry is pending.
    expect(seen).toEqual(['unauthorized']);
    expect(stop.signal.aborted).toBe(false);
  });

  it('says ready on a valid session and hands over order events', async () => {
    await signIn();
    const { db, clock } = testApp();
    const order = await makeOrder(db, await makeUser(db), await makePackage(db));
    const stop = new AbortController();
    const received = new Promise<unknown>((resolve) => {
      void keepLiveConnection(
        {
          ready: () => void recordPayment(db, clock, { orderCode: order.orderCode, amount: order.amount, transactionId: 'UI-LIVE-STREAM' }),
          order: (e) => resolve(e),
          resync: () => {},
          unauthorized: () => resolve('unauthorized'),
        },
        stop.signal,
      );
    });
    expect(await received).toMatchObject({ orderId: order.id, orderCode: order.orderCode, status: 'PAID' });
    stop.abort();
  });
});
