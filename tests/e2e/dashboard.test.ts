// The dashboard in real Chromium against the started (seeded) server: every figure matches
// what the other endpoints count independently; growth, activity, quick actions, refresh;
// each role's figures in tidy rows, wide and on a 360 px phone, and no customer a content
// admin may not read; screenshots in both languages, wide and narrow.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { type Credentials, readyAdmin } from './role-admins';
import { api, baseUrl, E2E_ADMIN, newPage, shot, signIn, useBrowser } from './support';

useBrowser();
vi.setConfig({ testTimeout: 240_000 });

/** The dashboard, signed in as a returning admin (signing in through the form is shell.test.ts's). */
async function openDashboard(page: Page, admin: Credentials = E2E_ADMIN) {
  await signIn(page, admin);
  await page.goto(`${baseUrl()}/admin/dashboard`);
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const card = (page: Page, label: string) => page.locator('.MuiCard-root', { has: page.getByText(label, { exact: true }) });

interface Expected {
  totalUsers: number;
  totalCVs: number;
  totalRevenue: number;
  activeOrders: number;
  pendingPayments: number;
}

/** The dashboard's figures counted through the list endpoints, not the dashboard itself. */
async function countIndependently(): Promise<Expected> {
  const users = await api<{ data: { pagination: { total: number } } }>('/api/admin/users?limit=1');
  const cvs = await api<{ data: { pagination: { total: number } } }>('/api/admin/cvs?limit=1');
  const orders = await api<{ data: { stats: { totalRevenue: number; pendingOrders: number; paidOrders: number } } }>('/api/admin/orders?limit=1');
  return {
    totalUsers: users.json.data.pagination.total,
    totalCVs: cvs.json.data.pagination.total,
    totalRevenue: orders.json.data.stats.totalRevenue,
    activeOrders: orders.json.data.stats.pendingOrders,
    pendingPayments: orders.json.data.stats.paidOrders,
  };
}

describe('dashboard', () => {
  it('shows figures that match the seeded data', async () => {
    const expected = await countIndependently();
    expect(expected.totalUsers).toBeGreaterThan(0);
    const dashboard = (await api('/api/admin/dashboard')).json.data;
    expect(dashboard.overview).toEqual(expected);

    const page = await newPage();
    await openDashboard(page);
    await page.getByText('Total Users', { exact: true }).waitFor();
    const n = (v: number) => new Intl.NumberFormat('en-US').format(v);
    const vnd = (v: number) => squash(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(v));
    expect(squash(await card(page, 'Total Users').textContent())).toContain(n(expected.totalUsers));
    expect(squash(await card(page, 'Total CVs Created').textContent())).toContain(n(expected.totalCVs));
    expect(squash(await card(page, 'Revenue (VND)').textContent())).toContain(vnd(expected.totalRevenue));
    const pending = squash(await card(page, 'Pending Orders').textContent());
    expect(pending).toContain(n(expected.activeOrders));
    expect(pending).toMatch(new RegExp(`${expected.pendingPayments} paid orders? awaiting verification`));

    const growth = (v: number) => (v > 0 ? `+${v}% vs last month` : v < 0 ? `${v}% vs last month` : 'No change vs last month');
    expect(squash(await card(page, 'Total Users').textContent())).toContain(growth(dashboard.growth.userGrowth));
    expect(squash(await card(page, 'Total CVs Created').textContent())).toContain(growth(dashboard.growth.cvGrowth));
    expect(squash(await card(page, 'Revenue (VND)').textContent())).toContain(growth(dashboard.growth.revenueGrowth));

    const activity = page.getByRole('list', { name: 'Recent Activity' });
    await expect(activity.getByRole('listitem').count()).resolves.toBe(dashboard.recentActivities.length);
    if (dashboard.recentActivities.length) await activity.getByText(dashboard.recentActivities[0].description).first().waitFor();
    await page.getByText(/^Last updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).waitFor();
    await shot(page, 'dashboard-en-wide');
  });

  it('refreshes on demand and leads to the busiest screens', async () => {
    const page = await newPage();
    await openDashboard(page);
    const lastUpdated = page.getByText(/^Last updated: /);
    await lastUpdated.waitFor();
    const before = await lastUpdated.textContent();
    await page.waitForTimeout(1100);
    // Refresh asks the server again: 'Last updated' moves (time shown to the second).
    await page.getByRole('main').getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => lastUpdated.textContent(), { timeout: 30_000 }).not.toBe(before);

    await page.getByRole('link', { name: 'Review Orders' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View CVs' }).click();
    await page.waitForURL(/\/admin\/cvs$/);
  });

  it.each([
    ['en', 'narrow'],
    ['vi', 'wide'],
    ['vi', 'narrow'],
  ] as const)('looks right in %s, %s', async (locale, viewport) => {
    const page = await newPage({ locale, viewport });
    await openDashboard(page);
    await page.getByText(locale === 'vi' ? 'Tổng số người dùng' : 'Total Users', { exact: true }).waitFor();
    await page.getByText(locale === 'vi' ? /^Cập nhật lúc:/ : /^Last updated:/).waitFor();
    await shot(page, `dashboard-${locale}-${viewport}`);
  });
});

/** The figures' cards: their labels and where each lies. */
async function figureCards(page: Page) {
  const region = page.getByRole('region', { name: 'Key figures' });
  await region.locator('.MuiCard-root').first().waitFor();
  const box = (await region.boundingBox())!;
  const cards = await region.locator('.MuiCard-root').all();
  const out = [];
  for (const card of cards) out.push({ label: squash(await card.locator('p').first().textContent()), box: (await card.boundingBox())! });
  return { box, cards: out };
}

describe('each role’s dashboard', () => {
  const FIGURES = {
    owner: ['Total Users', 'Total CVs Created', 'Revenue (VND)', 'Pending Orders', 'Total Templates', 'Template Usage'],
    finance: ['Total Users', 'Revenue (VND)', 'Pending Orders'],
    content: ['Total CVs Created', 'Total Templates', 'Template Usage'],
  };

  it.each(Object.entries(FIGURES))('%s: its figures in full rows, wide and at 360 px', async (role, labels) => {
    const admin = role === 'owner' ? E2E_ADMIN : await readyAdmin(role);
    // Wide: rows of equal cards, each row filled across (six make two rows of three).
    const wide = await newPage();
    await openDashboard(wide, admin);
    const { box, cards } = await figureCards(wide);
    expect(cards.map((c) => c.label)).toEqual(labels);
    const rows = [...new Set(cards.map((c) => Math.round(c.box.y)))];
    expect(rows).toHaveLength(labels.length > 4 ? 2 : 1);
    for (const c of cards) expect(Math.abs(c.box.width - cards[0]!.box.width)).toBeLessThan(2);
    expect(Math.abs(cards.at(-1)!.box.x + cards.at(-1)!.box.width - (box.x + box.width))).toBeLessThan(2);
    // The charts (their own chunk) under the figures, before the picture.
    await wide.getByRole('combobox', { name: 'Period' }).waitFor();
    await shot(wide, `dashboard-${role}-wide`);

    // A phone: one figure a row across the screen, nothing wider than it.
    const phone = await newPage({ viewport: 'phone' });
    await openDashboard(phone, admin);
    const small = await figureCards(phone);
    expect(small.cards.map((c) => c.label)).toEqual(labels);
    for (const c of small.cards) expect(Math.abs(c.box.width - small.box.width)).toBeLessThan(2);
    await phone.getByRole('combobox', { name: 'Period' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(phone, `dashboard-${role}-phone`);
  });

  it('content: templates, CVs and their shortcuts, and not one customer', async () => {
    const page = await newPage();
    await openDashboard(page, await readyAdmin('content'));
    await page.getByRole('heading', { name: 'New CVs', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Manage Templates' }).waitFor();
    await expect(page.getByRole('link', { name: 'View CVs' }).count()).resolves.toBe(1);
    for (const hidden of ['Manage Users', 'Review Orders']) await expect(page.getByRole('link', { name: hidden }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Recent Activity' }).count()).resolves.toBe(0);
    const customers = (await api('/api/admin/dashboard/registrations?limit=100')).json.data.users.map((u: { email: string }) => u.email);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(customers.filter((email: string) => text.includes(email))).toEqual([]);
  });
});
