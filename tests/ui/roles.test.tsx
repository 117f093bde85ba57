// What each role sees, as the app renders it against the real in-process server: the sidebar
// lists only what the role may open, a screen outside the role shows Access denied, and the
// buttons the role lacks are not there (finance reads users, support may not delete, content
// reads packages); Settings › Security is an owner's alone.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/permissions';
import { packages, users } from '../../server/db/schema';
import { ROLE_MENUS } from '../support/role-menus';
import { addAdmin, type TestAdmin } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

const LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  users: 'Users',
  cvs: 'CVs',
  packages: 'Packages',
  orders: 'Orders',
  templates: 'Templates',
  contacts: 'Contacts',
  'reply-templates': 'Reply templates',
  settings: 'Settings',
  team: 'Team',
  'audit-log': 'Audit Log',
};
const SIDEBAR = Object.fromEntries(Object.entries(ROLE_MENUS).map(([role, pages]) => [role, pages.map((p) => LABELS[p]!)])) as Record<Role, string[]>;
const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', admin: 'Admin', finance: 'Finance', support: 'Support', content: 'Content' };

const team = {} as Record<Role, TestAdmin>;
let someUser: string;

beforeAll(async () => {
  for (const role of ['admin', 'finance', 'support', 'content'] as const) team[role] = await addAdmin(role);
  const [row] = await testApp().db.select({ id: users.id }).from(users).limit(1);
  someUser = row!.id;
});

/** The sidebar's entries (the Orders badge's count left out). */
const sidebar = () => screen.queryAllByRole('menuitem').map((item) => (item.textContent ?? '').replace(/^[\d+]+/, ''));

async function openAs(role: Role, path: string) {
  if (role === 'owner') await signIn();
  else await signIn(team[role].email, team[role].password);
  renderApp(path);
}

const accessDenied = () => screen.findByRole('heading', { name: 'Access denied', level: 1 }, slow);

describe('the sidebar', () => {
  for (const role of Object.keys(SIDEBAR) as Role[]) {
    it(`${role}: lists only what the role may open, and the top bar names the role`, async () => {
      await openAs(role, '/admin/dashboard');
      // The dashboard's heading moves once its figures arrive: wait for those.
      await screen.findByRole('region', { name: 'Quick Actions' }, slow);
      await waitFor(() => expect(sidebar()).toEqual(SIDEBAR[role]));
      expect(screen.getByText(ROLE_NAMES[role], { selector: 'header *' })).toBeInTheDocument();
    });
  }
});

describe('a screen outside the role', () => {
  it('support: Settings, the team, the audit log and packages show Access denied', async () => {
    for (const path of ['/admin/settings', '/admin/team', '/admin/audit-log', '/admin/packages/new']) {
      await openAs('support', path);
      expect(await accessDenied()).toBeInTheDocument();
      expect(screen.getByText('Your role does not allow this page. Ask an owner if you need it.')).toBeInTheDocument();
      expect(screen.getByRole('main').querySelector('a[href="/admin/dashboard"]')).toHaveTextContent('Dashboard');
      cleanup();
    }
  });

  it('content: a user, an order and the team are closed; the team is closed to admins too', async () => {
    for (const path of [`/admin/users?userId=${someUser}`, '/admin/orders', '/admin/team']) {
      await openAs('content', path);
      expect(await accessDenied()).toBeInTheDocument();
      cleanup();
    }
    await openAs('admin', '/admin/team');
    expect(await accessDenied()).toBeInTheDocument();
  });
});

// The detail routes defineResource generates are behind the resource's 'show' permission:
// the screen never opens, so it never asks the server for the record.
describe('a detail route outside the role', () => {
  it('content: a contact, an order and an audit entry show Access denied, and are not fetched', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    for (const path of [`/admin/contacts/${id}`, `/admin/orders/${id}`, '/admin/audit-log/1']) {
      const fetches = vi.spyOn(globalThis, 'fetch');
      await openAs('content', path);
      expect(await accessDenied()).toBeInTheDocument();
      const record = `/${path.split('/').pop()}`;
      const asked = fetches.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      expect(asked.filter((url) => url.endsWith(record))).toEqual([]);
      fetches.mockRestore();
      cleanup();
    }
  });

  it('content reads packages: the detail opens, but not the edit route', async () => {
    const [pkg] = await testApp().db.select({ id: packages.id }).from(packages).limit(1);
    await openAs('content', `/admin/packages/${pkg!.id}/edit`);
    expect(await accessDenied()).toBeInTheDocument();
    cleanup();
    await openAs('content', `/admin/packages/${pkg!.id}`);
    expect(await screen.findByRole('link', { name: 'Back to Packages' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });
});

describe('buttons by role', () => {
  it('finance sees users read-only: no export, no selection, no row or dialog actions, no credits', async () => {
    await openAs('finance', `/admin/users?userId=${someUser}`);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByLabelText('First Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Premium User')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save Details' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    // Finance reads the audit log: the History tab stays.
    expect(within(dialog).getByRole('tab', { name: 'History' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Packages' }));
    expect(await within(dialog).findByText('Credit Summary')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Package' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Adjust Credits' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findAllByRole('button', { name: 'View details' }, slow)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export Users' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Deactivate user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });

  it('support edits users but deletes none and changes no credits; no audit history', async () => {
    await openAs('support', `/admin/users?userId=${someUser}`);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByLabelText('First Name')).toBeEnabled();
    expect(await within(dialog).findByRole('button', { name: 'Save Details' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Packages' }));
    expect(await within(dialog).findByText('Credit Summary')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Package' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect((await screen.findAllByRole('button', { name: /^(Deactivate|Activate) user$/ }, slow)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Users' })).not.toBeInTheDocument();
    // Bulk activate and deactivate stay; bulk delete does not.
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('content sees packages read-only: no create, selection, switches, edit or delete', async () => {
    await openAs('content', '/admin/packages');
    const cards = await screen.findAllByRole('article', {}, slow);
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0]!).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Package' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Money is orders data and buyers users data: content reads sales, not revenue or customers.
    expect(screen.getAllByText('Total Sales').length).toBeGreaterThan(0);
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Revenue')).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('link', { name: 'Back to Packages' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Paid orders per month', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Total Sales')).toBeInTheDocument();
    for (const hidden of ['Total Revenue', 'Revenue per month', 'Recent Subscriptions', 'Recent Payments'])
      expect(screen.queryByText(hidden), hidden).not.toBeInTheDocument();
  });

  it('support reads orders but verifies, cancels and exports none', async () => {
    await openAs('support', '/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Order Management' }, slow)).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^View order / }, slow)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('Settings by role', () => {
  it('an admin sees every tab but Security; an owner sees Security with Sign out after inactivity', async () => {
    await openAs('admin', '/admin/settings?tab=security');
    expect(await screen.findByRole('heading', { name: 'System Settings' }, slow)).toBeInTheDocument();
    await screen.findAllByRole('tab', {}, slow);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Email', 'Payment', 'AI Settings']);
    expect(screen.getByRole('form', { name: 'General' })).toBeVisible();
    cleanup();

    await openAs('owner', '/admin/settings?tab=security');
    const form = await screen.findByRole('form', { name: 'Security' }, slow);
    const idle = within(form).getByLabelText('Sign out after inactivity (minutes)');
    expect(idle).toHaveValue(480);
    await userEvent.clear(idle);
    await userEvent.type(idle, '14');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Sign out after inactivity must be between 15 and 1,440 minutes')).toBeInTheDocument();
    await userEvent.clear(idle);
    await userEvent.type(idle, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Security settings updated successfully')).toBeInTheDocument();
    const { getSettings, putSettings } = await import('../../server/settings/store');
    const security = await getSettings(testApp().db, 'security');
    expect(security.sessionIdleMinutes).toBe(60);
    await putSettings(testApp().db, 'security', { ...security, sessionIdleMinutes: 480 });
  });
});
