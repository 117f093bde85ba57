// GET /api/admin/events (live order events over SSE) through createApp's streaming body: a
// payment webhook, verify/cancel by another admin (single and bulk) and an expiry each
// reach an open stream; refused or rolled-back changes send nothing; 401 without a
// session; a revoked or expired session and a shutdown end the stream; the route's guard is
// checked again at each keep-alive (deactivated, two-factor now required, a temporary
// password, a role without the route); order events reach only a role that reads orders, as
// it is now; a change made through one server instance reaches a stream on another instance
// on the same database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../server/db/listen.js';
import { admins } from '../../server/db/schema.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { hashPassword } from '../../server/security/passwords.js';
import { getSettings, putSettings } from '../../server/settings/store.js';
import { TEST_NOW } from '../support/constants.js';
import { liveStream, type LiveStream } from '../support/live-stream.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeOrder, makePackage, makeUser } from './order-fixtures.js';

const SECRET = 'live-events-webhook-secret';
const OTHER_ADMIN = { email: 'live.other@example.com', password: 'Live-Other-Pass-1' };
const config = { paymentWebhookSecret: SECRET, liveKeepAliveMs: 100 };

const streams: LiveStream[] = [];
/** An open stream, ready (it hears every change from here on). */
async function open(app: TestApp, token: string): Promise<LiveStream> {
  const s = liveStream(await app.app.request('/api/admin/events', { headers: { authorization: `Bearer ${token}` } }));
  streams.push(s);
  await s.ready();
  return s;
}

async function pendingOrder(app: TestApp, over: Parameters<typeof makeOrder>[3] = {}) {
  return makeOrder(app.db, await makeUser(app.db), await makePackage(app.db, { price: 149_000 }), over);
}

function pay(app: TestApp, order: { orderCode: string; amount: number }, transactionId: string, amount = order.amount) {
  const raw = JSON.stringify({ orderCode: order.orderCode, amount, transactionId });
  return app.call('POST', '/api/payments/webhook', { body: raw, headers: { 'content-type': 'application/json', 'x-signature': signPayload(raw, SECRET) } });
}

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp({ config });
  token = await t.login();
  await t.db.insert(admins).values({ email: OTHER_ADMIN.email, passwordHash: await hashPassword(OTHER_ADMIN.password), firstName: 'Other', lastName: 'Admin' });
  otherToken = await t.login(OTHER_ADMIN.email, OTHER_ADMIN.password);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t.close();
});

describe('GET /api/admin/events', () => {
  it('answers 401 without a valid session, as every admin route', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: token }] as Record<string, string>[]) {
      const res = await t.app.request('/api/admin/events', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
    }
  });

  it('opens an event stream that says ready and sends keep-alive comments', async () => {
    const res = await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': keep-alive\n\n')) text += (await reader.read()).value ?? '';
    expect(text.startsWith(`event: ready\ndata: ${JSON.stringify({ keepAliveMs: 100 })}\n\n`)).toBe(true);
    await reader.cancel();
  });

  it('sends PAID when the payment webhook matches an order, and nothing for an unmatched payment', async () => {
    const s = await open(t, token);
    const order = await pendingOrder(t);
    const other = await pendingOrder(t);
    expect((await pay(t, other, 'LIVE-SHORT', other.amount - 1)).json.data.outcome).toBe('unmatched');
    expect((await pay(t, order, 'LIVE-PAID')).json.data.outcome).toBe('matched');
    expect(await s.order(order.id)).toEqual({
      orderId: order.id,
      orderCode: order.orderCode,
      status: 'PAID',
      amount: order.amount,
      currency: 'VND',
      customerName: order.customerName,
      at: TEST_NOW.toISOString(),
    });
    // Events arrive in commit order: had the unmatched payment sent one, it would be here.
    expect(s.orderEvents().map((e) => e.orderId)).not.toContain(other.id);
    s.close();
  });

  it("reaches every admin's stream when another admin verifies or cancels, single and bulk", async () => {
    const mine = await open(t, token);
    const theirs = await open(t, otherToken);
    const paid = await pendingOrder(t);
    await pay(t, paid, 'LIVE-VERIFY');
    const toCancel = await pendingOrder(t);
    const bulk = [await pendingOrder(t), await pendingOrder(t)];

    // Refused changes roll back, and so does their NOTIFY.
    expect((await t.call('PUT', `/api/admin/orders/${toCancel.id}/status`, { token: otherToken, body: { status: 'VERIFIED' } })).status).toBe(409);
    expect((await t.call('PUT', `/api/admin/orders/${paid.id}/status`, { token: otherToken, body: { status: 'VERIFIED' } })).status).toBe(200);
    expect((await t.call('PUT', `/api/admin/orders/${toCancel.id}/status`, { token: otherToken, body: { status: 'CANCELLED' } })).status).toBe(200);
    const res = await t.call('PUT', '/api/admin/orders/bulk', {
      token: otherToken,
      body: { orderIds: [...bulk.map((o) => o.id), paid.id], updates: { status: 'CANCELLED' } },
    });
    expect(res.json.data).toMatchObject({ updated: 2, failed: [{ id: paid.id }] });

    for (const s of [mine, theirs]) {
      expect(await s.order(bulk[1]!.id, 'CANCELLED')).toMatchObject({ orderCode: bulk[1]!.orderCode });
      expect(s.orderEvents().map((e) => [e.orderId, e.status])).toEqual([
        [paid.id, 'PAID'],
        [paid.id, 'VERIFIED'],
        [toCancel.id, 'CANCELLED'],
        [bulk[0]!.id, 'CANCELLED'],
        [bulk[1]!.id, 'CANCELLED'],
      ]);
      s.close();
    }
  });

  it('ends the stream when its session is revoked', async () => {
    const second = await t.login();
    const s = await open(t, second);
    expect((await t.call('POST', '/api/admin/auth/logout', { token: second })).status).toBe(200);
    await s.ended();
  });
});

describe("the stream's guard, checked again at each keep-alive", () => {
  /** An admin an owner added through the Team API, with a password of their own; their id and token. */
  async function teamAdmin(role: string) {
    const email = `live.${role}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const added = await t.call('POST', '/api/admin/admins', { token, body: { email, firstName: 'Live', lastName: role, role } });
    const first = await t.login(email, added.json.data.temporaryPassword);
    const body = { currentPassword: added.json.data.temporaryPassword, newPassword: 'Live-Chosen-Pass-1' };
    const changed = await t.call('PUT', '/api/admin/auth/change-password', { token: first, body });
    return { id: added.json.data.admin.id as string, token: changed.json.data.token as string };
  }
  const asOwner = (id: string, body: unknown) => t.call('PUT', `/api/admin/admins/${id}`, { token, body });

  it("sends order events only to a role that reads orders: a 'content' admin gets none, until an owner makes them finance", async () => {
    const content = await teamAdmin('content');
    const owners = await open(t, token);
    const theirs = await open(t, content.token);
    const first = await pendingOrder(t);
    await pay(t, first, 'LIVE-ROLE-1');
    await owners.order(first.id, 'PAID');
    // Delivered to every stream at once: had it gone to theirs, it would be there by now.
    await theirs.keepAlives();
    expect(theirs.orderEvents()).toEqual([]);

    expect((await asOwner(content.id, { role: 'finance' })).status).toBe(200);
    await theirs.keepAlives();
    const second = await pendingOrder(t);
    await pay(t, second, 'LIVE-ROLE-2');
    expect((await theirs.order(second.id)).status).toBe('PAID');
    owners.close();
    theirs.close();
  });

  it('ends when an owner deactivates the admin', async () => {
    const finance = await teamAdmin('finance');
    const s = await open(t, finance.token);
    expect((await asOwner(finance.id, { isActive: false })).status).toBe(200);
    await s.ended();
  });

  it('ends at the next keep-alive once two-factor sign-in is required and the admin has not set it up', async () => {
    const support = await teamAdmin('support');
    const s = await open(t, support.token);
    const security = await getSettings(t.db, 'security');
    await putSettings(t.db, 'security', { ...security, enableTwoFactor: true });
    try {
      await s.ended();
      expect((await t.call('GET', '/api/admin/events', { token: support.token })).json.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    } finally {
      await putSettings(t.db, 'security', security);
    }
  });

  it('ends at the next keep-alive once a temporary password is pending, or the role no longer opens the route', async () => {
    // Every role of the table reads the dashboard: a role dropped from it holds nothing.
    for (const change of [{ mustChangePassword: true }, { role: 'retired-role' }]) {
      const admin = await teamAdmin('content');
      const s = await open(t, admin.token);
      await t.db.update(admins).set(change).where(eq(admins.id, admin.id));
      await s.ended();
      expect((await t.call('GET', '/api/admin/events', { token: admin.token })).status).toBe(403);
    }
  });
});

describe('several server instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  /** Sessions live in the database: one token is good on both instances. */
  let both: string;
  beforeAll(async () => {
    a = t;
    b = await createTestApp({ config, sameDatabaseAs: a });
    both = token;
  });
  afterAll(() => b.close());

  it('delivers a change made through one instance to a stream on the other', async () => {
    const onB = await open(b, both);
    const onA = await open(a, both);
    const order = await pendingOrder(a);
    await pay(a, order, 'LIVE-TWO-INSTANCES');
    expect((await onB.order(order.id)).status).toBe('PAID');
    expect((await a.call('PUT', `/api/admin/orders/${order.id}/status`, { token: both, body: { status: 'VERIFIED' } })).status).toBe(200);
    await onB.order(order.id, 'VERIFIED');
    await onA.order(order.id, 'VERIFIED');
    onA.close();
    onB.close();
  });

  // A dropped connection exists on PostgreSQL only; PGlite listens within the process.
  if (process.env.TEST_DATABASE_URL) {
    it('on PostgreSQL: re-listens after its connection drops, says resync, and delivers again', async () => {
      const s = await open(b, both);
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database() and pid <> pg_backend_pid()`,
      );
      await s.message('resync');
      const order = await pendingOrder(a);
      await pay(a, order, 'LIVE-AFTER-RECONNECT');
      expect((await s.order(order.id)).status).toBe('PAID');
      s.close();
    });
  }
});

// Last: these move the clock and close the live events.
describe('time-derived events and shutdown', () => {
  it('sends EXPIRED once a PENDING order passes its expiresAt, and nothing for one paid in time', async () => {
    const s = await open(t, token);
    const expiring = await pendingOrder(t, { expiresAt: new Date(TEST_NOW.getTime() + 10 * 60_000) });
    const paidInTime = await pendingOrder(t, { expiresAt: new Date(TEST_NOW.getTime() + 5 * 60_000) });
    await pay(t, paidInTime, 'LIVE-IN-TIME');
    await s.order(paidInTime.id, 'PAID');
    t.clock.advance(11 * 60_000);
    expect(await s.order(expiring.id)).toMatchObject({ status: 'EXPIRED', orderCode: expiring.orderCode, at: expiring.expiresAt.toISOString() });
    expect(
      s
        .orderEvents()
        .filter((e) => e.orderId === paidInTime.id)
        .map((e) => e.status),
    ).toEqual(['PAID']);
    s.close();
  });

  it('ends the stream when its session expires', async () => {
    const s = await open(t, token);
    t.clock.advance(31 * 86_400_000); // past the default sessionTimeout of 30 days
    await s.ended();
  });

  it('ends every stream on shutdown (live.close)', async () => {
    const fresh = await t.login(); // the one before expired
    const s = await open(t, fresh);
    await t.live.close();
    await s.ended();
    const res = await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${fresh}` } });
    expect(res.status).toBe(503);
    expect((await res.json()).success).toBe(false);
  });
});
