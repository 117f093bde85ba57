// The audit trail in real Chromium against the started server: a change made in the panel
// appears in the audit log; the entity's History leads to it; the entry shows the change
// field by field; filters narrow the list; screenshots in both languages, wide and narrow.
import { describe, expect, it, vi } from 'vitest';
import { api, baseUrl, eachLook, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();
// A shared two-core machine: a flow of several screens can take minutes under load.
vi.setConfig({ testTimeout: 240_000 });

interface Pkg {
  id: string;
  nameEn: string;
  price: number;
  isPopular: boolean;
}

async function somePackage(): Promise<Pkg> {
  const res = await api<{ data: { packages: Pkg[] } }>('/api/admin/packages?limit=1');
  return res.json.data.packages[0]!;
}

describe('audit log', () => {
  it("records a change made in the panel; the package's History opens it; the entry shows the diff", async () => {
    const pkg = await somePackage();
    const page = await newPage();
    await signIn(page);
    // The change, made as an admin makes it: 'Mark as Popular' (or its undo) on the package page.
    await page.goto(`${baseUrl()}/admin/packages/${pkg.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: pkg.isPopular ? 'Remove from Popular' : 'Mark as Popular' }).click();
    await page.getByRole('button', { name: pkg.isPopular ? 'Mark as Popular' : 'Remove from Popular' }).waitFor();

    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-log' && (url.searchParams.get('filter') ?? '').includes(pkg.id));
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    const row = page.locator('tbody tr').first();
    await row.getByText('Package updated').waitFor();
    // The package by its name, as it was when the entry was written.
    await expect(row.textContent()).resolves.toContain(pkg.nameEn);
    await expect(page.getByRole('searchbox', { name: 'Entity ID' }).inputValue()).resolves.toBe(pkg.id);
    await shot(page, 'audit-log-filtered-en-wide');

    await row.click();
    await page.waitForURL(/\/admin\/audit-log\/\d+$/);
    await page.getByRole('heading', { name: 'Package updated' }).waitFor();
    const changed = page.locator('[role="row"][data-changed="true"]');
    await expect(changed.locator('[role="rowheader"]').allTextContents()).resolves.toEqual(expect.arrayContaining(['Popular']));
    const popular = changed.filter({ has: page.getByRole('rowheader', { name: 'Popular', exact: true }) });
    await expect(popular.getByRole('cell', { name: 'Before' }).textContent()).resolves.toBe(pkg.isPopular ? 'Yes' : 'No');
    await expect(popular.getByRole('cell', { name: 'After' }).textContent()).resolves.toBe(pkg.isPopular ? 'No' : 'Yes');
    // The admin who did it, and a way back to the package.
    await page.getByText('e2e-admin@example.com').first().waitFor();
    await page.getByRole('link', { name: 'Open Package' }).click();
    await page.waitForURL(new RegExp(`/admin/packages/${pkg.id}$`));
  });

  it('filters by action and time, and shows the empty state', async () => {
    // A failed sign-in to find (and its entry has no admin).
    await fetch(`${baseUrl()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@e2e.test', password: 'not-a-password' }),
    });
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/audit-log`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Failed sign-in' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('auth.login_failed'));
    await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: 'Failed sign-in' }).count(), { timeout: 30_000 }).toBe(0);
    await page.locator('tbody tr').first().getByText('No admin').waitFor();
    await page.getByLabel('From').fill('2099-01-01T00:00');
    await page.getByText('No entries found').waitFor();
    await page.getByText('Try adjusting the filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.locator('tbody tr').nth(1).waitFor();
  });

  it('looks right in both languages, wide and narrow (list, entry, user History tab)', async () => {
    const users = await api<{ data: { users: { id: string }[] } }>('/api/admin/users?limit=1');
    const userId = users.json.data.users[0]!.id;
    await api(`/api/admin/users/${userId}/credits`, {
      method: 'PUT',
      body: { credits: { cvCreation: 7, aiOptimization: 3, premiumTemplates: 1, aiTemplates: 0 } },
    });
    const entries = await api<{ data: { entries: { id: number }[] } }>(`/api/admin/audit-log?entity=user&entityId=${userId}`);
    const entryId = entries.json.data.entries[0]!.id;
    await eachLook('audit-log', async (page, { locale, tag }) => {
      await page.goto(`${baseUrl()}/admin/audit-log`);
      await page.getByRole('heading', { name: locale === 'en' ? 'Audit Log' : 'Nhật ký thao tác', level: 1 }).waitFor();
      await page.locator('tbody tr, [data-testid="audit-card"]').first().waitFor();
      await shot(page, `audit-log-list-${tag}`);
      await page.goto(`${baseUrl()}/admin/audit-log/${entryId}`);
      await page.getByRole('heading', { name: locale === 'en' ? 'Credits adjusted' : 'Điều chỉnh lượt dùng' }).waitFor();
      await page.locator('[role="row"][data-changed="true"]').first().waitFor();
      await shot(page, `audit-log-entry-${tag}`);
      await page.goto(`${baseUrl()}/admin/users?userId=${userId}`);
      await page.getByRole('tab', { name: locale === 'en' ? 'History' : 'Lịch sử' }).click();
      await page
        .getByRole('dialog')
        .getByText(locale === 'en' ? 'Credits adjusted' : 'Điều chỉnh lượt dùng')
        .first()
        .waitFor();
      await viewShot(page, `audit-log-user-history-${tag}`);
    });
  }, 400_000);
});
