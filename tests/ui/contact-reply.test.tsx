// Replying from the contact's detail: the composer against the real in-process server (no
// mocked answers). A template fills subject and message with the contact's details, Send
// queues the mail (delivered to a real SMTP server by the outbox sender), the timeline lists
// the reply and the contact is responded; without SMTP settings the refusal is said in the
// dialog and what was typed stays.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { contacts } from '../../server/db/schema';
import { silentLogger } from '../../server/logging/logger';
import { createOutboxSender } from '../../server/mail/sender';
import { putSettings } from '../../server/settings/store';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
let ip = 0;
let smtp: TestSmtp;

async function submit(body: Record<string, string>) {
  const res = await testApp().call('POST', '/api/contact', {
    body: { name: 'Nguyễn Văn An', message: 'Hello', category: 'billing', ...body },
    headers: { 'x-forwarded-for': `10.2.0.${++ip}` },
  });
  expect(res.status).toBe(201);
  return res.json.data as { id: string };
}

async function template(values: Record<string, unknown>) {
  const res = await testApp().call('POST', '/api/admin/reply-templates', { token: await testApp().login(), body: values });
  expect(res.status, res.text).toBe(201);
}

const statusOf = async (id: string) => (await testApp().db.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, id)))[0]?.status;

async function openComposer(id: string, subject: string) {
  await signIn();
  renderApp(`/admin/contacts/${id}`);
  expect(await screen.findByRole('heading', { name: subject }, slow)).toBeInTheDocument();
  // Reply is the primary action; the mail draft stays beside it, secondary.
  const reply = screen.getByRole('button', { name: 'Reply' });
  expect(reply.className).toContain('MuiButton-contained');
  expect(screen.getByRole('link', { name: 'Reply via Email' }).className).toContain('MuiButton-outlined');
  await userEvent.click(reply);
  return screen.findByRole('dialog', { name: 'Reply to Nguyễn Văn An' });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  await template({
    title: 'Billing: invoice explained',
    subject: 'Re: {{subject}}',
    body: 'Chào {{firstName}},\n\nVề “{{subject}}” ({{name}}, {{email}}): mã đơn {{orderCode}}.',
    category: 'billing',
  });
  await template({ title: 'General thanks', subject: 'Thanks', body: 'Thank you {{firstName}}.', category: 'general' });
  await template({ title: 'Retired billing answer', subject: 'Old', body: 'Old', category: 'billing', isActive: false });
});
afterAll(() => smtp.close());

describe('reply from the contact detail', () => {
  it('fills a template with the contact, sends it, and the timeline shows the reply; the contact is responded', async () => {
    await putSettings(testApp().db, 'email', smtp.settings());
    const c = await submit({ email: 'an.billing@example.com', subject: 'Question about my invoice' });
    const dialog = await openComposer(c.id, 'Question about my invoice');
    expect(within(dialog).getByText('To: an.billing@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Question about my invoice');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reply template' }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The contact's category first; an inactive template is not offered.
    expect(names.indexOf('Billing: invoice explained')).toBeLessThan(names.indexOf('General thanks'));
    expect(names).not.toContain('Retired billing answer');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Billing: invoice explained' }));

    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(subject).toHaveValue('Re: Question about my invoice');
    expect(body).toHaveValue('Chào An,\n\nVề “Question about my invoice” (Nguyễn Văn An, an.billing@example.com): mã đơn {{orderCode}}.');
    // An unknown placeholder stays, and the dialog says so.
    expect(within(dialog).getByText(/not filled in/)).toBeInTheDocument();
    await userEvent.clear(body);
    await userEvent.type(body, 'Chào An, the invoice is attached.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent to an.billing@example.com.', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await statusOf(c.id)).toBe('responded');
    expect(await screen.findByRole('button', { name: 'Responded (Current)' }, slow)).toBeDisabled();

    const entry = await screen.findByTestId('contact-reply', undefined, slow);
    expect(screen.getByText('Reply by Test Admin')).toBeInTheDocument();
    expect(within(entry).getByText('Re: Question about my invoice')).toBeInTheDocument();
    expect(within(entry).getByText('Queued')).toBeInTheDocument();
    const show = within(entry).getByRole('button', { name: 'Show message' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(within(entry).getByRole('button', { name: 'Hide message' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(entry).getByText('Chào An, the invoice is attached.')).toBeVisible();

    // The outbox sender delivers it to the SMTP server as written.
    const sender = createOutboxSender({ db: testApp().db, clock: testApp().clock, logger: silentLogger, publicUrl: 'http://panel.test' });
    await sender.runOnce();
    await sender.stop();
    const [mail] = smtp.received.filter((m) => m.envelopeTo.includes('an.billing@example.com'));
    expect(mail?.subject).toBe('Re: Question about my invoice');
    expect(mail?.text?.trim()).toBe('Chào An, the invoice is attached.');
  });

  it('without SMTP settings says so in the dialog and keeps what was typed; nothing changes', async () => {
    await putSettings(testApp().db, 'email', DEFAULT_SETTINGS.email);
    const c = await submit({ email: 'an.nosmtp@example.com', subject: 'No mail server' });
    const dialog = await openComposer(c.id, 'No mail server');
    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    await userEvent.type(body, 'Typed with care.');
    // An empty message is refused here first, under its field.
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.type(subject, 'Re: No mail server');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    const alert = await within(dialog).findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('Failed to send the reply: SMTP is not configured');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: No mail server');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Typed with care.');
    expect(await statusOf(c.id)).toBe('read');
  });
});
