// The translators' round trip on a copy of the catalogs: export as PO and XLIFF, change entries
// as a translator would, import, and the catalog holds the new texts with every other byte as
// it was; the PO passes gettext's own `msgfmt --check`; an entry whose English changed is
// fuzzy until a translator confirms it; and every kind of bad entry is refused by key and
// reason, with nothing written.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { po } from 'gettext-parser';
import * as prettier from 'prettier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT, readVietnamese, VIETNAMESE_FILES, writeVietnamese } from '../../scripts/i18n/catalog-source';
import { checkCatalog, exportCatalog, importTranslations, readTranslationFile } from '../../scripts/i18n/commands';
import { readRecord, SOURCE_RECORD, writeRecord } from '../../scripts/i18n/entries';

// Each import formats the written catalog with Prettier: seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

let root: string;
const CATALOG_FILES = [...VIETNAMESE_FILES.map((f) => f.path), SOURCE_RECORD];
const read = (path: string) => readFile(join(root, path), 'utf8');

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'i18n-round-trip-'));
  for (const path of CATALOG_FILES) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await cp(join(REPO_ROOT, path), join(root, path));
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** gettext's own check of a PO file; CI installs gettext, so its absence is a failure, not a skip. */
function msgfmtCheck(file: string): void {
  try {
    execFileSync('msgfmt', ['--check', '-o', '/dev/null', file], { stdio: 'pipe' });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: Buffer };
    if (e.code === 'ENOENT') throw new Error('msgfmt is not installed: apt-get install gettext (.ci/run installs it when missing)', { cause: err });
    throw new Error(`msgfmt --check refused the exported PO:\n${e.stderr?.toString() ?? e.message}`, { cause: err });
  }
}

/** A PO file with some entries' translations (and fuzzy flags) changed, as Poedit would save it. */
function translatePo(text: string, changes: Record<string, string | { text?: string; fuzzy: boolean }>): string {
  const table = po.parse(text);
  for (const [key, change] of Object.entries(changes)) {
    const entry = Object.values(table.translations[key] ?? {})[0];
    if (!entry) throw new Error(`no entry ${key} in the PO`);
    const { text: translation, fuzzy } = typeof change === 'string' ? { text: change, fuzzy: false } : change;
    if (translation !== undefined) entry.msgstr = [translation];
    const flags = (entry.comments?.flag ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f && f !== 'fuzzy');
    entry.comments = { ...entry.comments, flag: [...flags, ...(fuzzy ? ['fuzzy'] : [])].join(', ') };
  }
  return po.compile(table).toString('utf8');
}

const importPo = async (text: string) => importTranslations(root, await readTranslationFile(text, 'po'));

describe('the round trip', () => {
  it('PO: export, translate as Poedit would, import: the catalog has the new texts, laid out as before, and the file passes msgfmt --check', async () => {
    const exported = await exportCatalog(root, 'po');
    const file = join(root, 'vi.po');
    await writeFile(file, exported);
    msgfmtCheck(file);
    expect(exported).toContain('msgctxt "resources.orders.bulk_skipped"');
    expect(exported).toMatch(/#\. A toast\. Shown by src\/resources\/orders\/OrderBulkActions\.tsx\./);
    expect(exported).toMatch(/#\. At most 20 characters: a sidebar entry/);

    const before = await read('i18n/vi.ts');
    const translated = translatePo(exported, {
      'app.menu.dashboard': 'Bảng tin',
      'resources.orders.bulk_skipped': 'Có %{smart_count} đơn không đổi. Lý do: %{reasons}',
      'resources.users.selected': 'Đã chọn 1 người dùng |||| Đã chọn %{smart_count} người dùng',
      'csv.orders.amount': 'Thành tiền',
      // A long text that Prettier must wrap to stay within the line width.
      'app.profile.sessions.text':
        'Những nơi tài khoản của bạn đang đăng nhập, kèm trình duyệt, hệ điều hành và địa chỉ IP. Hãy đăng xuất ngay phiên nào bạn không nhận ra.',
    });
    msgfmtCheck((await writeFile(file, translated), file));
    const result = await importPo(translated);
    expect(result.refused).toEqual([]);
    expect(result.changed.sort()).toEqual([
      'app.menu.dashboard',
      'app.profile.sessions.text',
      'csv.orders.amount',
      'resources.orders.bulk_skipped',
      'resources.users.selected',
    ]);

    const vi = await readVietnamese(root);
    expect(vi.get('app.menu.dashboard')).toBe('Bảng tin');
    expect(vi.get('resources.users.selected')).toBe('Đã chọn 1 người dùng |||| Đã chọn %{smart_count} người dùng');
    expect(vi.get('csv.orders.amount')).toBe('Thành tiền');
    expect(vi.get('app.menu.settings')).toBe('Cài đặt');
    // In place: the other lines are as they were, and the file is as Prettier keeps it.
    const after = await read('i18n/vi.ts');
    const changedLines = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(changedLines.length).toBeLessThanOrEqual(6);
    expect(changedLines.join('\n')).toContain("dashboard: 'Bảng tin',");
    expect(await prettier.check(after, { ...(await prettier.resolveConfig(join(REPO_ROOT, 'i18n/vi.ts'))), filepath: join(REPO_ROOT, 'i18n/vi.ts') })).toBe(
      true,
    );
    expect(await checkCatalog(root)).toEqual([]);
  });

  it('XLIFF 2.0: export, translate a unit, import: the catalog has the new text', async () => {
    const exported = await exportCatalog(root, 'xliff');
    expect(exported).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="vi"');
    expect(exported).toMatch(/<unit id="app\.menu\.team" slr:sizeRestriction="20">/);
    const unit = /<unit id="app\.dashboard\.title"[\s\S]*?<\/unit>/.exec(exported)![0];
    expect(unit).toContain('<segment state="translated">');
    const translated = exported.replace(unit, unit.replace('<target>Tổng quan</target>', '<target>Tổng quan &amp; số liệu</target>'));
    const result = await importTranslations(root, await readTranslationFile(translated, 'xliff'));
    expect(result).toMatchObject({ refused: [], changed: ['app.dashboard.title'] });
    expect((await readVietnamese(root)).get('app.dashboard.title')).toBe('Tổng quan & số liệu');
    // The white space the XLIFF reader drops around a text (a final line break, a lone space) is the English's again.
    expect((await readVietnamese(root)).get('resources.contacts.reply_body')).toMatch(/\n\n$/);
    expect((await readVietnamese(root)).get('ra.boolean.null')).toBe(' ');
    expect(await checkCatalog(root)).toEqual([]);
  });
});

describe('an English text that changed since its translation', () => {
  const key = 'app.dashboard.subtitle';
  beforeEach(async () => {
    const record = await readRecord(root);
    record[key] = 'How the service is doing';
    await writeRecord(root, record);
  });

  it('is fuzzy in the check, in the PO (with the English it was translated from) and in the XLIFF', async () => {
    expect(await checkCatalog(root)).toEqual([expect.objectContaining({ key, kind: 'fuzzy' })]);
    const exported = await exportCatalog(root, 'po');
    const entry = Object.values(po.parse(exported).translations[key]!)[0]!;
    expect(entry.comments?.flag).toBe('fuzzy');
    expect(entry.comments?.previous).toContain('msgid "How the service is doing"');
    const file = join(root, 'vi.po');
    await writeFile(file, exported);
    msgfmtCheck(file);
    expect(/<unit id="app\.dashboard\.subtitle"[\s\S]*?<\/unit>/.exec(await exportCatalog(root, 'xliff'))![0]).toContain('<segment state="initial">');
  });

  it('stays fuzzy through an import that keeps the flag, and is confirmed by one that clears it', async () => {
    const exported = await exportCatalog(root, 'po');
    await importPo(translatePo(exported, { [key]: { fuzzy: true } }));
    expect((await checkCatalog(root)).map((p) => p.kind)).toEqual(['fuzzy']);
    const result = await importPo(translatePo(exported, { [key]: { text: 'Tình hình hoạt động của CV Builder', fuzzy: false } }));
    expect(result.confirmed).toContain(key);
    expect(await checkCatalog(root)).toEqual([]);
    expect((await readRecord(root))[key]).toBe('How the CV Builder service is doing');
  });
});

describe('an import refuses, by key and reason, and writes nothing', () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    [
      'a missing placeholder',
      { 'app.login.code_subtitle': 'Nhập mã', 'resources.users.dialog.member_since': 'Thành viên' },
      'resources.users.dialog.member_since',
      /missing %\{date\}/,
    ],
    ['an extra placeholder', { 'resources.users.dialog.title': 'Chi tiết %{name}' }, 'resources.users.dialog.title', /not in the English: %\{name\}/],
    ['a plural form with three bars', { 'resources.users.selected': 'Đã chọn 1 |||Đã chọn %{smart_count}' }, 'resources.users.selected', /four bars/],
    ['a plural where the English has none', { 'app.menu.settings': 'Cài đặt |||| Các cài đặt' }, 'app.menu.settings', /no plural/],
    ['three plural forms', { 'app.time.minutes_ago': '1 phút |||| %{smart_count} phút |||| nhiều phút' }, 'app.time.minutes_ago', /at most two forms/],
    [
      'a plural whose other form lost the count',
      { 'app.time.hours_ago': '%{smart_count} giờ trước |||| vài giờ trước' },
      'app.time.hours_ago',
      /must show %\{smart_count\}/,
    ],
    ['a word the glossary rules out', { 'resources.users.fields.credits': 'Tín dụng' }, 'resources.users.fields.credits', /lượt dùng/],
    ['an empty translation', { 'app.common.save': '' }, 'app.common.save', /no translation/],
    ['English left as it is', { 'app.dashboard.subtitle': 'How the CV Builder service is doing' }, 'app.dashboard.subtitle', /the same as the English/],
  ];
  for (const [what, changes, key, reason] of cases) {
    it(what, async () => {
      const before = await Promise.all(CATALOG_FILES.map(read));
      const result = await importPo(translatePo(await exportCatalog(root, 'po'), changes));
      expect(result.changed).toEqual([]);
      expect(result.refused).toContainEqual(expect.objectContaining({ key, message: expect.stringMatching(reason) }));
      expect(await Promise.all(CATALOG_FILES.map(read))).toEqual(before);
    });
  }

  it('an entry whose key the catalog does not have, and a file for another language', async () => {
    const table = po.parse(await exportCatalog(root, 'po'));
    table.headers.Language = 'fr';
    table.translations['app.no_such_text'] = { Nothing: { msgctxt: 'app.no_such_text', msgid: 'Nothing', msgstr: ['Không có gì'] } };
    const result = await importPo(po.compile(table).toString('utf8'));
    expect(result.refused).toContainEqual(expect.objectContaining({ key: 'app.no_such_text', message: expect.stringMatching(/no such key/) }));
    expect(result.refused).toContainEqual(expect.objectContaining({ key: '(file)', message: expect.stringMatching(/“fr”/) }));
  });
});

describe('the check', () => {
  it('reports a missing key, a text still in English and a convention broken, each by key', async () => {
    await writeVietnamese(
      root,
      new Map([
        ['app.common.refresh', 'Refresh'],
        ['app.common.loading', 'Đang tải...'],
      ]),
    );
    const catalog = (await read('i18n/vi.ts')).replace(/^\s*retry: 'Thử lại',\n/m, '');
    await writeFile(join(root, 'i18n/vi.ts'), catalog);
    const problems = await checkCatalog(root);
    expect(problems).toContainEqual({ key: 'app.common.retry', kind: 'missing', message: 'in English, not in Vietnamese' });
    expect(problems).toContainEqual(expect.objectContaining({ key: 'app.common.refresh', kind: 'untranslated' }));
    expect(problems).toContainEqual(expect.objectContaining({ key: 'app.common.loading', kind: 'glossary', message: expect.stringMatching(/…/) }));
  });

  it('finds nothing in the repository’s own catalogs (CI runs it: npm run i18n -- check)', async () => {
    expect(await checkCatalog(REPO_ROOT)).toEqual([]);
  });
});
