// Mail that is really sent: the outbox sender against a real SMTP server in this process,
// the verification link it carries, retries with backoff on the test clock, shutdown with a
// send in flight, two senders on one PostgreSQL, and Settings › Email's test email.
import dns from 'node:dns/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, beforeEach, vi } from 'vitest';
import { SECRET_MASK } from '../../contract/settings.js';
import { openDb } from '../../server/db/client.js';
import { emailOutbox, emailVerificationTokens, userActivity, users } from '../../server/db/schema.js';
import { silentLogger } from '../../server/logging/logger.js';
import { VERIFICATION_TTL_MS } from '../../server/mail/verification-link.js';
import { createOutboxSender, type OutboxSender } from '../../server/mail/sender.js';
import { MAX_ATTEMPTS, queueMail, retryDelayMs, SEND_LEASE_MS } from '../../server/mail/outbox.js';
import { hashToken } from '../../server/security/tokens.js';
import { TEST_ADMIN } from '../support/constants.js';
import { type ReceivedMail, SMTP_LOGIN, startDroppingServer, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeCv, makeUser } from './users-cvs-fixtures.js';

const PUBLIC_URL = 'http://panel.test';
let t: TestApp;
let token: string;
let smtp: TestSmtp;
let sender: OutboxSender;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  smtp = await startSmtpServer();
  // The snapshot's demo messages are not this file's: the queue starts empty.
  await t.db.delete(emailOutbox);
  sender = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: PUBLIC_URL });
});
// A test that moves the clock by hours leaves the session idle for that long: a new one each time.
beforeEach(async () => {
  token = await t.login();
});
afterEach(async () => {
  token = await t.login();
  smtp.mode = 'accept';
  await configure(smtp.settings());
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
  await t.close();
});

const configure = async (values: Record<string, unknown>) => {
  const res = await t.call('PUT', '/api/admin/settings', { token, body: { section: 'email', settings: values } });
  expect(res.status).toBe(200);
};
const resend = (userId: string, language = 'en') =>
  t.call('POST', `/api/admin/users/${userId}/resend-verification`, { token, headers: { 'accept-language': language } });
const mailOf = async (userId: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)))[0]!;
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const received = (to: string) => smtp.received.filter((m) => m.envelopeTo.includes(to));

function linkOf(mail: ReceivedMail): { path: string; token: string } {
  const match = /http:\/\/panel\.test(\/api\/verify-email\?token=([A-Za-z0-9_-]+))/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return { path: match![1]!, token: match![2]! };
}

/** A user with a Vietnamese CV, a verification queued and delivered; the link in it. */
async function deliveredVerification(values: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.db, values);
  expect((await resend(user.id)).status).toBe(200);
  expect(await sender.runOnce()).toBe(1);
  const [mail] = received(user.email);
  return { user, mail: mail!, link: linkOf(mail!) };
}

describe('delivery of a verification email', () => {
  it('arrives once, in the language of the user’s CVs, with HTML and text and a link that verifies once', async () => {
    await configure(smtp.settings());
    const user = await makeUser(t.db, { firstName: 'Hoa', email: 'hoa.nguyen@mail.test' });
    await makeCv(t.db, { userId: user.id, language: 'vi' });
    const res = await resend(user.id, 'en');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Verification email sent successfully!', data: { smtpConfigured: true } });

    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    const mails = received('hoa.nguyen@mail.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Xác nhận địa chỉ email của anh/chị tại CV Builder');
    expect(mail.from).toMatchObject({ address: 'no-reply@cvbuilder.test', name: 'CV Builder' });
    expect(mail.to?.[0]?.address).toBe('hoa.nguyen@mail.test');
    expect(mail.text).toContain('Kính gửi anh/chị Hoa,');
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain('Xác minh email');
    const link = linkOf(mail);
    // The HTML part carries the same link (HTML-escaped in its attributes).
    expect(mail.html).toContain(link.token);

    const row = await mailOf(user.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lastErrorCode: null, lastErrorParams: null, language: 'vi' });
    expect(row.sentAt).toEqual(t.clock.now());
    // Only a hash of the token is kept: not in the outbox, not in the token table.
    expect(JSON.stringify(row)).not.toContain(link.token);
    const [stored] = await t.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    expect(stored).toMatchObject({ tokenHash: hashToken(link.token), email: user.email, language: 'vi', usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(link.token);

    // Opening the link (a person, or a mail scanner) spends nothing: a page with a button.
    for (let i = 0; i < 2; i++) {
      const opened = await t.call('GET', link.path);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toMatch(/text\/html/);
      expect(opened.headers.get('cache-control')).toBe('no-store');
      expect(opened.text).toContain('Xác minh email của tôi');
      expect(opened.text).toMatch(/<form method="post" action="(\/|&#x2F;)api(\/|&#x2F;)verify-email">/);
      expect(opened.text).toContain(`<input type="hidden" name="token" value="${link.token}">`);
    }
    expect((await userRow(user.id)).emailVerified).toBe(false);
    expect(
      await t.db
        .select()
        .from(userActivity)
        .where(and(eq(userActivity.userId, user.id), eq(userActivity.type, 'email_verified'))),
    ).toHaveLength(0);

    // The button posts the token: that verifies.
    const first = await t.call('POST', '/api/verify-email', {
      body: new URLSearchParams({ token: link.token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(first.status).toBe(200);
    expect(first.text).toContain('Đã xác minh email');
    expect(first.text).toContain('hoa.nguyen@mail.test');
    const verified = await userRow(user.id);
    expect(verified.emailVerified).toBe(true);
    const activity = await t.db
      .select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.type, 'email_verified')));
    expect(activity).toHaveLength(1);

    t.clock.advance(1000);
    const second = await t.call('GET', link.path);
    expect(second.status).toBe(409);
    const again = await t.call('POST', '/api/verify-email', {
      body: new URLSearchParams({ token: link.token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(409);
    expect(second.text).toContain('Liên kết này đã được sử dụng');
    expect((await userRow(user.id)).updatedAt).toEqual(verified.updatedAt);
    expect(
      await t.db
        .select()
        .from(userActivity)
        .where(and(eq(userActivity.userId, user.id), eq(userActivity.type, 'email_verified'))),
    ).toHaveLength(1);
    // Verified now: a new verification is refused.
    expect((await resend(user.id)).status).toBe(409);
  });

  it('writes in the admin’s language when the user has no CV in English or Vietnamese', async () => {
    await configure(smtp.settings());
    const vi = await makeUser(t.db, { firstName: 'An' });
    const en = await makeUser(t.db, { firstName: 'Ann' });
    await makeCv(t.db, { userId: en.id, language: 'zh' });
    await resend(vi.id, 'vi-VN,vi;q=0.9');
    await resend(en.id, 'en-US');
    expect(await sender.runOnce()).toBe(2);
    expect(received(vi.email)[0]!.subject).toBe('Xác nhận địa chỉ email của anh/chị tại CV Builder');
    const english = received(en.email)[0]!;
    expect(english.subject).toBe('Confirm your email address for CV Builder');
    expect(english.text).toContain('Hello Ann,');
    expect(english.html).toContain('Verify email address');
  });

  it('an expired link and an unknown one change nothing and say so', async () => {
    await configure(smtp.settings());
    const { user, link } = await deliveredVerification();
    t.clock.advance(VERIFICATION_TTL_MS + 1000);
    const expired = await t.call('GET', link.path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    expect((await userRow(user.id)).emailVerified).toBe(false);

    const unknown = await t.call('GET', '/api/verify-email?token=not-a-real-token', { headers: { 'accept-language': 'vi' } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Liên kết này không hợp lệ');
    expect((await t.call('GET', '/api/verify-email')).status).toBe(404);
  });

  it('a link sent to an address the account no longer has does not verify the new one', async () => {
    await configure(smtp.settings());
    const { user, link } = await deliveredVerification();
    expect((await t.call('PUT', `/api/admin/users/${user.id}`, { token, body: { email: `changed-${user.email}` } })).status).toBe(200);
    const res = await t.call('GET', link.path);
    expect(res.status).toBe(404);
    expect((await userRow(user.id)).emailVerified).toBe(false);
  });

  it('waits while SMTP is not configured, says so, and goes once it is', async () => {
    await configure({ smtpHost: '', fromEmail: '' });
    const user = await makeUser(t.db);
    const res = await resend(user.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Verification email queued: SMTP is not configured in Settings › Email');
    expect(res.json.data.smtpConfigured).toBe(false);
    // Asking again rewrites the waiting message rather than queueing a second.
    expect((await resend(user.id)).status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).toHaveLength(1);
    expect(await sender.runOnce()).toBe(0);
    expect((await mailOf(user.id)).status).toBe('queued');

    const emails = await t.call('GET', `/api/admin/users/${user.id}/emails`, { token });
    expect(emails.json.data).toMatchObject({
      smtpConfigured: false,
      maxAttempts: MAX_ATTEMPTS,
      emails: [{ kind: 'email_verification', status: 'queued', attempts: 0 }],
    });

    await configure(smtp.settings());
    expect(await sender.runOnce()).toBe(1);
    expect(received(user.email)).toHaveLength(1);
    const after = await t.call('GET', `/api/admin/users/${user.id}/emails`, { token });
    expect(after.json.data.emails[0]).toMatchObject({ status: 'sent', sentAt: t.clock.now().toISOString(), nextAttemptAt: null });
  });
});

describe('retries', () => {
  it('a server that refuses (5xx) gets the message again after each backoff, then it is failed with the reason', async () => {
    await configure(smtp.settings());
    smtp.mode = 'reject';
    const user = await makeUser(t.db);
    await resend(user.id);
    const offeredBefore = smtp.offered;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.runOnce()).toBe(1);
      const row = await mailOf(user.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('The SMTP server refused the message: 554 5.7.1 Message refused by the test server');
      expect(row).toMatchObject({ lastErrorCode: 'SMTP_REJECTED', lastErrorParams: { reply: '554 5.7.1 Message refused by the test server' } });
      if (attempt === MAX_ATTEMPTS) {
        expect(row.status).toBe('failed');
        break;
      }
      expect(row.status).toBe('queued');
      const wait = retryDelayMs(attempt);
      expect(row.nextAttemptAt).toEqual(new Date(t.clock.now().getTime() + wait));
      // Not before its time: a moment early, nothing is tried.
      t.clock.advance(wait - 1000);
      expect(await sender.runOnce()).toBe(0);
      t.clock.advance(1000);
    }
    expect(smtp.offered - offeredBefore).toBe(MAX_ATTEMPTS);
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    t.clock.advance(24 * 3_600_000);
    expect(await sender.runOnce()).toBe(0);
    expect(received(user.email)).toHaveLength(0);
    token = await t.login();

    const emails = await t.call('GET', `/api/admin/users/${user.id}/emails`, { token });
    expect(emails.json.data.emails[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining('554'),
      lastErrorCode: 'SMTP_REJECTED',
      lastErrorParams: { reply: expect.stringContaining('554') },
    });
  });

  it('a server that drops the connection: a retry, then delivered once a working server is set', async () => {
    const dropping = await startDroppingServer();
    try {
      await configure(smtp.settings({ smtpPort: dropping.port }));
      const user = await makeUser(t.db);
      await resend(user.id);
      expect(await sender.runOnce()).toBe(1);
      expect(dropping.connections).toBe(1);
      const row = await mailOf(user.id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.lastError).toMatch(/^Could not send through the SMTP server at 127\.0\.0\.1:\d+$/);
      expect(row.lastError).not.toContain(SMTP_LOGIN.password);

      await configure(smtp.settings());
      t.clock.advance(retryDelayMs(1));
      expect(await sender.runOnce()).toBe(1);
      expect(received(user.email)).toHaveLength(1);
      expect(await mailOf(user.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await dropping.close();
    }
  });

  it('a message whose sender died mid-send is taken again once the lease runs out', async () => {
    await configure(smtp.settings());
    const user = await makeUser(t.db);
    await resend(user.id);
    // A claim that never came back (its sender was killed): the row stays 'sending'.
    await t.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(t.clock.now().getTime() + SEND_LEASE_MS) })
      .where(eq(emailOutbox.userId, user.id));
    expect(await sender.runOnce()).toBe(0);
    t.clock.advance(SEND_LEASE_MS);
    expect(await sender.runOnce()).toBe(1);
    expect(await mailOf(user.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a name is resolved and checked at each send: once it answers a forbidden address (DNS rebinding), nothing connects', async () => {
    // DNS stands in here (no resolver is reachable in tests): first this machine, then the metadata address.
    const lookup = vi.spyOn(dns, 'lookup').mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    try {
      await configure(smtp.settings({ smtpHost: 'mail.rebind.test' }));
      const first = await makeUser(t.db);
      await resend(first.id);
      expect(await sender.runOnce()).toBe(1);
      expect(received(first.email)).toHaveLength(1);

      lookup.mockResolvedValue([{ address: '169.254.169.254', family: 4 }] as never);
      const second = await makeUser(t.db);
      await resend(second.id);
      const offered = smtp.offered;
      expect(await sender.runOnce()).toBe(1);
      expect(smtp.offered).toBe(offered);
      expect(await mailOf(second.id)).toMatchObject({
        status: 'queued',
        lastErrorCode: 'SMTP_FORBIDDEN_ADDRESS',
        lastErrorParams: { server: `mail.rebind.test:${smtp.port}` },
      });
    } finally {
      lookup.mockRestore();
    }
  });
});

describe('shutdown', () => {
  it('stop() stops claiming and waits for the send in flight to finish and be recorded', async () => {
    await configure(smtp.settings());
    const own = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: PUBLIC_URL });
    const first = await makeUser(t.db);
    const second = await makeUser(t.db);
    await resend(first.id);
    const held = smtp.hold();
    const pass = own.runOnce();
    await held.arrived;
    // Queued while the first is in flight: the stopping sender must leave it alone.
    await resend(second.id);
    let stopped = false;
    const stopping = own.stop().then(() => (stopped = true));
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    expect((await mailOf(first.id)).status).toBe('sending');
    held.release();
    await stopping;
    expect(await pass).toBe(1);
    expect((await mailOf(first.id)).status).toBe('sent');
    expect((await mailOf(second.id)).status).toBe('queued');
    expect(await own.runOnce()).toBe(0);
    // The next instance sends it.
    expect(await sender.runOnce()).toBe(1);
  });

  it('a started sender sends what is queued without being asked, and wakes at once when told', async () => {
    await configure(smtp.settings());
    const own = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: PUBLIC_URL, pollMs: 60_000 });
    const user = await makeUser(t.db);
    await resend(user.id);
    own.start();
    own.wake();
    await expect.poll(async () => (await mailOf(user.id)).status, { timeout: 10_000 }).toBe('sent');
    await own.stop();
    expect(received(user.email)).toHaveLength(1);
  });
});

describe('two senders on one database', () => {
  // On PostgreSQL each has its own connection pool, as two server instances would.
  it('deliver each message exactly once', async () => {
    await configure(smtp.settings());
    const url = t.handle.databaseUrl;
    const other = url ? await openDb({ databaseUrl: url, poolSize: 4 }) : { ...t.handle, close: async () => {} };
    try {
      const now = t.clock.now();
      const recipients = Array.from({ length: 40 }, (_, i) => `pair-${i}@mail.test`);
      for (const to of recipients) await queueMail(t.db, { toEmail: to, subject: 'Pair', body: 'Hello', kind: 'test', createdAt: now });
      const a = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: PUBLIC_URL });
      const b = createOutboxSender({ db: other.db, clock: t.clock, logger: silentLogger, publicUrl: PUBLIC_URL });
      const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentByA + sentByB).toBe(recipients.length);
      const got = smtp.received.filter((m) => m.envelopeTo[0]!.startsWith('pair-')).map((m) => m.envelopeTo[0]);
      expect(got.sort()).toEqual([...recipients].sort());
      // Each claimed once: a second claim would show as a second attempt.
      const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'test'));
      expect(rows.map((r) => `${r.status}/${r.attempts}`)).toEqual(recipients.map(() => 'sent/1'));
    } finally {
      await other.close();
    }
  });
});

describe('Send test email', () => {
  const sendTest = (settings: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/admin/settings/email/test', { token, body: { settings }, headers });

  it('sends to the signed-in admin at once, in the admin’s language', async () => {
    await configure(smtp.settings());
    const before = smtp.received.length;
    const res = await sendTest({}, { 'accept-language': 'vi' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { to: TEST_ADMIN.email }, message: `Test email sent to ${TEST_ADMIN.email}` });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.envelopeTo).toEqual([TEST_ADMIN.email]);
    expect(mail.subject).toBe('Email thử nghiệm từ CV Builder');
    expect(mail.html).toContain('<html lang="vi">');
    // Not through the queue.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, TEST_ADMIN.email))).toHaveLength(0);
  });

  it('uses the form’s unsaved values over the stored ones; the mask keeps the stored password for the stored server', async () => {
    await configure({ ...smtp.settings(), smtpPort: 1 });
    const before = smtp.received.length;
    // Another port: the password is typed again (the stored one goes only to the stored server).
    expect((await sendTest({ smtpPort: smtp.port, smtpPassword: SECRET_MASK })).status).toBe(400);
    await configure(smtp.settings());
    const res = await sendTest({ smtpPassword: SECRET_MASK, fromName: 'Unsaved Name' });
    expect(res.status).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.from).toMatchObject({ name: 'Unsaved Name' });
  });

  it('reports the SMTP server’s refusal in words, without the password', async () => {
    await configure(smtp.settings());
    smtp.mode = 'reject';
    const refused = await sendTest();
    expect(refused.status).toBe(502);
    expect(refused.json).toEqual({
      success: false,
      code: 'SMTP_REJECTED',
      params: { reply: '554 5.7.1 Message refused by the test server' },
      message: 'The SMTP server refused the message: 554 5.7.1 Message refused by the test server',
    });

    smtp.mode = 'accept';
    const badLogin = await sendTest({ smtpPassword: 'Wrong-Password-123' });
    expect(badLogin.status).toBe(502);
    expect(badLogin.json.message).toMatch(/^The SMTP server refused the sign-in: 535/);
    expect(badLogin.json).toMatchObject({ code: 'SMTP_AUTH_REPLY', params: { reply: expect.stringMatching(/^535/) } });
    expect(badLogin.text).not.toContain('Wrong-Password-123');
    expect(badLogin.text).not.toContain(SMTP_LOGIN.password);
    expect(badLogin.text).not.toMatch(/at .*\.js:\d+/);

    const dropping = await startDroppingServer();
    await dropping.close();
    const refusedConnection = await sendTest({ smtpPort: dropping.port, smtpPassword: SMTP_LOGIN.password });
    expect(refusedConnection.status).toBe(502);
    expect(refusedConnection.json).toMatchObject({
      code: 'SMTP_REFUSED',
      params: { server: `127.0.0.1:${dropping.port}` },
      message: `Could not connect to the SMTP server at 127.0.0.1:${dropping.port}: connection refused`,
    });
  });

  it('says what is missing when SMTP is not configured, and checks the values', async () => {
    await configure({ smtpHost: '', fromEmail: '' });
    const missing = await sendTest();
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      success: false,
      code: 'SMTP_NOT_CONFIGURED',
      message: 'SMTP is not configured: fill in the SMTP host and the from address',
      errors: { smtpHost: 'Required to send mail', fromEmail: 'Required to send mail' },
      fieldCodes: { smtpHost: 'REQUIRED_TO_SEND', fromEmail: 'REQUIRED_TO_SEND' },
    });
    const invalid = await sendTest({ smtpPort: 70000, nonsense: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toMatchObject({ smtpPort: 'Must be between 1 and 65535', nonsense: 'Unknown setting' });
    // Only the problem the schema does not word has a code: the form checks the same schema first.
    expect(invalid.json.fieldCodes).toEqual({ nonsense: 'UNKNOWN_SETTING' });
    expect((await t.call('POST', '/api/admin/settings/email/test', { body: { settings: {} } })).status).toBe(401);
  });
});
