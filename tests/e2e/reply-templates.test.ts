// Reply templates and the reply from the panel, in real Chromium against the started server,
// as a support admin in English on a wide screen and in Vietnamese on a 360 px phone: a
// template made through the generated screens (a missing title refused first), its detail,
// edit and delete; a contact answered with it (placeholders filled), refused in the dialog in
// the admin's language while SMTP is not set up, then sent to an SMTP server in this process,
// shown on the timeline and marked responded. A content admin has neither the menu item nor
// the screens. Screenshots of every screen passed through, in both looks.
import type { Page } from 'playwright-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import viCatalog from '../../i18n/vi';
import { startSmtpServer, type TestSmtp } from '../support/smtp';
import { type Credentials, readyAdmin } from './role-admins';
import { api, baseUrl, type Look, newPage, SHOTS_DIR, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();
// A shared two-core machine: a flow of a dozen screens can take minutes under load.
vi.setConfig({ testTimeout: 420_000 });

const catalogs = { en: polyglotI18nProvider(() => en, 'en'), vi: polyglotI18nProvider(() => viCatalog, 'vi') };
const LOOKS: Look[] = [
  { locale: 'en', viewport: 'wide', tag: 'en-wide' },
  { locale: 'vi', viewport: 'phone', tag: 'vi-phone' },
];
const RT = 'resources.reply-templates';

let smtp: TestSmtp;
let storedEmailSettings: Record<string, unknown>;
let support: Credentials;
let content: Credentials;

const setSmtp = (settings: Record<string, unknown>) => api('/api/admin/settings', { method: 'PUT', body: { section: 'email', settings } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  const { smtpPassword: _, ...stored } = (await api('/api/admin/settings')).json.data.email;
  storedEmailSettings = stored;
  support = await readyAdmin('support', 'Thảo');
  content = await readyAdmin('content', 'Minh');
});
afterAll(async () => {
  // Other files see the settings they had.
  await setSmtp(storedEmailSettings);
  await smtp.close();
});

/** Every reply template deleted, so that the list starts empty. */
async function deleteAllTemplates() {
  const { json } = await api<{ data: { items: { id: string }[] } }>('/api/admin/reply-templates?limit=100');
  const ids = json.data.items.map((t) => t.id);
  if (ids.length) expect((await api('/api/admin/reply-templates/bulk', { method: 'DELETE', body: { ids } })).status).toBe(200);
}

/** The public contact form's call, as the website would make it (no token). */
async function submitContact(body: Record<string, string>): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const statusOf = async (id: string) => (await api<{ data: { status: string } }>(`/api/contact/${id}`)).json.data.status;

/** A look on a fresh page signed in as `admin`; a failure leaves `reply-templates-FAILED-{tag}.png`. */
async function inLook(at: Look, admin: Credentials, look: (page: Page, t: (key: string, args?: object) => string) => Promise<void>) {
  const page = await newPage(at);
  try {
    await signIn(page, admin);
    await look(page, catalogs[at.locale].translate);
  } catch (err) {
    await page.screenshot({ path: `${SHOTS_DIR}/reply-templates-FAILED-${at.tag}.png`, fullPage: true }).catch(() => undefined);
    throw err;
  } finally {
    await page.context().close();
  }
}

/** The page does not scroll sideways (a phone's 360 px). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(widths[0], `${what} scrolls sideways`).toBeLessThanOrEqual(widths[1]! + 1);
}

describe('reply templates and replies from the panel', () => {
  it.each(LOOKS)('support makes a template through the screens and answers a contact with it ($tag)', async (at) => {
    const { tag, locale } = at;
    await deleteAllTemplates();
    await setSmtp({ smtpHost: '' });
    const stamp = Date.now();
    const contactSubject = `Hóa đơn tháng ${stamp}`;
    const contactId = await submitContact({
      name: 'Nguyễn Thị Lan',
      email: `lan.${stamp}@example.com`,
      subject: contactSubject,
      message: 'Xin chào,\n\nI was charged twice this month. Could you check my invoice?\n\nCảm ơn!',
      category: 'billing',
    });
    const title = locale === 'en' ? `Double charge refunded ${stamp}` : `Hoàn tiền thu trùng ${stamp}`;
    const edited = `${title} (v2)`;

    await inLook(at, support, async (page, t) => {
      // The empty list, with its way to the first template.
      await page.goto(`${baseUrl()}/admin/reply-templates`);
      await page.getByRole('heading', { level: 1, name: t(`${RT}.title`) }).waitFor();
      await page.getByText(t(`${RT}.empty_title`)).waitFor();
      await expectNoSidewaysScroll(page, 'the empty list');
      await shot(page, `reply-templates-list-empty-${tag}`);

      // Create: a missing title is refused under its field, what was typed is kept.
      await page
        .getByRole('link', { name: t(`${RT}.create`) })
        .first()
        .click();
      const form = page.getByRole('form', { name: t(`${RT}.name`, { smart_count: 1 }) });
      await form.waitFor();
      // It starts as saving it makes it: active.
      await expect(form.getByRole('checkbox', { name: t(`${RT}.fields.isActive`) }).isChecked()).resolves.toBe(true);
      await form.getByRole('textbox', { name: t(`${RT}.fields.subject`) }).fill('Re: {{subject}}');
      const body =
        locale === 'en'
          ? 'Hello {{firstName}},\n\nThank you for writing about "{{subject}}". The second charge has been refunded to the card you paid with.\n\nBest regards,\nThe CV Builder team'
          : 'Chào {{firstName}},\n\nCảm ơn bạn đã liên hệ về "{{subject}}". Khoản thu trùng đã được hoàn lại vào thẻ bạn đã dùng.\n\nTrân trọng,\nĐội ngũ CV Builder';
      await form.getByRole('textbox', { name: t(`${RT}.fields.body`) }).fill(body);
      await form.getByRole('button', { name: t('ra.action.save') }).click();
      // Both the title and the category are missing, each said the same way, in the admin's language.
      await expect.poll(() => form.getByText(t('ra.validation.required'), { exact: true }).count()).toBe(2);
      await expect(form.getByRole('textbox', { name: t(`${RT}.fields.subject`) }).inputValue()).resolves.toBe('Re: {{subject}}');
      await expectNoSidewaysScroll(page, 'the create form');
      await shot(page, `reply-templates-create-error-${tag}`);

      await form.getByRole('textbox', { name: t(`${RT}.fields.title`) }).fill(title);
      await form.getByRole('combobox', { name: t(`${RT}.fields.category`) }).click();
      await page.getByRole('option', { name: t('resources.contacts.category.billing') }).click();
      await shot(page, `reply-templates-create-filled-${tag}`);
      await form.getByRole('button', { name: t('ra.action.save') }).click();

      // Saved: its page, every declared field labelled.
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const templateId = /\/reply-templates\/([\w-]+)$/.exec(page.url())![1]!;
      await page.getByText(t('resources.contacts.category.billing'), { exact: true }).waitFor();
      await page.getByText(t(`${RT}.fields.body`), { exact: true }).waitFor();
      await expectNoSidewaysScroll(page, 'the detail');
      await shot(page, `reply-templates-detail-${tag}`);

      // Edit: the title changed, the rest kept.
      await page.getByRole('link', { name: t('ra.action.edit') }).click();
      const editForm = page.getByRole('form', { name: t(`${RT}.name`, { smart_count: 1 }) });
      const titleBox = editForm.getByRole('textbox', { name: t(`${RT}.fields.title`) });
      await expect.poll(() => titleBox.inputValue()).toBe(title);
      await expectNoSidewaysScroll(page, 'the edit form');
      await shot(page, `reply-templates-edit-${tag}`);
      await titleBox.fill(edited);
      await editForm.getByRole('button', { name: t('ra.action.save') }).click();
      await page.getByRole('heading', { level: 1, name: edited }).waitFor();
      const saved = await api<{ data: { title: string; body: string; category: string; isActive: boolean } }>(`/api/admin/reply-templates/${templateId}`);
      expect(saved.json.data).toMatchObject({ title: edited, body, category: 'billing', isActive: true });

      // The list with it.
      await page.getByRole('link', { name: t(`${RT}.back`) }).click();
      await page.getByRole('heading', { level: 1, name: t(`${RT}.title`) }).waitFor();
      await page.getByText(edited).first().waitFor();
      await expectNoSidewaysScroll(page, 'the list');
      await shot(page, `reply-templates-list-${tag}`);

      // The contact, answered with it: refused first while SMTP is not set up.
      await page.goto(`${baseUrl()}/admin/contacts/${contactId}`);
      await page.getByRole('heading', { name: contactSubject }).waitFor();
      await page.getByRole('button', { name: t('resources.contacts.compose.action'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('resources.contacts.compose.title', { name: 'Nguyễn Thị Lan' }) });
      await dialog.waitFor();
      await viewShot(page, `contact-reply-dialog-empty-${tag}`);
      await dialog.getByRole('combobox', { name: t('resources.contacts.compose.template') }).click();
      await page.getByRole('option', { name: edited }).click();
      const subjectBox = dialog.getByRole('textbox', { name: t('resources.contacts.compose.subject') });
      const bodyBox = dialog.getByRole('textbox', { name: t('resources.contacts.compose.body') });
      await expect(subjectBox.inputValue()).resolves.toBe(`Re: ${contactSubject}`);
      const filled = body.replace('{{firstName}}', 'Lan').replace('{{subject}}', contactSubject);
      await expect(bodyBox.inputValue()).resolves.toBe(filled);
      await expectNoSidewaysScroll(page, 'the reply dialog');
      await viewShot(page, `contact-reply-dialog-${tag}`);

      await dialog.getByRole('button', { name: t('resources.contacts.compose.send') }).click();
      const refusal = dialog.getByRole('alert');
      await refusal.waitFor();
      await expect(refusal.textContent()).resolves.toBe(t('resources.contacts.compose.send_failed', { message: t('app.server.SMTP_NOT_CONFIGURED') }));
      await expect(bodyBox.inputValue()).resolves.toBe(filled);
      expect(await statusOf(contactId)).toBe('read');
      await viewShot(page, `contact-reply-dialog-refused-${tag}`);

      // SMTP set up: the same dialog sends.
      await setSmtp(smtp.settings());
      await dialog.getByRole('button', { name: t('resources.contacts.compose.send') }).click();
      await page.getByText(t('resources.contacts.compose.sent', { email: `lan.${stamp}@example.com` })).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `${t('resources.contacts.status.responded')} ${t('resources.contacts.current')}` }).waitFor();
      expect(await statusOf(contactId)).toBe('responded');
      const entry = page.getByTestId('contact-reply');
      await entry.waitFor();
      await page.getByText(t('resources.contacts.replies.event', { name: 'Thảo E2e' })).waitFor();
      await entry.getByText(`Re: ${contactSubject}`).waitFor();
      await entry.getByRole('button', { name: t('resources.contacts.replies.show_body') }).click();
      await entry.getByText(/Lan,/).waitFor();
      // The outbox's sender delivers it as written.
      await expect.poll(() => smtp.received.find((m) => m.envelopeTo.includes(`lan.${stamp}@example.com`)), { timeout: 60_000, interval: 250 }).toBeDefined();
      const mail = smtp.received.find((m) => m.envelopeTo.includes(`lan.${stamp}@example.com`))!;
      expect(mail.subject).toBe(`Re: ${contactSubject}`);
      expect(mail.text?.trim()).toBe(filled);
      await expectNoSidewaysScroll(page, 'the contact with its reply');
      // From the top, the app bar in its place (it slides away while the page is scrolled).
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `contact-reply-timeline-${tag}`);

      // Delete, after confirming: the list is empty again.
      await page.goto(`${baseUrl()}/admin/reply-templates/${templateId}`);
      await page.getByRole('heading', { level: 1, name: edited }).waitFor();
      await page.getByRole('button', { name: t('ra.action.delete') }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t(`${RT}.delete_title`, { title: edited })).waitFor();
      await viewShot(page, `reply-templates-delete-confirm-${tag}`);
      await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
      await page.getByText(t(`${RT}.empty_title`)).waitFor();
      expect((await api(`/api/admin/reply-templates/${templateId}`)).status).toBe(404);
    });
  });

  it.each(LOOKS)('a content admin has no Reply templates menu item and is denied the screens ($tag)', async (at) => {
    await inLook(at, content, async (page, t) => {
      await page.goto(`${baseUrl()}/admin/dashboard`);
      if (at.viewport === 'phone') await page.getByRole('button', { name: t('ra.action.open_menu') }).click();
      await page.getByRole('menuitem').first().waitFor();
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items.join('|')).not.toContain(t(`${RT}.name`, { smart_count: 2 }));
      expect(await page.locator('a[href$="/admin/reply-templates"]').count()).toBe(0);
      if (at.viewport === 'phone') await shot(page, `reply-templates-menu-content-${at.tag}`);
      // The phone's menu closed (it would stay open, covering the next page).
      if (at.viewport === 'phone') {
        await page.keyboard.press('Escape');
        await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });
      }
      await page.goto(`${baseUrl()}/admin/reply-templates`);
      await page.getByRole('heading', { name: t('app.errors.access_denied_title') }).waitFor();
      await shot(page, `reply-templates-denied-content-${at.tag}`);
    });
  });
});
