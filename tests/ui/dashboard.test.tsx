import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityEvents, users } from '../../server/db/schema';
import Dashboard from '../../src/pages/dashboard/Dashboard';
import { formatMoney } from '../../src/lib/format';
import { addAdmin } from './admins';
import { renderApp, renderInAdmin, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 20_000 };
const en = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The card whose label is `label`. */
const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;

async function serverFigures() {
  const res = await testApp().call('GET', '/api/admin/dashboard', { token: await testApp().login() });
  return res.json.data;
}

describe('dashboard', () => {
  it('shows the figures the server computes, with growth and recent activity', async () => {
    await signIn();
    const expected = await serverFigures();
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Total Users', {}, slow)).toBeInTheDocument();
    const { overview, growth } = expected;
    expect(within(card('Total Users')).getByText(en(overview.totalUsers))).toBeInTheDocument();
    expect(within(card('Total CVs Created')).getByText(en(overview.totalCVs))).toBeInTheDocument();
    expect(within(card('Revenue (VND)')).getByText(formatMoney(overview.totalRevenue, 'VND').replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(within(card('Pending Orders')).getByText(en(overview.activeOrders))).toBeInTheDocument();
    // Paid orders wait for an admin: said as such, not as a second kind of 'pending'.
    expect(within(card('Pending Orders')).getByText(new RegExp(`^${overview.pendingPayments} paid orders? awaiting verification$`))).toBeInTheDocument();
    expect(card('Pending Orders')).not.toHaveTextContent(/pending payment/);

    const growthText = (v: number) => (v > 0 ? `+${v}% vs last month` : v < 0 ? `${v}% vs last month` : 'No change vs last month');
    expect(within(card('Total Users')).getByText(growthText(growth.userGrowth))).toBeInTheDocument();
    expect(within(card('Total CVs Created')).getByText(growthText(growth.cvGrowth))).toBeInTheDocument();
    expect(within(card('Revenue (VND)')).getByText(growthText(growth.revenueGrowth))).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Recent Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(expected.recentActivities.length);
    // Worded from its values: the user's name, CV or order code it names shows.
    const first = expected.recentActivities[0];
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(first.params?.name ?? first.params?.orderCode ?? first.description);

    expect(await screen.findByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Review Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: 'View CVs' })).toHaveAttribute('href', '/admin/cvs');
    expect(screen.getByRole('link', { name: 'Manage Templates' })).toHaveAttribute('href', '/admin/templates');
    const templates = expected.templates;
    expect(within(card('Total Templates')).getByText(en(templates.totalTemplates))).toBeInTheDocument();
    expect(within(card('Total Templates')).getByText(`${en(templates.premiumTemplates)} premium`)).toBeInTheDocument();
    expect(within(card('Template Usage')).getByText(en(templates.totalUsage))).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('shows relative times and picks up new data on Refresh', async () => {
    const t = testApp();
    // Timestamps relative to the browser's clock: the UI measures "ago" against it.
    const now = Date.now();
    const MIN = 60_000;
    await t.db.delete(activityEvents);
    await t.db.insert(activityEvents).values([
      { type: 'USER_REGISTERED', description: 'Fresh sign-up', userEmail: 'fresh@example.com', createdAt: new Date(now - 10_000) },
      { type: 'PAYMENT_COMPLETED', description: 'Five minutes back', createdAt: new Date(now - 5 * MIN - 5000) },
      { type: 'PACKAGE_PURCHASED', description: 'Three hours back', createdAt: new Date(now - 3 * 60 * MIN - 5000) },
      { type: 'CV_UPDATED', description: 'Two days back', createdAt: new Date(now - 2 * 24 * 60 * MIN - 5000) },
    ]);
    await signIn();
    renderApp('/admin/dashboard');
    const list = await screen.findByRole('list', { name: 'Recent Activity' }, slow);
    const item = (text: string) => within(list).getByText(text).closest('li')!;
    expect(within(item('Fresh sign-up')).getByText('Just now')).toBeInTheDocument();
    expect(within(item('Fresh sign-up')).getByText('New user · fresh@example.com')).toBeInTheDocument();
    expect(within(item('Five minutes back')).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(item('Three hours back')).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(item('Two days back')).getByText('2 days ago')).toBeInTheDocument();

    await t.db.insert(activityEvents).values({ type: 'CV_CREATED', description: 'Refreshed CV event', createdAt: new Date(now) });
    // The page's own Refresh (the app bar has react-admin's too).
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Refresh' }));
    expect(await within(list).findByText('Refreshed CV event')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it("says 'No recent activity' when there is none", async () => {
    const t = testApp();
    await t.db.delete(activityEvents);
    await signIn();
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No recent activity', {}, slow)).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data. Please try again.' and recovers with Try Again", async () => {
    const t = testApp();
    await signIn();
    // A real server failure: the table behind the activity feed is briefly gone.
    await t.db.execute(sql`alter table activity_events rename to activity_events_away`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderApp('/admin/dashboard');
      expect(await screen.findByText('Failed to load dashboard data. Please try again.', {}, slow)).toBeInTheDocument();
    } finally {
      await t.db.execute(sql`alter table activity_events_away rename to activity_events`);
      errors.mockRestore();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to load dashboard data. Please try again.')).not.toBeInTheDocument());
  });

  it("says 'Authentication required' when nobody is signed in", async () => {
    renderInAdmin(<Dashboard />);
    expect(await screen.findByText('Authentication required', {}, slow)).toBeInTheDocument();
  });
});

// Issue 28: each role's dashboard shows what its role reads, and asks the server for nothing
// else (the server answers only that, tests/server/dashboard.test.ts).
describe('the dashboard of each role', () => {
  const ACTIONS = ['Manage Users', 'Review Orders', 'View CVs', 'Manage Templates'];
  const CHARTS = ['Revenue against the period before', 'New users and CVs', 'New users', 'New CVs', 'Orders by status'];

  /** The dashboard as the role sees it once everything has arrived, and the paths the screen asked for. */
  async function openAs(role: 'content' | 'finance', settled: { figure: string; chart: string; action: string }) {
    const admin = await addAdmin(role);
    await signIn(admin.email, admin.password);
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderApp('/admin/dashboard');
    await screen.findByText(settled.figure, {}, slow);
    await screen.findByRole('heading', { name: settled.chart, level: 2 }, slow);
    await screen.findByRole('link', { name: settled.action }, slow);
    const paths = () => fetches.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://x').pathname);
    return { paths, done: () => fetches.mockRestore() };
  }
  const shown = (names: string[], find: (name: string) => HTMLElement | null) => names.filter((name) => find(name) !== null);
  /** The figures' labels, in order: a card's first line. */
  const figures = () =>
    [...screen.getByRole('region', { name: 'Key figures' }).querySelectorAll('.MuiCard-root')].map((c) => c.querySelector('p')?.textContent);
  const actions = () => shown(ACTIONS, (name) => screen.queryByRole('link', { name }));
  const charts = () => shown(CHARTS, (name) => screen.queryByRole('heading', { name, level: 2 }));

  it('content: CVs and templates, their shortcuts and chart, and not one customer', async () => {
    const t = testApp();
    // The newest event names a customer: a content admin must not see it.
    await t.db.insert(activityEvents).values({ type: 'CV_CREATED', description: 'A customer made a CV', userEmail: 'private.customer@example.com' });
    const screenOf = await openAs('content', { figure: 'Total CVs Created', chart: 'New CVs', action: 'Manage Templates' });
    try {
      const stats = (await t.call('GET', '/api/admin/templates?limit=1', { token: await t.login() })).json.data.stats;
      expect(figures()).toEqual(['Total CVs Created', 'Total Templates', 'Template Usage']);
      expect(within(card('Total Templates')).getByText(en(stats.totalTemplates))).toBeInTheDocument();
      expect(within(card('Template Usage')).getByText(en(stats.totalUsage))).toBeInTheDocument();
      expect(actions()).toEqual(['View CVs', 'Manage Templates']);
      await waitFor(() => expect(charts()).toEqual(['New CVs']));
      expect(screen.queryByRole('region', { name: 'Recent Activity' })).not.toBeInTheDocument();
      expect(screen.queryByText('A customer made a CV')).not.toBeInTheDocument();
      const emails = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email);
      const text = document.body.textContent ?? '';
      expect([...emails, 'private.customer@example.com'].filter((email) => text.includes(email))).toEqual([]);
      // No request the role would be refused: no registrations, no orders, no live order events.
      expect(screenOf.paths()).toEqual(expect.arrayContaining(['/api/admin/dashboard', '/api/admin/dashboard/series']));
      expect(screenOf.paths().filter((path) => /registrations|orders|events|users/.test(path))).toEqual([]);
    } finally {
      screenOf.done();
    }
  });

  it('finance: users, money and orders, their charts and activity without CVs', async () => {
    await testApp()
      .db.insert(activityEvents)
      .values([
        { type: 'USER_REGISTERED', description: 'A customer signed up', userEmail: 'new.customer@example.com' },
        { type: 'CV_UPDATED', description: 'A CV changed', userEmail: 'cv.owner@example.com' },
      ]);
    const screenOf = await openAs('finance', { figure: 'Revenue (VND)', chart: 'Orders by status', action: 'Review Orders' });
    try {
      expect(figures()).toEqual(['Total Users', 'Revenue (VND)', 'Pending Orders']);
      expect(actions()).toEqual(['Manage Users', 'Review Orders']);
      expect(charts()).toEqual(['Revenue against the period before', 'New users', 'Orders by status']);
      const list = await screen.findByRole('list', { name: 'Recent Activity' });
      expect(within(list).getByText('New user · new.customer@example.com')).toBeInTheDocument();
      expect(within(list).queryByText('A CV changed')).not.toBeInTheDocument();
      expect(within(list).queryByText(/^CV (created|updated)/)).not.toBeInTheDocument();
    } finally {
      screenOf.done();
    }
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('dashboard in Vietnamese', () => {
  it('in Vietnamese: each event worded in Vietnamese, money as Vietnamese writes it, the package by its Vietnamese name', async () => {
    const t = testApp();
    const now = Date.now();
    await t.db.delete(activityEvents);
    await t.db.insert(activityEvents).values([
      {
        type: 'PAYMENT_COMPLETED',
        description: 'Payment of 49000 VND received for order CV2611ABC',
        params: { sentence: 'payment_received', amount: 49_000, currency: 'VND', orderCode: 'CV2611ABC' },
        createdAt: new Date(now - 1000),
      },
      {
        type: 'PACKAGE_PURCHASED',
        description: 'Lan Nguyễn received package Standard',
        params: { sentence: 'package_received', name: 'Lan Nguyễn', packageId: 'p1', packageName: 'Tiêu chuẩn', packageNameEn: 'Standard' },
        createdAt: new Date(now - 2000),
      },
      // Older events kept no values: read back from the English, or shown as they are.
      { type: 'LOGIN', description: 'Minh Trần signed in', createdAt: new Date(now - 3000) },
      { type: 'CV_CREATED', description: 'Something the screen does not know', createdAt: new Date(now - 4000) },
    ]);
    await signIn();
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    renderApp('/admin/dashboard');
    const list = await screen.findByRole('list', { name: 'Hoạt động gần đây' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Đã nhận ${formatMoney(49_000, 'VND').replace(/\s+/g, ' ')} cho đơn hàng CV2611ABC`);
    expect(items[1]).toHaveTextContent('Lan Nguyễn đã nhận gói Tiêu chuẩn');
    expect(items[2]).toHaveTextContent('Minh Trần đã đăng nhập');
    expect(items[3]).toHaveTextContent('Something the screen does not know');
    expect(list).not.toHaveTextContent(/49000|Standard|received/);
  });
});
