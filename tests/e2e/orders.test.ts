// Orders in real Chromium against the started server: a bank notification makes an order
// PAID, the admin verifies it and finds the subscription and credits in the user's Packages
// tab; cancel a PENDING order; filter by date; export CSV; screenshots in both languages,
// wide and narrow.
import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import { notifyPayment, type OrderList, pendingOrder } from './orders-support';
import { api, baseUrl, eachLook, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();

async function openOrder(page: Page, order: Order) {
  await page.goto(`${baseUrl()}/admin/orders`);
  await page.getByPlaceholder('Search by order code, customer name or email...').fill(order.orderCode);
  // The search applies after its debounce (then it is in the address bar).
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(order.orderCode));
  const row = page.getByRole('row').filter({ hasText: order.id.slice(0, 8) });
  await row.waitFor();
  await row.getByRole('link', { name: `View order ${order.orderCode}` }).click();
  await page.getByRole('heading', { level: 1, name: order.orderCode }).waitFor();
}

describe('orders', () => {
  it("verifies a PAID order and shows the subscription and credits in the user's Packages tab", async () => {
    const order = await pendingOrder();
    const user = order.user!;
    const before = (await api(`/api/admin/users/${user.id}`)).json.data.currentCredits;
    const paid = await notifyPayment(order, `E2E-FT-${order.id.slice(0, 8)}`);
    expect(paid.data.outcome).toBe('matched');

    const page = await newPage();
    await signIn(page);
    await openOrder(page, order);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Verify Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to verify this payment? This will create a subscription for the user.').waitFor();
    await viewShot(page, 'orders-verify-confirm-en-wide');
    await dialog.getByRole('button', { name: 'Verify Order' }).click();
    await page.getByText('Order verified successfully').waitFor();
    await page.getByRole('region', { name: 'Subscription' }).getByText('Active', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Verify Order' }).count()).resolves.toBe(0);
    await shot(page, 'orders-detail-verified-en-wide');

    // The user's Packages tab: the new subscription and the raised balance.
    const credits = order.package!.credits;
    await page.goto(`${baseUrl()}/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: user.email }))}`);
    await page
      .getByRole('button', { name: `${user.firstName} ${user.lastName}` })
      .first()
      .click();
    const userDialog = page.getByRole('dialog');
    await userDialog.getByRole('tab', { name: 'Packages' }).click();
    await userDialog.getByText(order.package!.nameEn, { exact: true }).first().waitFor();
    await userDialog
      .getByTestId('credit-cvCreation')
      .getByText(`Balance: ${before.cvCreation + credits.cvCreation}`)
      .waitFor();
    await viewShot(page, 'orders-user-packages-tab-en-wide');
    const subs = (await api(`/api/admin/users/${user.id}/packages`)).json.data.subscriptions as { packageNameEn: string }[];
    expect(subs.map((s) => s.packageNameEn)).toContain(order.package!.nameEn);
    const after = (await api(`/api/admin/users/${user.id}`)).json.data.currentCredits;
    expect(after).toEqual({
      cvCreation: before.cvCreation + credits.cvCreation,
      aiOptimization: before.aiOptimization + credits.aiOptimization,
      premiumTemplates: before.premiumTemplates + credits.premiumTemplates,
      aiTemplates: before.aiTemplates + credits.aiTemplates,
    });
  }, 180_000);

  it('cancels a PENDING order after the warning', async () => {
    const order = await pendingOrder();
    const page = await newPage();
    await signIn(page);
    await openOrder(page, order);
    await page.getByRole('region', { name: 'QR Code' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to cancel this order? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Order cancelled successfully').waitFor();
    await page.getByRole('region', { name: 'Order Status' }).getByText('Cancelled', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);
    expect((await api(`/api/admin/orders/${order.id}`)).json.data.status).toBe('CANCELLED');
  }, 120_000);

  it('filters orders by creation date and clears the filter', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.getByRole('row').nth(1).waitFor();
    const all = (await api<OrderList>('/api/admin/orders')).json.data.pagination.total;
    await page.getByText(`of ${all} results`).waitFor();

    // Three days ago, typed as English asks for it (YYYY-MM-DD HH:mm) in business time (UTC+7).
    const d = new Date(Date.now() - 3 * 86_400_000);
    d.setUTCSeconds(0, 0);
    const iso = d.toISOString();
    const local = new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    await page.getByLabel('Created from').fill(local);
    await page.getByText('Date Filtered').waitFor();
    const filtered = (await api<OrderList>(`/api/admin/orders?dateFrom=${encodeURIComponent(iso)}`)).json.data.pagination.total;
    expect(filtered).toBeLessThan(all);
    await page
      .getByText(filtered > 20 ? `of ${filtered} results` : 'Created')
      .first()
      .waitFor();
    if (filtered <= 20) await expect(page.getByRole('row').count()).resolves.toBe(filtered + 1);
    await shot(page, 'orders-list-date-filtered-en-wide');
    await page.getByRole('button', { name: 'Clear Date Filter' }).click();
    await page.getByText(`of ${all} results`).waitFor();
    await expect(page.getByText('Date Filtered').count()).resolves.toBe(0);
  }, 120_000);

  it('exports the orders as CSV', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/orders`);
    await page.getByRole('row').nth(1).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
    const total = (await api<OrderList>('/api/admin/orders')).json.data.stats.totalOrders;
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0]!)).toContain('Order Code');
  }, 120_000);

  it('takes screenshots of the list and the detail in both languages, wide and narrow', async () => {
    const order = await pendingOrder();
    await eachLook('orders', async (page, { locale, tag }) => {
      await page.goto(`${baseUrl()}/admin/orders`);
      // A row of the table when wide, a card on a phone: each has the order's view link.
      await page
        .getByRole('link', { name: /^(View order|Xem đơn) / })
        .first()
        .waitFor();
      await shot(page, `orders-list-${tag}`);
      await page.goto(`${baseUrl()}/admin/orders/${order.id}`);
      await page
        .getByRole('region', { name: locale === 'en' ? 'QR Code' : 'Mã QR' })
        .getByRole('img')
        .waitFor();
      await shot(page, `orders-detail-pending-${tag}`);
      await page.goto(`${baseUrl()}/admin/orders/00000000-0000-4000-8000-000000000000`);
      await page
        .getByText(locale === 'en' ? 'Order Not Found' : 'Không tìm thấy đơn hàng')
        .first()
        .waitFor();
      await shot(page, `orders-not-found-${tag}`);
    });
  }, 240_000);
});
