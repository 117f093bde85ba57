// Nothing can starve the server: ten exports whose clients never read take two slots (the
// rest are told to retry) and are ended once they stall, giving their database connections
// back, while sign-in, a list and the payment webhook answer meanwhile; a session opens at
// most five live streams; on PostgreSQL an API statement has a time limit.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolOf } from '../../server/db/client.js';
import { signPayload } from '../../server/areas/orders/webhook.js';
import { TEST_ADMIN } from '../support/constants.js';
import { useSignedInApp } from '../support/test-app.js';

const SECRET = 'starvation-test-webhook-secret';
// Long enough that ten requests are all answered before the first download counts as stalled,
// even on a busy machine.
const STALL_MS = 3_000;

/** Settles within `ms`, or says what did not answer. */
const answersWithin = <T>(what: string, p: Promise<T>, ms = 10_000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms))]);

describe('exports that are never read', () => {
  const t = useSignedInApp({ config: { maxExports: 2, exportStallMs: STALL_MS, paymentWebhookSecret: SECRET } });
  // app.request's type is `Response | Promise<Response>`: async makes it a promise, as Promise.all expects.
  const exportRequest = async () => t.app.request('/api/admin/users/export', { headers: { authorization: `Bearer ${t.token}` } });

  it('hold two slots at most, the rest are told to retry; the rest of the API answers meanwhile', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, exportRequest));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy).toHaveLength(8);
    const refusal = (await busy[0]!.json()) as { code: string; message: string };
    expect(refusal).toEqual({ success: false, code: 'EXPORT_BUSY', message: 'Other exports are running. Try again in a moment.' });
    expect(busy[0]!.headers.get('retry-after')).toBe('10');

    // Two downloads sit unread; everything else still answers.
    const login = await answersWithin('sign-in', t.call('POST', '/api/admin/auth/login', { body: TEST_ADMIN }));
    expect(login.status).toBe(200);
    expect((await answersWithin('a list', t.call('GET', '/api/admin/orders?limit=20', { token: t.token }))).status).toBe(200);
    const raw = JSON.stringify({ orderCode: 'NO-SUCH-ORDER', amount: 1000, transactionId: 'starvation-1' });
    const webhook = await answersWithin(
      'the webhook',
      t.call('POST', '/api/payments/webhook', { body: raw, headers: { 'content-type': 'application/json', 'x-signature': signPayload(raw, SECRET) } }),
    );
    expect(webhook.status).toBe(200);

    // Once they have read nothing for STALL_MS, the stalled downloads are ended: the slots come
    // back (new exports are served again) and their bodies fail.
    await expect
      .poll(
        async () => {
          // Both slots: two exports at once are served again.
          const both = await Promise.all([exportRequest(), exportRequest()]);
          await Promise.all(both.map(async (res) => res.body?.cancel()));
          return both.map((res) => res.status);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual([200, 200]);
    for (const stalled of answers.filter((r) => r.status === 200)) {
      await expect(answersWithin('the stalled download', new Response(stalled.body).text(), 10_000)).rejects.toThrow(/stalled/);
    }
    const after = await exportRequest();
    expect(after.status).toBe(200);
    expect(await after.text()).toMatch(/^ID,First Name/); // text() drops the BOM
    const pool = poolOf(t.db);
    if (pool) await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
  });

  it('a download read to its end frees its slot at once', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await exportRequest();
      expect(res.status).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
  });
});

describe('live streams', () => {
  const t = useSignedInApp();

  it('a session opens at most five at once; closing one lets another open', async () => {
    const open = async () => t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${t.token}` } });
    const five = await Promise.all(Array.from({ length: 5 }, open));
    expect(five.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open();
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
    // Another session of the same admin has its own five.
    const other = await open.call(null);
    expect(other.status).toBe(429);
    const otherSession = await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${await t.login()}` } });
    expect(otherSession.status).toBe(200);
    await five[0]!.body!.cancel();
    await expect
      .poll(async () => {
        const res = await open();
        await res.body?.cancel();
        return res.status;
      })
      .toBe(200);
    await Promise.all([...five.slice(1), otherSession].map(async (r) => r.body?.cancel()));
  });
});

describe('API statements on PostgreSQL', () => {
  const t = useSignedInApp();

  it('run under a time limit, and an idle transaction ends (PGlite has no timeouts)', async () => {
    const shown = (await t.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    const idle = (await t.db.execute(sql`show idle_in_transaction_session_timeout`)) as unknown as { rows: { idle_in_transaction_session_timeout: string }[] };
    if (t.handle.kind === 'postgres') {
      expect(shown.rows[0]!.statement_timeout).toBe('15s');
      expect(idle.rows[0]!.idle_in_transaction_session_timeout).toBe('1min');
    } else {
      expect(shown.rows[0]!.statement_timeout).toBe('0');
    }
  });
});
