// The audit log screen and the History of detail screens, rendered as the app renders them
// against the real in-process server: entries come from real audited writes.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { COMMAND_LINE_ADDRESS } from '../../contract/audit';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { auditLog } from '../../server/db/schema';
import { TEST_NOW } from '../support/constants';
import { makeCv, makeUser } from '../server/users-cvs-fixtures';
import { appVi } from '../../i18n/vi';
import { addAdmin } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

// A shared two-core machine: a render after a fetch can take seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

const listPath = (filter: Record<string, string> = {}) => `/admin/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`;

let user: Awaited<ReturnType<typeof makeUser>>;
let cvId: string;
let legacyId: number;

beforeAll(async () => {
  const t = testApp();
  const token = await t.login();
  user = await makeUser(t.db, { firstName: 'Auditee', lastName: 'Nguyễn', email: 'auditee@uiaudit.test' });
  cvId = (await makeCv(t.db, { userId: user.id, name: 'Audited CV' })).id;
  t.clock.advance(60_000);
  expect((await t.call('PUT', `/api/admin/users/${user.id}`, { token, body: { firstName: 'Audited', isPremium: true } })).status).toBe(200);
  t.clock.advance(60_000);
  expect((await t.call('PUT', `/api/admin/cvs/${cvId}`, { token, body: { name: 'Audited CV v2' } })).status).toBe(200);
  t.clock.advance(60_000);
  expect(
    (
      await t.call('PUT', '/api/admin/settings', {
        token,
        body: { section: 'email', settings: { smtpHost: 'smtp.uiaudit.test', smtpPassword: 'Never-Shown-1' } },
      })
    ).status,
  ).toBe(200);
  // A row written by an older server that kept a secret: the screen masks it anyway.
  t.clock.advance(60_000);
  const [legacy] = await t.db
    .insert(auditLog)
    .values({
      action: 'settings.update',
      entity: 'settings',
      entityId: 'ai',
      before: { openrouterApiKey: 'sk-legacy-secret', maxTokens: 1000 },
      after: { openrouterApiKey: 'sk-legacy-newer', maxTokens: 2000 },
      createdAt: t.clock.now(),
    })
    .returning();
  legacyId = legacy!.id;
  // Sign-ins of the tests below happen before these entries, so the list starts with them.
  t.clock.set(TEST_NOW);
});

describe('audit log list', () => {
  it('lists the newest first with human labels; a row opens its entry', async () => {
    await signIn();
    renderApp(listPath());
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, slow)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', {}, slow);
    // header, then the legacy settings row, the email settings, the CV and the user.
    expect(within(rows[1]!).getByText('Settings saved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ai')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No admin')).toBeInTheDocument();
    // A settings section by its tab's name.
    expect(within(rows[2]!).getByTestId('record-name')).toHaveTextContent(/^Email$/);
    expect(within(rows[2]!).getByText('Test Admin')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('CV updated')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('User updated')).toBeInTheDocument();
    // The record by the name it had when the entry was written.
    expect(within(rows[4]!).getByTestId('record-name')).toHaveTextContent('Audited Nguyễn');

    await userEvent.click(within(rows[4]!).getByText('User updated'));
    expect(await screen.findByRole('heading', { name: 'User updated' }, slow)).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Changes' });
    const changed = within(changes)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('data-changed') === 'true')
      .map((r) => within(r).getByRole('rowheader').textContent);
    // Each field by its label on the users screen; one without a label by its key.
    expect(changed).toEqual(['First Name', 'Premium User', 'updatedAt']);
    const firstName = within(changes).getByRole('rowheader', { name: 'First Name' }).closest('[role="row"]') as HTMLElement;
    expect(within(firstName).getByRole('cell', { name: 'Before' })).toHaveTextContent('Auditee');
    expect(within(firstName).getByRole('cell', { name: 'After' })).toHaveTextContent('Audited');
    expect(within(changes).getByRole('rowheader', { name: 'Premium User' }).closest('[role="row"]')).toHaveTextContent('NoYes');
    // Unchanged fields wait behind a toggle.
    expect(within(changes).queryByRole('rowheader', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Show \d+ unchanged fields$/ }));
    expect(within(changes).getByRole('rowheader', { name: 'Email' }).closest('[role="row"]')).toHaveAttribute('data-changed', 'false');
    expect(screen.getByRole('link', { name: 'Open User' })).toHaveAttribute('href', `/admin/users?userId=${encodeURIComponent(user.id)}`);
    expect(screen.queryByText('user.update')).not.toBeInTheDocument();
  });

  it('filters by action and by admin from the filter panel', async () => {
    await signIn();
    renderApp(listPath());
    await screen.findByRole('heading', { name: 'Audit Log' }, slow);
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CV updated' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Audited CV v2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All actions' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Admin' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Test Admin' }));
    await waitFor(() => expect(screen.queryByText('No admin')).not.toBeInTheDocument());
    expect(screen.getAllByText('Test Admin').length).toBeGreaterThan(1);
  });

  it('filters by entity id and time, says when nothing matches, and clears', async () => {
    await signIn();
    renderApp(listPath({ entityId: user.id }));
    await screen.findByRole('heading', { name: 'Audit Log' }, slow);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), slow);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('User updated');
    expect(screen.getByRole('searchbox', { name: 'Entity ID' })).toHaveValue(user.id);

    // A range after every entry: the filtered empty state.
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const from = new Date(TEST_NOW.getTime() + 365 * 86_400_000);
    const local = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}T10:00`;
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: local } });
    expect(await screen.findByText('No entries found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(4));
    expect(screen.getByRole('searchbox', { name: 'Entity ID' })).toHaveValue('');
  });

  it('never shows a secret, even one an older row kept', async () => {
    await signIn();
    renderApp(`/admin/audit-log/${legacyId}`);
    expect(await screen.findByRole('heading', { name: 'Settings saved' }, slow)).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Changes' });
    expect(within(changes).getByRole('rowheader', { name: 'Max Tokens' }).closest('[role="row"]')).toHaveTextContent('10002000');
    const key = within(changes).queryByRole('rowheader', { name: 'OpenRouter API Key' });
    // Masked on both sides (so not shown as a change): behind the unchanged toggle, as 'hidden'.
    expect(key).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 unchanged field' }));
    const row = within(changes).getByRole('rowheader', { name: 'OpenRouter API Key' }).closest('[role="row"]') as HTMLElement;
    expect(within(row).getAllByText('hidden')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/sk-legacy|Never-Shown/);
  });

  it('says so when an entry does not exist', async () => {
    await signIn();
    renderApp('/admin/audit-log/987654321');
    expect(await screen.findByText('Audit entry not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('The link may be wrong.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Audit Log' }));
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, slow)).toBeInTheDocument();
  });

  it('names a change made from the admin command line as such', async () => {
    const t = testApp();
    expect((await runAdminCommand(t.db, t.clock, ['create', 'cli.made@uiaudit.test', '--role', 'content'])).code).toBe(0);
    const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.ipAddress, COMMAND_LINE_ADDRESS));
    await signIn();
    renderApp(`/admin/audit-log/${entry!.id}`);
    // As the admin, and as the device.
    expect(await screen.findAllByText('Command line', {}, slow)).toHaveLength(2);
    expect(screen.getByTestId('user-agent')).toHaveTextContent('Command line');
    expect(screen.queryByText('No admin')).not.toBeInTheDocument();
  });

  it('to a role that may not read the section, says its details are hidden instead of showing them', async () => {
    const t = testApp();
    const token = await t.login();
    const security = (await t.call('GET', '/api/admin/settings', { token })).json.data.security;
    await t.call('PUT', '/api/admin/settings', {
      token,
      body: { section: 'security', settings: { ...security, jwtSecret: undefined, passwordMinLength: 13 } },
    });
    const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, 'security')).orderBy(desc(auditLog.id)).limit(1);

    await signIn();
    const owner = renderApp(`/admin/audit-log/${entry!.id}`);
    expect(await screen.findByRole('table', { name: 'Changes' }, slow)).toHaveTextContent('Minimum Password Length');
    owner.unmount();

    const finance = await addAdmin('finance');
    await signIn(finance.email, finance.password);
    renderApp(`/admin/audit-log/${entry!.id}`);
    expect(await screen.findByRole('heading', { name: 'Settings saved' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Details hidden: your role cannot view this section.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Changes' })).not.toBeInTheDocument();
    expect(screen.queryByText('This entry records no field values', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Settings' })).not.toBeInTheDocument();
    // Who saved which section, and when, stays.
    expect(screen.getAllByText('security').length).toBeGreaterThan(0);
    expect(screen.getByText('Test Admin')).toBeInTheDocument();
  });
});

describe('history of an entity', () => {
  it("shows a user's entries in the user dialog's History tab", async () => {
    await signIn();
    renderApp(`/admin/users?userId=${user.id}`);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'History' }, slow));
    const entry = await within(dialog).findByRole('link', { name: /User updated/ }, slow);
    expect(entry).toHaveAttribute('href', expect.stringMatching(/^\/admin\/audit-log\/\d+$/));
    expect(within(dialog).getAllByRole('link', { name: /User updated|CV updated|Settings saved/ })).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Open in Audit Log' })).toHaveAttribute('href', listPath({ entity: 'user', entityId: user.id }));
    // A list of items, each holding its link (a link straight in a list is no item to a reader).
    const list = within(dialog).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    // The tab's content is a named region a keyboard can reach and scroll, whatever it holds.
    expect(within(dialog).getByRole('region', { name: 'History' })).toHaveAttribute('tabindex', '0');
  });

  it("opens the audit log filtered to a CV from the CV's History button", async () => {
    await signIn();
    renderApp(`/admin/cvs/${cvId}`);
    const history = await screen.findByRole('link', { name: 'History' }, slow);
    expect(history).toHaveAttribute('href', listPath({ entity: 'cv', entityId: cvId }));
    await userEvent.click(history);
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('CV updated');
    expect(screen.getByRole('searchbox', { name: 'Entity ID' })).toHaveValue(cvId);
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('audit log in Vietnamese', () => {
  it("in Vietnamese: finds a deleted user's entries by name, each named as it was, its action and fields in Vietnamese", async () => {
    const t = testApp();
    const token = await t.login();
    const gone = await makeUser(t.db, { firstName: 'Thảo', lastName: 'Biến Mất', email: 'thao.gone@uiaudit.test' });
    expect((await t.call('PUT', `/api/admin/users/${gone.id}`, { token, body: { firstName: 'Thanh' } })).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/users/${gone.id}`, { token })).status).toBe(200);
    const vi = appVi.resources['audit-log'];
    await signIn();
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    renderApp(listPath());
    await screen.findByRole('heading', { name: vi.title }, slow);
    await userEvent.type(screen.getByPlaceholderText(vi.search), 'biến mất');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), slow);
    const [, deleted, updated] = screen.getAllByRole('row');
    expect(within(deleted!).getByText(vi.actions['user.delete'])).toBeInTheDocument();
    expect(within(deleted!).getByTestId('record-name')).toHaveTextContent('Thanh Biến Mất');
    expect(within(updated!).getByTestId('record-name')).toHaveTextContent('Thanh Biến Mất');
    expect(within(updated!).getByText(appVi.resources['audit-log'].entities.user)).toBeInTheDocument();

    await userEvent.click(within(updated!).getByText(vi.actions['user.update']));
    expect(await screen.findByRole('heading', { name: vi.actions['user.update'] }, slow)).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: vi.detail.changes });
    const firstName = within(changes).getByRole('rowheader', { name: appVi.resources.users.fields.firstName }).closest('[role="row"]') as HTMLElement;
    expect(firstName).toHaveTextContent('ThảoThanh');
    expect(screen.queryByText('user.update')).not.toBeInTheDocument();
  });

  it('in Vietnamese: names a settings section by its tab, not its key', async () => {
    const t = testApp();
    const token = await t.login();
    const security = (await t.call('GET', '/api/admin/settings', { token })).json.data.security;
    expect(
      (
        await t.call('PUT', '/api/admin/settings', {
          token,
          body: { section: 'security', settings: { ...security, jwtSecret: undefined, passwordMinLength: 11 } },
        })
      ).status,
    ).toBe(200);
    await signIn();
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    renderApp(listPath());
    await screen.findByRole('heading', { name: appVi.resources['audit-log'].title }, slow);
    await waitFor(() => expect(screen.getAllByTestId('record-name').map((n) => n.textContent)).toContain(appVi.app.settings.tabs.security), slow);
    expect(screen.queryByText('security')).not.toBeInTheDocument();
  });
});
