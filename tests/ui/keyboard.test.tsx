// Keyboard and screen-reader basics on a real screen against the real server: a dialog takes
// the focus, keeps Tab inside it and gives the focus back to what opened it; a refusal's toast
// is an alert, which a screen reader announces.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, makePackage, makeUser } from '../server/order-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

const slow = { timeout: 30_000 };

describe('a dialog and a toast, from the keyboard', () => {
  it('traps Tab inside the dialog, gives the focus back on Escape, and announces the refusal', async () => {
    const { db } = testApp();
    const pkg = await makePackage(db, { name: 'Keyboard Gói' });
    await makeOrder(db, await makeUser(db, { firstName: 'Keyboard', lastName: 'Nguyễn' }), pkg);
    await signIn();
    renderApp(`/admin/packages/${pkg.id}`);
    const opener = await screen.findByRole('button', { name: 'Delete' }, slow);
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);

    // Again, confirmed from the keyboard: the server refuses, and the toast is an alert.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('This package has 1 order and cannot be deleted. Deactivate it instead.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);
  });
});
