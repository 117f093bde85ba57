// The chart card against the real server: 'Show data' opens a table holding the
// numbers the server answered, the period comes from the address, an empty series says so,
// and a role that may not read orders sees no orders chart.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatBucket, formatMoney } from '../../src/lib/format';
import { makePackage } from '../server/order-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

const chartCard = async (title: string) => (await screen.findByRole('heading', { name: title, level: 2 })).closest('section') as HTMLElement;

describe('chart cards', () => {
  it('the dashboard’s revenue chart shows the server’s numbers as a table, for the period in the address', async () => {
    const token = await signIn();
    const series = (await testApp().call('GET', '/api/admin/dashboard/series?period=7d', { token })).json.data;
    renderApp('/admin/dashboard?period=7d');
    const card = await chartCard('Revenue against the period before');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 7 days');
    const showData = within(card).getByRole('switch', { name: 'Show data' });
    await waitFor(() => expect(showData).toBeEnabled()); // once the series has arrived
    await userEvent.click(showData);
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const cells = rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual(
      series.points.map((p: { key: string; previousKey: string; revenue: number; previousRevenue: number }) => [
        formatBucket(p.key, 'en'),
        formatMoney(p.revenue, 'VND'),
        formatBucket(p.previousKey, 'en'),
        formatMoney(p.previousRevenue, 'VND'),
      ]),
    );
    expect(within(card).getByRole('button', { name: 'Download the data of “Revenue against the period before” as CSV' })).toBeEnabled();
  });

  it('a package that never sold says so instead of drawing an empty chart', async () => {
    await signIn();
    const pkg = await makePackage(testApp().db);
    renderApp(`/admin/packages/${pkg.id}`);
    const card = await chartCard('Paid orders per month');
    expect(await within(card).findByText('No sales of this package in the last 12 months.')).toBeInTheDocument();
    // The table alternative still lists the twelve months, all zero.
    await userEvent.click(within(card).getByRole('switch', { name: 'Show data' }));
    const rows = within(await within(card).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.lastChild?.textContent === '0')).toBe(true);
  });

  it('a role that may not read orders sees no orders chart on the dashboard', async () => {
    const { admins } = await import('../../server/db/schema');
    const { hashPassword } = await import('../../server/security/passwords');
    await testApp()
      .db.insert(admins)
      .values({ email: 'content.ui-charts@example.com', passwordHash: await hashPassword('Content-Charts-1'), firstName: 'C', lastName: 'T', role: 'content' });
    await signIn('content.ui-charts@example.com', 'Content-Charts-1');
    renderApp('/admin/dashboard');
    // Only the CVs it reads: no sign-ups, no revenue, no orders.
    await chartCard('New CVs');
    for (const title of ['New users and CVs', 'Revenue against the period before', 'Orders by status'])
      await waitFor(() => expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument());
  });
});
