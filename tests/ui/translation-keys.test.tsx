// 'Show translation keys': an owner turns it on in the profile and every text of every screen
// (the sidebar, the page, the account menu) is followed by its catalog key, until turned off;
// an admin of another role has no such switch, and a preference left in the browser shows them
// nothing. In development ?i18n=keys does the same (its reading of the address is tested here;
// the whole visit is another module load).
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/api/authProvider';
import { addressAsksForKeys, setTranslationKeysWanted } from '../../src/lib/translationKeys';
import { addAdmin } from './admins';
import { renderApp, signIn } from './render';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

afterEach(async () => {
  setTranslationKeysWanted(false);
  await authProvider.logout({});
});

/** The sidebar's entries (the Orders badge's count left out). */
const sidebar = () => screen.queryAllByRole('menuitem').map((item) => (item.textContent ?? '').replace(/^[\d+]+/, ''));

describe('show translation keys', () => {
  it('an owner turns it on in the profile: each text is followed by its key on every screen, until turned off', async () => {
    await signIn();
    renderApp('/admin/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, slow)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Translation' }, slow);
    await userEvent.click(within(section).getByRole('switch', { name: 'Show translation keys' }));

    expect(await screen.findByRole('heading', { name: 'Profile Settings [app.profile.title]', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(sidebar()).toContain('Dashboard [app.menu.dashboard]'));
    expect(sidebar()).toContain('Users [resources.users.name]');
    const again = screen.getByRole('region', { name: 'Translation [app.profile.translation.title]' });
    expect(within(again).getByRole('switch', { name: 'Show translation keys [app.profile.translation.show_keys]' })).toBeChecked();
    // A name is not the catalog's: it stays as it is.
    expect(screen.getByRole('button', { name: /^Test Admin/ })).toBeInTheDocument();

    // Another screen, and the keys are there too.
    cleanup();
    renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Order Management [resources.orders.title]', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export CSV [resources.orders.export]' }, slow)).toBeInTheDocument();

    cleanup();
    renderApp('/admin/profile');
    const on = await screen.findByRole('region', { name: 'Translation [app.profile.translation.title]' }, slow);
    await userEvent.click(within(on).getByRole('switch', { name: /^Show translation keys/ }));
    expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(sidebar()).toContain('Dashboard'));
  });

  it('an admin of another role has no switch, and a preference left in this browser shows them no keys', async () => {
    const admin = await addAdmin('admin');
    setTranslationKeysWanted(true);
    await signIn(admin.email, admin.password);
    renderApp('/admin/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sessions' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Translation/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('[app.');
  });

  it('?i18n=keys asks for the keys in a development build only', () => {
    expect(addressAsksForKeys('?i18n=keys', true)).toBe(true);
    expect(addressAsksForKeys('?tab=1&i18n=keys', true)).toBe(true);
    expect(addressAsksForKeys('?i18n=keys', false)).toBe(false);
    expect(addressAsksForKeys('', true)).toBe(false);
  });
});
