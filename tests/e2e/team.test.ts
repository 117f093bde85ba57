// The team in real Chromium against the started server: an owner adds a support admin, who
// must change the temporary password and then sees only their part (Access denied at
// Settings); a finance admin verifies an order; an owner sets up two-factor sign-in and signs
// in with a code computed here; a recovery code works once. Every admin made here is new: the
// shared e2e admin is left as it is. Screenshots in both languages, wide and on a 360 px phone.
import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyPayment, pendingOrder } from './orders-support';
import { addAdmin, CHOSEN, type Credentials, readyAdmin } from './role-admins';
import { api, apiToken, baseUrl, eachLook, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();
vi.setConfig({ testTimeout: 240_000 });

/** The authenticator app's code now, or `steps` of 30 s later (the server accepts one step either side). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

async function passwordStep(page: Page, admin: Credentials) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
}

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

describe('team', () => {
  it('an owner adds a support admin, who must change the temporary password and then sees only their part', async () => {
    const owner = await newPage();
    await signIn(owner);
    await owner.goto(`${baseUrl()}/admin/team`);
    await owner.getByRole('table', { name: 'Team' }).waitFor();
    await owner.getByRole('button', { name: 'Add admin' }).click();
    const add = owner.getByRole('dialog', { name: 'Add admin' });
    const email = `mai.${Date.now()}@e2e-team.test`;
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('First Name').fill('Mai');
    await add.getByLabel('Last Name').fill('Hỗ Trợ');
    await add.getByText('Users (edit, reset passwords) and contacts; CVs and orders to read.').waitFor();
    await viewShot(owner, 'team-add-en-wide');
    await add.getByRole('button', { name: 'Add admin' }).click();
    const temp = owner.getByRole('dialog', { name: 'Temporary Password' });
    await temp.getByText(email).waitFor();
    const password = (await temp.getByTestId('temp-password').textContent())!;
    expect(password).toHaveLength(16);
    // Where to sign in goes with it (mail is not set up here: no invitation was emailed).
    await temp.getByLabel('Sign-in address').getByText(`${baseUrl()}/admin/login`).waitFor();
    await temp.getByText(/No invitation was emailed/).waitFor();
    await viewShot(owner, 'team-temp-password-en-wide');
    await temp.getByRole('button', { name: 'I have saved it' }).click();
    await owner.getByRole('row').filter({ hasText: email }).getByText('Support').waitFor();

    // An invitation's link opens signed out (the first page loads only the sign-in entry otherwise), and says why it cannot be used.
    const invited = await newPage();
    await invited.goto(`${baseUrl()}/admin/invitation?token=not-a-real-link`);
    await invited.getByText('This link cannot be used').waitFor();
    await invited.getByText(/This invitation link is not valid/).waitFor();
    await invited.context().close();

    const page = await newPage();
    await passwordStep(page, { email, password });
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await shot(page, 'account-setup-password-en-wide');
    // Only the new password: the sign-in just proved the temporary one.
    const form = page.getByRole('form', { name: 'Change Password' });
    await expect(form.getByLabel('Temporary Password').count()).resolves.toBe(0);
    await form.getByLabel('New Password', { exact: true }).fill(CHOSEN);
    await form.getByLabel('Confirm New Password').fill(CHOSEN);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
    await menuItem(page, 'Users').waitFor();
    await page.getByText('Support', { exact: true }).first().waitFor();
    await expect(menuItem(page, 'Settings').count()).resolves.toBe(0);
    await expect(menuItem(page, 'Team').count()).resolves.toBe(0);
    await shot(page, 'team-support-dashboard-en-wide');

    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
    await shot(page, 'access-denied-en-wide');
    await page.goto(`${baseUrl()}/admin/team`);
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
    expect((await api('/api/admin/settings', { token: await apiToken({ email, password: CHOSEN }) })).status).toBe(403);
  });

  it('a finance admin verifies a paid order', async () => {
    const finance = await readyAdmin('finance', 'Hà');
    const order = await pendingOrder();
    await notifyPayment(order, `E2E-TEAM-${order.id.slice(0, 8)}`);
    const page = await newPage();
    await signIn(page, finance);
    await page.goto(`${baseUrl()}/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: order.orderCode }).waitFor();
    await page.getByRole('button', { name: 'Verify Order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verify Order' }).click();
    await page.getByText('Order verified successfully').waitFor();
    const after = await api<{ data: { status: string } }>(`/api/admin/orders/${order.id}`);
    expect(after.json.data.status).toBe('VERIFIED');
    await expect(menuItem(page, 'Templates').count()).resolves.toBe(0);
    await expect(menuItem(page, 'Settings').count()).resolves.toBe(0);
    await shot(page, 'team-finance-order-en-wide');
  });

  it('an owner sets up two-factor sign-in on the profile, signs in with a code, and a recovery code works once', async () => {
    const owner = await readyAdmin('owner', 'Quân');
    const page = await newPage();
    await signIn(page, owner);
    await page.goto(`${baseUrl()}/admin/profile`);
    const section = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await section.getByRole('button', { name: 'Set up' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
    await shot(page, 'profile-two-factor-setup-en-wide');
    await section.getByLabel('6-digit code').fill(codeFor(secret));
    await section.getByLabel('Current Password').fill(owner.password);
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codesRegion = section.getByRole('region', { name: 'Your recovery codes' });
    await codesRegion.waitFor();
    const codes = await codesRegion.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    const [download] = await Promise.all([page.waitForEvent('download'), codesRegion.getByRole('button', { name: 'Download' }).click()]);
    const file = readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(file).toContain(code);
    await codesRegion.getByRole('button', { name: 'Copy' }).click();
    await codesRegion.getByText('Recovery codes copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await viewShot(page, 'profile-recovery-codes-en-wide');
    await codesRegion.getByRole('button', { name: 'I have saved these codes' }).click();
    await section.getByText('On', { exact: true }).waitFor();

    // A sign-in now asks for the code: the next step's, as the one that turned it on is spent.
    const second = await newPage();
    await passwordStep(second, owner);
    await second.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await shot(second, 'login-two-factor-en-wide');
    await second.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.waitForURL(/\/admin\/dashboard$/);
    await second.getByRole('region', { name: 'Quick Actions' }).waitFor();

    // A recovery code signs in once.
    for (const outcome of ['signed in', 'refused'] as const) {
      const other = await newPage();
      await passwordStep(other, owner);
      await other.getByLabel('Authentication code').fill(codes[0]!);
      await other.getByRole('button', { name: 'Verify' }).click();
      if (outcome === 'signed in') await other.waitForURL(/\/admin\/dashboard$/);
      else {
        await other
          .getByRole('alert')
          .getByText(/The code is not valid/)
          .waitFor();
        await shot(other, 'login-two-factor-refused-en-wide');
      }
      await other.context().close();
    }
  });
});

describe('looks', () => {
  let temporary: Credentials;
  let support: Credentials;
  let withTwoFactor: Credentials & { token: string };

  beforeAll(async () => {
    temporary = await addAdmin('content', 'Lan');
    support = await readyAdmin('support', 'Minh');
    const owner = await readyAdmin('owner', 'Khoa');
    const setup = await api<{ data: { secret: string } }>('/api/admin/auth/two-factor/setup', { method: 'POST', token: owner.token });
    const enabled = await api('/api/admin/auth/two-factor/enable', {
      method: 'POST',
      token: owner.token,
      body: { code: codeFor(setup.json.data.secret), password: owner.password },
    });
    expect(enabled.status).toBe(200);
    withTwoFactor = owner;
  });

  const phoneAndWide = { viewports: ['wide', 'phone'] as ('wide' | 'phone')[] };

  it('the Team screen and its dialogs, in both languages, wide and on a phone', async () => {
    await eachLook(
      'team',
      async (page, { locale, tag }) => {
        const en = locale === 'en';
        await page.goto(`${baseUrl()}/admin/team`);
        await page.getByRole('heading', { name: en ? 'Team' : 'Thành viên', level: 1 }).waitFor();
        await page.getByText(support.email).first().waitFor();
        await shot(page, `team-${tag}`);
        await page
          .getByRole('button', { name: en ? 'Add admin' : 'Thêm quản trị viên' })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: en ? 'Add admin' : 'Thêm quản trị viên' }).click();
        await dialog.getByText(en ? 'Invalid email address' : 'Địa chỉ email không hợp lệ').waitFor();
        await viewShot(page, `team-add-errors-${tag}`);
        await dialog.getByRole('button', { name: en ? 'Cancel' : 'Hủy' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page
          .getByRole('button', { name: new RegExp(`^(Actions for|Thao tác với) Minh E2e`) })
          .first()
          .click();
        await page.getByRole('menuitem').first().waitFor();
        await viewShot(page, `team-actions-${tag}`);
      },
      phoneAndWide,
    );
  });

  it('the profile’s two-factor and sessions sections, in both languages, wide and on a phone', async () => {
    await eachLook(
      'profile-security',
      async (page, { locale, tag }) => {
        const en = locale === 'en';
        await page.goto(`${baseUrl()}/admin/profile`);
        const sessions = page.getByRole('list', { name: en ? 'Sessions' : 'Phiên đăng nhập' });
        await sessions.getByText(en ? 'This session' : 'Phiên này').waitFor();
        await shot(page, `profile-security-${tag}`);
        await page.getByRole('button', { name: en ? 'Set up' : 'Thiết lập' }).click();
        await page.getByRole('img', { name: en ? 'QR code for your authenticator app' : 'Mã QR cho ứng dụng xác thực' }).waitFor();
        await shot(page, `profile-two-factor-setup-${tag}`);
      },
      { ...phoneAndWide, admin: support },
    );
  });

  it('the sign-in code step, the account set-up and Access denied, in both languages, wide and on a phone', async () => {
    await eachLook(
      'team-sign-in',
      async (page, { locale, tag }) => {
        const en = locale === 'en';
        await passwordStep(page, withTwoFactor);
        await page.getByRole('heading', { name: en ? 'Two-factor authentication' : 'Xác thực hai lớp' }).waitFor();
        await page.getByRole('button', { name: en ? 'Verify' : 'Xác minh' }).click();
        await page.getByRole('alert').waitFor();
        await shot(page, `login-two-factor-${tag}`);

        await passwordStep(page, temporary);
        await page.getByRole('heading', { name: en ? 'Choose your password' : 'Chọn mật khẩu của bạn' }).waitFor();
        await shot(page, `account-setup-password-${tag}`);
        await page.getByRole('button', { name: en ? 'Sign Out' : 'Đăng xuất' }).click();
        await page.waitForURL(/\/admin\/login$/);

        await passwordStep(page, support);
        await page.getByRole('region', { name: en ? 'Quick Actions' : 'Thao tác nhanh' }).waitFor();
        await page.goto(`${baseUrl()}/admin/settings`);
        await page.getByRole('heading', { name: en ? 'Access denied' : 'Truy cập bị từ chối', level: 1 }).waitFor();
        await shot(page, `access-denied-${tag}`);
      },
      { ...phoneAndWide, admin: null },
    );
  });

  it('two-factor set-up required by Settings › Security, in both languages, wide and on a phone', async () => {
    // Only an owner with two-factor sign-in may change the settings while they require it.
    const owner = withTwoFactor;
    const security = (await api<{ data: { security: Record<string, unknown> } }>('/api/admin/settings', { token: owner.token })).json.data.security;
    const put = (enableTwoFactor: boolean) =>
      api('/api/admin/settings', {
        method: 'PUT',
        token: owner.token,
        body: { section: 'security', settings: { ...security, jwtSecret: undefined, enableTwoFactor } },
      });
    expect((await put(true)).status).toBe(200);
    try {
      await eachLook(
        'team-required-two-factor',
        async (page, { locale, tag }) => {
          await page.goto(`${baseUrl()}/admin/dashboard`);
          await page.getByRole('heading', { name: locale === 'en' ? 'Set up two-factor authentication' : 'Thiết lập xác thực hai lớp' }).waitFor();
          await page.getByRole('img', { name: locale === 'en' ? 'QR code for your authenticator app' : 'Mã QR cho ứng dụng xác thực' }).waitFor();
          await shot(page, `account-setup-two-factor-${tag}`);
        },
        { ...phoneAndWide, admin: support },
      );
    } finally {
      expect((await put(false)).status).toBe(200);
    }
  });
});
