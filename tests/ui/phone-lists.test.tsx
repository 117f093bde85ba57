// The users, orders and CVs lists on a 390 px phone, rendered against the real in-process
// server: one card per record (from the declared fields) showing what the admin acts on, and
// a card opens its record. jsdom reads no @media: window.matchMedia answers for the width.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCustomer, makeOrder } from '../server/order-fixtures';
import { makeCv, makeUser } from '../server/users-cvs-fixtures';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 45_000 };
const TAG = 'Uiphone';
const PHONE = 390;
const path = (resource: string, q: string) => `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/** A window `width` px wide, as far as media queries ask (min-width / max-width). */
function stubWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return Boolean(max || min) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeAll(() => stubWidth(PHONE));
afterAll(() => vi.unstubAllGlobals());

describe(`lists on a ${PHONE} px phone`, () => {
  it('users: a card with the name, email, status and the deactivate action; the card opens the user dialog', async () => {
    await makeUser(testApp().db, { firstName: 'Mai', lastName: `${TAG} Hồ`, email: 'mai.ho@uiphone.test' });
    await signIn();
    renderApp(path('users', `${TAG} Hồ`));
    const card = await screen.findByTestId('user-card', {}, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const c = within(card);
    expect(c.getByText(`Mai ${TAG} Hồ`)).toBeInTheDocument();
    expect(c.getByText('mai.ho@uiphone.test')).toBeInTheDocument();
    expect(c.getByText('Active')).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Deactivate user' })).toBeInTheDocument();
    await userEvent.click(c.getByText(`Mai ${TAG} Hồ`));
    expect(await screen.findByRole('dialog', {}, slow)).toHaveTextContent('mai.ho@uiphone.test');
  });

  it('orders: a card with the customer, code, status and amount; the card opens the order', async () => {
    const { db, user, pkg } = await makeCustomer(testApp().db, TAG);
    const order = await makeOrder(db, user, pkg, { status: 'PAID', paidAt: new Date() });
    await signIn();
    renderApp(path('orders', TAG));
    const card = await screen.findByTestId('order-card', {}, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const c = within(card);
    expect(c.getByText(`${TAG} Nguyễn`)).toBeInTheDocument();
    expect(c.getByText(order.orderCode)).toBeInTheDocument();
    expect(c.getByText('Paid')).toBeInTheDocument();
    expect(c.getByText(/99\.000\s₫/)).toBeInTheDocument();
    expect(c.getByRole('link', { name: `View order ${order.orderCode}` })).toBeInTheDocument();
    await userEvent.click(c.getByText(order.orderCode));
    await waitFor(() => expect(screen.getAllByText(order.orderCode).length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Verify Order' }, slow)).toBeInTheDocument();
  });

  it('CVs: a card with the name, status, language, owner and actions; the card opens the CV', async () => {
    const owner = await makeUser(testApp().db, { firstName: 'Quang', lastName: `${TAG} Lý` });
    const cv = await makeCv(testApp().db, { userId: owner.id, name: `${TAG} Resume`, isDraft: false, isPublic: true, language: 'vi' });
    await signIn();
    renderApp(path('cvs', `${TAG} Resume`));
    const card = await screen.findByTestId('cv-card', {}, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const c = within(card);
    expect(c.getByText(cv.name)).toBeInTheDocument();
    expect(c.getByText('Public')).toBeInTheDocument();
    expect(c.getByText('Vietnamese')).toBeInTheDocument();
    expect(c.getByRole('button', { name: `Quang ${TAG} Lý` })).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Delete CV' })).toBeInTheDocument();
    await userEvent.click(c.getByText(cv.name));
    expect(await screen.findByRole('heading', { name: cv.name }, slow)).toBeInTheDocument();
  });
});
