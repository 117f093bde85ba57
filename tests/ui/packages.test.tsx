// The package screens as the app renders them, talking to the real in-process server:
// the form's submit-time rules, create/edit, the card actions, bulk and the detail page.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, packages, payments, subscriptions } from '../../server/db/schema';
import { makeOrder, makePackage, makeUser } from '../server/order-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 20_000 };
const TAG = 'Uipkg';
const listPath = (q = TAG) => `/admin/packages?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const stored = async (id: string) => (await testApp().db.select().from(packages).where(eq(packages.id, id)))[0];
const card = (name: string) => screen.findByRole('article', { name }, slow);

const FORM_ERRORS = [
  'Package name is required',
  'English name is required',
  'Description is required',
  'English description is required',
  'Price must be greater than 0',
  'At least one feature is required',
  'At least one English feature is required',
];

describe('package form', () => {
  it('shows every error at once on submit, clears one when its field is edited, then creates', async () => {
    await signIn();
    renderApp('/admin/packages/new');
    expect(await screen.findByRole('heading', { name: 'Create New Package' }, slow)).toBeInTheDocument();
    // The defaults.
    expect(screen.getByLabelText('Price')).toHaveValue(0);
    expect(screen.getByLabelText('Sort Order')).toHaveValue(0);
    expect(screen.getByLabelText('Validity (days)')).toHaveValue(null);
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Popular')).not.toBeChecked();
    for (const kind of ['CV Creation', 'AI Optimization', 'Premium Templates', 'AI Templates']) expect(screen.getByLabelText(kind)).toHaveValue(0);
    // One feature row each, with no remove button while it is the only one.
    expect(screen.queryByRole('button', { name: /Remove feature/ })).not.toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Create Package' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    for (const message of FORM_ERRORS) expect(await screen.findByText(message)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name (Vietnamese)'), `${TAG} Gói Vàng`);
    expect(screen.queryByText('Package name is required')).not.toBeInTheDocument();
    expect(screen.getByText('English name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Price'), '5');
    expect(screen.queryByText('Price must be greater than 0')).not.toBeInTheDocument();

    // Numbers never go below 0.
    const cv = screen.getByLabelText('CV Creation');
    await userEvent.clear(cv);
    await userEvent.type(cv, '-7');
    expect(cv).toHaveValue(0);
    await userEvent.clear(cv);
    await userEvent.type(cv, '12');

    await userEvent.type(screen.getByLabelText('Name (English)'), `${TAG} Gold`);
    await userEvent.type(screen.getByLabelText('Description (Vietnamese)'), 'Gói cho người tìm việc');
    await userEvent.type(screen.getByLabelText('Description (English)'), 'For job seekers');
    const price = screen.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '149000');
    await userEvent.type(screen.getByLabelText('Features (Vietnamese) 1'), '12 CV');
    expect(screen.queryByText('At least one feature is required')).not.toBeInTheDocument();
    // A second row appears with Add; both rows can now be removed; a blank row is dropped on submit.
    await userEvent.click(screen.getByRole('button', { name: 'Add: Features (Vietnamese)' }));
    expect(screen.getAllByRole('button', { name: /Remove feature/ })).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Features (English) 1'), '12 CVs');
    await userEvent.click(screen.getByLabelText('Popular'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Package created successfully', undefined, slow)).toBeInTheDocument();
    const [row] = await testApp()
      .db.select()
      .from(packages)
      .where(eq(packages.nameEn, `${TAG} Gold`));
    expect(row).toMatchObject({
      name: `${TAG} Gói Vàng`,
      price: 149_000,
      currency: 'VND',
      cvCreation: 12,
      aiOptimization: 0,
      features: ['12 CV'],
      featuresEn: ['12 CVs'],
      isActive: true,
      isPopular: true,
      sortOrder: 0,
      validityDays: null,
    });
    // Back on the list.
    expect(await card(`${TAG} Gold`)).toBeInTheDocument();
  }, 180_000);

  it('removes a feature row only while more than one exists', async () => {
    await signIn();
    renderApp('/admin/packages/new');
    const add = await screen.findByRole('button', { name: 'Add: Features (English)' }, slow);
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('button', { name: /Remove feature/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove feature 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove feature 2' }));
    expect(screen.queryByRole('button', { name: /Remove feature/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Features (English) 1')).toBeInTheDocument();
  });

  it('edits a package: prefilled, Update Package, only the changes sent, an emptied validity clears it', async () => {
    const pkg = await makePackage(testApp().db, { nameEn: `${TAG} Edit Me`, validityDays: 30, features: ['A', 'B'], featuresEn: ['A'] });
    await signIn();
    renderApp(`/admin/packages/${pkg.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Package' }, slow)).toBeInTheDocument();
    const validity = await screen.findByLabelText('Validity (days)', undefined, slow);
    expect(validity).toHaveValue(30);
    expect(screen.getByLabelText('Name (English)')).toHaveValue(`${TAG} Edit Me`);
    expect(screen.getByLabelText('Features (Vietnamese) 2')).toHaveValue('B');
    await userEvent.clear(validity);
    const price = screen.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '250000');
    await userEvent.click(screen.getByRole('button', { name: 'Update Package' }));
    expect(await screen.findByText('Package updated successfully', undefined, slow)).toBeInTheDocument();
    expect(await stored(pkg.id)).toMatchObject({ price: 250_000, validityDays: null, nameEn: `${TAG} Edit Me`, features: ['A', 'B'] });
  });

  it("shows the server's message when a save fails", async () => {
    const pkg = await makePackage(testApp().db, { nameEn: `${TAG} Vanishing` });
    await signIn();
    renderApp(`/admin/packages/${pkg.id}/edit`);
    const price = await screen.findByLabelText('Price', undefined, slow);
    await userEvent.clear(price);
    await userEvent.type(price, '1');
    // Someone deletes it meanwhile.
    await testApp().db.delete(packages).where(eq(packages.id, pkg.id));
    await userEvent.click(screen.getByRole('button', { name: 'Update Package' }));
    expect(await screen.findByText('Package not found', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Package' })).toBeInTheDocument();
  });

  it("says 'Failed to load package data' for a package that cannot be loaded, and returns to the list", async () => {
    await signIn();
    renderApp('/admin/packages/00000000-0000-4000-8000-00000000abcd/edit');
    expect(await screen.findByText('Failed to load package data', undefined, slow)).toBeInTheDocument();
    // … and the admin is back on the list.
    expect(await screen.findByRole('heading', { name: 'Package Management' }, slow)).toBeInTheDocument();
  });
});

describe('package list', () => {
  it('activates an inactive package at once, without a confirmation; the detail page asks before switching it off', async () => {
    const pkg = await makePackage(testApp().db, { nameEn: `${TAG} Dormant`, isActive: false });
    await signIn();
    renderApp(listPath(`${TAG} Dormant`));
    await userEvent.click(within(await card(`${TAG} Dormant`)).getByRole('switch', { name: 'Activate' }));
    await waitFor(async () => expect((await stored(pkg.id))!.isActive).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(await card(`${TAG} Dormant`)).getByRole('link', { name: 'View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, slow));
    const confirm = await screen.findByRole('dialog', { name: `Deactivate ${TAG} Dormant?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () => expect((await stored(pkg.id))!.isActive).toBe(false));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('shows each card with its items, toggles active and popular, and deletes after confirming', async () => {
    const db = testApp().db;
    const pkg = await makePackage(db, {
      nameEn: `${TAG} Card`,
      descriptionEn: 'Everything a job seeker needs',
      price: 199_000,
      features: ['một', 'hai', 'ba', 'bốn', 'năm'],
      featuresEn: ['one', 'two', 'three', 'four', 'five'],
      isPopular: false,
    });
    const user = await makeUser(db);
    await makeOrder(db, user, pkg, { status: 'VERIFIED', amount: 150_000 });
    await signIn();
    renderApp(listPath(`${TAG} Card`));
    const el = await card(`${TAG} Card`);
    const c = within(el);
    expect(c.getByText('Everything a job seeker needs')).toBeInTheDocument();
    const money = { normalizer: (s: string) => s.replace(/\s/g, ' ') };
    expect(c.getByText('199.000 ₫', money)).toBeInTheDocument();
    expect(c.getByText('Revenue').nextSibling).toHaveTextContent('150.000');
    expect(c.getByText('one')).toBeInTheDocument();
    expect(c.getByText('three')).toBeInTheDocument();
    expect(c.queryByText('four')).not.toBeInTheDocument();
    expect(c.getByText('+2 more features')).toBeInTheDocument();
    expect(c.getByText('Active')).toBeInTheDocument();
    expect(c.getByText('Total Sales').nextSibling).toHaveTextContent('1');

    // Switching off asks first, saying what it does; cancelled, nothing changes.
    await userEvent.click(c.getByRole('switch', { name: 'Deactivate' }));
    let confirm = await screen.findByRole('dialog', { name: `Deactivate ${TAG} Card?` });
    expect(confirm).toHaveTextContent('It is no longer offered for purchase; existing subscriptions stay.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored(pkg.id))!.isActive).toBe(true);
    // Confirmed, it is switched off, and the toast's Undo switches it back on.
    await userEvent.click(within(await card(`${TAG} Card`)).getByRole('switch', { name: 'Deactivate' }));
    confirm = await screen.findByRole('dialog', { name: `Deactivate ${TAG} Card?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    const toast = (await screen.findByText('Package updated successfully')).closest('[role="alert"]') as HTMLElement;
    await waitFor(async () => expect((await stored(pkg.id))!.isActive).toBe(false));
    expect(await within(await card(`${TAG} Card`)).findByText('Inactive')).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await stored(pkg.id))!.isActive).toBe(true));
    expect(await within(await card(`${TAG} Card`)).findByText('Active')).toBeInTheDocument();

    await userEvent.click(within(await card(`${TAG} Card`)).getByRole('button', { name: 'Mark as Popular' }));
    await waitFor(async () => expect((await stored(pkg.id))!.isPopular).toBe(true));
    expect(await within(await card(`${TAG} Card`)).findByRole('img', { name: 'Popular' })).toBeInTheDocument();

    // It has an order: the server refuses and says why.
    await userEvent.click(within(await card(`${TAG} Card`)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Delete package "${TAG} Card"?`);
    expect(dialog).toHaveTextContent('This action cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This package has 1 order and cannot be deleted. Deactivate it instead.')).toBeInTheDocument();
    expect(await stored(pkg.id)).toBeDefined();
  });

  it('deletes an unused package', async () => {
    const pkg = await makePackage(testApp().db, { nameEn: `${TAG} Unused` });
    await signIn();
    renderApp(listPath(`${TAG} Unused`));
    await userEvent.click(within(await card(`${TAG} Unused`)).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    await waitFor(async () => expect(await stored(pkg.id)).toBeUndefined());
    expect(await screen.findByText('No packages found')).toBeInTheDocument();
  });

  it('bulk-deactivates the selected packages after a confirmation, and Undo switches them back on', async () => {
    const db = testApp().db;
    const a = await makePackage(db, { nameEn: `${TAG} Bulk A` });
    const b = await makePackage(db, { nameEn: `${TAG} Bulk B` });
    await signIn();
    renderApp(listPath(`${TAG} Bulk`));
    await userEvent.click(within(await card(`${TAG} Bulk A`)).getByRole('checkbox', { name: `Select ${TAG} Bulk A` }));
    await userEvent.click(within(await card(`${TAG} Bulk B`)).getByRole('checkbox', { name: `Select ${TAG} Bulk B` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 packages selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate 2 packages?' });
    expect(confirm).toHaveTextContent('They are no longer offered for purchase; existing subscriptions stay.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    const toast = (await screen.findByText('2 packages updated successfully')).closest<HTMLElement>('[role="alert"]')!;
    await waitFor(async () => {
      expect((await stored(a.id))!.isActive).toBe(false);
      expect((await stored(b.id))!.isActive).toBe(false);
    });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => {
      expect((await stored(a.id))!.isActive).toBe(true);
      expect((await stored(b.id))!.isActive).toBe(true);
    });
  });

  it("says 'No packages found' (not 'Create Your First Package') when filters match nothing", async () => {
    await makePackage(testApp().db, { nameEn: `${TAG} Off`, isActive: false });
    await signIn();
    renderApp(`/admin/packages?filter=${encodeURIComponent(JSON.stringify({ q: `${TAG} Off`, isActive: 'true' }))}`);
    expect(await screen.findByText('No packages found', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Create Your First Package')).not.toBeInTheDocument();
  });
});

describe('package detail', () => {
  it('shows the stat cards, credits, features, details and the empty recent lists', async () => {
    const pkg = await makePackage(testApp().db, {
      nameEn: `${TAG} Detail`,
      name: `${TAG} Chi tiết`,
      price: 15,
      currency: 'USD',
      validityDays: null,
      sortOrder: 7,
    });
    await signIn();
    renderApp(`/admin/packages/${pkg.id}`);
    expect(await screen.findByRole('heading', { name: `${TAG} Detail` }, slow)).toBeInTheDocument();
    expect(screen.getAllByText('$15.00').length).toBeGreaterThan(0);
    const details = screen.getByRole('region', { name: 'Package Details' });
    expect(within(details).getByText('No expiry')).toBeInTheDocument();
    expect(within(details).getByText(`${TAG} Chi tiết`)).toBeInTheDocument();
    expect(within(details).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('No subscriptions yet')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Credits Included' })).getByText('AI Optimization')).toBeInTheDocument();
  });

  it("shows 'Package not found' with Back to Packages for an unknown id", async () => {
    await signIn();
    renderApp('/admin/packages/00000000-0000-4000-8000-000000000999');
    expect(await screen.findByText('Package not found', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText("The package you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Packages' }));
    expect(await screen.findByRole('heading', { name: 'Package Management' }, slow)).toBeInTheDocument();
  });

  // The spec's one exception to the detail pages' error panel: a package that fails to load
  // (not a 404) alerts and returns to the list.
  it("says 'Failed to load package details' when the package cannot be loaded, and returns to the list", async () => {
    const t = testApp();
    const pkg = await makePackage(t.db, { nameEn: `${TAG} Unloadable` });
    await signIn();
    // A real server failure: the table behind its recent subscriptions is briefly gone.
    await t.db.execute(sql`alter table subscriptions rename to subscriptions_away`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderApp(`/admin/packages/${pkg.id}`);
      expect(await screen.findByText('Failed to load package details', undefined, slow)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Package Management' }, slow)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    } finally {
      await t.db.execute(sql`alter table subscriptions_away rename to subscriptions`);
      errors.mockRestore();
    }
  });
});

describe('no packages at all', () => {
  // Last in the file: it empties this file's own database.
  it("offers 'Create Your First Package', which opens the form", async () => {
    const { db } = testApp();
    await db.delete(payments);
    await db.delete(subscriptions);
    await db.delete(orders);
    await db.delete(packages);
    await signIn();
    renderApp('/admin/packages');
    await userEvent.click(await screen.findByRole('link', { name: 'Create Your First Package' }, slow));
    expect(await screen.findByRole('heading', { name: 'Create New Package' }, slow)).toBeInTheDocument();
  });
});
