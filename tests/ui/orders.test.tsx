// The order screens as the app renders them, talking to the real in-process server: the
// list (short ids, countdown, filters, bulk actions) and the detail page's actions.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CSV_HEADERS } from '../../contract/csv-headers';
import { appVi } from '../../i18n/vi';
import { orders, subscriptions } from '../../server/db/schema';
import { TEST_NOW } from '../support/constants';
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
    expect(within(screen.getByRole('region', { name: 'Order Status' })).getByRole('timer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
    expect(await statusOf(order.id)).toBe('CANCELLED');
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
