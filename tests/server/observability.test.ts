// What an operator sees: one log line per request (request id, method, path without the
// query, status, duration) with no secret in any line, errors with their stack in the log
// only, the admin health report with the mail queue, and the public liveness probe.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema.js';
import { createLogger } from '../../server/logging/logger.js';
import { createOutboxSender } from '../../server/mail/sender.js';
import { MAX_ATTEMPTS, queueMail } from '../../server/mail/outbox.js';
import { getSettings } from '../../server/settings/store.js';
import { TEST_ADMIN } from '../support/constants.js';
import { SMTP_LOGIN, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeCv, makeUser } from './users-cvs-fixtures.js';

/** A logger whose lines this test reads. */
function capturedLogger() {
  const out = { text: '' };
  const destination = new Writable({
    write(chunk, _encoding, done) {
      out.text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const lines = () =>
    out.text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, any>);
  return { logger, out, lines };
}

describe('request logs', () => {
  const log = capturedLogger();
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger });
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('one line per request, and no password, token or secret in any line', async () => {
    const responses: Response[] = [];
    const call = async (...args: Parameters<TestApp['call']>) => {
      const res = await t.call(...args);
      responses.push(new Response(null, { status: res.status, headers: res.headers }));
      return res;
    };
    // Sign-in (password in the body, a JWT back), then a failed sign-in and a bad bearer token.
    const login = await call('POST', '/api/admin/auth/login', { body: TEST_ADMIN });
    const jwt = login.json.data.token as string;
    await call('POST', '/api/admin/auth/login', { body: { email: TEST_ADMIN.email, password: 'Wrong-Password-42' } });
    expect((await call('GET', '/api/admin/users', { token: `${jwt}x` })).status).toBe(401);
    expect((await call('PUT', `/api/admin/users/${crypto.randomUUID()}`, { token: jwt, body: { email: 'not-an-email' } })).status).toBe(400);
    // A streamed export (a Response of its own) carries the request id too.
    expect((await call('GET', '/api/admin/users/export', { token: jwt })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Settings with the SMTP password in the body.
    await call('PUT', '/api/admin/settings', { token: jwt, body: { section: 'email', settings: smtp.settings() } });
    const { jwtSecret } = await getSettings(t.db, 'security');
    // A preview render: the preview token is in the query string.
    const user = await makeUser(t.db);
    const cv = await makeCv(t.db, { userId: user.id });
    const preview = await call('POST', `/api/admin/cvs/${cv.id}/preview-token`, { token: jwt });
    const previewToken = preview.json.data.previewToken as string;
    expect((await call('GET', `/api/cv/render/${cv.id}?token=${encodeURIComponent(previewToken)}`)).status).toBe(200);
    // A verification email delivered through the sender (same logger), and its link followed.
    await call('POST', `/api/admin/users/${user.id}/resend-verification`, { token: jwt });
    const sender = createOutboxSender({ db: t.db, clock: t.clock, logger: log.logger, publicUrl: 'http://panel.test' });
    while ((await sender.runOnce()) > 0);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(user.email))!;
    const link = /http:\/\/panel\.test(\/api\/verify-email\?token=([\w-]+))/.exec(mail.text!)!;
    expect((await call('GET', link[1]!)).status).toBe(200);
    // The caller's request id is kept when sane, replaced when not.
    const kept = await call('GET', '/healthz', { headers: { 'x-request-id': 'lb-7f3a_trace=1' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_trace=1');
    const replaced = await call('GET', '/healthz', { headers: { 'x-request-id': 'bad id\u0007with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const requestLines = log.lines().filter((l) => l.msg === 'request' || l.msg === 'request failed');
    expect(requestLines).toHaveLength(responses.length);
    requestLines.forEach((line, i) => {
      expect(line).toMatchObject({ reqId: responses[i]!.headers.get('x-request-id'), status: responses[i]!.status });
      expect(Object.keys(line).sort()).toEqual(['hostname', 'level', 'method', 'ms', 'msg', 'path', 'pid', 'reqId', 'status', 'time']);
      expect(line.path).not.toContain('?');
      expect(typeof line.ms).toBe('number');
    });
    expect(requestLines[0]).toMatchObject({ method: 'POST', path: '/api/admin/auth/login', status: 200 });
    expect(requestLines.map((l) => l.path)).toContain(`/api/cv/render/${cv.id}`);
    expect(requestLines.map((l) => l.path)).toContain('/api/verify-email');
    expect(log.lines().some((l) => l.msg === 'mail sent' && l.attempt === 1)).toBe(true);

    const text = log.out.text;
    for (const secret of [TEST_ADMIN.password, 'Wrong-Password-42', jwt, jwtSecret, previewToken, link[2]!, SMTP_LOGIN.password]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/bearer|authorization|token=/i);
  });
});

describe('errors', () => {
  it('a failure inside the server is logged with its stack and answered without it', async () => {
    const log = capturedLogger();
    const t = await createTestApp({ logger: log.logger });
    const token = await t.login();
    // The database goes away under the running app; a verification link then cannot be checked.
    await t.handle.close();
    const res = await t.call('GET', '/api/verify-email?token=some-verification-token');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ success: false, message: 'Internal server error' });
    const error = log.lines().find((l) => l.msg === 'unhandled error')!;
    expect(error).toMatchObject({ level: 50, method: 'GET', path: '/api/verify-email', reqId: res.headers.get('x-request-id') });
    expect(error.err.stack).toMatch(/\n\s+at /);
    expect(log.lines().filter((l) => l.msg === 'request failed')).toEqual([expect.objectContaining({ status: 500, level: 50 })]);
    expect(log.out.text).not.toContain(token);
    expect(log.out.text).not.toContain('some-verification-token');

    // The liveness probe says the database is gone, and nothing else.
    const probe = await t.call('GET', '/healthz');
    expect(probe.status).toBe(503);
    expect(probe.json).toEqual({ status: 'unavailable' });
  });
});

describe('health', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    await t.db.delete(emailOutbox);
  });
  afterAll(() => t.close());

  it('GET /healthz: 200 {status: ok}, public, nothing else', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the admin report: database latency, the queue backlog and its oldest message, failures, version, uptime', async () => {
    const now = t.clock.now();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await queueMail(t.db, { toEmail: 'a@mail.test', subject: 'A', body: 'A', kind: 'test', createdAt: ago(45) });
    await queueMail(t.db, { toEmail: 'b@mail.test', subject: 'B', body: 'B', kind: 'test', createdAt: ago(5) });
    const failed = await queueMail(t.db, { toEmail: 'c@mail.test', subject: 'C', body: 'C', kind: 'test', createdAt: ago(300) });
    await t.db.update(emailOutbox).set({ status: 'failed', attempts: MAX_ATTEMPTS }).where(eq(emailOutbox.id, failed.id));
    t.clock.advance(30_000);

    const res = await t.call('GET', '/api/admin/dashboard/health', { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      status: 'ok',
      database: 'ok',
      databaseLatencyMs: expect.any(Number),
      uptimeSeconds: 30,
      version: '1.0.0',
      outbox: { queued: 2, oldestQueuedAgeSeconds: 45 * 60 + 30, failed: 1, smtpConfigured: false },
    });
    expect(res.json.data.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect((await t.call('GET', '/api/admin/dashboard/health')).status).toBe(401);
  });
});
