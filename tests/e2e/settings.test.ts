// System Settings in real Chromium against the started server: edit and save every tab,
// secrets stay write-only (and are asked for again for a new server), ranges are checked in
// the form, and maxLoginAttempts changes the sign-in throttle at once. Every section is put
// back afterwards (other e2e files share the server). Screenshots in both languages, wide and
// narrow.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, baseUrl, newPage, shot, signIn, useBrowser } from './support';

useBrowser();
vi.setConfig({ testTimeout: 240_000 });

const SECTIONS = ['general', 'email', 'payment', 'ai', 'security'] as const;
type Settings = Record<(typeof SECTIONS)[number], Record<string, unknown>> & { secretsSet: Record<string, Record<string, boolean>> };

let original: Settings;
const readSettings = async () => (await api<{ data: Settings }>('/api/admin/settings')).json.data;

beforeAll(async () => {
  original = await readSettings();
});

afterAll(async () => {
  // Back to how it was: masked secrets are kept as stored, secrets we set are cleared.
  for (const section of SECTIONS) {
    const values = { ...original[section] };
    for (const [field, wasSet] of Object.entries(original.secretsSet[section] ?? {})) {
      if (field === 'jwtSecret') delete values[field];
      else if (!wasSet) values[field] = '';
    }
    const res = await api('/api/admin/settings', { method: 'PUT', body: { section, settings: values } });
    expect(res.status).toBe(200);
  }
});

async function openTab(page: Page, tab: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  const form = page.getByRole('form', { name: tab });
  await form.waitFor();
  return form;
}

async function fill(form: Locator, label: string, value: string) {
  const input = form.getByLabel(label, { exact: true });
  await input.fill(value);
}

async function saveAndExpect(page: Page, form: Locator, message: string) {
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText(message).waitFor();
}

async function attemptLogin(email: string) {
  const res = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'definitely-wrong-password' }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

describe('system settings', () => {
  it('edits and saves every tab', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByRole('heading', { name: 'System Settings' }).waitFor();

    let form = await openTab(page, 'General');
    await fill(form, 'Site Name', 'CV Builder Studio');
    await fill(form, 'AI Optimization', '2');
    await saveAndExpect(page, form, 'General settings updated successfully');
    await shot(page, 'settings-general-en-wide');
    // The banner goes away by itself.
    await form.getByText('General settings updated successfully').waitFor({ state: 'detached', timeout: 15_000 });

    form = await openTab(page, 'Email');
    await fill(form, 'SMTP Host', 'smtp.e2e.example');
    await fill(form, 'SMTP Port', '2525');
    await form.getByLabel(/SMTP Password – New value/).fill('e2e-Smtp-Password');
    await saveAndExpect(page, form, 'Email settings updated successfully');
    await form.getByText('Set', { exact: true }).waitFor();
    await expect(form.getByLabel(/SMTP Password – New value/).inputValue()).resolves.toBe('');
    expect(await page.content()).not.toContain('e2e-Smtp-Password');
    await shot(page, 'settings-email-en-wide');
    // Another host with the stored password left blank: the form asks for it again and sends nothing.
    await fill(form, 'SMTP Host', 'smtp.elsewhere.example');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Type the password again to send to another server').waitFor();
    await fill(form, 'SMTP Host', 'smtp.e2e.example');

    form = await openTab(page, 'Payment');
    await fill(form, 'Bank Branch', 'Chi nhánh Hà Nội');
    await form.getByLabel('Enable QR code payments').uncheck();
    await saveAndExpect(page, form, 'Payment settings updated successfully');
    await shot(page, 'settings-payment-en-wide');

    form = await openTab(page, 'AI Settings');
    await form.getByRole('combobox', { name: 'Default AI Model' }).click();
    await page.getByRole('option', { name: 'mistralai/mistral-large' }).click();
    await fill(form, 'Max Tokens', '3000');
    await saveAndExpect(page, form, 'AI settings updated successfully');
    await shot(page, 'settings-ai-en-wide');

    form = await openTab(page, 'Security');
    await fill(form, 'Minimum Password Length', '10');
    await saveAndExpect(page, form, 'Security settings updated successfully');
    await shot(page, 'settings-security-en-wide');

    const saved = await readSettings();
    expect(saved.general).toMatchObject({ siteName: 'CV Builder Studio', defaultUserCredits: { aiOptimization: 2 } });
    expect(saved.email).toMatchObject({ smtpHost: 'smtp.e2e.example', smtpPort: 2525, smtpPassword: '********' });
    expect(saved.secretsSet.email).toEqual({ smtpPassword: true });
    expect(saved.payment).toMatchObject({ bankBranch: 'Chi nhánh Hà Nội', qrCodeEnabled: false });
    expect(saved.ai).toMatchObject({ defaultModel: 'mistralai/mistral-large', maxTokens: 3000 });
    expect(saved.security).toMatchObject({ passwordMinLength: 10, jwtSecret: '********' });

    // A reload shows what was stored.
    await page.reload();
    form = await openTab(page, 'Email');
    await expect(form.getByLabel('SMTP Host', { exact: true }).inputValue()).resolves.toBe('smtp.e2e.example');
  });

  it('checks the security ranges in the form', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/settings?tab=security`);
    const form = page.getByRole('form', { name: 'Security' });
    await form.waitFor();
    await fill(form, 'Max Login Attempts', '2');
    await fill(form, 'Session Timeout (days)', '91');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Max login attempts must be between 3 and 10').waitFor();
    await form.getByText('Session timeout must be between 1 and 90 days').waitFor();
    await form.getByText('Please correct the highlighted fields.').waitFor();
    await shot(page, 'settings-security-errors-en-wide');
    const stored = (await readSettings()).security;
    expect(stored.maxLoginAttempts).toBe(original.security.maxLoginAttempts);
    expect(stored.sessionTimeout).toBe(original.security.sessionTimeout);
  });

  it('maxLoginAttempts changes the sign-in throttle at once', async () => {
    const probe = `throttle-probe-${Date.now()}@example.com`;
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/settings?tab=security`);
    let form = page.getByRole('form', { name: 'Security' });
    await form.waitFor();
    await fill(form, 'Max Login Attempts', '3');
    await saveAndExpect(page, form, 'Security settings updated successfully');

    for (let i = 0; i < 3; i++) expect((await attemptLogin(probe)).status).toBe(401);
    const blocked = await attemptLogin(probe);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);

    await page.reload();
    form = page.getByRole('form', { name: 'Security' });
    await form.waitFor();
    await fill(form, 'Max Login Attempts', '5');
    await saveAndExpect(page, form, 'Security settings updated successfully');
    // Three failures so far: two more are allowed now, then the door closes again.
    expect((await attemptLogin(probe)).status).toBe(401);
    expect((await attemptLogin(probe)).status).toBe(401);
    expect((await attemptLogin(probe)).status).toBe(429);
  });

  it.each([
    ['vi', 'wide', 'Bảo mật'],
    ['en', 'narrow', 'General'],
    ['vi', 'narrow', 'Cài đặt AI'],
  ] as const)('looks right in %s, %s', async (locale, viewport, tab) => {
    const page = await newPage({ locale, viewport });
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByRole('heading', { name: locale === 'vi' ? 'Cài đặt hệ thống' : 'System Settings' }).waitFor();
    await openTab(page, tab);
    await shot(page, `settings-${locale}-${viewport}`);
  });
});
