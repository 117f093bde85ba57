// Packages in real Chromium against the started server: create a package (errors first,
// then valid), toggle active and popular from its card, the detail page; screenshots of the
// list, the detail and the form in both languages, wide and narrow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, eachLook, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();

const NAME_EN = 'E2E Career Boost';
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function findPackage(nameEn: string) {
  const res = await api<{ data: { packages: { id: string; nameEn: string; isActive: boolean; isPopular: boolean }[] } }>(
    `/api/admin/packages?search=${encodeURIComponent(nameEn)}`,
  );
  return res.json.data.packages.find((p) => p.nameEn === nameEn);
}

describe('packages', () => {
  it('creates a package: every error first, then a valid one that appears in the list', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/packages`);
    await page.getByRole('heading', { name: 'Package Management' }).waitFor();
    await page.getByRole('link', { name: 'Create Package' }).click();
    await page.getByRole('heading', { name: 'Create New Package' }).waitFor();

    await page.getByRole('button', { name: 'Create Package' }).click();
    for (const message of [
      'Package name is required',
      'English name is required',
      'Description is required',
      'English description is required',
      'Price must be greater than 0',
      'At least one feature is required',
      'At least one English feature is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await shot(page, 'packages-form-errors-en-wide');

    await page.getByLabel('Name (Vietnamese)').fill('Gói Tăng Tốc Sự Nghiệp');
    await expect(page.getByText('Package name is required').count()).resolves.toBe(0);
    await page.getByLabel('Name (English)').fill(NAME_EN);
    await page.getByLabel('Description (Vietnamese)').fill('Dành cho người chuyển việc cần CV nổi bật');
    await page.getByLabel('Description (English)').fill('For career changers who need a standout CV');
    await page.getByLabel('Price').fill('179000');
    await page.getByLabel('Validity (days)').fill('60');
    await page.getByLabel('CV Creation').fill('20');
    await page.getByLabel('AI Optimization').fill('8');
    await page.getByLabel('Features (Vietnamese) 1').fill('20 CV');
    await page.getByRole('button', { name: 'Add: Features (Vietnamese)' }).click();
    await page.getByLabel('Features (Vietnamese) 2').fill('8 lượt tối ưu bằng AI');
    await page.getByLabel('Features (English) 1').fill('20 CVs');
    await page.getByRole('button', { name: 'Add: Features (English)' }).click();
    await page.getByLabel('Features (English) 2').fill('8 AI optimisations');
    await page.getByRole('button', { name: 'Create Package' }).click();

    await page.getByText('Package created successfully').waitFor();
    await page.waitForURL(/\/admin\/packages(\?.*)?$/);
    const created = await findPackage(NAME_EN);
    expect(created).toMatchObject({ isActive: true, isPopular: false });
    const detail = await api(`/api/admin/packages/${created!.id}`);
    expect(detail.json.data).toMatchObject({
      price: 179_000,
      currency: 'VND',
      validityDays: 60,
      credits: { cvCreation: 20, aiOptimization: 8, premiumTemplates: 0, aiTemplates: 0 },
    });
  }, 180_000);

  it('toggles active and popular from the card, and shows the detail page', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/packages`);
    await page.getByPlaceholder('Search packages...').fill('Career Boost');
    // The search applied (after its debounce), so the card acted on is the one the filtered list keeps.
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('Career Boost'));
    const boost = card(page, NAME_EN);
    await boost.waitFor();

    await boost.getByRole('button', { name: 'Mark as Popular' }).click();
    await page.getByText('Package updated successfully').waitFor();
    await boost.getByRole('button', { name: 'Remove from Popular' }).waitFor();
    await boost.getByRole('img', { name: 'Popular' }).waitFor();
    expect((await findPackage(NAME_EN))!.isPopular).toBe(true);

    // Switching off asks first, saying what it does; activating does not.
    await boost.getByRole('switch', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${NAME_EN}?` });
    await confirm.getByText('It is no longer offered for purchase; existing subscriptions stay.').waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await boost.getByText('Inactive').waitFor();
    expect((await findPackage(NAME_EN))!.isActive).toBe(false);
    await boost.getByRole('switch', { name: 'Activate' }).click();
    await boost.getByText('Active', { exact: true }).waitFor();
    expect((await findPackage(NAME_EN))!.isActive).toBe(true);

    await boost.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/admin\/packages\/[0-9a-f-]{36}$/);
    try {
      await page.getByRole('heading', { level: 1, name: NAME_EN }).waitFor();
      await page.getByText('No subscriptions yet').waitFor();
      await page.getByText('60 days').waitFor();
    } finally {
      await shot(page, 'packages-created-detail-en-wide');
    }
  }, 180_000);

  it('takes screenshots of the list, detail and form in both languages, wide and narrow', async () => {
    const pkg = await findPackage(NAME_EN);
    const seeded = (await api<{ data: { packages: { id: string }[] } }>('/api/admin/packages?search=Standard')).json.data.packages[0];
    await eachLook('packages', async (page, { locale, tag }) => {
      await page.goto(`${baseUrl()}/admin/packages`);
      await page.getByRole('article').first().waitFor();
      await shot(page, `packages-list-${tag}`);
      await page.goto(`${baseUrl()}/admin/packages/${seeded?.id ?? pkg!.id}`);
      await page.getByText(locale === 'en' ? 'Recent Payments' : 'Thanh toán gần đây').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, `packages-detail-${tag}`);
      await page.goto(`${baseUrl()}/admin/packages/${pkg!.id}/edit`);
      await page.getByRole('heading', { name: locale === 'en' ? 'Edit Package' : 'Chỉnh sửa gói' }).waitFor();
      await page.getByLabel(locale === 'en' ? 'Name (English)' : 'Tên (tiếng Anh)').waitFor();
      await shot(page, `packages-edit-${tag}`);
      await page.goto(`${baseUrl()}/admin/packages/new`);
      await page.locator('button[type="submit"]').click();
      await page.getByText(locale === 'en' ? 'Package name is required' : 'Vui lòng nhập tên gói').waitFor();
      await viewShot(page, `packages-form-errors-${tag}`);
      await page.goto(`${baseUrl()}/admin/packages/00000000-0000-4000-8000-000000000000`);
      await page.getByText(locale === 'en' ? 'Package not found' : 'Không tìm thấy gói').waitFor();
      await shot(page, `packages-not-found-${tag}`);
    });
  }, 240_000);
});
