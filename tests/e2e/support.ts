// E2E helpers: Debian's Chromium driven by playwright-core, pages that may reach only the
// local server and break no rule of the Content-Security-Policy (either fails the test),
// sign-in, API calls and screenshots.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { E2E_ADMIN, E2E_WEBHOOK_SECRET } from './global-setup';

export { E2E_ADMIN, E2E_WEBHOOK_SECRET };
/** The server this file holds (useBrowser claims one). */
let claimed: string | undefined;
export const baseUrl = () => {
  if (!claimed) throw new Error('call useBrowser() at the top of the file');
  return claimed;
};

/**
 * Holds one of the servers global-setup.ts started, for this file alone (a lock directory
 * per server): files may change the shared admin's name or password for a while, so two
 * never use one server at the same time, whatever the worker numbering.
 */
async function claimServer(): Promise<() => void> {
  const urls = inject('baseUrls');
  for (;;) {
    for (const [i, url] of urls.entries()) {
      const lock = join(inject('e2eLocks'), String(i));
      try {
        mkdirSync(lock);
      } catch {
        continue;
      }
      claimed = url;
      return () => {
        claimed = undefined;
        rmSync(lock, { recursive: true, force: true });
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
export const SHOTS_DIR = 'screenshots';

export const VIEWPORTS = {
  wide: { width: 1440, height: 900 },
  narrow: { width: 390, height: 844 },
  /** The narrowest phone the screens are made for. */
  phone: { width: 360, height: 780 },
} as const;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
/** Requests to any host but the local server, per test; must stay empty. */
let foreignRequests: string[] = [];
/** What the Content-Security-Policy refused on any page (documents and workers), per test; must stay empty. */
let cspViolations: string[] = [];
const CSP_REFUSAL = /Content Security Policy|Content-Security-Policy/;
/** The refusals so far, taken out of the check (for a test that provokes one on purpose). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Call once at the top of an e2e file: one browser per file, checks after each test. */
export function useBrowser() {
  let release: (() => void) | undefined;
  beforeAll(async () => {
    release = await claimServer();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterEach(async ({ task }) => {
    const open = contexts.splice(0);
    if (TRACE) await saveTraces(open, task.result?.state === 'fail' ? task.name : undefined);
    await Promise.all(open.map((c) => c.close()));
    const foreign = foreignRequests;
    const refused = cspViolations;
    foreignRequests = [];
    cspViolations = [];
    expect(foreign, 'requests to hosts other than the local server').toEqual([]);
    expect(refused, `what the Content-Security-Policy refused: ${refused.join('; ')}`).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    release?.();
  });
}

/**
 * E2E_TRACE=1 records a Playwright trace of every page (its actions, DOM snapshots, network and
 * console) and keeps those of a failed test under screenshots/traces/, for
 * `npx playwright-core show-trace <zip>`: what the page looked like when a click went nowhere.
 */
const TRACE = Boolean(process.env.E2E_TRACE);
const TRACES_DIR = join(SHOTS_DIR, 'traces');

async function saveTraces(open: BrowserContext[], failedTest: string | undefined): Promise<void> {
  if (failedTest) mkdirSync(TRACES_DIR, { recursive: true });
  const name = (failedTest ?? '').replace(/[^\w-]+/g, '-').slice(0, 80);
  await Promise.all(
    open.map((context, i) => context.tracing.stop(failedTest ? { path: join(TRACES_DIR, `${name}-${i + 1}.zip`) } : {}).catch(() => undefined)),
  );
}

export interface PageOptions {
  viewport?: keyof typeof VIEWPORTS;
  /** 'vi' starts the UI in Vietnamese (react-admin's stored locale). */
  locale?: 'en' | 'vi';
  /** 'dark' starts the UI in the dark theme (react-admin's stored theme). */
  theme?: 'light' | 'dark';
}

export async function newPage({ viewport = 'wide', locale = 'en', theme = 'light' }: PageOptions = {}): Promise<Page> {
  if (!browser) throw new Error('call useBrowser() in this file');
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(context);
  if (TRACE) await context.tracing.start({ snapshots: true, screenshots: true, sources: false });
  const local = new URL(baseUrl()).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === local) return route.continue();
    foreignRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  // The page's own report of each refusal, and the console's (workers report only there).
  await context.exposeBinding('__e2eCspViolation', (_source, text: string) => cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation(text: string): void }).__e2eCspViolation;
      report(`${e.violatedDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_REFUSAL.test(message.text())) cspViolations.push(message.text());
  });
  if (locale === 'vi') {
    await context.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('vi')));
  }
  if (theme === 'dark') {
    await context.addInitScript(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
  }
  const page = await context.newPage();
  // Room for a machine shared with other work (the code editor is a big download).
  page.setDefaultTimeout(60_000);
  return page;
}

/**
 * Signs in the way a returning admin is: a token of a real session (from the login API) is in
 * storage before the first page loads, so the test's first page is the one it is about.
 * Once per tab: a later sign-out in the test stays signed out.
 */
export async function signIn(page: Page, admin = E2E_ADMIN): Promise<void> {
  const token = await apiToken(admin);
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('adminToken', t);
  }, token);
}

/**
 * The page's live order stream, answered by the server (it then hears every change): ask before
 * the page loads, await once it has. A change made before that would reach the page only with
 * its next load, as it would a person's.
 */
export const liveStreamOpened = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/events' && r.status() === 200);

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signInWithForm(page: Page, admin = E2E_ADMIN): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** A token for API calls made by the test itself (setup and assertions). */
export async function apiToken(admin = E2E_ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function api<T = any>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; json: T }> {
  const token = init.token ?? (await apiToken());
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Screenshots are for a person to open; CI (CI=true) has none, so there only a failure's is
 * taken: it saves about a fifth of the e2e wave. SCREENSHOTS=1 takes them anyway.
 */
const SKIP_SHOTS = Boolean(process.env.CI) && !process.env.SCREENSHOTS;

/** Saves a full-page screenshot under screenshots/ (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  if (SKIP_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A screenshot of the viewport (a dialog covers it, not the whole page), once transitions have ended. */
export async function viewShot(page: Page, name: string): Promise<void> {
  if (SKIP_SHOTS) return;
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

export interface Look {
  locale: 'en' | 'vi';
  viewport: keyof typeof VIEWPORTS;
  /** `{locale}-{viewport}`, for screenshot names. */
  tag: string;
}

/**
 * The languages and widths a look visits. Where screenshots are taken for a person to open,
 * every language at every width; in CI, which takes none, each language and each width
 * once (English at the first width, Vietnamese at the last, the longer text on the narrower
 * screen): the same assertions on half the pages. `except` leaves out pairs another test
 * already visits.
 */
export function looks(viewports: (keyof typeof VIEWPORTS)[] = ['wide', 'narrow'], { except = [] }: { except?: string[] } = {}): Look[] {
  const all = (['en', 'vi'] as const).flatMap((locale) => viewports.map((viewport) => ({ locale, viewport, tag: `${locale}-${viewport}` })));
  const diagonal = [`en-${viewports[0]}`, `vi-${viewports.at(-1)}`];
  return all.filter(({ tag }) => !except.includes(tag) && (!SKIP_SHOTS || diagonal.includes(tag)));
}

/**
 * `look` at each of `looks(viewports)`, each on a fresh page that is closed after it (one
 * app at a time: more starve two cores), signed in as `admin` (the e2e admin unless told;
 * null: not signed in); a failure leaves `{area}-FAILED-{tag}.png`.
 */
export async function eachLook(
  area: string,
  look: (page: Page, at: Look) => Promise<void>,
  { viewports = ['wide', 'narrow'], admin = E2E_ADMIN }: { viewports?: (keyof typeof VIEWPORTS)[]; admin?: typeof E2E_ADMIN | null } = {},
): Promise<void> {
  for (const at of looks(viewports)) {
    const page = await newPage(at);
    try {
      if (admin) await signIn(page, admin);
      await look(page, at);
    } catch (err) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${SHOTS_DIR}/${area}-FAILED-${at.tag}.png`, fullPage: true });
      if (TRACE) await saveTraces([page.context()], `${area}-${at.tag}`);
      throw err;
    } finally {
      await page.context().close();
    }
  }
}
