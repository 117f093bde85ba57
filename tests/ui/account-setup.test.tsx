// What an admin must do before anything else, against the real in-process server: a temporary
// password is replaced first (at sign-in, or as soon as a call says so), and two-factor
// sign-in is set up, confirmed with the password, when Settings › Security requires it; then
// the dashboard.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../../server/db/schema';
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

async function choosePassword(temporary: string) {
  const form = await screen.findByRole('form', { name: 'Change Password' }, slow);
  await userEvent.type(within(form).getByLabelText('Temporary Password'), temporary);
  await userEvent.type(within(form).getByLabelText('New Password'), CHOSEN);
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), CHOSEN);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

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

    // The form's rules first, then the server's check of the temporary password.
    await choosePassword('not-the-temporary-one');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change Password' });
    await userEvent.clear(within(form).getByLabelText('Temporary Password'));
    await userEvent.type(within(form).getByLabelText('Temporary Password'), admin.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));

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
    await testApp().db.update(admins).set({ mustChangePassword: true }).where(eq(admins.email, admin.email));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Choose your password' }, slow)).toBeInTheDocument();
    await choosePassword(admin.password);
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
