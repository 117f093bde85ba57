// Contacts in real Chromium against the started server: a message sent through the public
// form arrives as new, opening it marks it read, then responded and closed from the detail
// page; search, filters and empty states; screenshots in both languages, wide and narrow.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { api, baseUrl, newPage, shot, signIn, useBrowser } from './support';

useBrowser();
// A shared two-core machine: a flow of several screens can take minutes under load.
vi.setConfig({ testTimeout: 240_000 });

/** The public contact form's call, as the website would make it (no token). */
async function submitContact(body: Record<string, string>) {
  const res = await fetch(`${baseUrl()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { id: string; status: string } };
  return { status: res.status, json };
}

const statusOf = async (id: string) => (await api<{ data: { status: string } }>(`/api/contact/${id}`)).json.data.status;

async function waitForStatus(id: string, status: string) {
  const deadline = Date.now() + 30_000;
  while ((await statusOf(id)) !== status) {
    if (Date.now() > deadline) throw new Error(`contact ${id} never became ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function openList(page: Page) {
  await page.goto(`${baseUrl()}/admin/contacts`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // A table on wide screens, cards on narrow ones.
  await page.locator('tbody tr, [data-testid="contact-card"]').first().waitFor();
}

const subject = `Cannot download my CV as PDF ${Date.now()}`;
let contactId = '';

describe('contacts', () => {
  it('a submission arrives as new; opening it marks it read; then responded and closed', async () => {
    const sent = await submitContact({
      name: 'Phạm Minh Châu',
      email: 'chau.pham@example.com',
      subject,
      message: 'Xin chào,\n\nWhen I click "Download PDF" nothing happens.\n    Browser: Firefox 132\n\nCảm ơn!',
      category: 'technical',
    });
    expect(sent.status).toBe(201);
    expect(sent.json.data.status).toBe('new');
    contactId = sent.json.data.id;

    const page = await newPage();
    await signIn(page);
    await openList(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('Cannot download'));
    const row = page.locator('tbody tr', { hasText: subject });
    await row.waitFor();
    await expect(row.locator('[data-tone="blue"]').textContent()).resolves.toBe('New');
    await expect(row.getByText('Technical Support').count()).resolves.toBe(1);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 45_000 }).toBe(1);

    await row.getByText(subject).click();
    await page.waitForURL(new RegExp(`/admin/contacts/${contactId}$`));
    await page.getByRole('heading', { name: subject }).waitFor();
    await waitForStatus(contactId, 'read');
    await page.getByRole('button', { name: 'Read (Current)' }).waitFor();
    await expect(page.getByRole('button', { name: 'Read (Current)' }).isDisabled()).resolves.toBe(true);
    await page.getByText('Status updated to Read').waitFor();
    await expect(page.getByTestId('contact-message').textContent()).resolves.toContain('\n    Browser: Firefox 132');
    const href = await page.getByRole('link', { name: 'Reply via Email' }).getAttribute('href');
    const reply = new URL(href!);
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.pathname)).toBe('chau.pham@example.com');
    expect(reply.searchParams.get('subject')).toBe(`Re: ${subject}`);
    expect(reply.searchParams.get('body')).toContain('Thank you for contacting us');
    await shot(page, 'contact-detail-en-wide');

    await page.getByRole('button', { name: 'Mark as Responded' }).click();
    await page.getByRole('button', { name: 'Responded (Current)' }).waitFor();
    await waitForStatus(contactId, 'responded');
    await page.getByRole('button', { name: 'Close Inquiry' }).click();
    await page.getByRole('button', { name: 'Closed (Current)' }).waitFor();
    await waitForStatus(contactId, 'closed');
    await expect(page.getByRole('button', { name: 'Close Inquiry' }).count()).resolves.toBe(0);
    await shot(page, 'contact-detail-closed-en-wide');

    // Back on the list the row shows the new badge and offers neither action.
    await page.getByRole('link', { name: 'Back to Contacts' }).click();
    await page.getByRole('heading', { name: 'Contact Management' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
    const closedRow = page.locator('tbody tr', { hasText: subject });
    await closedRow.locator('[data-tone="gray"]').waitFor();
    await expect(closedRow.getByRole('button', { name: 'Close' }).count()).resolves.toBe(0);
    await expect(closedRow.getByRole('button', { name: 'Mark as read' }).count()).resolves.toBe(0);
  });

  it('marks as read and closes from the list; filters by status and category', async () => {
    const sent = await submitContact({
      name: 'Lê Văn Dũng',
      email: 'dung.le@example.com',
      subject: `Partnership offer ${Date.now()}`,
      message: 'Hi',
      category: 'partnership',
    });
    expect(sent.status).toBe(201);
    const id = sent.json.data.id;
    const page = await newPage();
    await signIn(page);
    await openList(page);
    await shot(page, 'contacts-en-wide');
    await page.getByRole('button', { name: 'Filters' }).click();
    // A slow click (the button released 0.6 s after the press) opens the menu and picks nothing:
    // the release lands on the field, not on an option laid over it.
    await page.getByRole('combobox', { name: 'Category' }).click({ delay: 600 });
    await page.getByRole('option', { name: 'Partnership Opportunities' }).click();
    // As a person would: the list follows the first filter before the second is picked.
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('partnership'));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'New' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"status":"new"'));
    const row = page.locator('tbody tr', { hasText: 'Lê Văn Dũng' });
    await row.waitFor();
    // Every row shown is a new partnership inquiry.
    await expect
      .poll(
        async () => {
          const rows = await page.locator('tbody tr').allTextContents();
          return rows.every((text) => text.includes('Partnership Opportunities') && text.includes('New'));
        },
        { timeout: 45_000 },
      )
      .toBe(true);
    await shot(page, 'contacts-filters-en-wide');

    await row.getByRole('button', { name: 'Mark as read' }).click();
    await waitForStatus(id, 'read');
    // The list is filtered on New: the row leaves it once refreshed.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Read' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"status":"read"'));
    const readRow = page.locator('tbody tr', { hasText: 'Lê Văn Dũng' });
    await readRow.locator('[data-tone="yellow"]').waitFor();
    await readRow.getByRole('button', { name: 'Close' }).click();
    await waitForStatus(id, 'closed');

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such contact anywhere');
    await page.getByText('No contacts found').waitFor();
    await page.getByText('Try adjusting your search criteria.').waitFor();
    await shot(page, 'contacts-empty-en-wide');
  });

  it("shows 'Contact not found' for an unknown id", async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/contacts/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Contact not found').waitFor();
    await shot(page, 'contact-not-found-en-wide');
    await page.getByRole('link', { name: 'Back to Contacts' }).click();
    await page.waitForURL(/\/admin\/contacts$/);
  });

  it.each([
    ['en', 'narrow'],
    ['vi', 'wide'],
    ['vi', 'narrow'],
  ] as const)('looks right in %s, %s', async (locale, viewport) => {
    const page = await newPage({ locale, viewport });
    await signIn(page);
    await openList(page);
    await page.getByRole('heading', { name: locale === 'vi' ? 'Quản lý liên hệ' : 'Contact Management' }).waitFor();
    await shot(page, `contacts-${locale}-${viewport}`);
    await page.goto(`${baseUrl()}/admin/contacts/${contactId}`);
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText(locale === 'vi' ? 'Thao tác nhanh' : 'Quick Actions').waitFor();
    await shot(page, `contact-detail-${locale}-${viewport}`);
  });
});
