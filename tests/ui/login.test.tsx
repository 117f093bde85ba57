import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/api/httpClient';
import { TEST_ADMIN } from '../support/constants';
import { renderApp, signIn } from './render';

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
    expect(await screen.findByText('Test Admin', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(tokenStore.get()).toBeTruthy();
  });

  it('sends a signed-in visitor from the sign-in page to the dashboard', async () => {
    await signIn();
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to Admin Panel' })).not.toBeInTheDocument();
  });
});
