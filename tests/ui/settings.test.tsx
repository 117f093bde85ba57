import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { appVi } from '../../i18n/vi';
import { auditLog } from '../../server/db/schema';
import { getSettings, putSettings } from '../../server/settings/store';
import { holdRowLock } from '../support/row-lock';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 20_000 };

/** Saves that reached the server (each is audited). */
const auditCount = async () => (await testApp().db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length;

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }, slow));
  return screen.getByRole('form', { name });
}

describe('system settings', () => {
  it('shows the five tabs with the stored values', async () => {
    await signIn();
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'System Settings' }, slow)).toBeInTheDocument();
    await screen.findAllByRole('tab', {}, slow);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Email', 'Payment', 'AI Settings', 'Security']);
    const stored = await getSettings(testApp().db, 'general');
    const form = screen.getByRole('form', { name: 'General' });
    expect(within(form).getByLabelText('Site Name')).toHaveValue(stored.siteName);
    expect(within(form).getByLabelText('CV Creation')).toHaveValue(stored.defaultUserCredits.cvCreation);
  });

  it("saves a tab: 'Saving...', the server's message in green for 3 s, the value stored", async () => {
    await signIn();
    renderApp('/admin/settings');
    const form = await openTab('General');
    const name = within(form).getByLabelText('Site Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'CV Studio Admin');
    await userEvent.clear(within(form).getByLabelText('AI Templates'));
    await userEvent.type(within(form).getByLabelText('AI Templates'), '2');
    // Hold the section's row so the save stays in flight long enough to be seen.
    const release = await holdRowLock(testApp().db, sql`select section from settings where section = 'general' for update`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await release();
    const banner = await within(form).findByText('General settings updated successfully');
    expect(banner.closest('[role="status"]')).toHaveClass('MuiAlert-standard', 'MuiAlert-colorSuccess');
    expect(await getSettings(testApp().db, 'general')).toMatchObject({ siteName: 'CV Studio Admin', defaultUserCredits: { aiTemplates: 2 } });
    await waitFor(() => expect(within(form).queryByText('General settings updated successfully')).not.toBeInTheDocument(), { timeout: 15_000 });
  });

  it('checks the security ranges in the form and sends nothing out of range', async () => {
    await signIn();
    renderApp('/admin/settings?tab=security');
    const form = await screen.findByRole('form', { name: 'Security' }, slow);
    const attempts = within(form).getByLabelText('Max Login Attempts');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '11');
    const timeout = within(form).getByLabelText('Session Timeout (days)');
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Max login attempts must be between 3 and 10')).toBeInTheDocument();
    expect(within(form).getByText('Session timeout must be between 1 and 90 days')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const stored = await getSettings(testApp().db, 'security');
    expect(stored.maxLoginAttempts).toBe(5);
    expect(stored.sessionTimeout).toBe(30);
    // Fixing the fields clears their errors and saves.
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '4');
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '14');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Security settings updated successfully')).toBeInTheDocument();
    expect(await getSettings(testApp().db, 'security')).toMatchObject({ maxLoginAttempts: 4, sessionTimeout: 14 });
  });

  it('treats a secret as write-only: set / not set, replace, never shown', async () => {
    await signIn();
    renderApp('/admin/settings?tab=email');
    const form = await screen.findByRole('form', { name: 'Email' }, slow);
    expect(within(form).getByText('Not set')).toBeInTheDocument();
    const secret = within(form).getByLabelText(/SMTP Password – New value/);
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    await userEvent.type(secret, 'smtp-Secret-Value-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Email settings updated successfully')).toBeInTheDocument();
    expect(within(form).getByText('Set')).toBeInTheDocument();
    expect(secret).toHaveValue('');
    expect(document.body.innerHTML).not.toContain('smtp-Secret-Value-1');
    expect((await getSettings(testApp().db, 'email')).smtpPassword).toBe('smtp-Secret-Value-1');

    // Saving again with the field blank keeps it.
    const name = within(form).getByLabelText('From Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'CV Studio');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => expect((await getSettings(testApp().db, 'email')).fromName).toBe('CV Studio'));
    expect((await getSettings(testApp().db, 'email')).smtpPassword).toBe('smtp-Secret-Value-1');
  });

  it('asks for the stored password again before saving another server, and sends nothing until it is typed', async () => {
    const { db } = testApp();
    await putSettings(db, 'email', { ...DEFAULT_SETTINGS.email, smtpHost: 'smtp.example.com', smtpPassword: 'Stored-Smtp-Secret' });
    const saves = await auditCount();
    await signIn();
    renderApp('/admin/settings?tab=email');
    const form = await screen.findByRole('form', { name: 'Email' }, slow);
    const host = within(form).getByLabelText('SMTP Host');
    await userEvent.clear(host);
    await userEvent.type(host, 'mail.attacker.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Type the password again to send to another server')).toBeInTheDocument();
    // The form's own check, not the server's refusal: nothing was sent.
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(await auditCount()).toBe(saves);
    expect(await getSettings(db, 'email')).toMatchObject({ smtpHost: 'smtp.example.com', smtpPassword: 'Stored-Smtp-Secret' });

    await userEvent.type(within(form).getByLabelText(/SMTP Password – New value/), 'Typed-Again-Secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Email settings updated successfully')).toBeInTheDocument();
    expect(await getSettings(db, 'email')).toMatchObject({ smtpHost: 'mail.attacker.example', smtpPassword: 'Typed-Again-Secret' });
  });

  it('picks the AI model from the fixed list', async () => {
    await signIn();
    renderApp('/admin/settings?tab=ai');
    const form = await screen.findByRole('form', { name: 'AI Settings' }, slow);
    await userEvent.click(within(form).getByLabelText('Default AI Model'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'openai/gpt-4o-mini',
      'mistralai/mistral-large',
      'meta-llama/llama-3.1-70b-instruct',
      'anthropic/claude-3-haiku',
      'anthropic/claude-3-sonnet',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'anthropic/claude-3-sonnet' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('AI settings updated successfully')).toBeInTheDocument();
    expect((await getSettings(testApp().db, 'ai')).defaultModel).toBe('anthropic/claude-3-sonnet');
  });

  it("says 'Authentication required. Please log in again.' when the session is gone, then signs out", async () => {
    const token = await signIn();
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Total Users', {}, slow)).toBeInTheDocument();
    // The session ends on the server (signed out elsewhere) while the panel is open.
    await testApp().call('POST', '/api/admin/auth/logout', { token });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
      expect(await screen.findByText('Authentication required. Please log in again.', {}, slow)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Sign in to Admin Panel' }, slow)).toBeInTheDocument();
    } finally {
      errors.mockRestore();
    }
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('system settings in Vietnamese', () => {
  it('says so in Vietnamese for the AI key: a new base URL needs the key typed again', async () => {
    const { db } = testApp();
    await putSettings(db, 'ai', { ...DEFAULT_SETTINGS.ai, openrouterApiKey: 'sk-or-v1-stored-key' });
    const saves = await auditCount();
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    await signIn();
    renderApp('/admin/settings?tab=ai');
    const form = await screen.findByRole('form', { name: appVi.app.settings.tabs.ai }, slow);
    const url = within(form).getByLabelText(appVi.app.settings.fields.openrouterBaseUrl);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://attacker.example/v1');
    await userEvent.click(within(form).getByRole('button', { name: appVi.app.settings.save }));
    expect(await within(form).findByText(appVi.app.server.AI_KEY_RETYPE)).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(appVi.app.settings.errors.invalid);
    expect(await auditCount()).toBe(saves);
    expect((await getSettings(db, 'ai')).openrouterBaseUrl).toBe(DEFAULT_SETTINGS.ai.openrouterBaseUrl);
  });
});
