// The admin shell in real Chromium against the started server: sign-in, session, sign-out,
// dead tokens, language, theme, every route, narrow screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, E2E_ADMIN, newPage, shot, signIn, signInWithForm, takeCspViolations, useBrowser } from './support';

useBrowser();

const SPEC_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/cvs',
  '/admin/packages',
  '/admin/packages/new',
  '/admin/orders',
  '/admin/templates',
  '/admin/templates/new',
  '/admin/contacts',
  '/admin/settings',
];

/** The dashboard shown, signed in as a returning admin (the sign-in tests above use the form). */
async function openDashboard(page: Page) {
  await signIn(page);
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
}

describe('sign-in', () => {
  it('refuses an empty form, then a wrong password, then signs in', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByRole('button', { name: 'Sign in to Admin Panel' }).waitFor();
    await shot(page, 'login-en-wide');
    await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Please fill in all fields');

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await shot(page, 'login-error');

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Owner', { exact: true }).waitFor();
    await shot(page, 'shell-en-wide');
  });

  it('keeps the session across a reload and signs out from the account menu', async () => {
    const page = await newPage();
    await signInWithForm(page);
    await page.reload();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Owner', { exact: true }).waitFor();

    await page
      .getByRole('button', { name: /System Administrator|E2e|Admin/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL(/\/admin\/profile$/);
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' }).count()).resolves.toBe(0);
    await page
      .getByRole('button', { name: /System Administrator|E2e|Admin/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // Protected routes now lead back to sign-in.
    await page.goto(`${baseUrl()}/admin/users`);
    await page.waitForURL(/\/admin\/login$/);
  });

  it('sends a visitor with a revoked or forged token to sign-in', async () => {
    const page = await newPage();
    await signInWithForm(page);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).toBeTruthy();
    expect((await api('/api/admin/auth/logout', { method: 'POST', token: token! })).status).toBe(200);
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await page.evaluate(() => localStorage.setItem('adminToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.forged'));
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL(/\/admin\/login$/);
  });

  it('sends a signed-in visitor from the sign-in page to the dashboard; / and /admin redirect', async () => {
    const page = await newPage();
    await signInWithForm(page);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(/\/admin\/dashboard$/);
  });
});

describe('shell', () => {
  // Every e2e test fails on any refusal of the policy (support.ts); this shows the check hears one.
  it('runs under a Content-Security-Policy that refuses an inline script, and the check hears it', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    const heard: string[] = [];
    await expect
      .poll(() => {
        heard.push(...takeCspViolations());
        return heard.join('\n');
      })
      .toMatch(/script-src/);
    // Closed before the check after the test, with whatever it still reported taken out too.
    await page.context().close();
    takeCspViolations();
  });

  it('answers every route inside the shell, with no 404', async () => {
    const page = await newPage();
    await signIn(page);
    for (const path of SPEC_ROUTES) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(new RegExp(`${path}$`));
      await page.getByText('Version 1.0').waitFor();
      expect(await page.getByText('Page not found').count(), path).toBe(0);
    }
    await page.goto(`${baseUrl()}/admin/no-such-screen`);
    await page.getByText('Page not found').first().waitFor();
  });

  it('switches the whole UI to Vietnamese live and remembers it', async () => {
    const page = await newPage();
    await openDashboard(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('menuitem', { name: 'Người dùng' }).waitFor();
    await page.getByText('Phiên bản 1.0').waitFor();
    await shot(page, 'shell-vi-wide');
    await page.reload();
    await page.getByText('Phiên bản 1.0').waitFor();
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Version 1.0').waitFor();
  });

  it('toggles the dark theme', async () => {
    const page = await newPage();
    await openDashboard(page);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await bg();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(bg).not.toBe(before);
    await shot(page, 'shell-dark');
  });

  it('collapses the sidebar on a phone and opens it from the menu button', async () => {
    const page = await newPage({ viewport: 'narrow' });
    await openDashboard(page);
    await shot(page, 'shell-en-narrow');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).waitFor();
    await shot(page, 'shell-menu-narrow');
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    const vi = await newPage({ viewport: 'narrow', locale: 'vi' });
    await vi.goto(`${baseUrl()}/admin/login`);
    await vi.getByRole('button', { name: 'Đăng nhập trang quản trị' }).waitFor();
    await shot(vi, 'login-vi-narrow');
  });
});
