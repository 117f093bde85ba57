// Each role signed in in real Chromium, in English on a wide screen and in Vietnamese on a
// 360 px phone: the menu lists only what the role may open, the dashboard only the figures it
// may read (no customer for a content admin), and a payment made while the panel is open
// reaches as a toast exactly the roles that read orders.
import type { Page } from 'playwright-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/permissions';
import en from '../../i18n/en';
import viCatalog from '../../i18n/vi';
import { formatMoney } from '../../src/lib/format';
import { ROLE_MENUS } from '../support/role-menus';
import { notifyPayment, pendingOrder } from './orders-support';
import { type Credentials, readyAdmin } from './role-admins';
import { api, baseUrl, E2E_ADMIN, liveStreamOpened, newPage, shot, signIn, useBrowser } from './support';

useBrowser();
vi.setConfig({ testTimeout: 240_000 });

const catalogs = { en: polyglotI18nProvider(() => en, 'en'), vi: polyglotI18nProvider(() => viCatalog, 'vi') };

const MENU = ROLE_MENUS;

/** The dashboard's figures each role reads (catalog keys under app.dashboard). */
const FIGURES: Record<Role, string[]> = {
  owner: ['total_users', 'total_cvs', 'revenue', 'pending_orders', 'total_templates', 'template_usage'],
  admin: ['total_users', 'total_cvs', 'revenue', 'pending_orders', 'total_templates', 'template_usage'],
  finance: ['total_users', 'revenue', 'pending_orders'],
  support: ['total_users', 'total_cvs', 'revenue', 'pending_orders'],
  content: ['total_cvs', 'total_templates', 'template_usage'],
};
const ROLES = Object.keys(MENU) as Role[];
const readsOrders = (role: Role) => MENU[role].includes('orders');

const admins = {} as Record<Role, Credentials>;
let customerEmails: string[];

beforeAll(async () => {
  for (const role of ROLES) admins[role] = role === 'owner' ? E2E_ADMIN : await readyAdmin(role);
  const list = await api<{ data: { users: { email: string }[] } }>('/api/admin/users?limit=100');
  customerEmails = list.json.data.users.map((u) => u.email);
  expect(customerEmails.length).toBeGreaterThan(0);
});

const menuLinks = (page: Page) =>
  page
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => [new URL((item as HTMLAnchorElement).href).pathname.replace('/admin/', ''), item.textContent ?? '']));

async function lookAs(role: Role, locale: 'en' | 'vi') {
  const t = catalogs[locale].translate;
  const viewport = locale === 'en' ? 'wide' : 'phone';
  const page = await newPage({ locale, viewport });
  await signIn(page, admins[role]);
  await page.goto(`${baseUrl()}/admin/dashboard`);
  const figures = page.getByRole('region', { name: t('app.dashboard.figures') });
  await figures.getByText(t(`app.dashboard.${FIGURES[role][0]}`), { exact: true }).waitFor();
  const labels = await figures.locator('.MuiCard-root p:first-child').allTextContents();
  expect(labels, `${role} ${locale}`).toEqual(FIGURES[role].map((key) => t(`app.dashboard.${key}`)));
  // A content admin reads no customer anywhere on the page.
  if (role === 'content') {
    const text = await page.locator('body').innerText();
    expect(customerEmails.filter((email) => text.includes(email))).toEqual([]);
    expect(await page.getByRole('region', { name: t('app.dashboard.recent_activity') }).count()).toBe(0);
  }
  await shot(page, `roles-${role}-dashboard-${locale}-${viewport}`);

  if (viewport === 'phone') await page.getByRole('button', { name: t('ra.action.open_menu') }).click();
  await page.getByRole('menuitem').first().waitFor();
  const links = await menuLinks(page);
  expect(
    links.map(([path]) => path),
    `${role} ${locale}`,
  ).toEqual(MENU[role]);
  expect(links[0]![1]).toContain(t('app.menu.dashboard'));
  if (viewport === 'phone') await shot(page, `roles-${role}-menu-${locale}-${viewport}`);
  await page.context().close();
}

describe('what each role sees', () => {
  for (const role of ROLES) {
    it(`${role}: its menu and its dashboard, in English wide and in Vietnamese on a phone`, async () => {
      await lookAs(role, 'en');
      await lookAs(role, 'vi');
    });
  }

  it('a payment shows as a toast to the roles that read orders, and to no other', async () => {
    // One tab per role, half in Vietnamese, all open on the dashboard when the money arrives.
    const pages = [] as { role: Role; page: Page; locale: 'en' | 'vi' }[];
    for (const [i, role] of ROLES.entries()) {
      const locale = i % 2 ? 'vi' : 'en';
      const page = await newPage({ locale });
      await signIn(page, admins[role]);
      // The tabs that read orders hold the live stream: it answers once the server listens for them.
      const stream = readsOrders(role) ? liveStreamOpened(page) : undefined;
      await page.goto(`${baseUrl()}/admin/dashboard`);
      await page.getByRole('region', { name: catalogs[locale].translate('app.dashboard.figures') }).waitFor();
      await stream;
      pages.push({ role, page, locale });
    }
    const listening = pages.filter((p) => readsOrders(p.role));
    expect(listening.map((p) => p.role)).toEqual(['owner', 'admin', 'finance', 'support']);

    const order = await pendingOrder();
    await notifyPayment(order, `E2E-ROLES-${order.id.slice(0, 8)}`);
    for (const { page, locale, role } of listening) {
      const t = catalogs[locale].translate;
      const toast = page.getByRole('alert').filter({ hasText: t('app.live.order_paid', { code: order.orderCode, amount: formatMoney(order.amount, 'VND') }) });
      await toast.getByRole('link', { name: t('app.live.view_order') }).waitFor();
      if (role === 'finance' || role === 'admin') await shot(page, `roles-${role}-toast-${locale}-wide`);
    }
    // Every tab that reads orders has shown it: the content admin's tab, open all along, has
    // no toast and no stream (the server would send it no order anyway: server tests).
    const content = pages.find((p) => p.role === 'content')!.page;
    expect(await content.getByRole('alert').count()).toBe(0);
    expect(await content.locator('a[href="/admin/orders"]').count()).toBe(0);
    expect(await content.getByText(order.orderCode).count()).toBe(0);
  });
});
