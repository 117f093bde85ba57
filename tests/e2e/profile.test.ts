// The admin's own profile in real Chromium against the started server: 'Profile Settings'
// opens it; a name change shows in the top bar at once; a password change signs out another
// browser and keeps this one signed in. The e2e admin's name and password are put back after
// (the other e2e files sign in with them). Screenshots in both languages, wide and narrow.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { api, apiToken, baseUrl, E2E_ADMIN, eachLook, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();
vi.setConfig({ testTimeout: 240_000 });

const NEW_PASSWORD = 'E2e-Profile-Changed-42';

/** The rule in force (another e2e file may change it). */
const minLength = async () => (await api<{ data: { security: { passwordMinLength: number } } }>('/api/admin/settings')).json.data.security.passwordMinLength;

async function openProfileFromMenu(page: Page) {
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.getByRole('button', { name: /System Administrator/ }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await page.waitForURL(/\/admin\/profile$/);
  await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
}

describe('profile', () => {
  it('opens from the account menu; a name change shows in the top bar at once; errors sit under their fields', async () => {
    const page = await newPage();
    await signIn(page);
    await openProfileFromMenu(page);
    const details = page.getByRole('form', { name: 'Personal Details' });
    try {
      await details.getByLabel('First Name').fill('Quỳnh');
      await details.getByLabel('Email').fill('not-an-email');
      await details.getByRole('button', { name: 'Save Changes' }).click();
      await details.getByText('Invalid email address').waitFor();
      await viewShot(page, 'profile-errors-en-wide');
      await details.getByLabel('Email').fill(E2E_ADMIN.email);
      await details.getByRole('button', { name: 'Save Changes' }).click();
      await details.getByText('Profile updated successfully').waitFor();
      // The top bar, with no reload.
      await page.getByRole('button', { name: 'Quỳnh Administrator' }).waitFor();
      const me = await api<{ data: { firstName: string } }>('/api/admin/auth/me');
      expect(me.json.data.firstName).toBe('Quỳnh');
    } finally {
      await api('/api/admin/auth/profile', { method: 'PUT', body: { firstName: 'System', lastName: 'Administrator', email: E2E_ADMIN.email } });
    }
  });

  it('changes the password: another browser is signed out, this one stays signed in', async () => {
    const here = await newPage();
    const elsewhere = await newPage();
    await signIn(here);
    await signIn(elsewhere);
    await elsewhere.goto(`${baseUrl()}/admin/users`);
    await elsewhere.getByRole('heading', { name: 'User Management' }).waitFor();

    await openProfileFromMenu(here);
    const form = here.getByRole('form', { name: 'Change Password' });
    await form.getByText(`At least ${await minLength()} characters`).waitFor();
    try {
      await form.getByLabel('Current Password').fill(E2E_ADMIN.password);
      await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm New Password').fill('Something-Else-1');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await form.getByText('Passwords do not match').waitFor();
      await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change Password' }).click();
      const done = form.getByRole('status');
      await done.getByText(/Password changed\. You stay signed in here\./).waitFor();
      await expect(done.textContent()).resolves.toMatch(/\d+ other sessions? (was|were) signed out\./);
      await shot(here, 'profile-password-changed-en-wide');

      // This tab carries on, even after a reload.
      await here.reload();
      await here.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
      await here.goto(`${baseUrl()}/admin/orders`);
      await here.getByRole('heading', { name: 'Order Management' }).waitFor();
      // The other browser's session is over: its next page goes to sign-in.
      await elsewhere.goto(`${baseUrl()}/admin/orders`);
      await elsewhere.waitForURL(/\/admin\/login$/);
      expect(await elsewhere.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
      // And the new password is the one that signs in.
      await expect(apiToken({ email: E2E_ADMIN.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
      await expect(apiToken()).rejects.toThrow(/401/);
    } finally {
      // Put the e2e admin's password back for the other files.
      const token = await apiToken({ email: E2E_ADMIN.email, password: NEW_PASSWORD }).catch(() => undefined);
      if (token) {
        const res = await api('/api/admin/auth/change-password', {
          method: 'PUT',
          token,
          body: { currentPassword: NEW_PASSWORD, newPassword: E2E_ADMIN.password },
        });
        expect(res.status).toBe(200);
      }
    }
  });

  it('looks right in both languages, wide and narrow', async () => {
    const min = await minLength();
    await eachLook('profile', async (page, { locale, tag }) => {
      await page.goto(`${baseUrl()}/admin/profile`);
      await page.getByRole('heading', { name: locale === 'en' ? 'Profile Settings' : 'Cài đặt hồ sơ', level: 1 }).waitFor();
      await page.getByText(locale === 'en' ? `At least ${min} characters` : `Ít nhất ${min} ký tự`).waitFor();
      await shot(page, `profile-${tag}`);
      // The account menu says who is signed in (on a phone the bar shows only the initials).
      await page.getByRole('button', { name: /System Administrator/ }).click();
      const who = page.getByTestId('account-menu-who');
      await who.getByText(E2E_ADMIN.email).waitFor();
      await shot(page, `account-menu-${tag}`);
      await page.keyboard.press('Escape');
      await who.waitFor({ state: 'detached' });
      // Every field error at once, in the page's language.
      await page.getByRole('button', { name: locale === 'en' ? 'Change Password' : 'Đổi mật khẩu' }).click();
      await page.getByText(locale === 'en' ? 'Current password is required' : 'Vui lòng nhập mật khẩu hiện tại').waitFor();
      await shot(page, `profile-password-errors-${tag}`);
    });
  }, 400_000);
});
