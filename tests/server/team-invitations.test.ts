// Onboarding an admin: with mail set up, adding them emails an invitation (really delivered
// through the outbox to a test SMTP server) whose link sets their password once, within 72
// hours; a tampered, used, expired or replaced link changes nothing. Without mail, the
// temporary password alone. The first sign-in with a temporary password asks only for the
// new one, and that session can do nothing else first.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvitations, admins, auditLog, emailOutbox } from '../../server/db/schema.js';
import { silentLogger } from '../../server/logging/logger.js';
import { createOutboxSender, type OutboxSender } from '../../server/mail/sender.js';
import { startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { useSignedInApp } from '../support/test-app.js';

const BASE = '/api/admin/admins';
const AUTH = '/api/admin/auth';
const HOUR = 3_600_000;
const EMPTY_EMAIL = { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', fromEmail: '', fromName: '' };

const t = useSignedInApp();
let smtp: TestSmtp;
let sender: OutboxSender;
let n = 0;

async function configure(settings: Record<string, unknown>) {
  const res = await t.call('PUT', '/api/admin/settings', { token: t.token, body: { section: 'email', settings } });
  expect(res.status, res.text).toBe(200);
}

async function addAdmin(lang = 'en') {
  const email = `invitee.${++n}@example.com`;
  const res = await t.call('POST', BASE, {
    token: t.token,
    body: { email, firstName: 'Lan', lastName: 'Trần', role: 'support' },
    headers: { 'accept-language': lang },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.data.admin.id as string, email, password: res.json.data.temporaryPassword as string, invitationSent: res.json.data.invitationSent };
}

/** Sends what is queued; the link of the newest message to `email`. */
async function deliveredLink(email: string) {
  await sender.runOnce();
  const mail = smtp.received.filter((m) => m.envelopeTo.includes(email)).at(-1)!;
  const link = /http:\/\/panel\.test\/admin\/invitation\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return { mail, token: link![1]! };
}

const look = (token: string, ip = '203.0.113.9') => t.call('POST', `${AUTH}/invitation`, { body: { token }, headers: { 'x-forwarded-for': ip } });
const accept = (token: string, newPassword: string, ip = '203.0.113.9') =>
  t.call('POST', `${AUTH}/invitation/accept`, { body: { token, newPassword }, headers: { 'x-forwarded-for': ip } });
const login = (email: string, password: string) => t.call('POST', `${AUTH}/login`, { body: { email, password } });
const adminRow = async (id: string) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0]!;
const auditRows = (id: string, action: 'admin.invite' | 'admin.invitation_accept') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  smtp = await startSmtpServer();
  await t.db.delete(emailOutbox);
  sender = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: 'http://panel.test' });
  await configure(smtp.settings());
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
});

describe('an emailed invitation', () => {
  it('is mailed when mail is set up, with a link that sets the password once; audited', async () => {
    const { id, email, password, invitationSent } = await addAdmin('vi');
    expect(invitationSent).toBe(true);
    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(queued).toMatchObject({ kind: 'admin_invitation', language: 'vi', status: 'queued' });
    const [sent] = await auditRows(id, 'admin.invite');
    expect(sent).toMatchObject({ entity: 'admin', after: { toEmail: email, language: 'vi', emailId: queued!.id } });

    const { mail, token } = await deliveredLink(email);
    expect(mail.subject).toBe('Lời mời tham gia trang quản trị CV Builder');
    expect(mail.html).toContain(`invitation?token&#x3D;${token}`);
    // Neither the outbox nor the invitation keeps the token in clear.
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(row!.status).toBe('sent');
    expect(row!.body).not.toContain(token);
    const [invitation] = await t.db.select().from(adminInvitations).where(eq(adminInvitations.adminId, id));
    expect(invitation!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(invitation)).not.toContain(token);

    expect((await look(token)).json.data).toEqual({ email, firstName: 'Lan', lastName: 'Trần' });
    // The server's rules hold: too short, or the temporary password again, changes nothing.
    const short = await accept(token, 'short');
    expect(short.status).toBe(400);
    expect(short.json.errors.newPassword).toMatch(/at least 8 characters/);
    const same = await accept(token, password);
    expect(same.status).toBe(400);
    expect(same.json.fieldCodes).toEqual({ newPassword: 'PASSWORD_UNCHANGED' });
    expect((await adminRow(id)).mustChangePassword).toBe(true);

    // A session opened with the temporary password ends when the link sets the password.
    const temp = (await login(email, password)).json.data.token as string;
    const done = await accept(token, 'Invited-Chosen-Pass-1');
    expect(done.status, done.text).toBe(200);
    expect(done.json.data).toEqual({ email });
    expect((await t.call('GET', `${AUTH}/me`, { token: temp })).status).toBe(401);
    const [accepted] = await auditRows(id, 'admin.invitation_accept');
    expect(accepted).toMatchObject({ adminId: id, after: { email, invitationId: invitation!.id, sessionsEnded: 1 } });
    expect(JSON.stringify(accepted)).not.toContain('Invited-Chosen-Pass-1');

    const signedIn = await login(email, 'Invited-Chosen-Pass-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.admin).toMatchObject({ mustChangePassword: false, temporaryPasswordExpiresAt: null });
    expect((await login(email, password)).status).toBe(401);

    // A second use: refused, and the password stays the chosen one.
    const hash = (await adminRow(id)).passwordHash;
    const again = await accept(token, 'Someone-Else-Pass-2', '203.0.113.10');
    expect(again.status).toBe(410);
    expect(again.json.code).toBe('INVITATION_USED');
    expect((await look(token, '203.0.113.10')).json.code).toBe('INVITATION_USED');
    expect((await adminRow(id)).passwordHash).toBe(hash);
  });

  it('refuses a tampered link (404) and throttles guessing like a sign-in', async () => {
    const { id, email } = await addAdmin();
    const { token } = await deliveredLink(email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await accept(tampered, 'Tampered-Pass-123', '203.0.113.20');
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ code: 'INVITATION_INVALID', message: expect.stringMatching(/not valid/) });
    expect((await look('', '203.0.113.20')).json.code).toBe('INVITATION_INVALID');
    expect((await adminRow(id)).mustChangePassword).toBe(true);
    // maxLoginAttempts (5) failures of one link: the next try waits, even from elsewhere.
    for (let i = 0; i < 4; i++) expect((await look(tampered, `203.0.113.${30 + i}`)).status).toBe(404);
    const throttled = await look(tampered, '203.0.113.40');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real link is not affected.
    expect((await look(token, '203.0.113.41')).status).toBe(200);
  });

  it('expires after 72 hours, changing nothing', async () => {
    const { id, email, password } = await addAdmin();
    const { token } = await deliveredLink(email);
    t.clock.advance(72 * HOUR + 60_000);
    const late = await accept(token, 'Too-Late-Pass-123', '203.0.113.50');
    expect(late.status).toBe(410);
    expect(late.json.code).toBe('INVITATION_EXPIRED');
    expect((await look(token, '203.0.113.50')).json.code).toBe('INVITATION_EXPIRED');
    expect(await adminRow(id)).toMatchObject({ mustChangePassword: true });
    expect((await login(email, password)).json.code).toBe('TEMPORARY_PASSWORD_EXPIRED');
    // The owner's session went idle as the clock moved: sign in again for what follows.
    t.token = await t.login();
  });

  it('a re-invite or a new temporary password replaces the older link', async () => {
    const { id, email } = await addAdmin();
    // A re-invite before the first message left: the waiting one is dropped, one mail goes.
    const reinvite = () => t.call('POST', `${BASE}/${id}/invite`, { token: t.token });
    expect((await reinvite()).status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email))).toHaveLength(1);
    const first = await deliveredLink(email);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);

    const again = await reinvite();
    expect(again.status, again.text).toBe(200);
    expect(again.json.message).toBe('Invitation sent');
    const second = await deliveredLink(email);
    expect(second.token).not.toBe(first.token);
    expect((await look(first.token, '203.0.113.60')).json.code).toBe('INVITATION_REPLACED');
    expect((await look(second.token, '203.0.113.60')).status).toBe(200);
    expect(await auditRows(id, 'admin.invite')).toHaveLength(3);

    const reset = await t.call('POST', `${BASE}/${id}/reset-password`, { token: t.token });
    expect(reset.status).toBe(200);
    const replaced = await accept(second.token, 'After-Reset-Pass-1', '203.0.113.60');
    expect(replaced.status).toBe(410);
    expect(replaced.json.code).toBe('INVITATION_REPLACED');
    expect((await login(email, reset.json.data.temporaryPassword)).status).toBe(200);

    // Once they chose their password, there is nothing to invite them to.
    const temp = (await login(email, reset.json.data.temporaryPassword)).json.data.token;
    await t.call('PUT', `${AUTH}/change-password`, { token: temp, body: { newPassword: 'Their-Own-Pass-1' } });
    const late = await reinvite();
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('ADMIN_ALREADY_SET_UP');
  });

  it('without mail set up: no invitation, the temporary password signs in, a re-invite says why not', async () => {
    await configure(EMPTY_EMAIL);
    try {
      const { id, email, password, invitationSent } = await addAdmin();
      expect(invitationSent).toBe(false);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email))).toHaveLength(0);
      expect(await t.db.select().from(adminInvitations).where(eq(adminInvitations.adminId, id))).toHaveLength(0);
      expect(await auditRows(id, 'admin.invite')).toHaveLength(0);
      expect((await login(email, password)).status).toBe(200);
      const reinvite = await t.call('POST', `${BASE}/${id}/invite`, { token: t.token });
      expect(reinvite.status).toBe(409);
      expect(reinvite.json.code).toBe('SMTP_NOT_CONFIGURED');
    } finally {
      await configure(smtp.settings());
    }
  });
});

describe('the first sign-in with a temporary password', () => {
  it('asks only for the new password, and the session can do nothing else first', async () => {
    const { email, password } = await addAdmin();
    const signedIn = await login(email, password);
    expect(signedIn.json.data.admin.mustChangePassword).toBe(true);
    const token = signedIn.json.data.token as string;

    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', `${AUTH}/sessions`],
      ['POST', `${AUTH}/two-factor/setup`],
      ['PUT', `${AUTH}/profile`],
    ] as const) {
      const res = await t.call(method, path, { token, body: method === 'PUT' ? { firstName: 'X' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await t.call('GET', `${AUTH}/me`, { token })).status).toBe(200);

    const change = (body: unknown) => t.call('PUT', `${AUTH}/change-password`, { token, body });
    expect((await change({ newPassword: 'short' })).json.errors.newPassword).toMatch(/at least 8 characters/);
    expect((await change({ newPassword: password })).json.fieldCodes).toEqual({ newPassword: 'PASSWORD_UNCHANGED' });
    const chosen = await change({ newPassword: 'First-Chosen-Pass-1' });
    expect(chosen.status, chosen.text).toBe(200);
    const fresh = chosen.json.data.token as string;
    expect((await t.call('GET', '/api/admin/users', { token: fresh })).status).toBe(200);
    expect((await t.call('GET', `${AUTH}/me`, { token })).status).toBe(401);
    // A session that did not come from the temporary password still needs the current one.
    expect((await t.call('PUT', `${AUTH}/change-password`, { token: fresh, body: { newPassword: 'Second-Chosen-Pass-2' } })).status).toBe(400);
    expect((await login(email, 'First-Chosen-Pass-1')).status).toBe(200);
  });

  it('answers the password rules to anyone', async () => {
    const res = await t.call('GET', `${AUTH}/password-rules`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ minLength: 8, maxLength: 1000 });
  });
});
