// The API reference page in real Chromium: Swagger UI from this server only (any other host
// fails the test), no Content-Security-Policy refusal, and a call tried from the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, E2E_ADMIN, newPage, shot, useBrowser } from './support';

useBrowser();

/** CSP refusals the page reports (a blocked script or style would leave it half drawn). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('/api/docs', () => {
  it('shows every area of the API, and an operation can be tried with a token', async () => {
    const page = await newPage();
    const refused = cspViolations(page);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('heading', { name: /CV Builder admin API/ }).waitFor();
    for (const area of ['Authentication', 'Dashboard', 'Users', 'CVs', 'Packages', 'Orders', 'Templates', 'Contacts', 'Settings']) {
      await expect(page.locator(`h3#operations-tag-${area}`).count()).resolves.toBe(1);
    }
    await shot(page, 'api-docs-wide');

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await page.locator('.modal-ux input[type="text"]').fill(await apiToken());
    await page.locator('.modal-ux').getByRole('button', { name: 'Apply credentials' }).click();
    await page.locator('.modal-ux').getByRole('button', { name: 'Close' }).click();

    const me = page.locator('#operations-Authentication-getAdminAuthMe');
    await me.locator('.opblock-summary-control').click();
    await me.getByRole('button', { name: 'Try it out' }).click();
    await me.getByRole('button', { name: 'Execute' }).click();
    const body = me.locator('.responses-wrapper .live-responses-table .highlight-code').first();
    await expect(body.textContent()).resolves.toContain(E2E_ADMIN.email);
    await expect(me.locator('.live-responses-table .response-col_status:not(.col_header)').first().textContent()).resolves.toContain('200');
    await shot(page, 'api-docs-try-it');
    expect(refused).toEqual([]);
  });

  it('reads on a phone', async () => {
    const page = await newPage({ viewport: 'narrow' });
    const refused = cspViolations(page);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.locator('h3#operations-tag-Users').waitFor();
    const users = page.locator('#operations-Users-getAdminUsers');
    await users.locator('.opblock-summary-control').click();
    await users.getByText('Case-insensitive substring search').waitFor();
    // Nothing wider than the screen: the page scrolls down, not sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'api-docs-narrow');
    expect(refused).toEqual([]);
  });
});
