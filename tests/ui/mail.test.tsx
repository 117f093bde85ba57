// Mail in the panel, against the real server and a real SMTP server in this process:
// Settings › Email's 'Send test email', and the delivery state of a verification email on
// the user's Activity tab (queued while SMTP is not configured, sent, failed with the reason).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../server/db/schema';
import { silentLogger } from '../../server/logging/logger';
import { createOutboxSender } from '../../server/mail/sender';
import { MAX_ATTEMPTS, retryDelayMs } from '../../server/mail/outbox';
import { putSettings } from '../../server/settings/store';
import { TEST_ADMIN } from '../support/constants';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { makeUser } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 45_000 };

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The snapshot's demo messages are not this file's: the queue starts empty.
  await testApp().db.delete(emailOutbox);
});
afterAll(() => smtp.close());

async function openEmailTab() {
  await signIn();
  renderApp('/admin/settings?tab=email');
  return screen.findByRole('form', { name: 'Email' }, slow);
}

describe('Settings › Email: Send test email', () => {
  it('sends with the values in the form and says where it went; an SMTP refusal is shown in words', async () => {
    const form = await openEmailTab();
    const settings = smtp.settings();
    const type = async (label: string, value: string) => {
      const input = within(form).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(value);
    };
    await type('SMTP Host', settings.smtpHost);
    await type('SMTP Port', String(settings.smtpPort));
    await type('SMTP Username', settings.smtpUser);
    await type('SMTP Password – New value', settings.smtpPassword);
    await type('From Email', settings.fromEmail);
    const button = within(form).getByRole('button', { name: 'Send test email' });
    await userEvent.click(button);
    const sent = await within(form).findByText(`Test email sent to ${TEST_ADMIN.email}`);
    expect(sent.closest('[role="status"]')).toHaveClass('MuiAlert-standard', 'MuiAlert-colorSuccess');
    expect(smtp.received.at(-1)!.envelopeTo).toEqual([TEST_ADMIN.email]);
    expect(smtp.received.at(-1)!.subject).toBe('Test email from CV Builder');

    smtp.mode = 'reject';
    await userEvent.click(button);
    const refused = await within(form).findByText(
      'The test email was not sent: The SMTP server refused the message: 554 5.7.1 Message refused by the test server',
    );
    expect(refused.closest('[role="alert"]')).toHaveClass('MuiAlert-standard', 'MuiAlert-colorError');
    smtp.mode = 'accept';
  });

  it('asks for the host and the from address before sending', async () => {
    const form = await openEmailTab();
    await userEvent.clear(within(form).getByLabelText('SMTP Host'));
    const offered = smtp.offered;
    await userEvent.click(within(form).getByRole('button', { name: 'Send test email' }));
    expect(await within(form).findAllByText('Required to send mail')).toHaveLength(2);
    expect(within(form).getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(smtp.offered).toBe(offered);
  });

  it('asks for the stored password again before sending to another port, and shows a forbidden host under its field', async () => {
    await putSettings(testApp().db, 'email', smtp.settings());
    const form = await openEmailTab();
    const offered = smtp.offered;
    const send = within(form).getByRole('button', { name: 'Send test email' });
    const port = within(form).getByLabelText('SMTP Port');
    await userEvent.clear(port);
    await userEvent.type(port, String(smtp.port + 1));
    await userEvent.click(send);
    expect(await within(form).findByText('Type the password again to send to another server')).toBeInTheDocument();
    expect(within(form).getByText('Please correct the highlighted fields.')).toBeInTheDocument();

    // A metadata address, typed in hex: the server refuses it at once, under the host.
    await userEvent.clear(port);
    await userEvent.type(port, String(smtp.port));
    const host = within(form).getByLabelText('SMTP Host');
    await userEvent.clear(host);
    await userEvent.type(host, '::ffff:a9fe:a9fe');
    await userEvent.type(within(form).getByLabelText('SMTP Password – New value'), 'Typed-Again');
    await userEvent.click(send);
    expect(await within(form).findByText('The panel does not send mail to this address (link-local or cloud metadata)')).toBeInTheDocument();
    expect(smtp.offered).toBe(offered);
  });
});

describe('Activity tab: the verification email’s delivery state', () => {
  const openActivity = async (userId: string) => {
    await signIn();
    renderApp(`/admin/users?userId=${userId}`);
    const dialog = await screen.findByRole('dialog', {}, slow);
    return dialog;
  };

  it('queued while SMTP is not configured (and the panel says so), then sent', async () => {
    const { db, clock } = testApp();
    await putSettings(db, 'email', { ...smtp.settings(), smtpHost: '' });
    const user = await makeUser(db, { firstName: 'Queued', email: 'queued.user@uimail.test' });
    const dialog = await openActivity(user.id);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send Verification' }, slow));
    expect(await screen.findByText('Verification email queued: SMTP is not configured in Settings › Email')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const item = await within(dialog).findByText('Waiting: SMTP is not configured in Settings › Email.', {}, slow);
    const row = item.closest('li')!;
    expect(within(row).getByText('Verification email')).toBeInTheDocument();
    expect(within(row).getByText('Queued')).toBeInTheDocument();

    await putSettings(db, 'email', smtp.settings());
    const sender = createOutboxSender({ db, clock, logger: silentLogger, publicUrl: 'http://panel.test' });
    expect(await sender.runOnce()).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    const sentRow = (await within(dialog).findByText('Sent')).closest('li')!;
    expect(within(sentRow).getByText(/^Sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(smtp.received.filter((m) => m.envelopeTo.includes('queued.user@uimail.test'))).toHaveLength(1);
  });

  it('failed, with the SMTP server’s reason', async () => {
    const { db, clock } = testApp();
    await putSettings(db, 'email', smtp.settings());
    const user = await makeUser(db, { firstName: 'Refused', email: 'refused.user@uimail.test' });
    const dialog = await openActivity(user.id);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send Verification' }, slow));
    expect(await screen.findByText('Verification email sent successfully!')).toBeInTheDocument();

    smtp.mode = 'reject';
    const sender = createOutboxSender({ db, clock, logger: silentLogger, publicUrl: 'http://panel.test' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.runOnce()).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }
    smtp.mode = 'accept';
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const reason = `Not delivered after ${MAX_ATTEMPTS} tries: The SMTP server refused the message: 554 5.7.1 Message refused by the test server`;
    const row = (await within(dialog).findByText(reason, {}, slow)).closest('li')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-status', 'failed');
    await waitFor(() => expect(within(dialog).getByText('Recent Activity')).toBeInTheDocument());
  });
});
