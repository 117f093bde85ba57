// Live orders in real Chromium against the started server: the payment webhook fires while
// the orders page is open, and without a reload the row turns PAID, the sidebar badge counts
// one more paid order awaiting verification and a toast names the order with a link to it;
// an open order detail follows a verification made elsewhere; the dashboard's Pending
// Orders figure follows a payment. Screenshots in both languages, wide and narrow.
import type { Page } from 'playwright-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import en from '../../i18n/en';
import vi from '../../i18n/vi';
import { formatMoney } from '../../src/lib/format';
import { notifyPayment, pendingOrder } from './orders-support';
import { api, baseUrl, eachLook, liveStreamOpened, newPage, signIn, useBrowser, viewShot } from './support';

useBrowser();

const catalogs = { en: polyglotI18nProvider(() => en, 'en'), vi: polyglotI18nProvider(() => vi, 'vi') };
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** PAID orders awaiting verification, as the API counts them. */
const paidCount = async () => (await api<{ data: { pagination: { total: number } } }>('/api/admin/orders?status=PAID&limit=1')).json.data.pagination.total;
const badge = (page: Page) => page.locator('a[href="/admin/orders"] .MuiBadge-badge');
/** The count the badge's label gives (its text hides a zero). */
const badgeCount = async (page: Page) => Number(/\d+/.exec((await badge(page).getAttribute('title')) ?? '')?.[0] ?? NaN);
// The order's table row, or its card on a phone.
const row = (page: Page, order: Order) => page.getByRole('row').or(page.getByTestId('order-card')).filter({ hasText: order.orderCode });

/** The orders list showing just that order, and a mark that a reload would wipe. */
async function watchOrder(page: Page, order: Order, pendingLabel: string) {
  const stream = liveStreamOpened(page);
  await page.goto(`${baseUrl()}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.orderCode }))}`);
  await stream;
  await row(page, order).getByText(pendingLabel, { exact: true }).waitFor();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe('live orders', () => {
  it('shows a paid order as PAID without a reload, with a toast that links to it and the badge one higher', async () => {
    const order = await pendingOrder();
    const page = await newPage();
    await signIn(page);
    await watchOrder(page, order, 'Pending');
    const before = await paidCount();
    await expect.poll(() => badgeCount(page)).toBe(before);
    expect(await badge(page).getAttribute('title')).toBe(`${before} paid ${before === 1 ? 'order awaits' : 'orders await'} verification`);
    expect(await badge(page).textContent()).toBe(String(before));

    const paid = await notifyPayment(order, `E2E-LIVE-${order.id.slice(0, 8)}`);
    expect(paid.data.outcome).toBe('matched');
    await row(page, order).getByText('Paid', { exact: true }).waitFor();
    const toast = page.getByRole('alert').filter({ hasText: `Order ${order.orderCode} was paid` });
    expect(squash(await toast.textContent())).toContain(`Order ${order.orderCode} was paid (${squash(formatMoney(order.amount, 'VND'))})`);
    await expect.poll(() => badgeCount(page)).toBe(before + 1);
    expect(await badge(page).textContent()).toBe(String(before + 1));
    expect(await notReloaded(page)).toBe(true);

    await toast.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(`${baseUrl()}/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: order.orderCode }).waitFor();
    await page.getByRole('button', { name: 'Verify Order' }).waitFor();
    expect(await notReloaded(page)).toBe(true);
  }, 120_000);

  it('updates an open order detail when another session verifies it', async () => {
    const order = await pendingOrder();
    await notifyPayment(order, `E2E-LIVE-D-${order.id.slice(0, 8)}`);
    const page = await newPage();
    await signIn(page);
    const stream = liveStreamOpened(page);
    await page.goto(`${baseUrl()}/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Verify Order' }).waitFor();
    await stream;
    const before = await paidCount();
    await expect.poll(() => badgeCount(page)).toBe(before);

    // Another admin session (the API, as another browser would call it) verifies it.
    expect((await api(`/api/admin/orders/${order.id}/status`, { method: 'PUT', body: { status: 'VERIFIED' } })).status).toBe(200);
    await page.getByRole('region', { name: 'Order Status' }).getByText('Verified', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Verify Order' }).count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(before - 1);
    await viewShot(page, 'live-orders-detail-verified-en-wide');
  }, 120_000);

  it("updates the dashboard's Pending Orders figure when an order is paid", async () => {
    const order = await pendingOrder();
    const page = await newPage();
    await signIn(page);
    const stream = liveStreamOpened(page);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await stream;
    const card = page.locator('.MuiCard-root', { has: page.getByText('Pending Orders', { exact: true }) });
    const hint = card.getByText(/awaiting verification$/);
    await hint.waitFor();
    /** [PENDING orders, PAID orders awaiting verification] as the card shows them. */
    const figures = async () => [
      Number((await card.locator('.MuiTypography-h5').textContent())!.replace(/,/g, '')),
      Number(/\d+/.exec((await hint.textContent())!)![0]),
    ];
    const [active, awaiting] = await figures();
    expect([active, awaiting].every(Number.isInteger)).toBe(true);
    await notifyPayment(order, `E2E-LIVE-DASH-${order.id.slice(0, 8)}`);
    await expect.poll(figures).toEqual([active! - 1, awaiting! + 1]);
    await viewShot(page, 'live-orders-dashboard-en-wide');
  }, 120_000);

  it('looks right with the toast and the badge, in both languages, wide and narrow', async () => {
    await eachLook('live-orders', async (page, { locale, tag }) => {
      const t = catalogs[locale].translate;
      const order = await pendingOrder();
      await watchOrder(page, order, t('resources.orders.statuses.PENDING'));
      await notifyPayment(order, `E2E-LIVE-${tag}-${order.id.slice(0, 8)}`);
      await row(page, order).getByText(t('resources.orders.statuses.PAID'), { exact: true }).waitFor();
      const toast = page.getByRole('alert').filter({ hasText: t('app.live.order_paid', { code: order.orderCode, amount: formatMoney(order.amount, 'VND') }) });
      await toast.getByRole('link', { name: t('app.live.view_order') }).waitFor();
      if (tag.endsWith('narrow')) {
        await viewShot(page, `live-orders-toast-${tag}`);
        await page.getByRole('button', { name: t('ra.action.open_menu') }).click();
      }
      await badge(page).waitFor();
      await viewShot(page, `live-orders-${tag}`);
      if (tag.endsWith('wide')) {
        // The collapsed sidebar keeps the icon and its badge.
        await page.getByRole('button', { name: t('ra.action.close_menu') }).click();
        await page.getByRole('button', { name: t('ra.action.open_menu') }).waitFor();
        await viewShot(page, `live-orders-collapsed-${tag}`);
      }
    });
  }, 240_000);
});
