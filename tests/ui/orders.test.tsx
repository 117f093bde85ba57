// The order screens as the app renders them, talking to the real in-process server: the
// list (short ids, countdown, filters, bulk actions) and the detail page's actions.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CSV_HEADERS } from '../../contract/csv-headers';
import { appVi } from '../../i18n/vi';
import { orders, subscriptions } from '../../server/db/schema';
import { authProvider } from '../../src/api/authProvider';
import { formatDateTime } from '../../src/lib/format';
import { TEST_ADMIN, TEST_NOW } from '../support/constants';
import { makeCustomer, makeOrder, makePackage, userCredits } from '../server/order-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 20_000 };
const MIN = 60_000;
const listPath = (filter: Record<string, string>) => `/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const statusOf = async (id: string) => (await testApp().db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
/** The table row that shows this order's short id. */
const rowOf = async (id: string) => (await screen.findByText(id.slice(0, 8), undefined, slow)).closest('tr')!;

const customer = (tag: string) => makeCustomer(testApp().db, tag);
/** A bank as an order keeps it, its holder's name in Vietnamese capitals. */
const BANK = { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '0071000123456', accountName: 'CÔNG TY TNHH ĐỨC TRÍ' };
const bulkBar = () => screen.queryByRole('region', { name: 'Bulk actions' });
/** The stat card whose label is `label`. */
const statCard = (label: string) => screen.getByText(label, { exact: true }).closest('.MuiCard-root') as HTMLElement;

describe('orders list', () => {
  it('shows short ids, the customer, amount, and a ticking countdown for PENDING orders', async () => {
    const { db, user, pkg } = await customer('Uicount');
    // The countdown runs on the browser's clock; the server's test clock decides the status.
    const pending = await makeOrder(db, user, pkg, { expiresAt: new Date(Date.now() + 10 * MIN) });
    const lapsed = await makeOrder(db, user, pkg, { expiresAt: new Date(Math.max(Date.now() - MIN, TEST_NOW.getTime() + MIN)) });
    await signIn();
    renderApp(listPath({ q: 'Uicount' }));
    const row = await rowOf(pending.id);
    expect(within(row).getByText(pending.orderCode)).toBeInTheDocument();
    expect(within(row).getByText(`Uicount Nguyễn`)).toBeInTheDocument();
    expect(within(row).getByText(user.email)).toBeInTheDocument();
    expect(within(row).getByText(/99\.000\s₫/)).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const timer = within(row).getByRole('timer');
    expect(timer.textContent).toMatch(/^(9|10)m \d{1,2}s$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 10_000 });
    expect(within(await rowOf(lapsed.id)).getByRole('timer')).toHaveTextContent('Expired');
    // Beside the countdown, the moment it runs out (an order waits days: minutes alone say little).
    expect(within(row).getByText(`until ${formatDateTime(pending.expiresAt, 'en')}`)).toBeInTheDocument();
    // The customer's name opens the user dialog.
    await userEvent.click(within(row).getByRole('button', { name: 'Uicount Nguyễn' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(await within(dialog).findByDisplayValue(user.email, undefined, slow)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The eye icon opens the detail page.
    await userEvent.click(within(row).getByRole('link', { name: `View order ${pending.orderCode}` }));
    expect(await screen.findByRole('heading', { name: pending.orderCode }, slow)).toBeInTheDocument();
  });

  it('searches after the debounce, back to page 1, and shows "No orders found"', async () => {
    const { db, user, pkg } = await customer('Uisearch');
    const order = await makeOrder(db, user, pkg);
    await signIn();
    renderApp('/admin/orders?page=2');
    const search = await screen.findByLabelText('Search', undefined, slow);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2), slow);
    // Typed in one change and looked at before the event loop turns: the search waits for its
    // debounce, so the unfiltered page is still shown (userEvent.type's keystrokes can be
    // 500 ms apart on a loaded machine, which let the search fire in between).
    fireEvent.change(search, { target: { value: 'Uisearch' } });
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2);
    expect(await rowOf(order.id)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + the one match, on page 1
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'no-such-order-anywhere');
    expect(await screen.findByText('No orders found', undefined, slow)).toBeInTheDocument();
  });

  it("filters by creation date with a 'Date Filtered' badge and 'Clear Date Filter'", async () => {
    const { db, user, pkg } = await customer('Uidate');
    const old = await makeOrder(db, user, pkg, { createdAt: new Date(TEST_NOW.getTime() - 10 * 86_400_000) });
    const recent = await makeOrder(db, user, pkg, { createdAt: new Date(TEST_NOW.getTime() - 60 * MIN) });
    await signIn();
    renderApp(listPath({ q: 'Uidate' }));
    await rowOf(old.id);
    await rowOf(recent.id);
    expect(screen.queryByText('Date Filtered')).not.toBeInTheDocument();
    const from = new Date(TEST_NOW.getTime() - 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}T${pad(from.getHours())}:${pad(from.getMinutes())}`;
    // The browser's date-time picker hands over the whole value in one change event.
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: local } });
    expect(await screen.findByText('Date Filtered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(old.id.slice(0, 8))).not.toBeInTheDocument());
    expect(screen.getByText(recent.id.slice(0, 8))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Date Filter' }));
    expect(await rowOf(old.id)).toBeInTheDocument();
    expect(screen.queryByText('Date Filtered')).not.toBeInTheDocument();
  });

  it('bulk-verifies the selected orders after confirming, reporting the ones the rules refuse', async () => {
    const { db, user, pkg } = await customer('Uibulk');
    const paid1 = await makeOrder(db, user, pkg, { status: 'PAID' });
    const paid2 = await makeOrder(db, user, pkg, { status: 'PAID' });
    const pending = await makeOrder(db, user, pkg);
    await signIn();
    renderApp(listPath({ q: 'Uibulk' }));
    for (const o of [paid1, paid2, pending]) await userEvent.click(within(await rowOf(o.id)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Verify 3 orders?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Orders' }));
    expect(await screen.findByText('2 orders verified successfully', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText(/1 order was not changed: Only a PAID order can be verified; this order is Pending/)).toBeInTheDocument();
    expect(await statusOf(paid1.id)).toBe('VERIFIED');
    expect(await statusOf(paid2.id)).toBe('VERIFIED');
    expect(await statusOf(pending.id)).toBe('PENDING');
    expect(await userCredits(db, user.id)).toMatchObject({ cvCreation: 10 });
  });

  it('bulk-cancels after confirming', async () => {
    const { db, user, pkg } = await customer('Uicancel');
    const a = await makeOrder(db, user, pkg);
    await signIn();
    renderApp(listPath({ q: 'Uicancel' }));
    await userEvent.click(within(await rowOf(a.id)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel 1 order?');
    expect(dialog).toHaveTextContent('This action cannot be undone');
    expect(within(dialog).getByRole('button', { name: 'Keep Orders' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Orders' }));
    expect(await screen.findByText('1 orders cancelled successfully', undefined, slow)).toBeInTheDocument();
    expect(await statusOf(a.id)).toBe('CANCELLED');
  });
});

describe('orders bulk bar', () => {
  it('shows above the table with the count, Verify, Cancel and Clear selection; Clear empties the selection', async () => {
    const { db, user, pkg } = await customer('Uibar');
    const a = await makeOrder(db, user, pkg, { status: 'PAID' });
    const b = await makeOrder(db, user, pkg, { status: 'PAID' });
    await signIn();
    renderApp(listPath({ q: 'Uibar' }));
    const rowA = await rowOf(a.id);
    expect(bulkBar()).not.toBeInTheDocument();
    await userEvent.click(within(rowA).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(b.id)).getByRole('checkbox'));
    const bar = bulkBar()!;
    expect(bar).toHaveTextContent('2 items selected');
    expect(within(bar).getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeVisible();
    // Above the rows, not laid over the table's edge: the bar comes before the table.
    expect(bar.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(bulkBar()).not.toBeInTheDocument());
    expect(within(rowA).getByRole('checkbox')).not.toBeChecked();
  });

  it('forgets a selection on a reload and at a new sign-in', async () => {
    const { db, user, pkg } = await customer('Uiforget');
    const a = await makeOrder(db, user, pkg, { status: 'PAID' });
    await signIn();
    const first = renderApp(listPath({ q: 'Uiforget' }));
    await userEvent.click(within(await rowOf(a.id)).getByRole('checkbox'));
    expect(bulkBar()).toHaveTextContent('1 item selected');
    // A reload: the app starts again.
    first.unmount();
    renderApp(listPath({ q: 'Uiforget' }));
    expect(within(await rowOf(a.id)).getByRole('checkbox')).not.toBeChecked();
    expect(bulkBar()).not.toBeInTheDocument();
    // A sign-in while the list is open (an expired session signed in again, another tab).
    await userEvent.click(within(await rowOf(a.id)).getByRole('checkbox'));
    expect(bulkBar()).toHaveTextContent('1 item selected');
    await authProvider.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    await waitFor(() => expect(bulkBar()).not.toBeInTheDocument());
    expect(within(await rowOf(a.id)).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('orders awaiting verification', () => {
  it('gives the stats a Verified figure, and says what Paid means on the card and in the filter', async () => {
    const { db, user, pkg } = await customer('Uistats');
    const pending = await makeOrder(db, user, pkg);
    await makeOrder(db, user, pkg, { status: 'VERIFIED', paidAt: TEST_NOW, verifiedAt: TEST_NOW });
    await signIn();
    const res = await testApp().call('GET', '/api/admin/orders?limit=1', { token: await testApp().login() });
    const stats = res.json.data.stats as { paidOrders: number; verifiedOrders: number };
    expect(stats.verifiedOrders).toBeGreaterThan(0);
    renderApp(listPath({ q: 'Uistats', status: 'PENDING' }));
    await rowOf(pending.id);
    const en = (n: number) => new Intl.NumberFormat('en-US').format(n);
    await waitFor(() => expect(within(statCard('Verified')).getByText(en(stats.verifiedOrders))).toBeInTheDocument());
    expect(within(statCard('Paid')).getByText(en(stats.paidOrders))).toBeInTheDocument();
    expect(within(statCard('Paid')).getByText('Awaiting verification')).toBeInTheDocument();
    // The Orders menu item's badge counts the same orders, and says so to a screen reader.
    expect(
      await screen.findByLabelText(`${stats.paidOrders} paid ${stats.paidOrders === 1 ? 'order awaits' : 'orders await'} verification`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid, awaiting verification' }));
    await waitFor(() => expect(screen.queryByText(pending.id.slice(0, 8))).not.toBeInTheDocument());
  });
});

describe('order detail', () => {
  it('verifies a PAID order after the spec confirmation and reloads it with its subscription', async () => {
    const { db, user, pkg } = await customer('Uiverify');
    const order = await makeOrder(db, user, pkg, { status: 'PAID', paidAt: TEST_NOW });
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: order.orderCode }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByText('No subscription yet. Verifying the order creates one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to verify this payment? This will create a subscription for the user.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Order' }));
    expect(await screen.findByText('Order verified successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByRole('region', { name: 'Order Status' });
    expect(await within(status).findByText('Verified', undefined, slow)).toBeInTheDocument();
    expect(within(status).getByText('Verified At')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Order' })).not.toBeInTheDocument();
    const sub = screen.getByRole('region', { name: 'Subscription' });
    expect(within(sub).getByText('Active')).toBeInTheDocument();
    expect(await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id))).toHaveLength(1);
  });

  it('cancels a PENDING order after the warning, and shows the QR code and bank details', async () => {
    const { db, user, pkg } = await customer('Uicancel1');
    const order = await makeOrder(db, user, pkg, { bankInfo: { bankName: 'ACB', bankBin: '970416', accountNumber: '123456', accountName: 'CV BUILDER' } });
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: order.orderCode }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Order' })).not.toBeInTheDocument();
    const qr = within(screen.getByRole('region', { name: 'QR Code' })).getByRole('img');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const info = screen.getByRole('region', { name: 'Payment Info' });
    expect(info.querySelector('pre')!.textContent).toContain(`"transferContent": "${order.orderCode}"`);
    // The labelled fields come first, the JSON below them.
    expect(within(info).getByText('Bank').nextSibling).toHaveTextContent('ACB');
    expect(within(info).getByText('Account number').nextSibling).toHaveTextContent('123456');
    expect(within(info).getByText('Account holder').nextSibling).toHaveTextContent('CV BUILDER');
    expect(within(info).getByText('Amount').nextSibling).toHaveTextContent(/99\.000\s₫/);
    expect(within(info).getByText('Transfer content').nextSibling).toHaveTextContent(order.orderCode);
    expect(within(info).getByText('Transfer content').compareDocumentPosition(info.querySelector('pre')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order Status' })).getByRole('timer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
    expect(await statusOf(order.id)).toBe('CANCELLED');
    // A cancelled order will never get a subscription: the card no longer offers one by verifying.
    const sub = screen.getByRole('region', { name: 'Subscription' });
    expect(await within(sub).findByText('No subscription: the order was cancelled.', undefined, slow)).toBeInTheDocument();
    expect(sub).not.toHaveTextContent('Verifying the order creates one.');
  });

  it('copies each bank detail with a labelled button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { db, user, pkg } = await customer('Uicopy');
    const order = await makeOrder(db, user, pkg, { bankInfo: BANK });
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    const info = await screen.findByRole('region', { name: 'Payment Info' }, slow);
    await userEvent.click(within(info).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenLastCalledWith('0071000123456');
    expect(await within(info).findByRole('button', { name: 'Account number copied' })).toBeInTheDocument();
    // The amount goes as the digits a banking app's field takes.
    await userEvent.click(within(info).getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('99000');
    await userEvent.click(within(info).getByRole('button', { name: 'Copy Transfer content' }));
    expect(writeText).toHaveBeenLastCalledWith(order.orderCode);
    await userEvent.click(within(info).getByRole('button', { name: 'Copy Account holder' }));
    expect(writeText).toHaveBeenLastCalledWith('CÔNG TY TNHH ĐỨC TRÍ');
    await userEvent.click(within(info).getByRole('button', { name: 'Copy Bank' }));
    expect(writeText).toHaveBeenLastCalledWith('Vietcombank');
  });

  it("shows the server's message when the order changed meanwhile", async () => {
    const { db, user, pkg } = await customer('Uistale');
    const order = await makeOrder(db, user, pkg, { status: 'PAID' });
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Order' }, slow));
    await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify Order' }));
    expect(await screen.findByText('Only a PAID order can be verified; this order is Cancelled', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify Order' })).not.toBeInTheDocument());
  });

  it("keeps a deleted customer's name as plain text", async () => {
    const db = testApp().db;
    const pkg = await makePackage(db);
    const order = await makeOrder(db, null, pkg);
    await signIn();
    renderApp(`/admin/orders/${order.id}`);
    const card = await screen.findByRole('region', { name: 'Customer' }, slow);
    expect(within(card).getByText('Gone Customer')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Gone Customer' })).not.toBeInTheDocument();
    expect(within(card).getByText(/This account has been deleted/)).toBeInTheDocument();
  });

  it("shows 'Order Not Found' with Back to Orders", async () => {
    await signIn();
    renderApp('/admin/orders/00000000-0000-4000-8000-000000000777');
    expect(await screen.findByText('Order Not Found', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('The requested order could not be found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('heading', { name: 'Order Management' }, slow)).toBeInTheDocument();
  });

  it("says 'Failed to load order details' when the order cannot be loaded, and returns to the list", async () => {
    const t = testApp();
    const { db, user, pkg } = await customer('Uiunloadable');
    const order = await makeOrder(db, user, pkg);
    await signIn();
    // A real server failure: the table behind its related payments is briefly gone.
    await t.db.execute(sql`alter table payments rename to payments_away`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderApp(`/admin/orders/${order.id}`);
      expect(await screen.findByText('Failed to load order details', undefined, slow)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Order Management' }, slow)).toBeInTheDocument();
    } finally {
      await t.db.execute(sql`alter table payments_away rename to payments`);
      errors.mockRestore();
    }
  });
});

// Last in the file: the chosen language stays with the next screens rendered.
describe('orders list in Vietnamese', () => {
  it('takes the dates in Vietnamese order (dd/mm/yyyy HH:mm, business time) whatever the browser', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    const { db, user, pkg } = await customer('Uivndate');
    const old = await makeOrder(db, user, pkg, { createdAt: new Date(TEST_NOW.getTime() - 10 * 86_400_000) });
    const recent = await makeOrder(db, user, pkg, { createdAt: new Date(TEST_NOW.getTime() - 60 * MIN) });
    await signIn();
    renderApp(listPath({ q: 'Uivndate' }));
    await rowOf(old.id);
    const field = screen.getByLabelText('Tạo từ');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy HH:mm');
    // Two days back, as a Vietnamese admin writes it: day first, in Ho Chi Minh City time.
    const from = new Date(TEST_NOW.getTime() - 2 * 86_400_000 + 7 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const typed = `${pad(from.getUTCDate())}/${pad(from.getUTCMonth() + 1)}/${from.getUTCFullYear()}`;
    await userEvent.type(field, typed);
    expect(await screen.findByText('Đang lọc theo ngày')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(old.id.slice(0, 8))).not.toBeInTheDocument());
    expect(screen.getByText(recent.id.slice(0, 8))).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    // A day in the wrong order is refused with the pattern under the field.
    await userEvent.clear(field);
    await userEvent.type(field, '2026-01-05');
    fireEvent.blur(field);
    expect(await screen.findByText('Nhập theo dạng dd/mm/yyyy HH:mm')).toBeInTheDocument();
  });
});

describe('order detail in Vietnamese', () => {
  it('labels the bank details and their copy buttons in Vietnamese, the JSON keeping its accents', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const { db, user, pkg } = await customer('Uicopyvi');
      const order = await makeOrder(db, user, pkg, { bankInfo: BANK });
      await signIn();
      renderApp(`/admin/orders/${order.id}`);
      const card = await screen.findByRole('region', { name: 'Thông tin thanh toán' }, slow);
      expect(within(card).getByText('Chủ tài khoản').nextSibling).toHaveTextContent('CÔNG TY TNHH ĐỨC TRÍ');
      expect(within(card).getByText('Số tiền').nextSibling).toHaveTextContent(/99\.000\s₫/);
      await userEvent.click(within(card).getByRole('button', { name: 'Sao chép Chủ tài khoản' }));
      expect(writeText).toHaveBeenLastCalledWith('CÔNG TY TNHH ĐỨC TRÍ');
      expect(await within(card).findByRole('button', { name: 'Đã sao chép Chủ tài khoản' })).toBeInTheDocument();
      for (const label of ['Ngân hàng', 'Số tài khoản', 'Số tiền', 'Nội dung chuyển khoản'])
        expect(within(card).getByRole('button', { name: `Sao chép ${label}` })).toBeInTheDocument();
      expect(card.querySelector('pre')!.textContent).toContain('"accountName": "CÔNG TY TNHH ĐỨC TRÍ"');
    } finally {
      localStorage.removeItem('RaStore.locale');
    }
  });
});

describe('orders export', () => {
  it('writes the CSV’s column headers in the admin’s language', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    try {
      const { db, user, pkg } = await customer('Uicsvvi');
      await makeOrder(db, user, pkg);
      await signIn();
      let file: Blob | undefined;
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        file = blob as Blob;
        return 'blob:orders';
      });
      // The download link's click would ask jsdom to navigate.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderApp(listPath({ q: 'Uicsvvi' }));
      await userEvent.click(await screen.findByRole('button', { name: appVi.resources.orders.export }, slow));
      await waitFor(() => expect(file).toBeDefined(), slow);
      const [header] = (await file!.text()).replace(/^\uFEFF/, '').split('\n');
      expect(header).toBe(Object.values(CSV_HEADERS.vi.orders).join(','));
    } finally {
      localStorage.removeItem('RaStore.locale');
      vi.restoreAllMocks();
    }
  });
});
