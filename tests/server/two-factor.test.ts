// Two-factor sign-in (TOTP): set up with a secret, a first code and the password, then a
// sign-in is a password and a code; a code works once, a recovery code works once, wrong codes
// count toward the throttle, the challenge lasts 5 minutes; Settings › Security can require
// it. Turning it on or off (and an owner's reset) ends the other sessions and their streams; a
// wrong password there is throttled and audited, without the password.
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords.js';
import { admins, auditLog } from '../../server/db/schema.js';
import { putSettings, getSettings } from '../../server/settings/store.js';
import { liveStream } from '../support/live-stream.js';
import { useSignedInApp } from '../support/test-app.js';

const PASSWORD = 'Two-Factor-Pass-1';

describe('two-factor sign-in', () => {
  const t = useSignedInApp();

  /** The current code of a secret at the app's clock (shifted by `steps` of 30 s). */
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.clock.now().getTime() + steps * 30_000 });

  async function newAdmin(role = 'owner') {
    const email = `tf.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const [row] = await t.db
      .insert(admins)
      .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Two', lastName: 'Factor', role })
      .returning();
    return { id: row!.id, email, token: await t.login(email, PASSWORD) };
  }

  const setUp = async (token: string) => {
    const setup = await t.call('POST', '/api/admin/auth/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.json.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    return setup.json.data.secret as string;
  };
  const enable = (token: string, body: object) => t.call('POST', '/api/admin/auth/two-factor/enable', { token, body });
  const audited = async (adminId: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, adminId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  async function turnOn(token: string) {
    const secret = await setUp(token);
    const wrongCode = await enable(token, { code: '000000', password: PASSWORD });
    expect(wrongCode.status).toBe(400);
    // Said under the field, by its code too (the panel says it in the admin's language).
    expect(wrongCode.json).toMatchObject({ code: 'TWO_FACTOR_SETUP_CODE_INVALID', fieldCodes: { code: 'TWO_FACTOR_SETUP_CODE_INVALID' } });
    const enabled = await enable(token, { code: codeOf(secret), password: PASSWORD });
    expect(enabled.status).toBe(200);
    expect(enabled.json.data.recoveryCodes).toHaveLength(10);
    return { secret, recoveryCodes: enabled.json.data.recoveryCodes as string[] };
  }

  const login = (email: string, password = PASSWORD) => t.call('POST', '/api/admin/auth/login', { body: { email, password } });
  const second = (challengeToken: string, code: string) => t.call('POST', '/api/admin/auth/login/two-factor', { body: { challengeToken, code } });

  it('signs in with the password and then a current code; a code works once', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await turnOn(token);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).json.data.twoFactorEnabled).toBe(true);

    // The code used to turn it on cannot sign in within its step.
    const first = await login(email);
    expect(first.json.data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(first.json.data.token).toBeUndefined();
    expect((await second(first.json.data.challengeToken, codeOf(secret))).status).toBe(401);

    t.clock.advance(30_000);
    const code = codeOf(secret);
    const ok = await second(first.json.data.challengeToken, code);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.data.admin.email).toBe(email);
    expect((await t.call('GET', '/api/admin/auth/me', { token: ok.json.data.token })).status).toBe(200);
    // The challenge and the code are spent.
    expect((await second(first.json.data.challengeToken, code)).status).toBe(401);
    const again = await login(email);
    const replay = await second(again.json.data.challengeToken, code);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('INVALID_CODE');
    // One step either side of now is accepted.
    t.clock.advance(30_000);
    expect((await second(again.json.data.challengeToken, codeOf(secret, -1))).status).toBe(401); // already used step
    expect((await second(again.json.data.challengeToken, codeOf(secret, 1))).status).toBe(200);
  });

  it('a recovery code works once', async () => {
    const { email, token } = await newAdmin();
    const { recoveryCodes } = await turnOn(token);
    const code = recoveryCodes[3]!;
    const a = await login(email);
    expect((await second(a.json.data.challengeToken, code.toUpperCase())).status).toBe(200);
    const b = await login(email);
    expect((await second(b.json.data.challengeToken, code)).status).toBe(401);
    expect((await second(b.json.data.challengeToken, recoveryCodes[4]!)).status).toBe(200);
  });

  it('the challenge lasts 5 minutes', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await turnOn(token);
    const a = await login(email);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await second(a.json.data.challengeToken, codeOf(secret));
    expect(late.status).toBe(401);
    expect(late.json.code).toBe('CHALLENGE_EXPIRED');
  });

  it('wrong codes count toward the sign-in throttle', async () => {
    const { email, token } = await newAdmin();
    const { secret } = await turnOn(token);
    const { maxLoginAttempts } = await getSettings(t.db, 'security');
    t.clock.advance(1000); // after the sign-in that set it up (failures count from the last success)
    const a = await login(email);
    for (let i = 0; i < maxLoginAttempts; i++) expect((await second(a.json.data.challengeToken, '123456')).status).toBe(401);
    const blocked = await second(a.json.data.challengeToken, codeOf(secret, 1));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('turning it on needs the password: a bearer token alone cannot; a wrong one is audited without it', async () => {
    const { id, token } = await newAdmin('finance');
    const secret = await setUp(token);
    const tokenOnly = await enable(token, { code: codeOf(secret) });
    expect(tokenOnly.status).toBe(400);
    expect(tokenOnly.json.errors.password).toBe('Password is required');
    const wrong = await enable(token, { code: codeOf(secret), password: 'Guessed-Password-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ errors: { password: 'Current password is incorrect' }, fieldCodes: { password: 'CURRENT_PASSWORD_INCORRECT' } });
    expect((await t.call('GET', '/api/admin/auth/me', { token })).json.data.twoFactorEnabled).toBe(false);
    const [row] = await audited(id, 'admin.two_factor_enable_failed');
    expect(row).toMatchObject({ adminId: id, entity: 'admin' });
    expect(JSON.stringify(row)).not.toContain('Guessed-Password-9');
    // A wrong code is refused before the password is looked at: no audit row, no attempt spent.
    expect((await enable(token, { code: '000000', password: 'Another-Guess-1' })).json.code).toBe('TWO_FACTOR_SETUP_CODE_INVALID');
    expect(await audited(id, 'admin.two_factor_enable_failed')).toHaveLength(1);
  });

  it('wrong passwords when turning it on or off count toward the sign-in throttle', async () => {
    for (const path of ['enable', 'disable']) {
      const { token } = await newAdmin();
      const secret = path === 'enable' ? await setUp(token) : (await turnOn(token)).secret;
      const body = (password: string) => (path === 'enable' ? { code: codeOf(secret), password } : { password });
      const { maxLoginAttempts } = await getSettings(t.db, 'security');
      t.clock.advance(1000); // after the sign-in (failures count from the last success)
      for (let i = 0; i < maxLoginAttempts; i++)
        expect((await t.call('POST', `/api/admin/auth/two-factor/${path}`, { token, body: body(`wrong-${i}`) })).status).toBe(400);
      const blocked = await t.call('POST', `/api/admin/auth/two-factor/${path}`, { token, body: body(PASSWORD) });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('turning it on, then off, ends the other sessions and their streams; this one stays', async () => {
    const { email, token } = await newAdmin('support');
    const stream = async (other: string) => {
      const s = liveStream(await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${other}` } }));
      await s.ready();
      return s;
    };
    const before = await t.login(email, PASSWORD);
    const s = await stream(before);
    const { secret } = await turnOn(token);
    await s.ended();
    expect((await t.call('GET', '/api/admin/auth/me', { token: before })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);

    t.clock.advance(30_000);
    const challenge = await login(email);
    const after = (await second(challenge.json.data.challengeToken, codeOf(secret))).json.data.token as string;
    const s2 = await stream(after);
    expect((await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(200);
    await s2.ended();
    expect((await t.call('GET', '/api/admin/auth/me', { token: after })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
  });

  it('turning it off needs the password; a wrong one is audited without it', async () => {
    const { id, email, token } = await newAdmin();
    await turnOn(token);
    const wrong = await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.password).toBe('Current password is incorrect');
    const [row] = await audited(id, 'admin.two_factor_disable_failed');
    expect(row).toMatchObject({ adminId: id, entity: 'admin' });
    expect(JSON.stringify(row)).not.toContain('not-it');
    expect((await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(200);
    expect((await login(email)).json.data.token).toBeTruthy();
  });

  it('an owner resets the two-factor sign-in of an admin who lost the phone: every session of theirs ends', async () => {
    const { id, email, token } = await newAdmin('support');
    await turnOn(token);
    const s = liveStream(await t.app.request('/api/admin/events', { headers: { authorization: `Bearer ${token}` } }));
    await s.ready();
    expect((await t.call('POST', `/api/admin/admins/${id}/reset-two-factor`, { token: t.token })).json.data.twoFactorEnabled).toBe(false);
    await s.ended();
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    expect((await login(email)).json.data.token).toBeTruthy();
  });

  it('Settings › Security requires it: an admin without it must set it up before anything else', async () => {
    const { email, token } = await newAdmin('admin');
    await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), enableTwoFactor: true });
    try {
      const me = await t.call('GET', '/api/admin/auth/me', { token });
      expect(me.json.data.twoFactorSetupRequired).toBe(true);
      const refused = await t.call('GET', '/api/admin/dashboard', { token });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ success: false, code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Set up two-factor authentication to continue.' });
      // The set-up asks for the password too, as everywhere.
      const pending = await setUp(token);
      expect((await enable(token, { code: codeOf(pending), password: 'not-it' })).status).toBe(400);
      const { secret } = await turnOn(token);
      expect((await t.call('GET', '/api/admin/dashboard', { token })).status).toBe(200);
      // Required: it cannot be turned off.
      expect((await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(409);
      t.clock.advance(30_000);
      const a = await login(email);
      expect((await second(a.json.data.challengeToken, codeOf(secret))).status).toBe(200);
    } finally {
      await putSettings(t.db, 'security', { ...(await getSettings(t.db, 'security')), enableTwoFactor: false });
    }
  });
});
