// The Team screen as an owner uses it, against the real in-process server: the list, adding an
// admin and their temporary password shown once, changing a role, deactivating and
// reactivating, a password reset, a two-factor reset, and the last owner kept.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins, emailOutbox } from '../../server/db/schema';
import { getSettings, putSettings } from '../../server/settings/store';
import { verifyPassword } from '../../server/security/passwords';
import { TEST_ADMIN } from '../support/constants';
import { addAdmin, turnOnTwoFactor } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

const stored = async (email: string) => (await testApp().db.select().from(admins).where(eq(admins.email, email)))[0]!;

async function openTeam() {
  await signIn();
  renderApp('/admin/team');
  return screen.findByRole('table', { name: 'Team' }, slow);
}
const rowOf = async (table: HTMLElement, text: string) => (await within(table).findByText(text)).closest('tr')!;
async function act(row: HTMLElement, name: string, action: string) {
  // A closing dialog still hides the page from the accessibility tree.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => vi.restoreAllMocks());

describe('team', () => {
  it('lists every admin: the signed-in owner marked, role, two-factor, last sign-in, active', async () => {
    const finance = await addAdmin('finance', { firstName: 'Hà' });
    const table = await openTeam();
    const me = await rowOf(table, TEST_ADMIN.email);
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('Owner')).toBeInTheDocument();
    expect(within(me).getByText('Active')).toBeInTheDocument();
    const row = await rowOf(table, finance.email);
    expect(within(row).getByText('Hà Tester')).toBeInTheDocument();
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    expect(within(row).getByText('Off')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Admin', 'Role', 'Two-factor', 'Last sign-in', 'Status', 'Actions']);
    // One's own row offers names and role only.
    await userEvent.click(within(me).getByRole('button', { name: 'Actions for Test Admin' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Change name or role']);
  });

  it('searches by name or email, without accents: dung finds Dũng, not Đạt', async () => {
    const dung = await addAdmin('support', { firstName: 'Dũng' });
    const dat = await addAdmin('content', { firstName: 'Đạt' });
    const table = await openTeam();
    await rowOf(table, dat.email);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'DUNG tes');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Team' })).queryByText(dat.email)).not.toBeInTheDocument(), slow);
    expect(within(screen.getByRole('table', { name: 'Team' })).getByText(dung.email)).toBeInTheDocument();
    // By email; then nothing matches; then, cleared, everyone is back.
    await userEvent.clear(box);
    await userEvent.type(box, dat.email.toUpperCase());
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Team' }));
      expect(rows.getByText('Đạt Tester')).toBeInTheDocument();
      expect(rows.queryByText(dung.email)).not.toBeInTheDocument();
    }, slow);
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody-here');
    expect(await screen.findByText('No admin matches your search', {}, slow)).toBeInTheDocument();
    await userEvent.clear(box);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Team' })).getByText(TEST_ADMIN.email)).toBeInTheDocument(), slow);
  });

  it('shows whose temporary password waits to be changed, and whose has run out', async () => {
    const hour = 3_600_000;
    const waiting = await addAdmin('support', { firstName: 'Lan', mustChangePassword: true });
    const lapsed = await addAdmin('content', { firstName: 'Minh', mustChangePassword: true });
    await testApp()
      .db.update(admins)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() + hour) })
      .where(eq(admins.email, waiting.email));
    await testApp()
      .db.update(admins)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() - hour) })
      .where(eq(admins.email, lapsed.email));
    const table = await openTeam();
    expect(within(await rowOf(table, waiting.email)).getByText('Temporary password')).toBeInTheDocument();
    expect(within(await rowOf(table, lapsed.email)).getByText('Temporary password expired')).toBeInTheDocument();
    const me = await rowOf(table, TEST_ADMIN.email);
    expect(within(me).queryByText(/^Temporary password/)).not.toBeInTheDocument();
  });

  it('adds an admin, checks the fields first, and shows the temporary password once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Linh.Support@Team.test');
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Linh');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Phạm');
    // The role says what it may do.
    expect(within(dialog).getByText('Users (edit, reset passwords) and contacts; CVs and orders to read.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Content' }));
    expect(within(dialog).getByText('Templates; CVs and packages to read.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    const temp = await screen.findByRole('dialog', { name: 'Temporary Password' });
    expect(temp).toHaveTextContent('linh.support@team.test');
    expect(temp).toHaveTextContent('Give this password to the admin');
    // Mail is not set up in the test database: no invitation, and where to sign in, to hand over.
    expect(temp).toHaveTextContent('No invitation was emailed: mail is not set up (Settings › Email).');
    const address = `${window.location.origin}/admin/login`;
    expect(within(temp).getByLabelText('Sign-in address')).toHaveTextContent(address);
    await userEvent.click(within(temp).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    const password = within(temp).getByTestId('temp-password').textContent!;
    expect(password).toHaveLength(16);
    const row = await stored('linh.support@team.test');
    expect(row).toMatchObject({ firstName: 'Linh', lastName: 'Phạm', role: 'content', mustChangePassword: true, isActive: true });
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    await userEvent.click(within(temp).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(password);
    await userEvent.click(within(temp).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table', { name: 'Team' })).findByText('Linh Phạm')).toBeInTheDocument();

    // The same email again: said under the field.
    await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    const again = await screen.findByRole('dialog', { name: 'Add admin' });
    await userEvent.type(within(again).getByLabelText('Email'), 'linh.support@team.test');
    await userEvent.type(within(again).getByLabelText('First Name'), 'Linh');
    await userEvent.type(within(again).getByLabelText('Last Name'), 'Again');
    await userEvent.click(within(again).getByRole('button', { name: 'Add admin' }));
    expect(await within(again).findByText('Email is already in use')).toBeInTheDocument();
  });

  it('with mail set up, says the invitation was emailed; a new one is sent from the menu', async () => {
    const email = await getSettings(testApp().db, 'email');
    await putSettings(testApp().db, 'email', { ...email, smtpHost: 'smtp.team.test', fromEmail: 'panel@team.test' });
    try {
      await openTeam();
      await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
      await userEvent.type(within(dialog).getByLabelText('Email'), 'an.invited@team.test');
      await userEvent.type(within(dialog).getByLabelText('First Name'), 'An');
      await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Võ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
      const temp = await screen.findByRole('dialog', { name: 'Temporary Password' });
      expect(temp).toHaveTextContent('An invitation to choose their password was emailed to an.invited@team.test. Its link works once, for 72 hours.');
      expect(within(temp).getByLabelText('Sign-in address')).toHaveTextContent(`${window.location.origin}/admin/login`);
      await userEvent.click(within(temp).getByRole('button', { name: 'I have saved it' }));

      const table = screen.getByRole('table', { name: 'Team' });
      await act(await rowOf(table, 'an.invited@team.test'), 'An Võ', 'Resend invitation');
      const confirm = await screen.findByRole('dialog', { name: 'Email a new invitation to An Võ?' });
      expect(confirm).toHaveTextContent('Any earlier link stops working.');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Resend invitation' }));
      expect(await screen.findByText('A new invitation was emailed to An Võ.')).toBeInTheDocument();
      const mails = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'an.invited@team.test'));
      // The first one, still waiting, gave way to the new one.
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'admin_invitation', status: 'queued' });
    } finally {
      await putSettings(testApp().db, 'email', email);
    }
  });

  it('changes names and role', async () => {
    const support = await addAdmin('support');
    const table = await openTeam();
    await act(await rowOf(table, support.email), support.name, 'Change name or role');
    const dialog = await screen.findByRole('dialog', { name: `Change ${support.name}` });
    await userEvent.clear(within(dialog).getByLabelText('Last Name'));
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Promoted');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admin updated')).toBeInTheDocument();
    expect(await stored(support.email)).toMatchObject({ lastName: 'Promoted', role: 'finance' });
    const row = await rowOf(table, 'Support Promoted');
    expect(within(row).getByText('Finance')).toBeInTheDocument();
  });

  it('deactivates with a confirmation (their sessions end), then reactivates', async () => {
    const content = await addAdmin('content');
    const token = await testApp().login(content.email, content.password);
    const table = await openTeam();
    await act(await rowOf(table, content.email), content.name, 'Deactivate');
    const confirm = await screen.findByRole('dialog', { name: `Deactivate ${content.name}?` });
    expect(confirm).toHaveTextContent('They are signed out everywhere at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(`${content.name} was deactivated and signed out`)).toBeInTheDocument();
    expect((await stored(content.email)).isActive).toBe(false);
    expect((await testApp().call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    await waitFor(async () => expect(within(await rowOf(table, content.email)).getByText('Inactive')).toBeInTheDocument());

    await act(await rowOf(table, content.email), content.name, 'Reactivate');
    const back = await screen.findByRole('dialog', { name: `Reactivate ${content.name}?` });
    await userEvent.click(within(back).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(`${content.name} can sign in again`)).toBeInTheDocument();
    expect((await stored(content.email)).isActive).toBe(true);
  });

  it('resets a password (confirmed, then shown once) and two-factor sign-in', async () => {
    const admin = await addAdmin('admin');
    const token = await testApp().login(admin.email, admin.password);
    await turnOnTwoFactor(token);
    const table = await openTeam();
    const row = await rowOf(table, admin.email);
    expect(within(row).getByText('On')).toBeInTheDocument();

    await act(row, admin.name, 'Reset two-factor');
    const confirm2fa = await screen.findByRole('dialog', { name: `Reset two-factor authentication of ${admin.name}?` });
    await userEvent.click(within(confirm2fa).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText(`Two-factor authentication of ${admin.name} was reset`)).toBeInTheDocument();
    expect((await stored(admin.email)).twoFactorEnabledAt).toBeNull();
    await waitFor(async () => expect(within(await rowOf(table, admin.email)).getByText('Off')).toBeInTheDocument());

    await act(await rowOf(table, admin.email), admin.name, 'Reset password');
    const confirm = await screen.findByRole('dialog', { name: `Reset the password of ${admin.name}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const temp = await screen.findByRole('dialog', { name: 'Temporary Password' });
    const password = within(temp).getByTestId('temp-password').textContent!;
    const after = await stored(admin.email);
    expect(after.mustChangePassword).toBe(true);
    expect(await verifyPassword(after.passwordHash, password)).toBe(true);
    expect((await testApp().call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });

  it('keeps the last active owner: the refusal says why', async () => {
    const { db } = testApp();
    // The signed-in owner is the only active one for this test.
    const others = (await db.select().from(admins).where(eq(admins.role, 'owner'))).filter((a) => a.email !== TEST_ADMIN.email && a.isActive);
    for (const o of others) await db.update(admins).set({ role: 'admin' }).where(eq(admins.id, o.id));
    try {
      const table = await openTeam();
      await act(await rowOf(table, TEST_ADMIN.email), 'Test Admin', 'Change name or role');
      const dialog = await screen.findByRole('dialog', { name: 'Change Test Admin' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The last active owner cannot be demoted or deactivated: make another admin an owner first.',
      );
      expect((await stored(TEST_ADMIN.email)).role).toBe('owner');
    } finally {
      for (const o of others) await db.update(admins).set({ role: 'owner' }).where(eq(admins.id, o.id));
    }
  });
});
