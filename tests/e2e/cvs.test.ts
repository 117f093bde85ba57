// CVs in real Chromium against the started server: search and filters, the secure preview in
// a new tab showing the rendered CV, the details page, delete; screenshots in both
// languages, wide and narrow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, looks, newPage, SHOTS_DIR, shot, signIn, useBrowser, viewShot } from './support';
import { PREVIEW_CSP } from '../../server/areas/cvs/preview-page.js';

useBrowser();

interface ApiCv {
  id: string;
  name: string;
  language: string;
  status: string;
  user: { id: string; firstName: string; lastName: string; email: string };
}
type CvList = { data: { cvs: ApiCv[]; pagination: { total: number } } };

/** The CV list with no filter (the list otherwise remembers the last one), then `search`. */
async function openCvs(page: Page, search?: string) {
  await page.goto(`${baseUrl()}/admin/cvs?filter=${encodeURIComponent('{}')}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/Showing \d+ to \d+ of \d+ results|Hiển thị \d+ đến/).waitFor();
  if (search) {
    await page.getByPlaceholder(/Search CVs, users\.\.\.|Tìm CV, người dùng…/).fill(search);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(search));
  }
}

/** A seeded CV in English (Latin names read well in screenshots), by extra filters. */
async function someCv(extra = ''): Promise<ApiCv> {
  const { json } = await api<CvList>(`/api/admin/cvs?language=en&limit=1${extra}`);
  return json.data.cvs[0]!;
}

/** The row of one CV in a list narrowed to its owner (names repeat; the short id does not). */
function cvRow(page: Page, cv: ApiCv) {
  return page.getByRole('row').filter({ hasText: `#${cv.id.slice(0, 8)}` });
}

describe('CVs list', () => {
  it('searches by owner and filters by status and language', async () => {
    const { json } = await api<CvList>('/api/admin/cvs?limit=1');
    const owner = json.data.cvs[0]!.user;
    const ownerTotal = (await api<CvList>(`/api/admin/cvs?search=${encodeURIComponent(owner.email)}`)).json.data.pagination.total;
    const page = await newPage();
    await signIn(page);
    await openCvs(page);
    await shot(page, 'cvs-en-wide');

    await openCvs(page, owner.email);
    await page.getByText(`Showing 1 to ${Math.min(20, ownerTotal)} of ${ownerTotal} results`).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(Math.min(20, ownerTotal));

    await openCvs(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    // As a user would: see the list change before touching the next filter.
    const allDrafts = (await api<CvList>('/api/admin/cvs?status=draft')).json.data.pagination.total;
    await page.getByText(`of ${allDrafts} results`).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Vietnamese' }).click();
    const drafts = (await api<CvList>('/api/admin/cvs?status=draft&language=vi')).json.data.pagination.total;
    await page.getByText(`of ${drafts} results`).waitFor();
    const rows = page.locator('tbody tr');
    const shown = await rows.count();
    expect(shown).toBe(Math.min(20, drafts));
    await expect(rows.getByText('Draft', { exact: true }).count()).resolves.toBe(shown);
    await expect(rows.getByText('VI', { exact: true }).count()).resolves.toBe(shown);
  }, 120_000);

  it("opens a CV's secure preview in a new tab and shows the rendered CV", { timeout: 120_000 }, async () => {
    const cv = await someCv();
    const page = await newPage();
    await signIn(page);
    await openCvs(page, cv.user.email);
    const [preview] = await Promise.all([page.waitForEvent('popup'), cvRow(page, cv).getByRole('button', { name: cv.name }).click()]);
    await preview.waitForURL(new RegExp(`/api/cv/render/${cv.id}\\?token=`));
    await preview.locator('h1').first().waitFor();
    expect((await preview.locator('h1').first().textContent())!.trim().length).toBeGreaterThan(0);
    await preview.screenshot({ path: `${SHOTS_DIR}/cv-preview.png`, fullPage: true });
    // The page is sandboxed and sniff-proof, as docs/api.md "CVs" says.
    const res = await fetch(preview.url());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A made-up token opens nothing.
    const forged = await fetch(`${baseUrl()}/api/cv/render/${cv.id}?token=forged`);
    expect(forged.status).toBe(401);
  });

  it('deletes a CV after a confirmation', async () => {
    const cv = await someCv('&status=draft');
    const page = await newPage();
    await signIn(page);
    await openCvs(page, cv.user.email);
    await cvRow(page, cv).getByRole('button', { name: 'Delete CV' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete "${cv.name}"?` });
    await confirm.getByText('This action cannot be undone').waitFor();
    await viewShot(page, 'cvs-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('CV deleted successfully').waitFor();
    await cvRow(page, cv).waitFor({ state: 'detached' });
    expect((await api(`/api/admin/cvs/${cv.id}`)).status).toBe(404);
  });
});

describe('CV details', () => {
  it('shows the sections and leads to the owner', async () => {
    const cv = await someCv('&status=public');
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/cvs/${cv.id}`);
    await page.getByRole('heading', { name: cv.name }).waitFor();
    for (const section of ['Basic Information', 'Statistics', 'Timeline', 'CV Owner', 'Quick Actions']) {
      await page.getByRole('region', { name: section }).waitFor();
    }
    await shot(page, 'cv-details-en-wide');
    await page.getByRole('button', { name: 'Edit CV' }).click();
    await page.getByText('Edit functionality to be implemented').waitFor();
    await page.getByRole('link', { name: 'View User' }).click();
    await page.waitForURL(new RegExp(`/admin/users\\?userId=${cv.user.id}`));
    await page.getByRole('dialog').getByText(cv.user.email).first().waitFor();
  });

  it("says 'Error Loading CV' for an unknown CV and leads back", async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/cvs/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Error Loading CV').waitFor();
    await page.getByText('CV not found').waitFor();
    await shot(page, 'cv-details-not-found');
    await page.getByRole('link', { name: 'Back to CVs' }).click();
    await page.waitForURL(/\/admin\/cvs$/);
  });
});

describe('looks', () => {
  for (const { locale, viewport } of looks(['wide', 'narrow'], { except: ['en-wide'] })) {
    it(`CV list and details in ${locale}, ${viewport}`, async () => {
      const cv = await someCv('&status=private');
      const page = await newPage({ locale, viewport });
      await signIn(page);
      await openCvs(page);
      await shot(page, `cvs-${locale}-${viewport}`);
      await page.goto(`${baseUrl()}/admin/cvs/${cv.id}`);
      await page.getByRole('heading', { name: cv.name }).waitFor();
      await shot(page, `cv-details-${locale}-${viewport}`);
    }, 120_000);
  }
});
