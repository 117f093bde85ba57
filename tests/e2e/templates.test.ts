// Templates in real Chromium against the started server: the code editor (validation,
// save, reload, preview), delete by exact name, bulk premium, CSV export; screenshots of
// the grid, the dialogs and the editor in both languages, wide and narrow.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STARTER_TEMPLATE } from '../../contract/templates';
import { api, baseUrl, looks, newPage, shot, signIn, useBrowser, viewShot } from './support';

useBrowser();

let counter = 0;
/** A template of this test's own, made through the API. */
async function makeTemplate(name: string, extra: Record<string, unknown> = {}) {
  const res = await api<{ data: { id: string; name: string } }>('/api/admin/templates', {
    method: 'POST',
    body: { name, description: 'A template made by the end-to-end tests', category: 'modern', content: STARTER_TEMPLATE, ...extra },
  });
  expect(res.status).toBe(201);
  return res.json.data;
}

/** The grid narrowed to `search` (typed into the search box, as a user does). */
async function openGrid(page: Page, search?: string) {
  await page.goto(`${baseUrl()}/admin/templates`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (search) {
    await page.getByPlaceholder(/Search templates|Tìm mẫu CV/).fill(search);
    // The debounced search lands in the address bar once applied.
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(search));
    await page
      .getByRole('article', { name: new RegExp(search) })
      .first()
      .waitFor();
  }
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** Monaco is on screen and shows the file. */
async function editorReady(page: Page) {
  await page.locator('.monaco-editor .view-lines .view-line').first().waitFor();
  await page.locator('.monaco-editor .view-lines').getByText('DOCTYPE', { exact: false }).waitFor();
}
/** Monaco's own find/replace widget: replace every `find` with `replace` (which must not contain it). */
async function replaceAll(page: Page, find: string, replace: string) {
  await page.locator('.monaco-editor textarea').first().focus();
  await page.keyboard.press('Control+H');
  await page.getByRole('textbox', { name: 'Find' }).fill(find);
  await page.getByRole('textbox', { name: 'Replace' }).fill(replace);
  // Monaco seeds the search with the selection and recounts after a delay, so a click can
  // land while the count is for the old term: click again until nothing is left to replace.
  const noneLeft = page.locator('.find-widget .matchesCount').filter({ hasText: 'No results' });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: /^Replace All/ }).click();
    try {
      await noneLeft.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  await page.keyboard.press('Escape');
}

describe('template code editor', () => {
  it('flags an onclick, saves the fix, reloads it and previews it', async () => {
    const name = `E2E Editor ${++counter}`;
    const tpl = await makeTemplate(name);
    const page = await newPage();
    await signIn(page);
    await openGrid(page, name);
    await card(page, name).getByRole('button', { name: 'Edit Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Template Code' });
    await editorReady(page);
    await dialog.getByText('Valid', { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await viewShot(page, 'templates-editor-en-wide');

    // Tab indents; Esc, then Tab leaves the editor for the next control of the dialog (a
    // keyboard is not trapped), as the editor's label says.
    const inEditor = () => page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
    await page.getByRole('textbox', { name: /Esc, then Tab: leave the editor/ }).waitFor();
    expect(await inEditor()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect.poll(inEditor).toBe(false);
    // The next control is Validate Now; pressing it keeps the focus there while it runs (a
    // disabled button would drop the focus to the page).
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('Validate Now');
    await page.keyboard.press('Enter');
    await dialog.getByRole('progressbar', { name: 'Validating...' }).waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Validate Now');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(inEditor).toBe(true);
    await page.keyboard.press('Control+Z');

    await replaceAll(page, '<h1>{{personal.fullName}}</h1>', '<h1 onclick="alert(1)">{{personal.fullName}}</h1>');
    await dialog.getByText('Has Issues').waitFor();
    await dialog.getByText('Unsaved Changes').waitFor();
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('tab', { name: /Validation/ }).click();
    const error = dialog.getByText(/Event handler attribute "onclick" on <h1> \(line \d+\) is not allowed/);
    await error.waitFor();
    await expect(dialog.getByRole('tab', { name: /Validation/ }).textContent()).resolves.toContain('1');
    await viewShot(page, 'templates-editor-validation');

    await dialog.getByRole('tab', { name: 'Editor' }).click();
    await replaceAll(page, ' onclick="alert(1)"', ' class="name"');
    await dialog.getByText('Valid', { exact: true }).waitFor();
    await page.keyboard.press('Control+S');
    await page.getByText('Template file saved successfully').waitFor();
    await dialog.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    const saved = await api<{ data: { content: string } }>(`/api/admin/templates/${tpl.id}/file`);
    expect(saved.json.data.content).toContain('<h1 class="name">{{personal.fullName}}</h1>');

    // A fresh page load shows the saved file.
    await page.reload();
    await openGrid(page, name);
    await card(page, name).getByRole('button', { name: 'Edit Code' }).click();
    await editorReady(page);
    await page.locator('.monaco-editor .view-lines').getByText('class="name"', { exact: false }).waitFor();

    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await frame.getByRole('heading', { name: 'Nguyễn Minh Anh' }).waitFor();
    await expect(page.locator('iframe[title^="Preview of"]').getAttribute('sandbox')).resolves.toBe('');
    await viewShot(page, 'templates-editor-preview');

    // Revert asks, then puts the saved file back.
    await dialog.getByRole('tab', { name: 'Editor' }).click();
    await replaceAll(page, 'Summary', 'Profile');
    await dialog.getByText('Unsaved Changes').waitFor();
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('dialog', { name: 'Revert changes?' }).getByRole('button', { name: 'Revert' }).click();
    await dialog.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    await page.locator('.monaco-editor .view-lines').getByText('<h2>Summary</h2>', { exact: false }).first().waitFor();

    // Closing with unsaved changes asks first.
    await replaceAll(page, 'Summary', 'Profile');
    await dialog.getByText('Unsaved Changes').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard and Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 240_000);

  it('looks right in Vietnamese and on a narrow screen', async () => {
    const name = `E2E Mẫu ${++counter}`;
    await makeTemplate(name);
    for (const { locale, viewport } of looks(['wide', 'narrow'], { except: ['en-wide'] })) {
      const page = await newPage({ locale, viewport });
      await signIn(page);
      await openGrid(page, name);
      await card(page, name)
        .getByRole('button', { name: locale === 'vi' ? 'Sửa mã' : 'Edit Code' })
        .click();
      await editorReady(page);
      await page.getByText(locale === 'vi' ? 'Hợp lệ' : 'Valid', { exact: true }).waitFor();
      await viewShot(page, `templates-editor-${locale}-${viewport}`);
    }
  }, 240_000);
});

describe('templates grid', () => {
  it('shows the grid in both languages, wide and narrow', async () => {
    for (const { locale, viewport } of looks()) {
      const page = await newPage({ locale, viewport });
      await signIn(page);
      await openGrid(page);
      await page.getByRole('article').first().waitFor();
      // Preview images load lazily: scroll them into view and let them arrive before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForFunction(() => [...document.querySelectorAll('article img')].every((img) => (img as HTMLImageElement).complete));
      await page.evaluate(() => window.scrollTo(0, 0));
      // Not 'networkidle': the live order stream stays open for as long as the page does.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await shot(page, `templates-grid-${locale}-${viewport}`);
    }
  }, 240_000);

  it("keeps the last search's cards out of reach until the new search's cards arrive", async () => {
    const name = `E2E Moving ${++counter}`;
    await makeTemplate(name);
    const page = await newPage();
    await signIn(page);
    await openGrid(page);
    // The new search's answer is held back (not changed) until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/templates' && url.searchParams.get('search') === name,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const oldCard = card(page, name);
    await oldCard.waitFor();
    await page.getByPlaceholder('Search templates...').fill(name);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(name));
    // The card is still on screen from the last search, about to move: it can be neither
    // clicked nor focused until the answer is in.
    const grid = page.locator('[aria-busy="true"]').filter({ has: oldCard });
    await grid.waitFor();
    await expect(grid.evaluate((el) => (el as HTMLElement).inert)).resolves.toBe(true);
    await expect(oldCard.getByRole('button', { name: 'Edit Code' }).click({ trial: true, timeout: 1_000 })).rejects.toThrow(/Timeout/);
    release();
    await grid.waitFor({ state: 'detached' });
    await card(page, name).getByRole('button', { name: 'Edit Details' }).click();
    await page.getByRole('dialog', { name: 'Edit Template' }).getByRole('textbox', { name: /Name/ }).first().waitFor();
    await expect(page.getByRole('dialog', { name: 'Edit Template' }).getByRole('textbox', { name: /Name/ }).first().inputValue()).resolves.toBe(name);
  });

  it('edit and delete dialogs, both languages', async () => {
    const name = `E2E Dialogs ${++counter}`;
    await makeTemplate(name, { preview: '/images/none.png' });
    for (const { locale, viewport } of looks()) {
      const page = await newPage({ locale, viewport });
      await signIn(page);
      await openGrid(page, name);
      await card(page, name)
        .getByRole('button', { name: locale === 'vi' ? 'Sửa thông tin' : 'Edit Details' })
        .click();
      const edit = page.getByRole('dialog', { name: locale === 'vi' ? 'Sửa mẫu CV' : 'Edit Template' });
      await edit.waitFor();
      await edit.getByRole('button', { name: locale === 'vi' ? 'Lưu thay đổi' : 'Save Changes' }).waitFor();
      await viewShot(page, `templates-edit-${locale}-${viewport}`);
      await edit.getByRole('button', { name: locale === 'vi' ? 'Hủy' : 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      await card(page, name)
        .getByRole('button', { name: locale === 'vi' ? 'Xóa' : 'Delete' })
        .click();
      const del = page.getByRole('dialog', { name: locale === 'vi' ? 'Xóa mẫu CV' : 'Delete Template' });
      await del.getByRole('textbox').fill('wrong');
      await viewShot(page, `templates-delete-${locale}-${viewport}`);
    }
  }, 240_000);

  it('deletes only after the exact name is typed', async () => {
    const name = `E2E Delete ${++counter}`;
    const tpl = await makeTemplate(name);
    const page = await newPage();
    await signIn(page);
    await openGrid(page, name);
    await card(page, name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Template' });
    const confirm = dialog.getByRole('button', { name: 'Delete Template' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Template name').fill(name.toLowerCase());
    await dialog.getByText(`Template name doesn't match. Please type exactly: "${name}"`).waitFor();
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Template name').fill(name);
    await confirm.click();
    await page.getByText('Template deleted successfully').waitFor();
    await card(page, name).waitFor({ state: 'detached' });
    expect((await api(`/api/admin/templates/${tpl.id}`)).status).toBe(404);
  });

  it('sets premium in bulk for the selected templates', async () => {
    const tag = `E2E Bulk ${++counter}`;
    const a = await makeTemplate(`${tag} A`, { isPremium: false });
    const b = await makeTemplate(`${tag} B`, { isPremium: false });
    const page = await newPage();
    await signIn(page);
    await openGrid(page, tag);
    await card(page, `${tag} B`).waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('status').getByText('2 selected').waitFor();
    await shot(page, 'templates-bulk-selected');
    await page.getByRole('button', { name: 'Premium', exact: true }).click();
    await page.getByText('2 templates updated successfully').waitFor();
    await card(page, `${tag} A`).getByText('Premium', { exact: true }).waitFor();
    for (const id of [a.id, b.id]) {
      expect((await api<{ data: { isPremium: boolean } }>(`/api/admin/templates/${id}`)).json.data.isPremium).toBe(true);
    }
  });

  it('exports a CSV named templates-{date}.csv', async () => {
    const page = await newPage();
    await signIn(page);
    await openGrid(page);
    await page.getByRole('article').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^templates-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe('ID,Name,Description,Category,Type,Status,Usage Count,Preview,Created At,Updated At');
    const total = (await api<{ data: { pagination: { total: number } } }>('/api/admin/templates')).json.data.pagination.total;
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(total + 1);
  });

  it('creates a template with a form that ends in the code editor', async () => {
    const name = `E2E Created ${++counter}`;
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/templates/new`);
    await page.getByRole('heading', { level: 1, name: 'Create Template' }).waitFor();
    await page.frameLocator('iframe[title="Starter HTML"]').getByRole('heading', { name: 'Nguyễn Minh Anh' }).waitFor();
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Template name is required').waitFor();
    await page.getByText('Category is required').waitFor();
    await shot(page, 'templates-create-errors');
    await page.getByLabel(/Template Name/).fill(name);
    await page.getByLabel(/Description/).fill('A template created through the form in Chromium');
    await page.getByLabel(/Category/).click();
    await page.getByRole('option', { name: 'Student' }).click();
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Template created successfully').waitFor();
    await page.getByRole('dialog', { name: 'Edit Template Code' }).waitFor();
    await editorReady(page);
    await page.getByText('Valid', { exact: true }).waitFor();
    await page.getByRole('dialog', { name: 'Edit Template Code' }).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/admin\/templates$/);
    const list = await api<{ data: { templates: { name: string; category: string }[] } }>(`/api/admin/templates?search=${encodeURIComponent(name)}`);
    expect(list.json.data.templates).toEqual([expect.objectContaining({ name, category: 'student' })]);
  });
});
