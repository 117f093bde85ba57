// The users screen and the user detail dialog, rendered as the app renders them and talking
// to the real in-process server.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, subscriptions, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/security/passwords';
import { TEST_NOW } from '../support/constants';
import { makeActivity, makePackage, makeUser } from '../server/users-cvs-fixtures';
import { appVi } from '../../i18n/vi';
import { formatMoney } from '../../src/lib/format';
import { renderApp, signIn, watchText } from './render';
import { testApp } from './setup';

const TAG = 'Uiuser';
const listPath = (q = TAG) => `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const userRow = async (id: string) => (await testApp().db.select().from(users).where(eq(users.id, id)))[0]!;
const openDialog = async (userId: string) => {
  await signIn();
  renderApp(`/admin/users?userId=${userId}`);
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
};

// The machine running the suite is shared and slow: give the real server time to answer.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

let lan: Awaited<ReturnType<typeof makeUser>>;
let minh: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  const { db } = testApp();
  lan = await makeUser(db, { firstName: 'Lan', lastName: `${TAG} Trần`, email: 'lan.tran@uiuser.test', isPremium: true, emailVerified: true });
  minh = await makeUser(db, { firstName: 'Minh', lastName: `${TAG} Lê`, email: 'minh.le@uiuser.test', isActive: false, cvCreation: 2, aiOptimization: 1 });
});

describe('users list', () => {
  it('shows the five stats, the rows, and the range summary', async () => {
    await signIn();
    renderApp(listPath());
    // The first screen of the file also compiles the lazy chunks: allow for a slow machine.
    expect(await screen.findByRole('button', { name: `Lan ${TAG} Trần` }, { timeout: 45_000 })).toBeInTheDocument();
    const total = (await testApp().db.select({ n: count() }).from(users))[0]!.n;
    const stat = (label: string) => screen.getByText(label).parentElement!;
    expect(stat('Total')).toHaveTextContent(String(total));
    for (const label of ['Active', 'Premium', 'Verified Email', 'New Today']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `Lan ${TAG} Trần` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Minh ${TAG} Lê` })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeInTheDocument();
    // The filter select narrows to inactive users.
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Lan ${TAG} Trần` })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
  }, 90_000);

  it('bulk-activates the selection after a confirmation; nothing selected shows no bulk actions', async () => {
    const a = await makeUser(testApp().db, { firstName: 'Bulk', lastName: `${TAG}Bulk One`, isActive: false });
    const b = await makeUser(testApp().db, { firstName: 'Bulk', lastName: `${TAG}Bulk Two`, isActive: false });
    await signIn();
    renderApp(listPath(`${TAG}Bulk`));
    await screen.findByRole('button', { name: `Bulk ${TAG}Bulk One` }, { timeout: 15_000 });
    // With nothing selected there is no bulk bar, so no bulk action to start.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 items selected');
    expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate 2 users?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Successfully activated 2 user(s).')).toBeInTheDocument();
    expect((await userRow(a.id)).isActive).toBe(true);
    expect((await userRow(b.id)).isActive).toBe(true);
  });

  it('deletes one user after "This action cannot be undone"', async () => {
    const doomed = await makeUser(testApp().db, { firstName: 'Doomed', lastName: `${TAG}Del` });
    await signIn();
    renderApp(listPath(`${TAG}Del`));
    await screen.findByRole('button', { name: `Doomed ${TAG}Del` }, { timeout: 15_000 });
    // The row's actions follow the role's permissions, which the app asks for on its own.
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('dialog', { name: `Delete Doomed ${TAG}Del?` });
    expect(confirm).toHaveTextContent('This action cannot be undone');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully.')).toBeInTheDocument();
    expect(await testApp().db.select().from(users).where(eq(users.id, doomed.id))).toEqual([]);
  });
});

describe('user dialog: details', () => {
  it('opens from ?userId=, edits and saves; bad email is caught before sending', async () => {
    const dialog = await openDialog(minh.id);
    expect(await within(dialog).findByText(`Minh ${TAG} Lê`)).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect((await userRow(minh.id)).email).toBe('minh.le@uiuser.test');

    await userEvent.clear(email);
    await userEvent.type(email, 'minh.new@uiuser.test');
    await userEvent.clear(within(dialog).getByLabelText('First Name'));
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Minh Anh');
    await userEvent.click(within(dialog).getByLabelText('Active Account'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('User details updated successfully!')).toBeInTheDocument();
    expect(await userRow(minh.id)).toMatchObject({ firstName: 'Minh Anh', email: 'minh.new@uiuser.test', isActive: true });
  });

  it('asks before Active Account deactivates a user, and Undo in the dialog (focused, for the keyboard) activates them again', async () => {
    const active = await makeUser(testApp().db, { lastName: `${TAG}Active`, isActive: true });
    const dialog = await openDialog(active.id);
    await userEvent.click(await within(dialog).findByLabelText('Active Account'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    let confirm = await screen.findByRole('dialog', { name: `Deactivate ${active.firstName} ${active.lastName}?` });
    expect(confirm).toHaveTextContent('They can no longer sign in; their CVs stay.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await userRow(active.id)).isActive).toBe(true);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save Details' }));
    confirm = await screen.findByRole('dialog', { name: `Deactivate ${active.firstName} ${active.lastName}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () => expect((await userRow(active.id)).isActive).toBe(false));
    // Not a toast: the open dialog keeps the keyboard and screen readers from the page behind it.
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('User deactivated');
    const undo = within(notice).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await userRow(active.id)).isActive).toBe(true));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('User activated')).toBeInTheDocument();
    // The form shows it too, and has nothing left to save.
    await waitFor(() => expect(within(dialog).getByLabelText('Active Account')).toBeChecked());
    expect(within(dialog).getByRole('button', { name: 'Save Details' })).toBeDisabled();
  });

  it("shows the server's reason when the email is taken", async () => {
    const other = await makeUser(testApp().db, { lastName: `${TAG}Dup` });
    const dialog = await openDialog(other.id);
    const email = await within(dialog).findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, lan.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Error updating user details: Email is already in use')).toBeInTheDocument();
    expect((await userRow(other.id)).email).toBe(other.email);
  });

  it('resets the password after the confirmation and copies the temporary one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openDialog(lan.id);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reset Password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password?' });
    expect(confirm).toHaveTextContent("Are you sure you want to reset this user's password? A temporary password will be generated.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset Password' }));
    const temp = await screen.findByRole('dialog', { name: 'Temporary Password' });
    expect(temp).toHaveTextContent(lan.email);
    expect(temp).toHaveTextContent('shown only once');
    const password = within(temp).getByTestId('temp-password').textContent!;
    expect(password).toHaveLength(12);
    const row = await userRow(lan.id);
    expect(row.mustChangePassword).toBe(true);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);

    const confirmation = watchText(temp, 'Password copied to clipboard!');
    await userEvent.click(within(temp).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(password);
    await waitFor(() => expect(confirmation.seen()).toBe(true));
    confirmation.stop();
    await waitFor(() => expect(within(temp).queryByText('Password copied to clipboard!')).not.toBeInTheDocument(), { timeout: 15_000 });
    await userEvent.click(within(temp).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).not.toBeInTheDocument());
  });

  it('offers no Send Verification once the email is verified', async () => {
    const verifiedDialog = await openDialog(lan.id);
    await within(verifiedDialog).findByRole('button', { name: 'Save Details' });
    expect(within(verifiedDialog).queryByRole('button', { name: 'Send Verification' })).not.toBeInTheDocument();
  });

  it('queues the verification email while unverified, and says it waits for SMTP settings', async () => {
    const unverified = await makeUser(testApp().db, { lastName: `${TAG}Verify`, email: 'verify.me@uiuser.test' });
    const dialog = await openDialog(unverified.id);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send Verification' }));
    // The snapshot has no SMTP settings (mail.test.tsx covers delivery).
    expect(await screen.findByText('Verification email queued: SMTP is not configured in Settings › Email')).toBeInTheDocument();
    const queued = await testApp().db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toEmail, 'verify.me@uiuser.test'));
    expect(queued[0]!.n).toBe(1);
  });

  it('says so when the user cannot be loaded', async () => {
    const dialog = await openDialog('00000000-0000-4000-8000-000000000000');
    expect(await within(dialog).findByText('Failed to load user details', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('user dialog: packages and activity', () => {
  it('adds an active package and the credits change; inactive packages are not offered', async () => {
    const { db } = testApp();
    const user = await makeUser(db, { lastName: `${TAG}Pkg`, cvCreation: 1 });
    const active = await makePackage(db, { nameEn: 'UI Active Pack', cvCreation: 5, aiOptimization: 2, premiumTemplates: 0, aiTemplates: 0 });
    await makePackage(db, { nameEn: 'UI Retired Pack', isActive: false });
    const dialog = await openDialog(user.id);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Packages' }));
    expect(await within(dialog).findByText('No packages yet')).toBeInTheDocument();
    expect(within(dialog).getByTestId('credit-cvCreation')).toHaveTextContent('Balance: 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    const add = await screen.findByRole('dialog', { name: 'Add Package' });
    await userEvent.click(await within(add).findByRole('radio', { name: /UI Active Pack/ }));
    expect(within(add).queryByText('UI Retired Pack')).not.toBeInTheDocument();
    await userEvent.click(within(add).getByRole('button', { name: 'Add Package' }));
    expect(await screen.findByText('Package added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('credit-cvCreation')).toHaveTextContent('Balance: 6'));
    expect(within(dialog).getByTestId('credit-cvCreation')).toHaveTextContent('5 granted · 0 used');
    expect(await within(dialog).findByText('UI Active Pack')).toBeInTheDocument();
    const subs = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.packageId, active.id)));
    expect(subs).toHaveLength(1);
  });

  it('adjusts credits: whole numbers ≥ 0, the change beside each, a reason required; the ledger lists the entry', async () => {
    const user = await makeUser(testApp().db, { lastName: `${TAG}Credits`, cvCreation: 3, aiOptimization: 1 });
    const dialog = await openDialog(user.id);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Packages' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Adjust Credits' }));
    const adjust = await screen.findByRole('dialog', { name: 'Adjust Credits' });
    expect(await within(adjust).findByText('No credit changes yet')).toBeInTheDocument();
    const cv = within(adjust).getByLabelText('CV Creation');
    await userEvent.clear(cv);
    await userEvent.type(cv, '-3');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Save' }));
    expect(within(adjust).getByText('Credits cannot be negative')).toBeInTheDocument();
    // Blank reason: refused before anything is sent.
    expect(within(adjust).getByText('Give a reason for this change')).toBeInTheDocument();
    await userEvent.clear(cv);
    await userEvent.type(cv, '5');
    const ai = within(adjust).getByLabelText('AI Optimization');
    await userEvent.clear(ai);
    await userEvent.type(ai, '0');
    expect(within(adjust).getByTestId('change-cvCreation')).toHaveTextContent('+2');
    expect(within(adjust).getByTestId('change-aiOptimization')).toHaveTextContent('−1');
    expect(within(adjust).getByTestId('change-premiumTemplates')).toHaveTextContent('No change');
    await userEvent.type(within(adjust).getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Save' }));
    expect(within(adjust).getByText('Give a reason for this change')).toBeInTheDocument();
    expect((await userRow(user.id)).cvCreation).toBe(3);
    await userEvent.type(within(adjust).getByRole('textbox', { name: /Reason/ }), 'Refund for ticket 42');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credits updated successfully.')).toBeInTheDocument();
    expect(await userRow(user.id)).toMatchObject({ cvCreation: 5, aiOptimization: 0 });
    // The ledger, newest first: the adjustment with its reason, its amounts and who made it.
    const ledger = await within(adjust).findByRole('table', { name: 'Credits Ledger' });
    const row = (await within(ledger).findByText('Refund for ticket 42')).closest('tr')!;
    expect(row).toHaveTextContent('Adjustment');
    expect(row).toHaveTextContent('+2');
    expect(row).toHaveTextContent('−1');
    // The form now counts from the saved balance.
    expect(within(adjust).getByTestId('change-cvCreation')).toHaveTextContent('No change');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Close' }));
    // The summary behind it agrees.
    await waitFor(() => expect(within(dialog).getByTestId('credit-cvCreation')).toHaveTextContent('Balance: 5'));
    expect(within(dialog).getByTestId('credit-cvCreation')).toHaveTextContent('adjusted +2');
  });

  it('lists activity: failed in red, other statuses as a badge, the browser by name; Refresh reloads', async () => {
    const { db } = testApp();
    const user = await makeUser(db, { lastName: `${TAG}Activity` });
    const agent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    await makeActivity(db, {
      userId: user.id,
      type: 'login_failed',
      action: 'Sign-in refused',
      status: 'failed',
      details: 'Wrong password',
      timestamp: new Date(TEST_NOW.getTime() - 60_000),
      userAgent: agent,
      ipAddress: '10.1.2.3',
    });
    await makeActivity(db, {
      userId: user.id,
      type: 'payment_initiated',
      action: 'Started a payment',
      status: 'pending',
      timestamp: new Date(TEST_NOW.getTime() - 120_000),
    });
    await makeActivity(db, {
      userId: user.id,
      type: 'cv_created',
      action: 'Created a CV',
      status: 'success',
      timestamp: new Date(TEST_NOW.getTime() - 180_000),
    });
    const dialog = await openDialog(user.id);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Activity' }));
    // A kind the catalogs know reads as they word it, whatever text the row kept.
    const failed = (await within(dialog).findByText('Failed sign-in attempt')).closest('li')!;
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Wrong password')).toBeInTheDocument();
    expect(within(failed).getByText('IP: 10.1.2.3', { exact: false })).toBeInTheDocument();
    expect(within(failed).getByTestId('user-agent')).toHaveTextContent(/^Chrome on Windows$/);
    expect(dialog).not.toHaveTextContent('Mozilla');
    await userEvent.hover(within(failed).getByTestId('user-agent'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(agent);
    const pending = within(dialog).getByText('Started a payment').closest('li')!;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    const success = within(dialog).getByText('Created a CV').closest('li')!;
    expect(within(success).queryByText('Success')).not.toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['failed', 'pending', 'success']);

    // A kind the catalogs do not know: its own text.
    await makeActivity(db, { userId: user.id, type: 'legacy_kind', action: 'Something from an older app', timestamp: TEST_NOW });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('Something from an older app')).toBeInTheDocument();
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('user activity in Vietnamese', () => {
  it('in Vietnamese: each line in Vietnamese, money as Vietnamese writes it, the package by its Vietnamese name, the browser by name', async () => {
    const { db } = testApp();
    const user = await makeUser(db, { lastName: `${TAG}Vi` });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
    const order = 'CV261104K241';
    const at = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000);
    await makeActivity(db, {
      userId: user.id,
      type: 'package_purchased',
      action: 'Package purchased',
      details: `Standard (order ${order})`,
      params: { detail: 'package_order', orderCode: order, packageId: user.id, packageName: 'Tiêu chuẩn', packageNameEn: 'Standard' },
      userAgent: iphone,
      timestamp: at(1),
    });
    await makeActivity(db, {
      userId: user.id,
      type: 'payment_completed',
      action: 'Payment completed',
      details: `Order ${order}: 99000 VND`,
      params: { detail: 'order_amount', orderCode: order, amount: 99_000, currency: 'VND' },
      timestamp: at(2),
    });
    await makeActivity(db, {
      userId: user.id,
      type: 'login',
      action: 'Signed in',
      details: 'Signed in with Google',
      params: { detail: 'google' },
      timestamp: at(3),
    });
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    const dialog = await openDialog(user.id);
    const texts = appVi.resources.users.activity;
    await userEvent.click(await within(dialog).findByRole('tab', { name: appVi.resources.users.dialog.tabs.activity }));
    const bought = (await within(dialog).findByText(texts.actions.package_purchased)).closest('li')!;
    expect(within(bought).getByText(`Tiêu chuẩn (đơn hàng ${order})`)).toBeInTheDocument();
    expect(within(bought).getByTestId('user-agent')).toHaveTextContent(/^Chrome trên iPhone$/);
    const paid = within(dialog).getByText(texts.actions.payment_completed).closest('li')!;
    expect(paid).toHaveTextContent(`Đơn hàng ${order}: ${formatMoney(99_000, 'VND').replace(/\s+/g, ' ')}`);
    const signedIn = within(dialog).getByText(texts.actions.login).closest('li')!;
    expect(within(signedIn).getByText('Đăng nhập bằng Google')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Mozilla|Package purchased|Signed in with Google|99000 VND|Standard/);
  });
});
