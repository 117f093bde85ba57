// What an admin must do before anything else, against the real in-process server: a temporary
// password is replaced first (at sign-in, or as soon as a call says so: only the new one is
// asked, with its rules ticked as it is typed), and two-factor sign-in is set up, confirmed
// with the password, when Settings › Security requires it; then the dashboard. And the page
// an emailed invitation's link opens, before any sign-in (the owner's side is
// tests/ui/team.test.tsx's, the mail's tests/server/team-invitations.test.ts's).
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminInvitations, admins, adminSessions } from '../../server/db/schema';
import { hashToken } from '../../server/security/tokens';
import { tokenStore } from '../../src/api/tokenStore';
import { verifyPassword } from '../../server/security/passwords';
import { getSettings, putSettings } from '../../server/settings/store';
import { authProvider } from '../../src/api/authProvider';
import { addAdmin, type TestAdmin, totpCode } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };
const CHOSEN = 'Chosen-By-Myself-42';

const stored = async (email: string) => (await testApp().db.select().from(admins).where(eq(admins.email, email)))[0]!;

afterEach(() => authProvider.logout({}));

async function signInWithForm(admin: TestAdmin) {
  renderApp('/admin/login');
  await userEvent.type(await screen.findByLabelText('Email'), admin.email);
  await userEvent.type(screen.getByLabelText('Password'), admin.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Panel' }));
}

async function choosePassword(password = CHOSEN) {
  const form = await screen.findByRole('form', { name: 'Change Password' }, slow);
  await userEvent.type(within(form).getByLabelText('New Password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

/** Each rule of the list as the screen reader says it: its text and whether it is met. */
const rulesOf = (root: HTMLElement, name: string) =>
  within(within(root).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('a temporary password', () => {
  it('must be replaced right after sign-in, with nothing else on screen; then the dashboard', async () => {
    const admin = await addAdmin('support', { mustChangePassword: true });
    await signInWithForm(admin);
    expect(await screen.findByRole('heading', { name: 'Choose your password' }, slow)).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${admin.email}`)).toBeInTheDocument();
    expect(screen.getByText(/You signed in with a temporary password/)).toBeInTheDocument();
    // No sidebar, no top bar: only this, and signing out.
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    // Only the new password: the sign-in just proved the temporary one. Its rules tick as it is typed.
    const form = await screen.findByRole('form', { name: 'Change Password' }, slow);
    expect(within(form).queryByLabelText(/Temporary Password|Current Password/)).not.toBeInTheDocument();
    await waitFor(() => expect(rulesOf(form, 'Password rules')).toEqual(['At least 8 characters not met yet', 'The two passwords match not met yet']));
    await userEvent.type(within(form).getByLabelText('New Password'), 'Short-1');
    expect(rulesOf(form, 'Password rules')[0]).toBe('At least 8 characters not met yet');
    await userEvent.clear(within(form).getByLabelText('New Password'));
    // The temporary password again: the server alone can tell, and says so under the field.
    await choosePassword(admin.password);
    expect(await within(form).findByText('The new password must differ from the current one')).toBeInTheDocument();
    expect(rulesOf(form, 'Password rules')).toEqual(['At least 8 characters met', 'The two passwords match met']);
    for (const label of ['New Password', 'Confirm New Password']) await userEvent.clear(within(form).getByLabelText(label));
    await choosePassword();

    expect(await screen.findByRole('region', { name: 'Quick Actions' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
    const row = await stored(admin.email);
    expect(row.mustChangePassword).toBe(false);
    expect(await verifyPassword(row.passwordHash, CHOSEN)).toBe(true);
  });

  it('given by an owner while signed in: the next refused call brings the page', async () => {
    const admin = await addAdmin('support');
    await signIn(admin.email, admin.password);
    renderApp('/admin/dashboard');
    await screen.findByRole('region', { name: 'Quick Actions' }, slow);
    // As if this session had been opened with a temporary password (an owner's reset ends sessions).
    await testApp().db.update(admins).set({ mustChangePassword: true }).where(eq(admins.email, admin.email));
    await testApp().db.update(adminSessions).set({ mustChangePassword: true }).where(eq(adminSessions.adminId, admin.id));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Choose your password' }, slow)).toBeInTheDocument();
    await choosePassword();
    expect(await screen.findByRole('region', { name: 'Quick Actions' }, slow)).toBeInTheDocument();
  });
});

describe('two-factor sign-in required by Settings › Security', () => {
  it('is set up before anything else: QR code, key, a first code, the recovery codes once', async () => {
    const security = await getSettings(testApp().db, 'security');
    await putSettings(testApp().db, 'security', { ...security, enableTwoFactor: true });
    try {
      const admin = await addAdmin('content');
      await signInWithForm(admin);
      expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' }, slow)).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' }, slow)).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      );
      const secret = screen.getByTestId('two-factor-secret').textContent!.replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

      const form = screen.getByRole('form', { name: 'Confirm two-factor authentication' });
      await userEvent.type(within(form).getByLabelText('6-digit code'), '000000');
      await userEvent.type(within(form).getByLabelText('Current Password'), admin.password);
      await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
      expect(await within(form).findByText(/The code is not valid/)).toBeInTheDocument();
      await userEvent.clear(within(form).getByLabelText('6-digit code'));
      await userEvent.type(within(form).getByLabelText('6-digit code'), totpCode(secret));
      // A signed-in tab alone cannot turn it on: the password must be right.
      await userEvent.clear(within(form).getByLabelText('Current Password'));
      await userEvent.type(within(form).getByLabelText('Current Password'), 'someone-elses-guess');
      await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
      expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
      expect((await stored(admin.email)).twoFactorEnabledAt).toBeNull();
      await userEvent.clear(within(form).getByLabelText('Current Password'));
      await userEvent.type(within(form).getByLabelText('Current Password'), admin.password);
      await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));

      const codes = await screen.findByRole('region', { name: 'Your recovery codes' }, slow);
      expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
      expect(within(codes).getByText(/They are shown only now/)).toBeInTheDocument();
      expect((await stored(admin.email)).twoFactorEnabledAt).not.toBeNull();
      await userEvent.click(within(codes).getByRole('button', { name: 'Continue to the dashboard' }));
      expect(await screen.findByRole('region', { name: 'Quick Actions' }, slow)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Set up two-factor authentication' })).not.toBeInTheDocument());
    } finally {
      await putSettings(testApp().db, 'security', security);
    }
  });
});

describe('an emailed invitation', () => {
  /** An open invitation for a new admin, as the outbox would have mailed it (its token's hash stored). */
  async function invited() {
    const owner = await testApp().login();
    const email = `moi.${Math.random().toString(36).slice(2, 8)}@ui-invite.test`;
    const added = await testApp().call('POST', '/api/admin/admins', { token: owner, body: { email, firstName: 'Mai', lastName: 'Lê', role: 'content' } });
    const token = `ui-invitation-${Math.random().toString(36).slice(2)}`;
    const now = testApp().clock.now();
    await testApp()
      .db.insert(adminInvitations)
      .values({
        adminId: added.json.data.admin.id,
        email,
        tokenHash: hashToken(token),
        language: 'vi',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 72 * 3_600_000),
      });
    return { email, token };
  }

  it('opens in Vietnamese: whom it is for, the rules ticked as the password is typed, then signed in; a second use says so', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    const { email, token } = await invited();
    renderApp(`/admin/invitation?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Chọn mật khẩu của bạn' }, slow)).toBeInTheDocument();
    expect(await screen.findByText(`Bạn được mời vào trang quản trị với địa chỉ ${email}. Hãy chọn mật khẩu để đăng nhập.`, {}, slow)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Chọn mật khẩu của bạn' });
    await waitFor(() => expect(rulesOf(form, 'Quy tắc mật khẩu')).toEqual(['Ít nhất 8 ký tự chưa đạt', 'Hai mật khẩu trùng khớp chưa đạt']));
    await userEvent.type(within(form).getByLabelText('Mật khẩu mới'), 'Ngắn-1');
    expect(rulesOf(form, 'Quy tắc mật khẩu')).toEqual(['Ít nhất 8 ký tự chưa đạt', 'Hai mật khẩu trùng khớp chưa đạt']);
    await userEvent.type(within(form).getByLabelText('Mật khẩu mới'), '-Đủ-Dài');
    expect(rulesOf(form, 'Quy tắc mật khẩu')).toEqual(['Ít nhất 8 ký tự đã đạt', 'Hai mật khẩu trùng khớp chưa đạt']);
    await userEvent.type(within(form).getByLabelText('Xác nhận mật khẩu mới'), 'Ngắn-1-Đủ-Dài');
    expect(rulesOf(form, 'Quy tắc mật khẩu')).toEqual(['Ít nhất 8 ký tự đã đạt', 'Hai mật khẩu trùng khớp đã đạt']);
    await userEvent.click(within(form).getByRole('button', { name: 'Đặt mật khẩu' }));

    // Signed in with it, straight to the dashboard.
    expect(await screen.findByRole('menuitem', { name: 'Tổng quan' }, slow)).toBeInTheDocument();
    expect(tokenStore.get()).not.toBeNull();
    const row = await stored(email);
    expect(row.mustChangePassword).toBe(false);
    expect(await verifyPassword(row.passwordHash, 'Ngắn-1-Đủ-Dài')).toBe(true);

    await authProvider.logout({});
    cleanup();
    renderApp(`/admin/invitation?token=${token}`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Liên kết mời này đã được sử dụng. Hãy đăng nhập bằng mật khẩu bạn đã chọn.');
    await userEvent.click(screen.getByRole('button', { name: 'Đến trang đăng nhập' }));
    expect(await screen.findByRole('button', { name: 'Đăng nhập trang quản trị' }, slow)).toBeInTheDocument();
  });
});
