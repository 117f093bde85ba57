// Every screen in both languages for people who use a screen reader, a keyboard or a phone:
// axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation, in the light and
// the dark theme, and at 360 px no text outside a table cell is wider than its box (cut with an
// ellipsis or running into its neighbours) and the page does not scroll sideways.
// A failure lists each screen's findings; screenshots of every screen at both widths are taken
// (where screenshots are: not in CI).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishIn } from '../support/english-runs';
import { axe, type Finding } from './axe';
import { api, baseUrl, newPage, type PageOptions, shot, signIn, useBrowser } from './support';

useBrowser();

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** What to do once the screen's heading is there (open a dialog). */
  then?: (page: Page) => Promise<void>;
}

const ids: Record<string, string | undefined> = {};

beforeAll(async () => {
  const first = async (path: string, pick: (json: any) => { id: string }[] | undefined) => pick((await api(path)).json)?.[0]?.id;
  ids.user = await first('/api/admin/users?limit=1', (j) => j.data.users);
  ids.cv = await first('/api/admin/cvs?limit=1', (j) => j.data.cvs);
  ids.pkg = await first('/api/admin/packages?limit=1', (j) => j.data.packages);
  ids.order = await first('/api/admin/orders?limit=1', (j) => j.data.orders);
  ids.audit = await first('/api/admin/audit-log?limit=1', (j) => j.data.entries ?? j.data.items);
  const contact = await fetch(`${baseUrl()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Axe Reader',
      email: 'axe.reader@example.com',
      subject: 'Screen reader check',
      message: 'Is every screen readable aloud?',
      category: 'general',
    }),
  });
  ids.contact = ((await contact.json()) as { data?: { id: string } }).data?.id;
  const template = await api('/api/admin/reply-templates', {
    method: 'POST',
    body: { title: 'Axe: cảm ơn bạn', subject: 'Re: {{subject}}', body: 'Chào {{firstName}},\n\nCảm ơn bạn.', category: 'general' },
  });
  ids.replyTemplate = (template.json as { data?: { id: string } }).data?.id;
});

function screens(): Screen[] {
  const list: Screen[] = [
    { name: 'login', path: '/admin/login', signedIn: false },
    { name: 'dashboard', path: '/admin/dashboard' },
    { name: 'users', path: '/admin/users' },
    { name: 'cvs', path: '/admin/cvs' },
    { name: 'packages', path: '/admin/packages' },
    { name: 'package-create', path: '/admin/packages/new' },
    { name: 'orders', path: '/admin/orders' },
    { name: 'templates', path: '/admin/templates' },
    {
      name: 'template-editor',
      path: '/admin/templates',
      then: async (page) => {
        await page
          .getByRole('button', { name: /^(Edit Code|Sửa mã)$/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await page.locator('.monaco-editor .view-lines').first().waitFor();
      },
    },
    { name: 'contacts', path: '/admin/contacts' },
    { name: 'reply-templates', path: '/admin/reply-templates' },
    { name: 'reply-template-create', path: '/admin/reply-templates/new' },
    ...['general', 'email', 'payment', 'ai', 'security'].map((tab) => ({ name: `settings-${tab}`, path: `/admin/settings?tab=${tab}` })),
    { name: 'audit-log', path: '/admin/audit-log' },
    { name: 'profile', path: '/admin/profile' },
    { name: 'team', path: '/admin/team' },
  ];
  if (ids.user) {
    list.push({ name: 'user-show', path: `/admin/users?userId=${ids.user}`, then: async (page) => void (await page.getByRole('dialog').waitFor()) });
  }
  if (ids.cv) list.push({ name: 'cv-show', path: `/admin/cvs/${ids.cv}` });
  if (ids.pkg) list.push({ name: 'package-show', path: `/admin/packages/${ids.pkg}` }, { name: 'package-edit', path: `/admin/packages/${ids.pkg}/edit` });
  if (ids.order) list.push({ name: 'order-show', path: `/admin/orders/${ids.order}` });
  if (ids.contact) {
    list.push(
      { name: 'contact-show', path: `/admin/contacts/${ids.contact}` },
      {
        name: 'contact-reply',
        path: `/admin/contacts/${ids.contact}`,
        then: async (page) => {
          await page.getByRole('button', { name: /^(Reply|Trả lời)$/ }).click();
          await page.getByRole('dialog').waitFor();
          // The templates arrive: the picker is enabled.
          await page.getByRole('dialog').locator('[role="combobox"]:not([aria-disabled="true"])').waitFor();
        },
      },
    );
  }
  if (ids.replyTemplate) list.push({ name: 'reply-template-show', path: `/admin/reply-templates/${ids.replyTemplate}` });
  if (ids.audit) list.push({ name: 'audit-entry', path: `/admin/audit-log/${ids.audit}` });
  return list;
}

/**
 * Opens a screen. The first of a pass loads the page; the next ones are reached the way a
 * click on a link reaches them, through the router (a full load per screen was three
 * quarters of this file's time): the app is not loaded again, and a screen is checked once
 * its data has arrived.
 */
async function open(page: Page, screen: Screen) {
  const at = new URL(page.url());
  if (at.origin === new URL(baseUrl()).origin) {
    if (at.pathname + at.search !== screen.path) {
      const heading = await page.$('h1, h2');
      const before = await page.evaluate((path) => {
        const text = document.body.innerText;
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
        return text;
      }, screen.path);
      // The router renders the new screen when React gets to it. Another path: the last
      // screen's heading leaves the page (a changed text is not enough: the orders' countdowns
      // and the dashboard change their own). The same path (a tab, a dialog): the page says
      // something else.
      const samePath = new URL(screen.path, at).pathname === at.pathname;
      if (heading && !samePath) await page.waitForFunction((el) => !el.isConnected, heading);
      else await page.waitForFunction((text) => document.body.innerText !== text, before);
    }
  } else {
    await page.goto(`${baseUrl()}${screen.path}`);
  }
  await page.locator('h1, h2').first().waitFor();
  // Loaded: no spinner left (the lists' and cards' skeletons have their own role).
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'), undefined, { timeout: 30_000 }).catch(() => undefined);
  await screen.then?.(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A page per pass: one signed out for the sign-in screen, one signed in for the others. */
async function eachScreen(options: PageOptions, check: (page: Page, screen: Screen) => Promise<void>) {
  const signedOut = await newPage(options);
  const signedIn = await newPage(options);
  await signIn(signedIn);
  for (const screen of screens()) {
    const page = screen.signedIn === false ? signedOut : signedIn;
    await open(page, screen);
    await check(page, screen);
  }
}

/**
 * Text cut at 360 px: outside table cells, an element whose own text is wider than its box,
 * whether it ends in an ellipsis or runs into its neighbours (tabs and chips that do not
 * wrap), or a page that scrolls sideways.
 */
async function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('td, th, [role="cell"], [role="gridcell"], .monaco-editor, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.display === 'inline' || style.visibility === 'hidden') continue;
      // Only boxes that hold text themselves: a scrolling container's children are not its text.
      const ellipsis = style.textOverflow === 'ellipsis';
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ellipsis && !ownText) continue;
      // Text kept for screen readers only (a 1 px clipped box) is not shown, so not cut.
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const text = (el.textContent ?? '').trim();
      if (text) out.push(`${ellipsis ? 'ends in …' : 'overflows'}: ${text.slice(0, 60)}`);
    }
    return out;
  });
}

describe.each(['en', 'vi'] as const)('every screen in %s', (locale) => {
  it(`has no serious or critical axe violation, wide${locale === 'vi' ? ', and no English sentence of the catalog' : ''}`, async () => {
    const findings: Record<string, Finding[]> = {};
    const english: Record<string, string[]> = {};
    await eachScreen({ locale }, async (page, screen) => {
      const found = await axe(page);
      if (found.length) findings[screen.name] = found;
      if (locale === 'vi') {
        const runs = englishIn(await page.evaluate(() => document.body.innerText));
        if (runs.length) english[screen.name] = runs;
      }
      await shot(page, `a11y-${screen.name}-${locale}-wide`);
    });
    expect({ findings, english }).toEqual({ findings: {}, english: {} });
  }, 600_000);

  // Colours do not depend on the language: Vietnamese on the phone is looked at in the dark theme.
  const theme = locale === 'vi' ? 'dark' : 'light';
  it(`cuts no text and scrolls not sideways on a 360 px phone, and axe finds nothing there either (${theme} theme)`, async () => {
    const cut: Record<string, string[]> = {};
    const findings: Record<string, Finding[]> = {};
    await eachScreen({ locale, viewport: 'phone', theme }, async (page, screen) => {
      const texts = await cutText(page);
      if (texts.length) cut[screen.name] = texts;
      const found = await axe(page);
      if (found.length) findings[screen.name] = found;
      await shot(page, `a11y-${screen.name}-${locale}-phone-${theme}`);
    });
    expect({ cut, findings }).toEqual({ cut: {}, findings: {} });
  }, 600_000);
});
