// The template code editor's cost:
//  1. Initial JavaScript of every screen, built with the editor and built with the editor
//     replaced by an empty stub: equal figures mean no screen pays for Monaco. Lists the
//     chunks only the editor loads.
//  2. Time from clicking Edit Code to a ready editor (Monaco's DOM on screen showing the
//     file) in Chromium against a started server: cold (empty cache) and warm, median of 5.
//   npx tsx tests/bench/editor.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { createApp } from '../../server/app.js';
import { bootstrap } from '../../server/bootstrap.js';
import { openDb } from '../../server/db/client.js';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const EDITOR = 'src/resources/templates/editor/TemplateCodeEditor.tsx';
const RUNS = 5;
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Replaces the lazily imported editor with an empty component: the build "without the editor". */
const withoutEditor: Plugin = {
  name: 'bench-without-template-editor',
  enforce: 'pre',
  resolveId: (source) => (/(^|\/)TemplateCodeEditor(\.tsx)?$/.test(source) ? '\0bench-editor-stub' : null),
  load: (id) => (id === '\0bench-editor-stub' ? 'export default function TemplateCodeEditor() { return null; }' : null),
};

/** The build's manifest, and the source modules inside each emitted file. */
async function buildTo(outDir: string, plugins: Plugin[] = []): Promise<{ manifest: Manifest; modules: Map<string, string[]> }> {
  const modules = new Map<string, string[]>();
  const collect: Plugin = {
    name: 'bench-collect-modules',
    generateBundle(_, bundle) {
      for (const out of Object.values(bundle)) if (out.type === 'chunk') modules.set(out.fileName, Object.keys(out.modules));
    },
  };
  await build({ configFile: 'vite.config.ts', logLevel: 'error', plugins: [...plugins, collect], build: { outDir, emptyOutDir: true, manifest: true } });
  return { manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest, modules };
}

const isMonaco = (id: string) => /node_modules\/(monaco-editor|@monaco-editor)\//.test(id);

/** A chunk and everything it imports statically: what must load before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function weigh(dir: string, manifest: Manifest, keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const buf = readFileSync(join(dir, manifest[key]!.file));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Initial JS per screen: the app entry plus the screen's lazy chunk and its static imports. */
function screens(dir: string, manifest: Manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const initial = closure(manifest, entry);
  const out = new Map<string, { raw: number; gzip: number; keys: Set<string> }>();
  out.set('sign-in (entry)', { ...weigh(dir, manifest, initial), keys: initial });
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/^src\/(resources|pages)\//.test(chunk.src ?? '') || chunk.src!.includes('/templates/editor/')) continue;
    const keys = closure(manifest, key, new Set(initial));
    out.set(chunk.src!.replace(/^src\//, ''), { ...weigh(dir, manifest, keys), keys });
  }
  return out;
}

export interface EditorBundleReport {
  screens: {
    screen: string;
    withEditor: { raw: number; gzip: number };
    withoutEditor: { raw: number; gzip: number };
    /** The same source modules make up the screen's initial JS in both builds. */
    sameModules: boolean;
    loadsMonaco: boolean;
  }[];
  editorChunks: { file: string; raw: number; gzip: number }[];
  workers: { file: string; raw: number; gzip: number }[];
}

export async function measureEditorBundle(withDir: string, withoutDir: string): Promise<EditorBundleReport> {
  const { manifest: withManifest, modules } = await buildTo(withDir);
  const { manifest: withoutManifest, modules: withoutModules } = await buildTo(withoutDir, [withoutEditor]);
  const moduleSet = (manifest: Manifest, mods: Map<string, string[]>, keys: Set<string>) =>
    new Set([...keys].flatMap((k) => mods.get(manifest[k]!.file) ?? []));
  const a = screens(withDir, withManifest);
  const b = screens(withoutDir, withoutManifest);
  // What opening the editor adds on top of the grid: its chunk, Monaco's, and their lazy
  // parts (following only the dynamic imports of chunks the grid does not already have).
  const gridKeys = a.get('resources/templates/TemplateList.tsx')?.keys ?? new Set<string>();
  const editorKeys = new Set<string>();
  const addLazy = (key: string) => {
    for (const k of closure(withManifest, key)) {
      if (editorKeys.has(k) || gridKeys.has(k)) continue;
      editorKeys.add(k);
      for (const d of withManifest[k]!.dynamicImports ?? []) addLazy(d);
    }
  };
  addLazy(EDITOR);
  // A screen loads Monaco if any file of its initial JS holds a module of monaco-editor.
  const hasMonaco = (key: string) => (modules.get(withManifest[key]!.file) ?? []).some(isMonaco);
  const report: EditorBundleReport = {
    screens: [...a.entries()].map(([screen, w]) => ({
      screen,
      withEditor: { raw: w.raw, gzip: w.gzip },
      withoutEditor: { raw: b.get(screen)?.raw ?? 0, gzip: b.get(screen)?.gzip ?? 0 },
      sameModules: (() => {
        const x = moduleSet(withManifest, modules, w.keys);
        const y = moduleSet(withoutManifest, withoutModules, b.get(screen)?.keys ?? new Set());
        return x.size === y.size && [...x].every((id) => y.has(id));
      })(),
      loadsMonaco: [...w.keys].some(hasMonaco),
    })),
    editorChunks: [...editorKeys].map((k) => ({ file: withManifest[k]!.file, ...weigh(withDir, withManifest, [k]) })).sort((x, y) => y.gzip - x.gzip),
    workers: readdirSync(join(withDir, 'assets'))
      .filter((f) => /worker.*\.js$/.test(f))
      .map((f) => {
        const buf = readFileSync(join(withDir, 'assets', f));
        return { file: `assets/${f}`, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      }),
  };
  return report;
}

/** Clicking Edit Code → Monaco on screen with the file's lines, in ms. */
export async function measureEditorOpen(staticDir: string, runs = RUNS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cv-admin-bench-editor-'));
  const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-Password-1' };
  const handle = await openDb({ dataDir });
  await bootstrap(handle, { clock: { now: () => new Date() }, seedUsers: 40, admin });
  const app = createApp({ db: handle.db, config: { staticDir } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    const login = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    for (let i = 0; i < runs; i++) {
      // A new context each run: an empty HTTP cache, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
      const page = await context.newPage();
      await page.goto(`${base}/admin/templates`);
      const editCode = page.getByRole('article').first().getByRole('button', { name: 'Edit Code' });
      await editCode.waitFor();
      await page.waitForLoadState('networkidle');
      const open = async () => {
        const started = performance.now();
        await editCode.click();
        await page.locator('.monaco-editor .view-lines .view-line').first().waitFor();
        await page.waitForFunction(() => (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').trim().length > 0);
        return performance.now() - started;
      };
      cold.push(await open());
      await page.getByRole('dialog', { name: 'Edit Template Code' }).getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog', { name: 'Edit Template Code' }).waitFor({ state: 'detached' });
      warm.push(await open());
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { cold, warm, coldMedian: median(cold), warmMedian: median(warm) };
}

type Log = (line: string) => void;

/** For `npm run bench` (tests/bench/run.ts) and for running alone. */
export async function run(options: { log?: Log } | Log = {}) {
  const log = typeof options === 'function' ? options : (options.log ?? console.log);
  const root = mkdtempSync(join(tmpdir(), 'cv-admin-bench-build-'));
  const withDir = join(root, 'with-editor');
  const withoutDir = join(root, 'without-editor');
  try {
    log('## Template code editor: initial JavaScript per screen (production build)');
    const bundle = await measureEditorBundle(withDir, withoutDir);
    log('screen                                        with editor (gzip / raw)     without editor (gzip / raw)   same modules  Monaco?');
    for (const s of bundle.screens) {
      const w = `${kB(s.withEditor.gzip)} / ${kB(s.withEditor.raw)}`;
      const wo = `${kB(s.withoutEditor.gzip)} / ${kB(s.withoutEditor.raw)}`;
      log(`  ${s.screen.padEnd(44)}${w.padEnd(29)}${wo.padEnd(30)}${(s.sameModules ? 'yes' : 'NO').padEnd(14)}${s.loadsMonaco ? 'YES' : 'no'}`);
    }
    const deltas = bundle.screens.map((s) => s.withEditor.gzip - s.withoutEditor.gzip);
    log(`difference with the editor: ${kB(Math.min(...deltas))} to ${kB(Math.max(...deltas))} gzip per screen`);
    log(
      `  same source modules in every screen's initial JS: ${bundle.screens.every((s) => s.sameModules) ? 'yes' : 'NO'} (a difference is the bundler splitting the same code into other files)`,
    );
    log(`  Monaco in any screen's initial JS: ${bundle.screens.some((s) => s.loadsMonaco) ? 'YES' : 'no'}`);
    const sum = (xs: { raw: number; gzip: number }[]) => xs.reduce((a, x) => ({ raw: a.raw + x.raw, gzip: a.gzip + x.gzip }), { raw: 0, gzip: 0 });
    const total = sum(bundle.editorChunks);
    log(`loaded only when Edit Code is clicked (${bundle.editorChunks.length} chunks, ${kB(total.gzip)} gzip, ${kB(total.raw)} raw):`);
    for (const c of bundle.editorChunks) log(`  ${kB(c.gzip).padStart(10)}  ${kB(c.raw).padStart(10)} raw  ${c.file}`);
    log('web workers (started by the editor):');
    for (const w of bundle.workers) log(`  ${kB(w.gzip).padStart(10)}  ${kB(w.raw).padStart(10)} raw  ${w.file}`);

    log(`\n## Template code editor: Edit Code → ready editor, Chromium, median of ${RUNS}`);
    const timing = await measureEditorOpen(withDir);
    log(`cold (empty cache): median ${timing.coldMedian.toFixed(0)} ms  [${timing.cold.map((t) => t.toFixed(0)).join(', ')}]`);
    log(`warm (second open): median ${timing.warmMedian.toFixed(0)} ms  [${timing.warm.map((t) => t.toFixed(0)).join(', ')}]`);
    return { bundle, timing };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
