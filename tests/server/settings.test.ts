import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, orders, packages, settings } from '../../server/db/schema.js';
import { getSettings, newUserDefaults, SETTINGS_CHANNEL } from '../../server/settings/store.js';
import { DEFAULT_SETTINGS, SECRET_MASK } from '../../contract/settings.js';
import { TEST_ADMIN } from '../support/constants.js';
import { createTestApp, useSignedInApp } from '../support/test-app.js';

const t = useSignedInApp();

const put = (section: unknown, values: unknown, as = t.token) => t.call('PUT', '/api/admin/settings', { token: as, body: { section, settings: values } });
const get = async () => (await t.call('GET', '/api/admin/settings', { token: t.token })).json.data;

describe('GET /api/admin/settings', () => {
  it('needs a session', async () => {
    expect((await t.call('GET', '/api/admin/settings')).status).toBe(401);
    expect((await t.call('PUT', '/api/admin/settings', { body: { section: 'general', settings: {} } })).status).toBe(401);
  });

  it('returns every section with secrets masked when set and empty when not', async () => {
    const res = await t.call('GET', '/api/admin/settings', { token: t.token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    for (const section of ['general', 'email', 'payment', 'ai', 'security']) expect(data).toHaveProperty(section);
    expect(data.general).toEqual(DEFAULT_SETTINGS.general);
    // The signing key is generated at first start: set, so masked, and never in clear.
    const stored = await getSettings(t.db, 'security');
    expect(stored.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(data.security.jwtSecret).toBe(SECRET_MASK);
    expect(res.text).not.toContain(stored.jwtSecret);
    expect(data.email.smtpPassword).toBe('');
    expect(data.ai.openrouterApiKey).toBe('');
    expect(data.secretsSet).toEqual({
      general: {},
      email: { smtpPassword: false },
      payment: {},
      ai: { openrouterApiKey: false },
      security: { jwtSecret: true },
    });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves a section and answers with the server message', async () => {
    const general = {
      ...DEFAULT_SETTINGS.general,
      siteName: 'CV Studio',
      defaultUserCredits: { cvCreation: 5, aiOptimization: 2, premiumTemplates: 1, aiTemplates: 0 },
    };
    const res = await put('general', general);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('General settings updated successfully');
    expect(res.json.data).toMatchObject(general);
    expect((await get()).general).toEqual(general);
    const ai = await put('ai', { defaultModel: 'anthropic/claude-3-haiku', maxTokens: 4000 });
    expect(ai.json.message).toBe('AI settings updated successfully');
    expect((await get()).ai).toMatchObject({ defaultModel: 'anthropic/claude-3-haiku', maxTokens: 4000 });
  });

  it('keeps a secret sent masked or omitted, replaces it with a new value, clears it with ""', async () => {
    const email = { smtpHost: 'smtp.example.com', smtpPort: 465, smtpUser: 'mailer', fromEmail: 'no-reply@example.com', fromName: 'CV Builder' };
    let res = await put('email', { ...email, smtpPassword: 'first-Secret-value' });
    expect(res.status).toBe(200);
    expect(res.json.data.smtpPassword).toBe(SECRET_MASK);
    expect(res.json.data.secretsSet).toEqual({ smtpPassword: true });
    expect(res.text).not.toContain('first-Secret-value');
    expect((await getSettings(t.db, 'email')).smtpPassword).toBe('first-Secret-value');

    res = await put('email', { ...email, fromName: 'CV Studio', smtpPassword: SECRET_MASK });
    expect(res.status).toBe(200);
    expect(await getSettings(t.db, 'email')).toMatchObject({ fromName: 'CV Studio', smtpPassword: 'first-Secret-value' });

    res = await put('email', email);
    expect(res.status).toBe(200);
    expect(await getSettings(t.db, 'email')).toMatchObject({ fromName: 'CV Builder', smtpPassword: 'first-Secret-value' });

    expect((await put('email', { smtpPassword: 'second-Secret-value' })).status).toBe(200);
    expect((await getSettings(t.db, 'email')).smtpPassword).toBe('second-Secret-value');
    expect((await get()).email.smtpPassword).toBe(SECRET_MASK);

    expect((await put('email', { smtpPassword: '' })).status).toBe(200);
    expect((await getSettings(t.db, 'email')).smtpPassword).toBe('');
    expect((await get()).email.smtpPassword).toBe('');
    expect((await get()).secretsSet.email).toEqual({ smtpPassword: false });

    // The audit trail records the saves but never a secret.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.entityId, 'email')));
    expect(rows.length).toBe(5);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('first-Secret-value');
    expect(text).not.toContain('second-Secret-value');
    expect(rows[3]!.after).toMatchObject({ replaced: ['smtpPassword'] });
  });

  // For each secret: where it is stored, and the changes that would send it somewhere else.
  const SECRETS = [
    {
      section: 'email',
      secret: 'smtpPassword',
      stored: { smtpHost: 'smtp.example.com', smtpPort: 465, smtpUser: 'mailer', smtpPassword: 'Stored-Smtp-Secret' },
      moves: [{ smtpHost: 'mail.attacker.example' }, { smtpPort: 2525 }, { smtpUser: 'someone-else' }],
      unmoved: { smtpHost: '  smtp.example.com  ', smtpPort: 465, fromName: 'Same server' },
      said: ['SMTP_PASSWORD_RETYPE', 'Type the password again to send to another server'],
    },
    {
      section: 'ai',
      secret: 'openrouterApiKey',
      stored: { openrouterBaseUrl: 'https://openrouter.ai/api/v1', openrouterApiKey: 'sk-or-v1-stored-key' },
      moves: [{ openrouterBaseUrl: 'https://attacker.example/v1' }],
      unmoved: { openrouterBaseUrl: 'https://openrouter.ai/api/v1', maxTokens: 1200 },
      said: ['AI_KEY_RETYPE', 'Type the API key again to use it with another address'],
    },
  ] as const;

  it.each(SECRETS)('never lets the stored $secret follow a changed destination: it is sent again or cleared', async (c) => {
    expect((await put(c.section, c.stored)).status).toBe(200);
    const stored = () => getSettings(t.db, c.section);
    const before = await t.db.select().from(settings);
    for (const move of c.moves) {
      for (const kept of [{}, { [c.secret]: SECRET_MASK }]) {
        const res = await put(c.section, { ...move, ...kept });
        expect(res.status, JSON.stringify(move)).toBe(400);
        expect(res.json).toMatchObject({ code: c.said[0], errors: { [c.secret]: c.said[1] }, fieldCodes: { [c.secret]: c.said[0] } });
      }
    }
    expect(await t.db.select().from(settings)).toEqual(before);
    // The same destination (compared trimmed) keeps the secret.
    expect((await put(c.section, { ...c.unmoved, [c.secret]: SECRET_MASK })).status).toBe(200);
    expect(await stored()).toMatchObject({ [c.secret]: (c.stored as Record<string, unknown>)[c.secret] });
    // A new destination with the secret typed again, or cleared.
    const [move] = c.moves;
    expect((await put(c.section, { ...move, [c.secret]: 'Typed-Again-Secret' })).status).toBe(200);
    expect(await stored()).toMatchObject({ ...move, [c.secret]: 'Typed-Again-Secret' });
    expect((await put(c.section, { ...c.stored, [c.secret]: '' })).status).toBe(200);
    expect(await stored()).toMatchObject({ ...c.stored, [c.secret]: '' });
    // Nothing stored, nothing to carry.
    expect((await put(c.section, move)).status).toBe(200);
  });

  it('lets a blank SMTP host keep the password (mail off), and asks for it again when a host comes back', async () => {
    await put('email', { smtpHost: 'smtp.example.com', smtpPort: 465, smtpPassword: 'Stored-Smtp-Secret' });
    expect((await put('email', { smtpHost: '', smtpPort: 587 })).status).toBe(200);
    expect(await getSettings(t.db, 'email')).toMatchObject({ smtpHost: '', smtpPassword: 'Stored-Smtp-Secret' });
    const back = await put('email', { smtpHost: 'smtp.example.com', smtpPassword: SECRET_MASK });
    expect(back.status).toBe(400);
    expect(back.json.fieldCodes).toEqual({ smtpPassword: 'SMTP_PASSWORD_RETYPE' });
    await put('email', { smtpPassword: '' });
  });

  it('keeps the AI key when the form sends the mask back', async () => {
    await put('ai', { openrouterApiKey: 'sk-or-v1-abcdef' });
    const res = await put('ai', { ...(await get()).ai, maxTokens: 1500 });
    expect(res.status).toBe(200);
    expect(await getSettings(t.db, 'ai')).toMatchObject({ openrouterApiKey: 'sk-or-v1-abcdef', maxTokens: 1500 });
  });

  it.each([
    ['sessionTimeout', 1, 90],
    ['maxLoginAttempts', 3, 10],
    ['passwordMinLength', 6, 20],
  ])('accepts %s from %i to %i and refuses one step outside either bound', async (field, lo, hi) => {
    for (const value of [lo, hi]) {
      const res = await put('security', { [field]: value });
      expect(res.status).toBe(200);
      expect((await getSettings(t.db, 'security'))[field as 'sessionTimeout']).toBe(value);
    }
    for (const value of [lo - 1, hi + 1, lo + 0.5, 'abc']) {
      const res = await put('security', { [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.errors[field]).toBeTruthy();
      expect((await getSettings(t.db, 'security'))[field as 'sessionTimeout']).toBe(hi);
    }
    await put('security', { [field]: DEFAULT_SETTINGS.security[field as 'sessionTimeout'] });
  });

  it('names the range in the error', async () => {
    const res = await put('security', { sessionTimeout: 91, maxLoginAttempts: 2, passwordMinLength: 21 });
    expect(res.json.errors).toEqual({
      sessionTimeout: 'Session timeout must be between 1 and 90 days',
      maxLoginAttempts: 'Max login attempts must be between 3 and 10',
      passwordMinLength: 'Minimum password length must be between 6 and 20',
    });
  });

  it.each([
    ['an unknown section', { section: 'billing', settings: {} }, 'section'],
    ['settings that are not an object', { section: 'general', settings: 'x' }, 'settings'],
    ['an unknown field', { section: 'general', settings: { colour: 'red' } }, 'colour'],
    ['a model off the list', { section: 'ai', settings: { defaultModel: 'openai/gpt-5' } }, 'defaultModel'],
    ['a bad admin email', { section: 'general', settings: { adminEmail: 'nope' } }, 'adminEmail'],
    [
      'a negative default credit',
      { section: 'general', settings: { defaultUserCredits: { cvCreation: -1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 } } },
      'defaultUserCredits.cvCreation',
    ],
    ['a non-boolean switch', { section: 'payment', settings: { qrCodeEnabled: 'yes' } }, 'qrCodeEnabled'],
    ['a bank BIN that is not 6 digits', { section: 'payment', settings: { bankBin: '12ab' } }, 'bankBin'],
    ['an SMTP port out of range', { section: 'email', settings: { smtpPort: 70000 } }, 'smtpPort'],
    ['a short JWT secret', { section: 'security', settings: { jwtSecret: 'too-short' } }, 'jwtSecret'],
    ['an empty JWT secret', { section: 'security', settings: { jwtSecret: '' } }, 'jwtSecret'],
  ])('refuses %s with a field error and changes nothing', async (_label, body, field) => {
    const before = await t.db.select().from(settings);
    const res = await t.call('PUT', '/api/admin/settings', { token: t.token, body });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toHaveProperty(field);
    expect(await t.db.select().from(settings)).toEqual(before);
  });

  it('refuses a malformed body', async () => {
    expect((await t.call('PUT', '/api/admin/settings', { token: t.token, body: '{' })).status).toBe(400);
    expect((await t.call('PUT', '/api/admin/settings', { token: t.token, body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});

describe('settings take effect', () => {
  it('maxLoginAttempts drives the sign-in throttle', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login();
      const attempt = (email: string) => app.call('POST', '/api/admin/auth/login', { body: { email, password: 'wrong-password' } });
      expect((await app.call('PUT', '/api/admin/settings', { token: admin, body: { section: 'security', settings: { maxLoginAttempts: 3 } } })).status).toBe(
        200,
      );
      for (let i = 0; i < 3; i++) expect((await attempt('three@example.com')).status).toBe(401);
      const blocked = await attempt('three@example.com');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

      expect((await app.call('PUT', '/api/admin/settings', { token: admin, body: { section: 'security', settings: { maxLoginAttempts: 6 } } })).status).toBe(
        200,
      );
      for (let i = 0; i < 6; i++) expect((await attempt('six@example.com')).status).toBe(401);
      expect((await attempt('six@example.com')).status).toBe(429);
      // Raising the limit lets the first email try again at once.
      expect((await attempt('three@example.com')).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('sessionTimeout sets how long a new sign-in lasts', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login();
      await app.call('PUT', '/api/admin/settings', { token: admin, body: { section: 'security', settings: { sessionTimeout: 2 } } });
      const short = await app.login();
      // Both sessions used every 6 hours, so neither idles out (Sign out after inactivity: 8 hours).
      for (let hours = 6; hours < 48; hours += 6) {
        app.clock.advance(6 * 3_600_000);
        for (const token of [short, admin]) expect((await app.call('GET', '/api/admin/auth/me', { token })).status).toBe(200);
      }
      app.clock.advance(6 * 3_600_000 - 1000);
      expect((await app.call('GET', '/api/admin/auth/me', { token: short })).status).toBe(200);
      app.clock.advance(2000);
      expect((await app.call('GET', '/api/admin/auth/me', { token: short })).status).toBe(401);
      // The earlier session was made under the default 30 days and still works.
      expect((await app.call('GET', '/api/admin/auth/me', { token: admin })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('passwordMinLength governs the admin password change', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login();
      await app.call('PUT', '/api/admin/settings', { token: admin, body: { section: 'security', settings: { passwordMinLength: 14 } } });
      const short = await app.call('PUT', '/api/admin/auth/change-password', {
        token: admin,
        body: { currentPassword: TEST_ADMIN.password, newPassword: 'Thirteen-chr1' },
      });
      expect(short.status).toBe(400);
      expect(short.json.errors.newPassword).toContain('14');
      const long = await app.call('PUT', '/api/admin/auth/change-password', {
        token: admin,
        body: { currentPassword: TEST_ADMIN.password, newPassword: 'Fourteen-chr14' },
      });
      expect(long.status).toBe(200);
      expect(await app.login(TEST_ADMIN.email, 'Fourteen-chr14')).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('a new JWT secret signs everyone out; signing in again works', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login();
      const other = await app.login();
      const secret = 'n'.repeat(40);
      const res = await app.call('PUT', '/api/admin/settings', { token: admin, body: { section: 'security', settings: { jwtSecret: secret } } });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(secret);
      expect(res.json.data.jwtSecret).toBe(SECRET_MASK);
      expect((await getSettings(app.db, 'security')).jwtSecret).toBe(secret);
      expect((await app.call('GET', '/api/admin/auth/me', { token: other })).status).toBe(401);
      expect((await app.call('GET', '/api/admin/auth/me', { token: await app.login() })).status).toBe(200);
      // Sending the mask back keeps the key: nobody is signed out.
      const fresh = await app.login();
      await app.call('PUT', '/api/admin/settings', { token: fresh, body: { section: 'security', settings: { jwtSecret: SECRET_MASK, sessionTimeout: 7 } } });
      expect((await app.call('GET', '/api/admin/auth/me', { token: fresh })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a security change made on one instance takes effect on another on the same database (held in memory, forgotten on change)', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ sameDatabaseAs: a });
    try {
      const token = await a.login();
      const me = (app: typeof a, as = token) => app.call('GET', '/api/admin/auth/me', { token: as });
      // B reads the security settings (the signing key among them) and holds them.
      expect((await me(b)).status).toBe(200);
      expect((await me(b)).json.data.twoFactorSetupRequired).toBe(false);
      // A turns two-factor sign-in on for everyone: B hears it once A's change commits.
      expect((await a.call('PUT', '/api/admin/settings', { token, body: { section: 'security', settings: { enableTwoFactor: true } } })).status).toBe(200);
      await vi.waitFor(async () => expect((await me(b)).json.data.twoFactorSetupRequired).toBe(true));
      expect((await b.call('GET', '/api/admin/users', { token })).json.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      // A new signing key written as another process's store writes it: the row, and the
      // notification in the same transaction (nothing in this process is told otherwise). B
      // forgets the key it held: the token signed with the old one stops working there.
      const secret = 'm'.repeat(40);
      const security = { ...(await getSettings(a.db, 'security')), enableTwoFactor: false, jwtSecret: secret };
      await a.db.transaction(async (tx) => {
        await tx.update(settings).set({ value: security }).where(eq(settings.section, 'security'));
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'security')`);
      });
      await vi.waitFor(async () => expect((await me(b)).status).toBe(401));
      expect((await me(b, await a.login())).json.data.twoFactorSetupRequired).toBe(false);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('defaultUserCredits are what a new user starts with', async () => {
    const credits = { cvCreation: 7, aiOptimization: 3, premiumTemplates: 2, aiTemplates: 1 };
    await put('general', { defaultUserCredits: credits });
    expect(await newUserDefaults(t.db)).toEqual(credits);
  });

  it('qrCodeEnabled and the bank fields drive the QR code of a pending order', async () => {
    const [pkg] = await t.db
      .insert(packages)
      .values({ name: 'Gói QR', nameEn: 'QR pack', description: 'Mô tả', descriptionEn: 'Description', price: 99_000 })
      .returning();
    const now = t.clock.now();
    const [order] = await t.db
      .insert(orders)
      .values({
        orderCode: 'QRSETTINGS1',
        customerName: 'Lan Nguyen',
        customerEmail: 'lan@example.com',
        packageId: pkg!.id,
        amount: 99_000,
        currency: 'VND',
        status: 'PENDING',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 30 * 60_000),
      })
      .returning();
    const bank = { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '0123456789', accountName: 'CONG TY CV', bankBranch: 'Ha Noi' };
    expect((await put('payment', { ...bank, qrCodeEnabled: true })).status).toBe(200);
    let res = await t.call('GET', `/api/admin/orders/${order!.id}`, { token: t.token });
    expect(res.status).toBe(200);
    expect(res.json.data.bankInfo).toMatchObject(bank);
    expect(res.json.data.qrCodeData).toMatch(/^data:image\//);

    expect((await put('payment', { qrCodeEnabled: false })).status).toBe(200);
    res = await t.call('GET', `/api/admin/orders/${order!.id}`, { token: t.token });
    expect(res.json.data.qrCodeData).toBeNull();
    expect(res.json.data.bankInfo).toMatchObject(bank);
  });
});
