// What the SMTP settings can reach: not link-local or cloud metadata addresses (after the
// name is resolved, in every written form), TLS required but on this machine, failures told
// by kind (the server quoted only when it answered as one), and the stored password sent only
// to the stored server; the test send is audited without the password.
import { networkInterfaces } from 'node:os';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../contract/settings.js';
import { auditLog } from '../../server/db/schema.js';
import { serverText } from '../../contract/server-messages.js';
import { isForbiddenAddress, isLoopback, smtpFailure, smtpFailureKind } from '../../server/mail/smtp.js';
import { SMTP_LOGIN, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { useSignedInApp } from '../support/test-app.js';

describe('the addresses SMTP may reach', () => {
  it('refuses link-local and metadata addresses in each written form, nothing else', () => {
    for (const ip of ['169.254.169.254', '169.254.0.1', '::ffff:169.254.169.254', '::FFFF:169.254.1.1', 'fe80::1', 'febf::1', 'fd00:ec2::254']) {
      expect(isForbiddenAddress(ip), ip).toBe(true);
    }
    for (const ip of ['127.0.0.1', '10.0.0.5', '192.168.1.1', '8.8.8.8', '::1', 'fd00::2', '2001:db8::1', '::ffff:10.0.0.1']) {
      expect(isForbiddenAddress(ip), ip).toBe(false);
    }
    expect(['127.0.0.1', '127.5.5.5', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', 'fd00::2'].some(isLoopback)).toBe(false);
  });

  it('tells failures apart, and quotes the server only when it answered as one', () => {
    const s = { smtpHost: 'mail.example.com', smtpPort: 587, smtpUser: 'u', smtpPassword: 'p4ss-word', fromEmail: 'a@b.c', fromName: '' };
    const cases: [unknown, string][] = [
      [Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ESOCKET' }), 'refused'],
      [Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }), 'timeout'],
      [Object.assign(new Error('Server does not support STARTTLS'), { code: 'ETLS' }), 'tls'],
      [Object.assign(new Error('self-signed certificate'), { code: 'ESOCKET' }), 'tls'],
      [Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' }), 'auth'],
      [Object.assign(new Error('Message failed'), { code: 'EMESSAGE', responseCode: 554, response: '554 Rejected' }), 'rejected'],
      [Object.assign(new Error('getaddrinfo ENOTFOUND mail.example.com'), { code: 'EDNS' }), 'not_found'],
      // Not an SMTP server (a web server's answer): its words are not repeated.
      [Object.assign(new Error('Invalid greeting. response=HTTP/1.1 400 Bad Request internal-host-7'), { code: 'EPROTOCOL' }), 'other'],
    ];
    for (const [err, kind] of cases) expect(smtpFailureKind(err)).toBe(kind);
    const said = (err: unknown) => {
      const { code, params } = smtpFailure(err, s);
      return serverText(code, params);
    };
    expect(said(cases[7]![0])).toBe('Could not send through the SMTP server at mail.example.com:587');
    expect(said(cases[5]![0])).toBe('The SMTP server refused the message: 554 Rejected');
  });
});

describe('Send test email', () => {
  const t = useSignedInApp();
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer('0.0.0.0');
  });
  afterAll(() => smtp.close());

  const configure = (values: object) => t.call('PUT', '/api/admin/settings', { token: t.token, body: { section: 'email', settings: values } });
  const sendTest = (settings: object = {}) => t.call('POST', '/api/admin/settings/email/test', { token: t.token, body: { settings } });
  const lastTestAudit = async () =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.email_test')))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('sends the stored password only to the stored server: another host, port or user needs it typed again', async () => {
    expect((await configure(smtp.settings())).status).toBe(200);
    expect((await sendTest({ fromName: 'Unsaved Name', smtpPassword: SECRET_MASK })).status).toBe(200);
    for (const elsewhere of [{ smtpHost: 'localhost' }, { smtpPort: smtp.port + 1 }, { smtpUser: 'someone-else' }]) {
      for (const password of [SECRET_MASK, undefined]) {
        const res = await sendTest({ ...elsewhere, ...(password ? { smtpPassword: password } : {}) });
        expect(res.status, JSON.stringify(elsewhere)).toBe(400);
        expect(res.json.errors).toEqual({ smtpPassword: 'Type the password again to send to another server' });
      }
    }
    expect((await sendTest({ smtpHost: 'localhost', smtpPassword: SMTP_LOGIN.password })).status).toBe(200);
  });

  it('audits each test send with the server and the outcome, never the password', async () => {
    await configure(smtp.settings());
    await sendTest();
    const entry = await lastTestAudit();
    expect(entry!.after).toEqual({ host: '127.0.0.1', port: smtp.port, to: expect.any(String), outcome: 'sent' });
    expect(JSON.stringify(entry)).not.toContain(SMTP_LOGIN.password);
  });

  it('refuses a metadata address, before any connection', async () => {
    const res = await sendTest({ smtpHost: '169.254.169.254', smtpPort: 25, smtpPassword: 'x' });
    expect(res.status).toBe(502);
    expect(res.json.code).toBe('SMTP_FORBIDDEN_ADDRESS');
    expect(res.json.message).toMatch(/link-local or cloud metadata/);
    expect((await lastTestAudit())!.after).toMatchObject({ host: '169.254.169.254', outcome: 'forbidden_address' });
    const mapped = await sendTest({ smtpHost: '::ffff:169.254.169.254', smtpPort: 25, smtpPassword: 'x' });
    expect(mapped.json.code).toBe('SMTP_FORBIDDEN_ADDRESS');
  });

  it('requires TLS from a server that is not on this machine (this one offers none)', async () => {
    const other = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    expect(other, 'the machine has an address besides loopback').toBeTruthy();
    const res = await sendTest({ smtpHost: other, smtpPassword: SMTP_LOGIN.password });
    expect(res.status).toBe(502);
    expect(res.json.code).toBe('SMTP_TLS');
    expect(res.json.message).toBe(`Could not set up a secure (TLS) connection with the SMTP server at ${other}:${smtp.port}`);
  });
});
