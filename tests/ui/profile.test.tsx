// The admin's own profile page against the real in-process server: opened from the account
// menu, name and email saved (the top bar follows at once), and the password changed with
// every other session signed out while this one carries on.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../../server/db/schema';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { getSettings, putSettings } from '../../server/settings/store';
import { authProvider } from '../../src/api/authProvider';
import { tokenStore } from '../../src/api/tokenStore';
import { TEST_ADMIN } from '../support/constants';
import { holdRowLock } from '../support/row-lock';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

const me = async () => (await testApp().db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!;
const details = () => screen.getByRole('form', { name: 'Personal Details' });
const password = () => screen.getByRole('form', { name: 'Change Password' });

async function openProfile() {
  await signIn();
  renderApp('/admin/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: /^Test Admin/ }, slow));
  // The menu says who is signed in (on a phone the bar shows only the initials).
  const who = within(await screen.findByRole('menu')).getByTestId('account-menu-who');
  expect(who).toHaveTextContent(`Test Admin${TEST_ADMIN.email}`);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile Settings' }));
  expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, slow)).toBeInTheDocument();
}

afterEach(async () => {
  // Each test starts signed out (the remembered identity too) with the snapshot's name and email.
  await authProvider.logout({});
  await testApp().db.update(admins).set({ firstName: 'Test', lastName: 'Admin', email: TEST_ADMIN.email }).where(eq(admins.email, TEST_ADMIN.email));
});

describe('profile details', () => {
  it("saves the name with 'Saving...' and the top bar follows at once", async () => {
    await openProfile();
    const form = details();
    expect(within(form).getByLabelText('First Name')).toHaveValue('Test');
    expect(within(form).getByLabelText('Email')).toHaveValue(TEST_ADMIN.email);
    await userEvent.clear(within(form).getByLabelText('First Name'));
    await userEvent.type(within(form).getByLabelText('First Name'), 'Thảo');
    await userEvent.clear(within(form).getByLabelText('Last Name'));
    await userEvent.type(within(form).getByLabelText('Last Name'), 'Nguyễn');
    // Hold the admin's row so the save stays in flight long enough to be seen.
    const release = await holdRowLock(testApp().db, sql`select id from admins where email = ${TEST_ADMIN.email} for update`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await release();
    expect(await within(form).findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await me()).toMatchObject({ firstName: 'Thảo', lastName: 'Nguyễn' });
    // The account button in the top bar now carries the new name, without a reload.
    expect(await screen.findByRole('button', { name: /^Thảo Nguyễn/ })).toBeInTheDocument();
  });

  it('checks the fields with the user rules before sending, and shows a taken email under its field', async () => {
    const { db } = testApp();
    await db
      .insert(admins)
      .values({ email: 'taken.profile@example.com', passwordHash: (await me()).passwordHash, firstName: 'Other', lastName: 'Admin' })
      .onConflictDoNothing();
    await openProfile();
    const form = details();
    await userEvent.clear(within(form).getByLabelText('First Name'));
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument();
    expect((await me()).firstName).toBe('Test');

    await userEvent.type(within(form).getByLabelText('First Name'), 'Test');
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'Taken.Profile@example.com');
    // A new email asks for the current password: empty, then wrong, then right.
    const current = await within(form).findByLabelText('Current Password');
    expect(within(form).getByText('Your email is what you sign in with: enter your current password to change it.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Enter your current password to change your email')).toBeInTheDocument();
    await userEvent.type(current, 'Not-The-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    await userEvent.clear(current);
    await userEvent.type(current, TEST_ADMIN.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Email is already in use')).toBeInTheDocument();
    expect((await me()).email).toBe(TEST_ADMIN.email);

    // Back to the stored email: the password field goes away.
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), TEST_ADMIN.email);
    await waitFor(() => expect(within(form).queryByLabelText('Current Password')).toBeNull());
  });

  it('changes the email with the current password', async () => {
    await openProfile();
    const form = details();
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'renamed.profile@example.com');
    await userEvent.type(await within(form).findByLabelText('Current Password'), TEST_ADMIN.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByLabelText('Current Password')).toBeNull());
    expect((await testApp().db.select().from(admins).where(eq(admins.email, 'renamed.profile@example.com'))).length).toBe(1);
    await testApp().db.update(admins).set({ email: TEST_ADMIN.email }).where(eq(admins.email, 'renamed.profile@example.com'));
  });
});

describe('password change', () => {
  it('shows the rule from the settings and checks length, confirmation and the current password', async () => {
    const security = await getSettings(testApp().db, 'security');
    await putSettings(testApp().db, 'security', { ...security, passwordMinLength: 12 });
    try {
      await openProfile();
      const form = password();
      expect(await within(form).findByText('At least 12 characters')).toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText('Current Password'), 'wrong-current-password');
      await userEvent.type(within(form).getByLabelText('New Password'), 'Short-1');
      await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'Short-2');
      await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
      expect(within(form).getByText('Password must be at least 12 characters')).toBeInTheDocument();
      expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();

      await userEvent.clear(within(form).getByLabelText('New Password'));
      await userEvent.type(within(form).getByLabelText('New Password'), 'Long-Enough-Pass-1');
      await userEvent.clear(within(form).getByLabelText('Confirm New Password'));
      await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'Long-Enough-Pass-1');
      await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
      expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
      expect(await verifyPassword((await me()).passwordHash, TEST_ADMIN.password)).toBe(true);
    } finally {
      await putSettings(testApp().db, 'security', security);
    }
  });

  it('changes it: other sessions end, this tab stays signed in with its new token', async () => {
    const other = await testApp().login();
    await openProfile();
    const before = tokenStore.get();
    const form = password();
    await userEvent.type(within(form).getByLabelText('Current Password'), TEST_ADMIN.password);
    await userEvent.type(within(form).getByLabelText('New Password'), 'Brand-New-Password-9');
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'Brand-New-Password-9');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    const done = await within(form).findByRole('status');
    expect(done).toHaveTextContent('Password changed. You stay signed in here.');
    expect(done).toHaveTextContent(/\d+ other sessions? (was|were) signed out\./);
    expect(within(form).getByLabelText('New Password')).toHaveValue('');
    try {
      // The other sign-in is over; this tab's new token works and the screens keep loading.
      expect((await testApp().call('GET', '/api/admin/auth/me', { token: other })).status).toBe(401);
      expect(tokenStore.get()).not.toBe(before);
      expect((await testApp().call('GET', '/api/admin/auth/me', { token: tokenStore.get()! })).status).toBe(200);
      await userEvent.click(screen.getByRole('link', { name: 'Open my activity' }));
      expect(await screen.findByRole('heading', { name: 'Audit Log' }, slow)).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByText('Password changed').length).toBeGreaterThan(0));
    } finally {
      await testApp()
        .db.update(admins)
        .set({ passwordHash: await hashPassword(TEST_ADMIN.password) })
        .where(eq(admins.email, TEST_ADMIN.email));
    }
  });
});
