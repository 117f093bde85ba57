// What the SMTP settings can reach: not link-local or cloud metadata addresses (decided on the
// address, in every written form: a host typed as one is bad input, refused at once for the
// save and the test send; a name is refused once resolved), TLS required but on this machine,
// failures told by kind (the server quoted only when it answered as one), and the stored
// password sent only to the stored server; the test send is audited without the password.
import dns from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECRET_MASK } from '../../contract/settings.js';
import { auditLog, settings } from '../../server/db/schema.js';
import { serverText } from '../../contract/server-messages.js';
import { isForbiddenAddress, isForbiddenLiteral, isLoopback, literalAddress } from '../../server/security/addresses.js';
import { smtpFailure, smtpFailureKind } from '../../server/mail/smtp.js';
import { SMTP_LOGIN, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { useSignedInApp } from '../support/test-app.js';

/** 169.254.169.254 (the cloud metadata endpoint) as a host may spell it, and other forbidden literals. */
const FORBIDDEN_HOSTS = [
  '169.254.169.254',
  '2852039166',
  '0251.0376.0251.0376',
  '0xa9fea9fe',
  '169.254.43518',
  '::ffff:a9fe:a9fe',
  '::ffff:169.254.169.254',
  '[0:0:0:0:0:ffff:a9fe:a9fe]',
  '64:ff9b::a9fe:a9fe',
  'fe80::1',
  'fd00:ec2::254',
];

describe('the addresses SMTP may reach', () => {
  it('refuses link-local and metadata addresses in each written form, nothing else', () => {
    for (const ip of [
      '169.254.169.254',
      '169.254.0.1',
      '::ffff:169.254.169.254',
      '::FFFF:169.254.1.1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '::ffff:0:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '::a9fe:a9fe',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fd00:ec2::254',
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(true);
    }
    for (const ip of ['127.0.0.1', '10.0.0.5', '192.168.1.1', '8.8.8.8', '::1', 'fd00::2', '2001:db8::1', '::ffff:10.0.0.1', '::ffff:a00:1']) {
      expect(isForbiddenAddress(ip), ip).toBe(false);
    }
    expect(['127.0.0.1', '127.5.5.5', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', 'fd00::2', '64:ff9b::7f00:1'].some(isLoopback)).toBe(false);
  });

  it('reads a literal host as the resolver would, and leaves names alone', () => {
    for (const host of ['2852039166', '0251.0376.0251.0376', '0xa9fea9fe', '0xa9.0xfe.0xa9.0xfe', '169.254.43518', '169.254.169.254.']) {
      expect(literalAddress(host), host).toBe('169.254.169.254');
    }
    expect(literalAddress('[::ffff:169.254.169.254]')).toBe('::ffff:169.254.169.254');
    expect(literalAddress('127.1')).toBe('127.0.0.1');
    for (const name of ['mail.example.com', 'localhost', 'deadbeef', 'smtp.0x1.example']) expect(literalAddress(name), name).toBeUndefined();
    expect(FORBIDDEN_HOSTS.every(isForbiddenLiteral)).toBe(true);
    expect(['127.0.0.1', '2130706433', '10.0.0.5', 'metadata.example.com'].some(isForbiddenLiteral)).toBe(false);
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
  afterEach(() => {
    vi.restoreAllMocks();
  });

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

  it('refuses a forbidden address typed as the host, in any spelling, at once: 400 on smtpHost for the test send and the save', async () => {
    expect((await configure(smtp.settings())).status).toBe(200);
    const lookup = vi.spyOn(dns, 'lookup');
    const before = await t.db.select().from(settings);
    const audited = (await lastTestAudit())?.id;
    for (const smtpHost of FORBIDDEN_HOSTS) {
      for (const res of [await sendTest({ smtpHost, smtpPort: 25, smtpPassword: 'x' }), await configure({ smtpHost, smtpPassword: 'x' })]) {
        expect(res.status, smtpHost).toBe(400);
        expect(res.json).toMatchObject({
          code: 'SMTP_HOST_FORBIDDEN',
          errors: { smtpHost: 'The panel does not send mail to this address (link-local or cloud metadata)' },
          fieldCodes: { smtpHost: 'SMTP_HOST_FORBIDDEN' },
        });
      }
    }
    // Decided on the text: no look-up, no connection, nothing sent or saved.
    expect(lookup).not.toHaveBeenCalled();
    expect((await lastTestAudit())?.id).toBe(audited);
    expect(await t.db.select().from(settings)).toEqual(before);
  });

  it('a name is saved as typed; one that resolves to a forbidden address is a 400 on smtpHost at the test send', async () => {
    expect((await configure(smtp.settings({ smtpHost: 'metadata.rebind.test' }))).status).toBe(200);
    // DNS answers with the metadata address in IPv4-mapped hex (no resolver is reachable in tests).
    vi.spyOn(dns, 'lookup').mockResolvedValue([{ address: '::ffff:a9fe:a9fe', family: 6 }] as never);
    const res = await sendTest();
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'SMTP_HOST_FORBIDDEN', fieldCodes: { smtpHost: 'SMTP_HOST_FORBIDDEN' } });
    expect((await lastTestAudit())!.after).toMatchObject({ host: 'metadata.rebind.test', outcome: 'forbidden_address' });
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
