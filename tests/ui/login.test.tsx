import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/api/authProvider';
import { tokenStore } from '../../src/api/tokenStore';
import { TEST_ADMIN } from '../support/constants';
import { addAdmin, type TestAdmin, totpCode, turnOnTwoFactor } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

// Each test starts signed out, the remembered admin too.
afterEach(() => authProvider.logout({}));

describe('sign-in page', () => {
  it('asks for both fields before sending anything', async () => {
    renderApp('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByText('Authorized personnel only. All activities are logged.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it("shows the server's message for a wrong password and stores no token", async () => {
    renderApp('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(tokenStore.get()).toBeNull();
  });

  it('toggles the password visibility', async () => {
    renderApp('/admin/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the right password and shows the admin in the top bar', async () => {
    renderApp('/admin/login');
    await userEvent.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
    await userEvent.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Panel' }));
    expect(await screen.findByText('Test Admin', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(tokenStore.get()).toBeTruthy();
  });

  it('sends a signed-in visitor from the sign-in page to the dashboard', async () => {
    await signIn();
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to Admin Panel' })).not.toBeInTheDocument();
  });
});

describe('two-factor sign-in', () => {
  /** The password step (on a new sign-in page unless one is open), then the code field. */
  async function passwordStep(admin: TestAdmin, open = true) {
    if (open) renderApp('/admin/login');
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, admin.email);
    await userEvent.type(screen.getByLabelText('Password'), admin.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Panel' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' }, { timeout: 10_000 })).toBeInTheDocument();
    return screen.getByLabelText('Authentication code');
  }

  it('asks for the code in the same card after the password, checks it, and offers a way back', async () => {
    const admin = await addAdmin('owner');
    const { secret } = await turnOnTwoFactor(await testApp().login(admin.email, admin.password));
    let code = await passwordStep(admin);
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByText('Lost your phone? Enter one of your recovery codes instead.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
    );
    expect(tokenStore.get()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);

    code = await passwordStep(admin, false);
    // The code of the step that turned it on is spent; the next step's is accepted.
    await userEvent.type(code, totpCode(secret, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(admin.name, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(tokenStore.get()).toBeTruthy();
  });

  it('takes a recovery code once', async () => {
    const admin = await addAdmin('owner');
    const { recoveryCodes } = await turnOnTwoFactor(await testApp().login(admin.email, admin.password));
    await userEvent.type(await passwordStep(admin), recoveryCodes[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(admin.name, {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    await authProvider.logout({});

    await userEvent.type(await passwordStep(admin), recoveryCodes[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
  });

  it('starts over from the password when the step has expired', async () => {
    const admin = await addAdmin('owner');
    const { secret } = await turnOnTwoFactor(await testApp().login(admin.email, admin.password));
    const code = await passwordStep(admin);
    const { clock } = testApp();
    const now = clock.now();
    clock.advance(6 * 60_000);
    try {
      await userEvent.type(code, totpCode(secret));
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in has expired. Enter your email and password again.');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    } finally {
      clock.set(now);
    }
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('a temporary password past its 72 hours', () => {
  it('is refused with the reason, in English and in Vietnamese', async () => {
    const { clock } = testApp();
    const owner = await testApp().login();
    const email = `expired.${Math.random().toString(36).slice(2, 8)}@ui-login.test`;
    const added = await testApp().call('POST', '/api/admin/admins', { token: owner, body: { email, firstName: 'Hết', lastName: 'Hạn', role: 'support' } });
    const now = clock.now();
    clock.advance(72 * 3_600_000 + 60_000);
    try {
      for (const [locale, button, reason] of [
        ['en', 'Sign in to Admin Panel', 'This temporary password has expired. Ask an owner for a new one.'],
        ['vi', 'Đăng nhập trang quản trị', 'Mật khẩu tạm thời này đã hết hạn. Hãy nhờ một chủ sở hữu cấp mật khẩu mới.'],
      ] as const) {
        localStorage.setItem('RaStore.locale', JSON.stringify(locale));
        cleanup();
        renderApp('/admin/login');
        const submit = await screen.findByRole('button', { name: button });
        await userEvent.type(screen.getByLabelText('Email'), email);
        await userEvent.type(screen.getByLabelText(locale === 'en' ? 'Password' : 'Mật khẩu'), added.json.data.temporaryPassword);
        await userEvent.click(submit);
        expect(await screen.findByRole('alert')).toHaveTextContent(reason);
        expect(tokenStore.get()).toBeNull();
      }
    } finally {
      clock.set(now);
    }
  });
});
