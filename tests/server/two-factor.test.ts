// Two-factor sign-in (TOTP): set up with a secret and a first code, then a sign-in is a
// password and a code; a code works once, a recovery code works once, wrong codes count
// toward the throttle, the challenge lasts 5 minutes; Settings › Security can require it.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords.js';
import { admins } from '../../server/db/schema.js';
import { putSettings, getSettings } from '../../server/settings/store.js';
import { useSignedInApp } from '../support/test-app.js';

const PASSWORD = 'Two-Factor-Pass-1';

describe('two-factor sign-in', () => {
  const t = useSignedInApp();

  /** The current code of a secret at the app's clock (shifted by `steps` of 30 s). */
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.clock.now().getTime() + steps * 30_000 });

  async function newAdmin(role = 'owner') {
    const email = `tf.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await t.db.insert(admins).values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Two', lastName: 'Factor', role });
    return { email, token: await t.login(email, PASSWORD) };
  }

  async function turnOn(token: string) {
    const setup = await t.call('POST', '/api/admin/auth/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.json.data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrongCode = await t.call('POST', '/api/admin/auth/two-factor/enable', { token, body: { code: '000000' } });
    expect(wrongCode.status).toBe(400);
    // Said under the field, by its code too (the panel says it in the admin's language).
    expect(wrongCode.json).toMatchObject({ code: 'TWO_FACTOR_SETUP_CODE_INVALID', fieldCodes: { code: 'TWO_FACTOR_SETUP_CODE_INVALID' } });
    const enabled = await t.call('POST', '/api/admin/auth/two-factor/enable', { token, body: { code: codeOf(secret) } });
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

  it('turning it off needs the password', async () => {
    const { email, token } = await newAdmin();
    await turnOn(token);
    const wrong = await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.password).toBe('Current password is incorrect');
    expect((await t.call('POST', '/api/admin/auth/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(200);
    expect((await login(email)).json.data.token).toBeTruthy();
  });

  it('an owner resets the two-factor sign-in of an admin who lost the phone', async () => {
    const { email, token } = await newAdmin('support');
    await turnOn(token);
    const { id } = (await t.call('GET', '/api/admin/auth/me', { token })).json.data;
    expect((await t.call('POST', `/api/admin/admins/${id}/reset-two-factor`, { token: t.token })).json.data.twoFactorEnabled).toBe(false);
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
