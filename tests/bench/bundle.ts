// JavaScript budgets (docs/benchmarks.md "JavaScript budgets"): the initial JS of the sign-in page and of the dashboard,
// raw and gzip, and every lazy chunk, read from a fresh production build's manifest.
//   npx tsx tests/bench/bundle.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

export interface BundleReport {
  signIn: { raw: number; gzip: number; files: string[] };
  dashboard: { raw: number; gzip: number; files: string[] };
  lazy: { src: string; raw: number; gzip: number }[];
}

const DIST = 'dist';
const size = (file: string) => {
  const buf = readFileSync(join(DIST, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

/** A chunk and everything it imports statically (what loads before it can run). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function total(manifest: Manifest, keys: Set<string>) {
  const files = [...keys].map((k) => manifest[k]!.file);
  return files.reduce((acc, f) => ({ ...acc, raw: acc.raw + size(f).raw, gzip: acc.gzip + size(f).gzip }), { raw: 0, gzip: 0, files });
}

export function measureBundle(build = true): BundleReport {
  if (build) execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const initial = closure(manifest, entry);
  const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('pages/dashboard/Dashboard.tsx'));
  // The dashboard also needs the admin app, a lazy chunk of its own since the sign-in entry.
  const appKey = Object.keys(manifest).find((k) => k.endsWith('src/App.tsx'));
  const withApp = appKey ? closure(manifest, appKey, new Set(initial)) : initial;
  const dashboard = dashboardKey ? closure(manifest, dashboardKey, new Set(withApp)) : withApp;
  const lazy = Object.keys(manifest)
    .filter((k) => !initial.has(k) && manifest[k]!.file.endsWith('.js'))
    .map((k) => ({ src: manifest[k]!.src ?? k, ...size(manifest[k]!.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { signIn: total(manifest, initial), dashboard: total(manifest, dashboard), lazy };
}

/** The sign-in page's initial JavaScript, gzip -9 (issue 33): its own small entry. */
export const SIGN_IN_BUDGET = 260 * 1024;

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export async function run(log: (line: string) => void = console.log): Promise<BundleReport> {
  const report = measureBundle();
  log('## JavaScript (production build)');
  log(`initial JS, sign-in page: ${kB(report.signIn.raw)} raw, ${kB(report.signIn.gzip)} gzip (${report.signIn.files.length} files)`);
  log(`initial JS, dashboard:    ${kB(report.dashboard.raw)} raw, ${kB(report.dashboard.gzip)} gzip (${report.dashboard.files.length} files)`);
  const over = report.signIn.gzip > SIGN_IN_BUDGET;
  log(`budget, sign-in page: ≤ ${kB(SIGN_IN_BUDGET)} gzip: ${over ? `OVER BUDGET by ${kB(report.signIn.gzip - SIGN_IN_BUDGET)}` : 'within budget'}`);
  log('(a bare two-resource react-admin app, for comparison: about 344 kB gzip)');
  log('lazy chunks (gzip, largest first):');
  for (const c of report.lazy) log(`  ${kB(c.gzip).padStart(10)}  ${kB(c.raw).padStart(10)} raw  ${c.src}`);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
