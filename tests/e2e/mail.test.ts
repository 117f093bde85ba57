// Mail from the started server, end to end: with Settings › Email pointing at an SMTP server
// in this test process, 'Send Verification' in Chromium makes the server's background sender
// deliver a real email, whose link (built from the server's address) verifies the user once.
// Also 'Send test email', the server's request log lines and /healthz; screenshots of the
// email, the link's pages, the Activity tab and the Email tab, in both languages and widths.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { api, baseUrl, E2E_ADMIN, eachLook, looks, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();

/** What this file reads of a user. */
type ApiUser = { id: string; email: string; emailVerified: boolean };

let smtp: TestSmtp;
/** The user whose verification the first test delivers (its Activity tab is shot later). */
let user: ApiUser;
let storedEmailSettings: Record<string, unknown>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const { smtpPassword: _, ...stored } = (await api('/api/admin/settings')).json.data.email;
  storedEmailSettings = stored;
  expect((await api('/api/admin/settings', { method: 'PUT', body: { section: 'email', settings: smtp.settings() } })).status).toBe(200);
});
afterAll(async () => {
  // Other files see the settings they had.
  await api('/api/admin/settings', { method: 'PUT', body: { section: 'email', settings: storedEmailSettings } });
  await smtp.close();
});

/** Unverified users of the demo data, newest first. */
async function unverifiedUsers(): Promise<ApiUser[]> {
  const { json } = await api<{ data: { users: ApiUser[] } }>('/api/admin/users?limit=100');
  return json.data.users.filter((u) => !u.emailVerified);
}

const mailTo = (email: string) => smtp.received.find((m) => m.envelopeTo.includes(email));

async function openActivity(page: Page, user: ApiUser, tabName: string) {
  await page.goto(`${baseUrl()}/admin/users?userId=${user.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tabName }).click();
  return dialog;
}

describe('verification email', () => {
  it("'Send Verification' delivers a real email; its link verifies the user once", async () => {
    user = (await unverifiedUsers())[0]!;
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/users?userId=${user!.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Send Verification' }).click();
    await page.getByText('Verification email sent successfully!').waitFor();
    // The server's sender is woken by the request; a send it had in flight may finish first.
    await expect.poll(() => mailTo(user.email), { timeout: 60_000, interval: 250 }).toBeDefined();
    const mail = mailTo(user.email)!;
    expect(mail.from).toMatchObject({ address: 'no-reply@cvbuilder.test', name: 'CV Builder' });
    expect(mail.html).toBeTruthy();
    const link = new RegExp(`${baseUrl().replace(/[.:/]/g, '\\$&')}/api/verify-email\\?token=[\\w-]+`).exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();

    const dialog = await openActivity(page, user, 'Activity');
    await dialog.getByText('Sent', { exact: true }).first().waitFor();
    await viewShot(page, 'mail-activity-sent-en-wide');

    // The email as a mail client shows it, and its button followed.
    const inbox = await newPage();
    await inbox.setContent(mail.html!);
    await shot(inbox, 'mail-verification-email-wide');
    await inbox.setViewportSize({ width: 390, height: 844 });
    await shot(inbox, 'mail-verification-email-narrow');
    await inbox.setViewportSize({ width: 1440, height: 900 });
    const button = inbox.getByRole('link', { name: /Verify email address|Xác minh email/ });
    const landing = await newPage();
    const first = await landing.goto((await button.getAttribute('href'))!);
    expect(first!.status()).toBe(200);
    // Opening the link spends nothing (a mail scanner would open it too): the button verifies.
    await landing.getByRole('heading', { name: /Verify your email address|Xác minh địa chỉ email/ }).waitFor();
    await shot(landing, 'mail-link-confirm-wide');
    await landing.getByRole('button', { name: /Verify my email|Xác minh email của tôi/ }).click();
    await landing.getByRole('heading', { name: /Email verified|Đã xác minh email/ }).waitFor();
    await shot(landing, 'mail-link-verified-wide');
    const { json } = await api<{ data: ApiUser }>(`/api/admin/users/${user.id}`);
    expect(json.data.emailVerified).toBe(true);

    const again = await landing.goto(link![0]);
    expect(again!.status()).toBe(409);
    await landing.getByRole('heading', { name: /already been used|đã được sử dụng/ }).waitFor();
    await landing.setViewportSize({ width: 390, height: 844 });
    await shot(landing, 'mail-link-used-narrow');
  }, 180_000);

  it('waits without SMTP settings and says so; a refusal shows as a retry with its reason', async () => {
    const other = (await unverifiedUsers()).find((u) => u.id !== user.id)!;
    const setSmtp = (settings: Record<string, unknown>) => api('/api/admin/settings', { method: 'PUT', body: { section: 'email', settings } });
    const newestEmail = async () =>
      (await api<{ data: { emails: { status: string; attempts: number }[] } }>(`/api/admin/users/${other.id}/emails`)).json.data.emails[0];
    try {
      await setSmtp({ smtpHost: '' });
      const page = await newPage();
      await signIn(page);
      await page.goto(`${baseUrl()}/admin/users?userId=${other.id}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Send Verification' }).click();
      await page.getByText('Verification email queued: SMTP is not configured in Settings › Email').waitFor();
      await dialog.getByRole('tab', { name: 'Activity' }).click();
      await dialog.getByText('Waiting: SMTP is not configured in Settings › Email.').waitFor();
      await viewShot(page, 'mail-activity-queued-no-smtp-en-wide');

      // Settings that work but a server that refuses: saving them wakes the sender, which tries once.
      smtp.mode = 'reject';
      await setSmtp(smtp.settings());
      // Back in the queue after its first try (while 'sending', attempts is 1 already).
      await expect.poll(newestEmail, { timeout: 60_000, interval: 250 }).toMatchObject({ status: 'queued', attempts: 1 });
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await dialog.getByText(/^Try 1 of 6 failed: The SMTP server refused the message: 554/).waitFor();
      await viewShot(page, 'mail-activity-retrying-en-wide');
      expect(mailTo(other.email)).toBeUndefined();
    } finally {
      smtp.mode = 'accept';
      await setSmtp(smtp.settings());
    }
  }, 180_000);

  it('the link pages in both languages, wide and narrow', async () => {
    for (const { locale, viewport, tag } of looks()) {
      const page = await newPage({ viewport });
      await page.context().setExtraHTTPHeaders({ 'accept-language': locale });
      const res = await page.goto(`${baseUrl()}/api/verify-email?token=no-such-token`);
      expect(res!.status()).toBe(404);
      await page.getByRole('heading', { name: locale === 'en' ? 'This link is not valid' : 'Liên kết này không hợp lệ' }).waitFor();
      await shot(page, `mail-link-invalid-${tag}`);
      await page.context().close();
    }
  }, 120_000);
});

describe('Settings › Email and the Activity tab', () => {
  it('Send test email reaches the signed-in admin; screenshots in both languages, wide and narrow', async () => {
    await eachLook('mail', async (page, { locale, tag }) => {
      await page.goto(`${baseUrl()}/admin/settings?tab=email`);
      const form = page.getByRole('form', { name: 'Email' });
      const before = smtp.received.length;
      await form.getByRole('button', { name: locale === 'en' ? 'Send test email' : 'Gửi email thử nghiệm' }).click();
      await form.getByText(locale === 'en' ? `Test email sent to ${E2E_ADMIN.email}` : `Đã gửi email thử nghiệm đến ${E2E_ADMIN.email}`).waitFor();
      expect(smtp.received.length).toBe(before + 1);
      expect(smtp.received.at(-1)!.subject).toBe(locale === 'en' ? 'Test email from CV Builder' : 'Email thử nghiệm từ CV Builder');
      await shot(page, `mail-settings-test-sent-${tag}`);

      // A refusal reads in the page's language, the SMTP server's own reply inside the sentence.
      smtp.mode = 'reject';
      await form.getByRole('button', { name: locale === 'en' ? 'Send test email' : 'Gửi email thử nghiệm' }).click();
      const reply = '554 5.7.1 Message refused by the test server';
      await form
        .getByText(
          locale === 'en'
            ? `The test email was not sent: The SMTP server refused the message: ${reply}`
            : `Không thể gửi email thử nghiệm: Máy chủ SMTP từ chối email: ${reply}`,
        )
        .waitFor();
      smtp.mode = 'accept';
      await shot(page, `mail-settings-test-refused-${tag}`);

      const dialog = await openActivity(page, user, locale === 'en' ? 'Activity' : 'Hoạt động');
      await dialog.getByRole('list').first().waitFor();
      await viewShot(page, `mail-activity-${tag}`);
    });
  }, 300_000);
});

describe('operations', () => {
  it('GET /healthz answers ok and nothing else', async () => {
    const res = await fetch(`${baseUrl()}/healthz`, { headers: { 'x-request-id': 'e2e-probe-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('e2e-probe-1');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
