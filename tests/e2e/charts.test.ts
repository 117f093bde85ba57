// The charts in real Chromium against the started (seeded) server: a payment that
// arrives and is verified moves today's revenue in the chart's own table (the chart follows
// live orders: no reload); the 'Show data' table holds the series the chart is drawn from;
// axe-core finds no serious or critical violation on the dashboard with its charts drawn;
// screenshots in both languages, wide and on a 360 px phone, and one in the dark theme.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { axe } from './axe';
import { formatBucket, formatMoney, formatNumber } from '../../src/lib/format';
import { notifyPayment, pendingOrder } from './orders-support';
import { api, baseUrl, eachLook, liveStreamOpened, newPage, shot, signIn, useBrowser } from './support';

useBrowser();
vi.setConfig({ testTimeout: 300_000 });

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The chart card titled `title` (its h2). */
const chartCard = (page: Page, title: string) => page.locator('section[data-chart]', { has: page.getByRole('heading', { name: title, level: 2 }) });

/** Switches the card to its table and reads it: one array of cell texts per row. */
async function showData(card: Locator): Promise<string[][]> {
  const toggle = card.getByRole('switch');
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  if (!(await toggle.isChecked())) await toggle.click();
  await card.locator('table tbody tr').first().waitFor();
  return readTable(card);
}
const readTable = (card: Locator) =>
  card
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));

describe('charts', () => {
  it('a payment that arrives and is verified changes today’s revenue in the chart, live', async () => {
    const page = await newPage();
    await signIn(page);
    const stream = liveStreamOpened(page);
    await page.goto(`${baseUrl()}/admin/dashboard?period=7d`);
    await stream;
    const card = chartCard(page, 'Revenue against the period before');
    const before = await showData(card);
    expect(before).toHaveLength(7);
    const series = (await api('/api/admin/dashboard/series?period=7d')).json.data;
    const today = series.points.at(-1);
    expect(before.at(-1)!.slice(0, 2)).toEqual([formatBucket(today.key, 'en'), squash(formatMoney(today.revenue, 'VND'))]);

    const order = await pendingOrder();
    await notifyPayment(order, `charts-e2e-${order.id}`);
    const verified = await api(`/api/admin/orders/${order.id}/status`, { method: 'PUT', body: { status: 'VERIFIED' } });
    expect(verified.status).toBe(200);
    // The live order event refreshes the charts on screen: the table's last row moves.
    const expected = squash(formatMoney(today.revenue + order.amount, 'VND'));
    await expect.poll(async () => (await readTable(card)).at(-1)![1], { timeout: 30_000 }).toBe(expected);
    const after = (await api('/api/admin/dashboard/series?period=7d')).json.data;
    expect(after.points.at(-1).revenue).toBe(today.revenue + order.amount);
  });

  it('the table alternative holds the numbers the chart is drawn from', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/dashboard?period=30d`);
    const card = chartCard(page, 'New users and CVs');
    // Drawn first: one bar per day and series (MUI X draws a zero as a bar of no height).
    await card.locator('svg .MuiBarChart-element').first().waitFor({ state: 'attached' });
    const series = (await api('/api/admin/dashboard/series?period=30d')).json.data;
    expect(await card.locator('svg .MuiBarChart-element').count()).toBeLessThanOrEqual(series.points.length * 2);
    const rows = await showData(card);
    expect(rows).toEqual(
      series.points.map((p: { key: string; users: number; cvs: number }) => [
        formatBucket(p.key, 'en'),
        formatNumber(p.users, 'en', 0),
        formatNumber(p.cvs, 'en', 0),
      ]),
    );

    // The orders page: the funnel's table is the server's funnel.
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.getByRole('button', { name: 'Charts' }).click();
    const funnel = await showData(chartCard(page, 'From created to verified'));
    const orders = (await api('/api/admin/orders/series?period=30d')).json.data;
    expect(funnel).toEqual([
      ['Created', formatNumber(orders.funnel.created, 'en', 0)],
      ['Paid', formatNumber(orders.funnel.paid, 'en', 0)],
      ['Verified', formatNumber(orders.funnel.verified, 'en', 0)],
      ['Still waiting', formatNumber(orders.funnel.pending, 'en', 0)],
      ['Expired', formatNumber(orders.funnel.expired, 'en', 0)],
      ['Cancelled', formatNumber(orders.funnel.cancelled, 'en', 0)],
    ]);
  });

  it('axe-core finds no serious or critical violation on the dashboard with its charts', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await chartCard(page, 'Orders by status').locator('svg .MuiBarChart-element').first().waitFor({ state: 'attached' });
    await chartCard(page, 'Revenue against the period before').locator('svg .MuiLineChart-line').first().waitFor({ state: 'attached' });
    expect(await axe(page)).toEqual([]);
  });

  it('screenshots: dashboard and orders charts in both languages, wide and on a phone; the dashboard in the dark theme', async () => {
    await eachLook(
      'charts',
      async (page, { locale, tag }) => {
        await page.goto(`${baseUrl()}/admin/dashboard?period=30d`);
        const title = locale === 'vi' ? 'Doanh thu so với kỳ trước' : 'Revenue against the period before';
        await chartCard(page, title).locator('svg .MuiLineChart-line').first().waitFor({ state: 'attached' });
        await shot(page, `charts-dashboard-${tag}`);
        await page.goto(`${baseUrl()}/admin/orders`);
        await page.getByRole('button', { name: locale === 'vi' ? 'Biểu đồ' : 'Charts' }).click();
        await page.locator('section[data-chart="revenue-by-package"] svg .MuiBarChart-element').first().waitFor({ state: 'attached' });
        // Package names wrap beside their bars, whole, even at 360 px ('Gói Quốc tế Trọn đời').
        const names = await page
          .locator('section[data-chart="revenue-by-package"] svg text')
          .evaluateAll((texts) => texts.map((t) => [...t.querySelectorAll('tspan')].map((l) => l.textContent).join(' ')));
        expect(names.filter((n) => n.includes('…'))).toEqual([]);
        const series = (await api('/api/admin/orders/series?period=30d')).json.data;
        for (const p of series.byPackage as { name: string; nameEn: string }[]) expect(names).toContain(locale === 'vi' ? p.name : p.nameEn);
        await shot(page, `charts-orders-${tag}`);
      },
      { viewports: ['wide', 'phone'] },
    );

    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/dashboard?period=90d`);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await chartCard(page, 'Orders by status').locator('svg .MuiBarChart-element').first().waitFor({ state: 'attached' });
    await shot(page, 'charts-dashboard-dark');
  });
});
