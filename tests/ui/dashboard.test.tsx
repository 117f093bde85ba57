import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityEvents } from '../../server/db/schema';
import Dashboard from '../../src/pages/dashboard/Dashboard';
import { formatMoney } from '../../src/lib/format';
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
    expect(within(card('Pending Orders')).getByText(new RegExp(`^${overview.pendingPayments} pending payments?$`))).toBeInTheDocument();

    const growthText = (v: number) => (v > 0 ? `+${v}% vs last month` : v < 0 ? `${v}% vs last month` : 'No change vs last month');
    expect(within(card('Total Users')).getByText(growthText(growth.userGrowth))).toBeInTheDocument();
    expect(within(card('Total CVs Created')).getByText(growthText(growth.cvGrowth))).toBeInTheDocument();
    expect(within(card('Revenue (VND)')).getByText(growthText(growth.revenueGrowth))).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Recent Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(expected.recentActivities.length);
    expect(within(list).getByText(expected.recentActivities[0].description)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Review Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: 'View CVs' })).toHaveAttribute('href', '/admin/cvs');
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
