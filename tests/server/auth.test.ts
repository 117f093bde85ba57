// Sign-in, sessions, throttling and the audit trail of docs/api.md "Authentication and sessions",
// all through createApp() with a movable clock.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, adminSessions, auditLog } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { getSettings, putSettings } from '../../server/settings/store.js';
import { TEST_ADMIN, TEST_NOW } from '../support/constants.js';
import { createTestApp, type TestApp, testClock } from '../support/test-app.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const login = (t: TestApp, body: unknown, ip = '198.51.100.7') =>
  t.call('POST', '/api/admin/auth/login', { body, headers: { 'x-forwarded-for': ip, 'user-agent': 'auth-test/1.0' } });

async function auditActions(t: TestApp, action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the admin and a token for the right password', async () => {
    const res = await login(t, TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.admin).toMatchObject({ email: TEST_ADMIN.email, firstName: 'Test', lastName: 'Admin', role: 'owner' });
    expect(res.json.data.admin).not.toHaveProperty('passwordHash');
    expect(res.text).not.toContain('$argon2');
    const me = await t.call('GET', '/api/admin/auth/me', { token: res.json.data.token });
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(TEST_ADMIN.email);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(t, { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 and message for an unknown email and a wrong password', async () => {
    const unknown = await login(t, { email: 'nobody@example.com', password: TEST_ADMIN.password }, '198.51.100.8');
    const wrong = await login(t, { email: TEST_ADMIN.email, password: 'not-the-password' }, '198.51.100.8');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual({ success: false, message: 'Invalid email or password' });
    expect(wrong.json).toEqual(unknown.json);
  });

  it('refuses a deactivated admin with the same 401', async () => {
    await t.db
      .insert(admins)
      .values({ email: 'inactive@example.com', passwordHash: await hashPassword('Inactive-Pass-1'), firstName: 'In', lastName: 'Active', isActive: false });
    const res = await login(t, { email: 'inactive@example.com', password: 'Inactive-Pass-1' }, '198.51.100.9');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Invalid email or password');
  });

  it('writes an audit row for every sign-in, failed sign-in and sign-out, without the password', async () => {
    const before = {
      login: (await auditActions(t, 'auth.login')).length,
      failed: (await auditActions(t, 'auth.login_failed')).length,
      logout: (await auditActions(t, 'auth.logout')).length,
    };
    await login(t, { email: TEST_ADMIN.email, password: 'Wrong-Secret-123' }, '203.0.113.5');
    const ok = await login(t, TEST_ADMIN, '203.0.113.5');
    await t.call('POST', '/api/admin/auth/logout', { token: ok.json.data.token, headers: { 'x-forwarded-for': '203.0.113.5' } });

    const failed = await auditActions(t, 'auth.login_failed');
    const logins = await auditActions(t, 'auth.login');
    const logouts = await auditActions(t, 'auth.logout');
    expect([logins.length, failed.length, logouts.length]).toEqual([before.login + 1, before.failed + 1, before.logout + 1]);
    const [admin] = await t.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    expect(failed[0]).toMatchObject({ entity: 'admin', entityId: admin!.id, ipAddress: '203.0.113.5', userAgent: 'auth-test/1.0' });
    expect(logins[0]).toMatchObject({ adminId: admin!.id, ipAddress: '203.0.113.5' });
    expect(logouts[0]).toMatchObject({ adminId: admin!.id, entityId: admin!.id });
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain('Wrong-Secret-123');
    expect(everything).not.toContain(TEST_ADMIN.password);
  });

  it('records a failed sign-in for an unknown email too (no admin id)', async () => {
    await login(t, { email: 'ghost@example.com', password: 'whatever-123' }, '203.0.113.6');
    const [row] = await auditActions(t, 'auth.login_failed');
    expect(row).toMatchObject({ adminId: null, entityId: null, ipAddress: '203.0.113.6' });
    expect(row!.after).toEqual({ email: 'ghost@example.com' });
  });
});

describe('malformed sign-in input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers missing fields with 400 and an error per field', async () => {
    const res = await login(t, {});
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toEqual({ email: expect.any(String), password: expect.any(String) });
    const noPassword = await login(t, { email: TEST_ADMIN.email });
    expect(noPassword.status).toBe(400);
    expect(Object.keys(noPassword.json.errors)).toEqual(['password']);
    const wrongTypes = await login(t, { email: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.json.errors).sort()).toEqual(['email', 'password']);
  });

  it('answers a body that is not JSON with 415, and broken JSON with 400', async () => {
    const form = await t.call('POST', '/api/admin/auth/login', {
      body: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.json.success).toBe(false);
    const broken = await t.call('POST', '/api/admin/auth/login', { body: '{"email": "a@b.c", "password": ' });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ success: false, message: 'Malformed JSON body' });
    const array = await t.call('POST', '/api/admin/auth/login', { body: '[]' });
    expect(array.status).toBe(400);
  });

  it('does not count malformed requests as failed sign-ins', async () => {
    for (let i = 0; i < 8; i++) await login(t, { email: TEST_ADMIN.email });
    expect((await login(t, TEST_ADMIN)).status).toBe(200);
  });

  it('answers an oversized body with 413', async () => {
    const res = await login(t, { email: TEST_ADMIN.email, password: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe('throttling', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ config: { ipLoginLimit: 8 } });
  });
  afterEach(() => t.close());

  const fail = (email = TEST_ADMIN.email, ip = '192.0.2.10') => login(t, { email, password: 'Wrong-Password-1' }, ip);

  it('answers 429 with Retry-After after maxLoginAttempts failures within 15 minutes, even for the right password', async () => {
    const { maxLoginAttempts } = await getSettings(t.db, 'security');
    expect(maxLoginAttempts).toBe(5);
    for (let i = 0; i < maxLoginAttempts; i++) {
      expect((await fail()).status).toBe(401);
      t.clock.advance(MINUTE);
    }
    const blocked = await login(t, TEST_ADMIN, '192.0.2.10');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: 'Too many failed sign-in attempts. Please try again later.', code: 'THROTTLED' });
    // The first failure was 5 minutes ago: 10 minutes of the window are left.
    expect(Number(blocked.headers.get('retry-after'))).toBe(10 * 60);
    // From another address too: the limit is per email.
    expect((await login(t, TEST_ADMIN, '192.0.2.99')).status).toBe(429);
  });

  it('lifts the block once the window has passed (temporary, never a permanent lock)', async () => {
    for (let i = 0; i < 5; i++) await fail();
    expect((await login(t, TEST_ADMIN, '192.0.2.10')).status).toBe(429);
    t.clock.advance(15 * MINUTE - 1000);
    const stillBlocked = await login(t, TEST_ADMIN, '192.0.2.10');
    expect(stillBlocked.status).toBe(429);
    expect(Number(stillBlocked.headers.get('retry-after'))).toBe(1);
    t.clock.advance(1000);
    expect((await login(t, TEST_ADMIN, '192.0.2.10')).status).toBe(200);
  });

  it('follows a changed maxLoginAttempts setting', async () => {
    const token = await t.login();
    const security = await getSettings(t.db, 'security');
    const res = await t.call('PUT', '/api/admin/settings', {
      token,
      body: { section: 'security', settings: { ...security, jwtSecret: undefined, maxLoginAttempts: 3 } },
    });
    expect(res.status).toBe(200);
    t.clock.advance(1000); // failures count from the last success on
    for (let i = 0; i < 3; i++) expect((await fail()).status).toBe(401);
    expect((await login(t, TEST_ADMIN, '192.0.2.10')).status).toBe(429);

    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), maxLoginAttempts: 10 });
    expect((await login(t, TEST_ADMIN, '192.0.2.10')).status).toBe(200);
  });

  it('counts failures only since the last successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await fail();
    expect((await login(t, TEST_ADMIN)).status).toBe(200);
    t.clock.advance(1000);
    // From another address, so the per-address limit stays out of the way.
    for (let i = 0; i < 4; i++) expect((await fail(TEST_ADMIN.email, '192.0.2.11')).status).toBe(401);
    expect((await login(t, TEST_ADMIN)).status).toBe(200);
    expect((await fail(TEST_ADMIN.email, '192.0.2.11')).status).toBe(401);
    expect((await login(t, TEST_ADMIN)).status).toBe(200);
  });

  it('limits one address across many emails (config.ipLoginLimit)', async () => {
    for (let i = 0; i < 8; i++) expect((await fail(`guess${i}@example.com`, '192.0.2.50')).status).toBe(401);
    const blocked = await fail('guess-next@example.com', '192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(t, TEST_ADMIN, '192.0.2.50')).status).toBe(429);
    // Another address is not affected.
    expect((await login(t, TEST_ADMIN, '192.0.2.51')).status).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t, TEST_ADMIN, '192.0.2.50')).status).toBe(200);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ clock: testClock(TEST_NOW) });
  });
  afterEach(() => t.close());

  it('revokes the token at once on sign-out', async () => {
    const token = await t.login();
    const other = await t.login();
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
    const out = await t.call('POST', '/api/admin/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.json.success).toBe(true);
    const after = await t.call('GET', '/api/admin/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
    expect((await t.call('POST', '/api/admin/auth/logout', { token })).status).toBe(401);
    // Only that session ends.
    expect((await t.call('GET', '/api/admin/auth/me', { token: other })).status).toBe(200);
  });

  it('expires a token after settings.security.sessionTimeout days, however much it is used', async () => {
    const { sessionTimeout } = await getSettings(t.db, 'security');
    const token = await t.login();
    // Used every 6 hours, so it never idles out (Sign out after inactivity: 8 hours).
    for (let spent = 0; spent < sessionTimeout * DAY - 1000; spent += Math.min(DAY / 4, sessionTimeout * DAY - 1000 - spent)) {
      t.clock.advance(Math.min(DAY / 4, sessionTimeout * DAY - 1000 - spent));
      expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
    }
    t.clock.advance(1000);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });

  it('uses the sessionTimeout in force at sign-in', async () => {
    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), sessionTimeout: 1 });
    const token = await t.login();
    const [session] = await t.db.select().from(adminSessions).orderBy(desc(adminSessions.createdAt)).limit(1);
    expect(session!.expiresAt.getTime() - t.clock.now().getTime()).toBe(DAY);
    t.clock.advance(DAY);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });

  it('refuses a token signed with another key, a tampered one and a garbage one', async () => {
    const token = await t.login();
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'garbage', `${header}.e30.${signature}`, 'a.b.c']) {
      const res = await t.call('GET', '/api/admin/auth/me', { token: bad });
      expect(res.status, bad).toBe(401);
    }
    const wrongScheme = await t.call('GET', '/api/admin/auth/me', { headers: { authorization: `Basic ${token}` } });
    expect(wrongScheme.status).toBe(401);
  });

  it('ends every session of a deactivated admin', async () => {
    const token = await t.login();
    await t.db.update(admins).set({ isActive: false }).where(eq(admins.email, TEST_ADMIN.email));
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const change = (token: string, body: unknown) => t.call('PUT', '/api/admin/auth/change-password', { token, body });

  it('revokes every session and hands the caller a new token', async () => {
    const a = await t.login();
    const b = await t.login();
    const res = await change(a, { currentPassword: TEST_ADMIN.password, newPassword: 'A-New-Password-42' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Password changed successfully');
    // b (and any other live sign-in) ended; a is the caller, carried on by the new token.
    expect(res.json.data.otherSessionsSignedOut).toBe(1);
    for (const old of [a, b]) expect((await t.call('GET', '/api/admin/auth/me', { token: old })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/auth/me', { token: res.json.data.token })).status).toBe(200);
    expect((await login(t, TEST_ADMIN)).status).toBe(401);
    expect((await login(t, { email: TEST_ADMIN.email, password: 'A-New-Password-42' })).status).toBe(200);
    const [row] = await auditActions(t, 'admin.password_change');
    expect(JSON.stringify(row)).not.toContain('A-New-Password-42');
  });

  it('checks passwordMinLength from the settings and the current password, changing nothing on error', async () => {
    const token = await t.login();
    const short = await change(token, { currentPassword: TEST_ADMIN.password, newPassword: 'Short1!' });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });

    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), passwordMinLength: 14 });
    const tooShortNow = await change(token, { currentPassword: TEST_ADMIN.password, newPassword: 'Twelve-Chars' });
    expect(tooShortNow.status).toBe(400);
    expect(tooShortNow.json.errors.newPassword).toBe('Password must be at least 14 characters');

    const wrongCurrent = await change(token, { currentPassword: 'Not-It-Guess-7', newPassword: 'Long-Enough-Password-1' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.json.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(wrongCurrent.json.fieldCodes).toEqual({ currentPassword: 'CURRENT_PASSWORD_INCORRECT' });
    // In the audit trail, as a failed sign-in is, and without either password.
    const [failed] = await auditActions(t, 'admin.password_change_failed');
    expect(failed).toMatchObject({ entity: 'admin', action: 'admin.password_change_failed' });
    expect(failed!.adminId).toBe(failed!.entityId);
    expect(JSON.stringify(failed)).not.toMatch(/Not-It-Guess-7|Long-Enough-Password-1/);

    const missing = await change(token, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors).sort()).toEqual(['currentPassword', 'newPassword']);

    const same = await change(token, { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password });
    expect(same.status).toBe(400);
    expect(same.json.errors).toEqual({ newPassword: 'The new password must differ from the current one' });

    // Nothing changed: the old password and token still work.
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
    expect((await login(t, TEST_ADMIN)).status).toBe(200);
  });
});

describe('profile', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('updates the name and email, validated, audited, and never returns the hash', async () => {
    const res = await t.call('PUT', '/api/admin/auth/profile', { token, body: { firstName: ' Lan ', lastName: 'Phạm' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ firstName: 'Lan', lastName: 'Phạm', email: TEST_ADMIN.email });
    expect(res.text).not.toContain('$argon2');
    expect((await t.call('GET', '/api/admin/auth/me', { token })).json.data.firstName).toBe('Lan');
    const [row] = await auditActions(t, 'admin.profile_update');
    expect(row!.after).toMatchObject({ firstName: 'Lan' });
    expect(JSON.stringify(row)).not.toContain('$argon2');
  });

  it('answers bad fields with 400 per field (the user rules) and a taken email with 409', async () => {
    const bad = await t.call('PUT', '/api/admin/auth/profile', { token, body: { firstName: '', email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ firstName: 'First name is required', email: 'Invalid email address' });
    const long = await t.call('PUT', '/api/admin/auth/profile', { token, body: { lastName: 'x'.repeat(101) } });
    expect(long.json.errors).toEqual({ lastName: 'Last name is too long' });
    const unknown = await t.call('PUT', '/api/admin/auth/profile', { token, body: { role: 'owner' } });
    expect(unknown.status).toBe(400);
    await t.db
      .insert(admins)
      .values({ email: 'second@example.com', passwordHash: await hashPassword('Second-Admin-1'), firstName: 'Second', lastName: 'Admin' });
    const taken = await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: 'SECOND@example.com', currentPassword: TEST_ADMIN.password } });
    expect(taken.status).toBe(409);
  });

  it('changes the email only with the current password, checked like a sign-in', async () => {
    const token = await t.login();
    const without = await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: 'renamed@example.com' } });
    expect(without.status).toBe(400);
    expect(without.json.errors).toEqual({ currentPassword: 'Enter your current password to change your email' });
    const wrong = await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: 'renamed@example.com', currentPassword: 'Nope-Guess-3' } });
    expect(wrong.json.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const [failed] = await auditActions(t, 'admin.email_change_failed');
    expect(failed).toMatchObject({ entity: 'admin', before: null, after: null });
    expect(JSON.stringify(failed)).not.toContain('Nope-Guess-3');
    // The same email, another case or not, is no change: no password asked.
    expect((await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: TEST_ADMIN.email, firstName: 'Same' } })).status).toBe(200);
    const ok = await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: 'renamed@example.com', currentPassword: TEST_ADMIN.password } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.email).toBe('renamed@example.com');
    expect((await t.call('PUT', '/api/admin/auth/profile', { token, body: { email: TEST_ADMIN.email, currentPassword: TEST_ADMIN.password } })).status).toBe(
      200,
    );
    const [me] = await t.db
      .select()
      .from(admins)
      .where(and(eq(admins.email, TEST_ADMIN.email)));
    expect(me!.role).toBe('owner');
    // A burst of wrong current passwords is throttled like sign-ins.
    t.clock.advance(1000);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => t.call('PUT', '/api/admin/auth/profile', { token, body: { email: 'burst@example.com', currentPassword: 'wrong' } })),
    );
    expect(burst.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('health', () => {
  it('returns status, database, uptime and version', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login();
      t.clock.advance(90_000);
      const res = await t.call('GET', '/api/admin/dashboard/health', { token });
      expect(res.status).toBe(200);
      // The mail queue and the database latency are extensions (see observability.test.ts).
      expect(res.json).toEqual({
        success: true,
        data: { status: 'ok', database: 'ok', uptimeSeconds: 90, version: '1.0.0', databaseLatencyMs: expect.any(Number), outbox: expect.any(Object) },
      });
    } finally {
      await t.close();
    }
  });
});
