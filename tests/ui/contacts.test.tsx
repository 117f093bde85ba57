import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contacts } from '../../server/db/schema';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

// Two shared cores: give every wait room (a render after a fetch can take seconds here).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
/** The first render loads (and transforms) the screen's lazy chunk: allow it time. */
const toneOf = (el: HTMLElement) => el.closest('[data-tone]')?.getAttribute('data-tone');
const slow = { timeout: 15_000 };
let ip = 0;
async function submit(body: Partial<{ name: string; email: string; subject: string; message: string; category: string }> = {}) {
  const res = await testApp().call('POST', '/api/contact', {
    body: { name: 'Trần Thị Bình', email: 'binh.tran@example.com', subject: 'Question about billing', message: 'Hello', category: 'billing', ...body },
    headers: { 'x-forwarded-for': `10.1.0.${++ip}` },
  });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; status: string };
}

async function statusOf(id: string) {
  const [row] = await testApp().db.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, id));
  return row?.status;
}

describe('contacts list', () => {
  it('lists contacts newest first with badges, and pages with "Page X of Y"', async () => {
    await submit({ name: 'Newest Sender', subject: 'The very newest inquiry' });
    testApp().clock.advance(1000);
    await submit({ name: 'Newest Sender', subject: 'The very newest inquiry 2' });
    await signIn();
    renderApp('/admin/contacts');
    expect(await screen.findByRole('heading', { name: 'Contact Management' }, slow)).toBeInTheDocument();
    // header + 10 rows on the first page
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11), slow);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('The very newest inquiry 2')).toBeInTheDocument();
    expect(toneOf(within(rows[1]!).getByText('New'))).toBe('blue');
    expect(within(rows[1]!).getByText('Billing & Subscriptions')).toBeInTheDocument();
    const [{ n } = { n: 0 }] = await testApp().db.select({ n: count() }).from(contacts);
    expect(screen.getByText(`Page 1 of ${Math.ceil(n / 10)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${Math.ceil(n / 10)}`, {}, slow)).toBeInTheDocument();
  });

  it('searches (debounced) and shows the filtered empty state', async () => {
    await submit({ name: 'Quixotic Searchable', subject: 'Unique lookup subject' });
    await signIn();
    renderApp('/admin/contacts');
    const box = await screen.findByRole('searchbox', { name: 'Search' }, slow);
    await userEvent.type(box, 'quixotic');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Unique lookup subject')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    await userEvent.type(box, '-nothing-matches');
    expect(await screen.findByText('No contacts found', {})).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('filters by status and category from the collapsible panel', async () => {
    const c = await submit({ category: 'partnership', subject: 'Partnership filter target' });
    await testApp().call('PATCH', `/api/contact/${c.id}/status`, { token: await testApp().login(), body: { status: 'responded' } });
    await signIn();
    renderApp('/admin/contacts');
    await screen.findByRole('heading', { name: 'Contact Management' }, slow);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByLabelText('Status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Responded' }));
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(await screen.findByRole('option', { name: 'Partnership Opportunities' }));
    expect(await screen.findByText('Partnership filter target')).toBeInTheDocument();
    await waitFor(() => {
      for (const row of screen.getAllByRole('row').slice(1)) expect(within(row).getByText('Responded')).toBeInTheDocument();
    });
  });

  it('marks a new contact read and closes one from the row actions', async () => {
    const c = await submit({ name: 'Row Action Person', subject: 'Row actions target' });
    await signIn();
    renderApp('/admin/contacts?filter=' + encodeURIComponent(JSON.stringify({ q: 'Row actions target' })));
    const row = (await screen.findByText('Row actions target', {}, slow)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as read' }));
    await waitFor(async () => expect(await statusOf(c.id)).toBe('read'));
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
    expect(toneOf(within(row).getByText('Read'))).toBe('yellow');
    await userEvent.click(within(row).getByRole('button', { name: 'Close' }));
    await waitFor(async () => expect(await statusOf(c.id)).toBe('closed'));
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
    expect(toneOf(within(row).getByText('Closed'))).toBe('gray');
  });
});

describe('contact detail', () => {
  it('marks a new contact read on opening, keeps the message whitespace, and changes status', async () => {
    const message = 'Line one\n\n    indented line\nlast line';
    const c = await submit({ name: 'Detail Person', email: 'detail@example.com', subject: 'Detail subject', message, category: 'technical' });
    testApp().clock.advance(5 * 60_000); // it is opened a little later
    await signIn();
    renderApp(`/admin/contacts/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'Detail subject' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('contact-message').textContent).toBe(message);
    expect(screen.getByText('Technical Support')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(c.id)).toBe('read'));
    const current = await screen.findByRole('button', { name: 'Read (Current)' });
    expect(current).toBeDisabled();
    expect(await screen.findByText('Status updated to Read')).toBeInTheDocument();
    expect(screen.getByText('Contact submitted')).toBeInTheDocument();

    const reply = screen.getByRole('link', { name: 'Reply via Email' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:detail%40example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Re: Detail subject');
    expect(params.get('body')).toContain('Hi Detail Person');
    expect(params.get('body')).toContain('Detail subject');

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Responded' }));
    await waitFor(async () => expect(await statusOf(c.id)).toBe('responded'));
    expect(await screen.findByRole('button', { name: 'Responded (Current)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark as Responded' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close Inquiry' }));
    await waitFor(async () => expect(await statusOf(c.id)).toBe('closed'));
    expect(await screen.findByRole('button', { name: 'Closed (Current)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close Inquiry' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(async () => expect(await statusOf(c.id)).toBe('new'));
  });

  it('does not touch a contact that is not new', async () => {
    const c = await submit({ subject: 'Already handled' });
    await testApp().call('PATCH', `/api/contact/${c.id}/status`, { token: await testApp().login(), body: { status: 'responded' } });
    await signIn();
    renderApp(`/admin/contacts/${c.id}`);
    expect(await screen.findByRole('button', { name: 'Responded (Current)' }, slow)).toBeDisabled();
    expect(await statusOf(c.id)).toBe('responded');
  });

  it("shows 'Contact not found' with a way back", async () => {
    await signIn();
    renderApp('/admin/contacts/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Contact not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or the link is wrong.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Contacts' }));
    expect(await screen.findByRole('heading', { name: 'Contact Management' })).toBeInTheDocument();
  });

  it("shows a failed load with the server's message, Retry and the way back; Retry recovers", async () => {
    const t = testApp();
    const c = await submit({ subject: 'Retried after a failure' });
    await signIn();
    // A real server failure: the contacts table is briefly gone.
    await t.db.execute(sql`alter table contacts rename to contacts_away`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let panel: HTMLElement;
    try {
      renderApp(`/admin/contacts/${c.id}`);
      panel = await screen.findByRole('alert', {}, slow);
      await within(panel).findByText('Failed to load the contact. Please try again.');
      expect(panel).toHaveTextContent('Server error. Please try again later.');
      expect(within(panel).getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute('href', '/admin/contacts');
    } finally {
      await t.db.execute(sql`alter table contacts_away rename to contacts`);
      errors.mockRestore();
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Retried after a failure', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load the contact. Please try again.')).not.toBeInTheDocument();
  });
});

describe('with no contacts at all', () => {
  it("says 'No contact submissions yet.'", async () => {
    await testApp().db.delete(contacts);
    await signIn();
    renderApp('/admin/contacts');
    expect(await screen.findByText('No contacts found', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No contact submissions yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  });
});
