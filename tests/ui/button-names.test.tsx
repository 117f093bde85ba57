// Every button on the main screens has an accessible name (an icon-only one through its label,
// src/components/IconAction.tsx): each screen rendered as the app renders it, against the real
// in-process server, with a record of each kind so rows and cards show their icon buttons.
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCustomer, makeOrder } from '../server/order-fixtures';
import { makeCv } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 45_000 };
const TAG = 'Uinamed';
const q = (text: string) => `?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`;

let ids: { user: string; cv: string; pkg: string; order: string };
beforeAll(async () => {
  const { db, user, pkg } = await makeCustomer(testApp().db, TAG);
  const cv = await makeCv(db, { userId: user.id, name: `${TAG} CV` });
  const order = await makeOrder(db, user, pkg, { status: 'PAID', paidAt: new Date() });
  ids = { user: user.id, cv: cv.id, pkg: pkg.id, order: order.id };
});

/** The main screens, each with a text that shows once its data is in. */
const SCREENS: { name: string; path: () => string; ready: () => string | RegExp }[] = [
  { name: 'dashboard', path: () => '/admin/dashboard', ready: () => 'Recent Activity' },
  { name: 'users', path: () => `/admin/users${q(TAG)}`, ready: () => `${TAG} Nguyễn` },
  { name: 'user dialog', path: () => `/admin/users?userId=${ids.user}`, ready: () => 'Save Details' },
  { name: 'CVs', path: () => `/admin/cvs${q(TAG)}`, ready: () => `${TAG} CV` },
  { name: 'CV details', path: () => `/admin/cvs/${ids.cv}`, ready: () => 'CV Owner' },
  { name: 'packages', path: () => `/admin/packages${q(TAG)}`, ready: () => `${TAG} Pack` },
  { name: 'package details', path: () => `/admin/packages/${ids.pkg}`, ready: () => 'Recent Subscriptions' },
  { name: 'package form', path: () => `/admin/packages/${ids.pkg}/edit`, ready: () => 'Update Package' },
  { name: 'orders', path: () => `/admin/orders${q(TAG)}`, ready: () => `${TAG} Nguyễn` },
  { name: 'order details', path: () => `/admin/orders/${ids.order}`, ready: () => 'Verify Order' },
  { name: 'templates', path: () => '/admin/templates', ready: () => 'Total Templates' },
  { name: 'contacts', path: () => '/admin/contacts', ready: () => 'Contact Management' },
  { name: 'settings', path: () => '/admin/settings', ready: () => 'System Settings' },
  { name: 'team', path: () => '/admin/team', ready: () => 'Team' },
  { name: 'audit log', path: () => '/admin/audit-log', ready: () => 'Audit Log' },
  { name: 'profile', path: () => '/admin/profile', ready: () => 'Profile Settings' },
];

describe('button names', () => {
  it.each(SCREENS)('every button on $name has an accessible name', async ({ path, ready }) => {
    await signIn();
    renderApp(path());
    await screen.findAllByText(ready(), {}, slow);
    // Loaded: no spinner left.
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    const unnamed = screen.queryAllByRole('button', { name: (name) => name.trim() === '' });
    expect(unnamed.map((b) => b.outerHTML.slice(0, 300))).toEqual([]);
    // And there are buttons to look at.
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });
});
