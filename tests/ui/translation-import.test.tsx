// The translators' round trip as far as the screen: the catalog exported as PO, two entries
// changed as a translator would, the file imported into a copy of the catalogs, and the real
// app, running on that copy, shows the new Vietnamese.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from './render';

const NEW_TITLE = 'Bảng tin hôm nay';
const NEW_MENU = 'Bảng tin';

// The app imports i18n/vi.ts lazily: here it gets the copy the import wrote.
const copy = vi.hoisted(() => ({ root: '' }));
vi.mock('../../i18n/vi', async () => {
  const { cp, mkdir, mkdtemp } = await import('node:fs/promises');
  const { dirname, join } = await import('node:path');
  const { po } = await import('gettext-parser');
  const { REPO_ROOT, VIETNAMESE_FILES } = await import('../../scripts/i18n/catalog-source');
  const { SOURCE_RECORD } = await import('../../scripts/i18n/entries');
  const { exportCatalog, importTranslations, readTranslationFile } = await import('../../scripts/i18n/commands');
  // Inside the project (node_modules/.cache, ignored by git): Vite serves no module from outside it.
  await mkdir(join(REPO_ROOT, 'node_modules/.cache'), { recursive: true });
  copy.root = await mkdtemp(join(REPO_ROOT, 'node_modules/.cache/i18n-screen-'));
  for (const path of [...VIETNAMESE_FILES.map((f) => f.path), SOURCE_RECORD]) {
    await mkdir(dirname(join(copy.root, path)), { recursive: true });
    await cp(join(REPO_ROOT, path), join(copy.root, path));
  }
  // What Poedit would save: two msgstr changed.
  const table = po.parse(await exportCatalog(copy.root, 'po'));
  Object.values(table.translations['app.dashboard.title']!)[0]!.msgstr = [NEW_TITLE];
  Object.values(table.translations['app.menu.dashboard']!)[0]!.msgstr = [NEW_MENU];
  const result = await importTranslations(copy.root, await readTranslationFile(po.compile(table).toString('utf8'), 'po'));
  if (result.refused.length) throw new Error(JSON.stringify(result.refused));
  return import(/* @vite-ignore */ join(copy.root, 'i18n/vi.ts'));
});

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  if (copy.root) await rm(copy.root, { recursive: true, force: true });
  localStorage.removeItem('RaStore.locale');
});

describe('an imported translation', () => {
  it('is what the Vietnamese screen shows', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('vi'));
    await signIn();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: NEW_TITLE, level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: NEW_MENU })).toBeInTheDocument();
    // The rest of the catalog is as it was.
    expect(screen.getByRole('menuitem', { name: 'Người dùng' })).toBeInTheDocument();
  }, 90_000);
});
