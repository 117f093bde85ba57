// A table row opens its record on the wide users, orders and CVs lists, as a card does on a
// phone (phone-lists.test.tsx): the user's dialog (?userId=…), the order's and the CV's page.
// Rendered against the real in-process server.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCustomer, makeOrder } from '../server/order-fixtures';
import { makeCv } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 45_000 };
const TAG = 'Uirowclick';
const path = (resource: string, q: string) => `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
/** The table row holding `text`. */
const rowWith = async (text: string) => (await screen.findByText(text, {}, slow)).closest('tr')!;

describe('a table row opens its record', () => {
  it('users: the row opens the user dialog', async () => {
    const { user } = await makeCustomer(testApp().db, `${TAG}U`);
    await signIn();
    renderApp(path('users', `${TAG}U`));
    const row = await rowWith(user.email);
    await userEvent.click(within(row).getByText(user.email));
    expect(await screen.findByRole('dialog', {}, slow)).toHaveTextContent(user.email);
  });

  it('orders: the row opens the order page', async () => {
    const { db, user, pkg } = await makeCustomer(testApp().db, `${TAG}O`);
    const order = await makeOrder(db, user, pkg, { status: 'PAID', paidAt: new Date() });
    await signIn();
    renderApp(path('orders', `${TAG}O`));
    const row = await rowWith(order.id.slice(0, 8));
    await userEvent.click(within(row).getByText(/99\.000\s₫/));
    expect(await screen.findByRole('button', { name: 'Verify Order' }, slow)).toBeInTheDocument();
  });

  it('CVs: the row opens the CV page', async () => {
    const { user } = await makeCustomer(testApp().db, `${TAG}C`);
    const cv = await makeCv(testApp().db, { userId: user.id, name: `${TAG} Resume` });
    await signIn();
    renderApp(path('cvs', `${TAG} Resume`));
    const row = await rowWith(`#${cv.id.slice(0, 8)}`);
    await userEvent.click(within(row).getByText(`#${cv.id.slice(0, 8)}`));
    expect(await screen.findByRole('heading', { name: cv.name }, slow)).toBeInTheDocument();
  });
});
