// Replying to a contact from the panel (POST /api/contact/{id}/reply, GET …/replies): the mail
// queued and really delivered by the outbox sender, the reply recorded, the contact responded
// (counters and status audit as any status change), refused with nothing recorded while SMTP
// is not set up, and who may do it.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRepliesSchema, contactReplyResultSchema } from '../../contract/contacts.js';
import { type Role, ROLES } from '../../contract/permissions.js';
import { verifyCounters } from '../../server/db/counters.js';
import { admins, auditLog, contactReplies, contacts, emailOutbox } from '../../server/db/schema.js';
import { silentLogger } from '../../server/logging/logger.js';
import { createOutboxSender, type OutboxSender } from '../../server/mail/sender.js';
import { hashPassword } from '../../server/security/passwords.js';
import { startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { useSignedInApp } from '../support/test-app.js';

const t = useSignedInApp();
const tokens = {} as Record<Role, string>;
let smtp: TestSmtp;
let sender: OutboxSender;
let ip = 0;

const EMPTY_EMAIL = { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', fromEmail: '', fromName: '' };

async function configure(settings: Record<string, unknown>) {
  const res = await t.call('PUT', '/api/admin/settings', { token: t.token, body: { section: 'email', settings } });
  expect(res.status, res.text).toBe(200);
}

async function newContact(overrides: Record<string, string> = {}) {
  const res = await t.call('POST', '/api/contact', {
    body: {
      name: 'Nguyễn Văn An',
      email: `an.${++ip}@example.com`,
      subject: 'Cannot export my CV',
      message: 'The PDF fails.',
      category: 'technical',
      ...overrides,
    },
    headers: { 'x-forwarded-for': `198.51.100.${ip}` },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; email: string; status: string };
}

const reply = (id: string, body: unknown, token = t.token) => t.call('POST', `/api/contact/${id}/reply`, { token, body });
const repliesOf = (id: string, token = t.token) => t.call('GET', `/api/contact/${id}/replies`, { token });
const stats = async () => (await t.call('GET', '/api/contact/stats', { token: t.token })).json.data.byStatus as Record<string, number>;
const auditOf = (id: string, action: 'contact.reply' | 'contact.status_update') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The snapshot's demo messages are not this file's.
  await t.db.delete(emailOutbox);
  sender = createOutboxSender({ db: t.db, clock: t.clock, logger: silentLogger, publicUrl: 'http://panel.test' });
  const passwordHash = await hashPassword('Role-Password-1');
  for (const role of ROLES) {
    const email = `${role}.contact-reply@example.com`;
    await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Replier', role });
    tokens[role] = await t.login(email, 'Role-Password-1');
  }
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
});

describe('POST /api/contact/{id}/reply', () => {
  it('queues the mail, records the reply, marks the contact responded and audits it; the sender delivers it as plain text', async () => {
    await configure(smtp.settings());
    const contact = await newContact();
    const before = await stats();
    const res = await reply(contact.id, { subject: '  Re: Cannot export my CV  ', body: 'Chào An,\n\nThe export works again.\n\n— Support' });
    expect(res.status, res.text).toBe(201);
    const data = contactReplyResultSchema.parse(res.json.data);
    expect(data.contact).toMatchObject({ id: contact.id, status: 'responded' });
    expect(data.reply).toMatchObject({
      contactId: contact.id,
      subject: 'Re: Cannot export my CV',
      body: 'Chào An,\n\nThe export works again.\n\n— Support',
      admin: { name: 'Test Admin' },
      delivery: 'queued',
      sentAt: null,
    });

    // Counters follow the status change exactly (new → responded), and stay true to the rows.
    const after = await stats();
    expect(after.new).toBe(before.new! - 1);
    expect(after.responded).toBe(before.responded! + 1);
    expect(await verifyCounters(t.db)).toEqual([]);

    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, contact.email));
    expect(mail).toMatchObject({ kind: 'contact_reply', status: 'queued', subject: 'Re: Cannot export my CV', htmlBody: null });
    const [row] = await t.db.select().from(contactReplies).where(eq(contactReplies.contactId, contact.id));
    expect(row).toMatchObject({ emailId: mail!.id, subject: 'Re: Cannot export my CV' });

    const [entry] = await auditOf(contact.id, 'contact.reply');
    expect(entry).toMatchObject({ entity: 'contact', after: { replyId: row!.id, emailId: mail!.id, subject: 'Re: Cannot export my CV' } });
    const [statusEntry] = await auditOf(contact.id, 'contact.status_update');
    expect(statusEntry).toMatchObject({ before: { status: 'new' }, after: { status: 'responded' } });

    expect(await sender.runOnce()).toBe(1);
    const delivered = smtp.received.filter((m) => m.envelopeTo.includes(contact.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe('Re: Cannot export my CV');
    expect(delivered[0]!.text?.trim()).toBe('Chào An,\n\nThe export works again.\n\n— Support');
    expect(delivered[0]!.html).toBeFalsy();
    expect(delivered[0]!.from?.address).toBe('no-reply@cvbuilder.test');

    const list = await repliesOf(contact.id);
    expect(list.status).toBe(200);
    const { replies } = contactRepliesSchema.parse(list.json.data);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ id: row!.id, delivery: 'sent' });
    expect(replies[0]!.sentAt).not.toBeNull();
  });

  it('a second reply to a responded contact changes no status and counts nothing twice; replies list newest first', async () => {
    await configure(smtp.settings());
    const contact = await newContact();
    expect((await reply(contact.id, { subject: 'First', body: 'One' })).status).toBe(201);
    const before = await stats();
    t.clock.advance(60_000);
    expect((await reply(contact.id, { subject: 'Second', body: 'Two' })).status).toBe(201);
    expect(await stats()).toEqual(before);
    expect(await auditOf(contact.id, 'contact.status_update')).toHaveLength(1);
    expect(await auditOf(contact.id, 'contact.reply')).toHaveLength(2);
    const { replies } = (await repliesOf(contact.id)).json.data;
    expect(replies.map((r: { subject: string }) => r.subject)).toEqual(['Second', 'First']);
  });

  it('a reply from an admin deleted since names no one', async () => {
    await configure(smtp.settings());
    const passwordHash = await hashPassword('Role-Password-1');
    const [gone] = await t.db
      .insert(admins)
      .values({ email: 'gone.contact-reply@example.com', passwordHash, firstName: 'Gone', lastName: 'Admin', role: 'support' })
      .returning();
    const contact = await newContact();
    const token = await t.login('gone.contact-reply@example.com', 'Role-Password-1');
    expect((await reply(contact.id, { subject: 'From someone', body: 'Hello' }, token)).status).toBe(201);
    expect((await repliesOf(contact.id)).json.data.replies[0].admin).toEqual({ id: gone!.id, name: 'Gone Admin' });
    await t.db.delete(admins).where(eq(admins.id, gone!.id));
    expect((await repliesOf(contact.id)).json.data.replies[0].admin).toBeNull();
  });

  it('refuses with SMTP_NOT_CONFIGURED and records nothing while mail is not set up', async () => {
    await configure(EMPTY_EMAIL);
    const contact = await newContact();
    const outboxBefore = (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;
    const before = await stats();
    const res = await reply(contact.id, { subject: 'Re: hello', body: 'Hello' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, code: 'SMTP_NOT_CONFIGURED' });
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(outboxBefore);
    expect(await t.db.select().from(contactReplies).where(eq(contactReplies.contactId, contact.id))).toEqual([]);
    expect((await t.db.select().from(contacts).where(eq(contacts.id, contact.id)))[0]!.status).toBe('new');
    expect(await stats()).toEqual(before);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, contact.id))).toEqual([]);
    expect((await repliesOf(contact.id)).json.data.replies).toEqual([]);
  });

  it('validates the subject and body, and 404s for an unknown contact', async () => {
    await configure(smtp.settings());
    const contact = await newContact();
    for (const body of [
      { subject: '   ', body: 'Hello' },
      { subject: 'x'.repeat(201), body: 'Hello' },
      { subject: 'Two\nlines', body: 'Hello' },
      { subject: 'Hi', body: '' },
      { subject: 'Hi', body: 'x'.repeat(5001) },
      { body: 'Hello' },
    ]) {
      const res = await reply(contact.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await reply(contact.id, { subject: 'x'.repeat(200), body: 'x'.repeat(5000) })).status).toBe(201);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await reply(missing, { subject: 'Hi', body: 'Hello' })).status).toBe(404);
    expect((await repliesOf(missing)).status).toBe(404);
  });

  it('support may reply and read replies; finance and content may not', async () => {
    await configure(smtp.settings());
    const contact = await newContact();
    for (const role of ['owner', 'admin', 'support'] as const) {
      expect((await reply(contact.id, { subject: `From ${role}`, body: 'Hello' }, tokens[role])).status, role).toBe(201);
      expect((await repliesOf(contact.id, tokens[role])).status, role).toBe(200);
    }
    for (const role of ['finance', 'content'] as const) {
      expect((await reply(contact.id, { subject: `From ${role}`, body: 'Hello' }, tokens[role])).status, role).toBe(403);
      expect((await repliesOf(contact.id, tokens[role])).status, role).toBe(403);
    }
    expect((await repliesOf(contact.id)).json.data.replies).toHaveLength(3);
  });
});
