// Safe actions, as the app renders them against the real in-process server: deactivating a
// user asks first with what it does and its toast offers Undo (through the activate route);
// activating is one click.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { makeUser } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 45_000 };
const TAG = 'Uisafe';
const listPath = (q: string) => `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const isActive = async (id: string) => (await testApp().db.select().from(users).where(eq(users.id, id)))[0]!.isActive;

describe('deactivating a user', () => {
  it('asks first, saying what it does; cancelled, nothing changes; confirmed, the toast offers Undo, which activates them again', async () => {
    const u = await makeUser(testApp().db, { firstName: 'Thu', lastName: `${TAG} Vũ` });
    await signIn();
    renderApp(listPath(`${TAG} Vũ`));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate user' }, slow));
    let confirm = await screen.findByRole('dialog', { name: `Deactivate Thu ${TAG} Vũ?` });
    expect(confirm).toHaveTextContent('They can no longer sign in; their CVs stay.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await isActive(u.id)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate user' }));
    confirm = await screen.findByRole('dialog', { name: `Deactivate Thu ${TAG} Vũ?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    const toast = (await screen.findByText('User deactivated')).closest<HTMLElement>('[role="alert"]')!;
    await waitFor(async () => expect(await isActive(u.id)).toBe(false));
    expect(await screen.findByRole('button', { name: 'Activate user' })).toBeInTheDocument();

    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('User activated')).toBeInTheDocument();
    await waitFor(async () => expect(await isActive(u.id)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Deactivate user' })).toBeInTheDocument();
  });

  it('activates an inactive user at once, without a confirmation', async () => {
    const u = await makeUser(testApp().db, { firstName: 'Khoa', lastName: `${TAG} Đỗ`, isActive: false });
    await signIn();
    renderApp(listPath(`${TAG} Đỗ`));
    await userEvent.click(await screen.findByRole('button', { name: 'Activate user' }, slow));
    await waitFor(async () => expect(await isActive(u.id)).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('User activated')).toBeInTheDocument();
  });
});
