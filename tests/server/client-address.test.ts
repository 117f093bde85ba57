// The address the audit trail, sessions and throttles record behind proxies: with
// TRUST_PROXY=N, the X-Forwarded-For entry the outermost trusted proxy added — never one the
// client wrote in front of it.
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema.js';
import { TEST_ADMIN } from '../support/constants.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function signInFrom(trustProxy: number, forwardedFor: string) {
    t = await createTestApp({ config: { trustProxy } });
    const res = await t.call('POST', '/api/admin/auth/login', { body: TEST_ADMIN, headers: { 'x-forwarded-for': forwardedFor } });
    expect(res.status).toBe(200);
    const [row] = await t.db.select({ ip: auditLog.ipAddress }).from(auditLog).where(eq(auditLog.action, 'auth.login')).orderBy(desc(auditLog.id)).limit(1);
    return row!.ip;
  }

  it('one proxy: the right-most entry, whatever the client wrote before it', async () => {
    expect(await signInFrom(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('two proxies in a row: the entry the outer one added', async () => {
    expect(await signInFrom(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('fewer entries than proxies: the first one', async () => {
    expect(await signInFrom(3, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('no trusted proxy: the header is ignored', async () => {
    expect(await signInFrom(0, '6.6.6.6')).not.toBe('6.6.6.6');
  });
});

// An IPv6 client is usually given a whole /64: the per-address sign-in limit counts it as one.
describe('the sign-in throttle per address', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const LIMIT = 4;
  const fail = (i: number, address: string) =>
    t!.call('POST', '/api/admin/auth/login', {
      body: { email: `guess${i}@example.com`, password: 'Wrong-Password-1' },
      headers: { 'x-forwarded-for': address },
    });

  /** The statuses of LIMIT failures from `addresses(i)`, then of one more from `next`. */
  async function failures(addresses: (i: number) => string, next: string) {
    t = await createTestApp({ config: { trustProxy: 1, ipLoginLimit: LIMIT } });
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await fail(i, addresses(i))).status);
    return [...statuses, (await fail(LIMIT, next)).status];
  }

  it('counts every address of one /64 as one address', async () => {
    expect(await failures((i) => `2001:db8:7:1:${i}::${i + 1}`, '2001:db8:7:1:ffff:ffff:ffff:ffff')).toEqual([401, 401, 401, 401, 429]);
  });

  it('keeps two /64s apart', async () => {
    expect(await failures((i) => `2001:db8:7:1::${i + 1}`, '2001:db8:7:2::1')).toEqual([401, 401, 401, 401, 401]);
  });

  it('counts IPv4 per address, and an IPv4-mapped address as its IPv4 address', async () => {
    expect(await failures((i) => (i % 2 ? '::ffff:192.0.2.60' : '192.0.2.60'), '192.0.2.61')).toEqual([401, 401, 401, 401, 401]);
    expect((await fail(LIMIT + 1, '::ffff:c000:023c')).status).toBe(429);
  });
});
