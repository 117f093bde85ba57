// Reply templates, a plain entity whose screens are generated from its declaration
// (contract/reply-templates.ts → src/resources/crud), against the real in-process server:
// the empty list, create (checked by the contract's schema), the detail rows, edit, delete
// after confirming, search and filters; support may use them, content sees neither the menu
// item nor the screens.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, replyTemplates } from '../../server/db/schema';
import { addAdmin, type TestAdmin } from './admins';
import { renderApp, signIn } from './render';
import { testApp } from './setup';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });
const slow = { timeout: 30_000 };

let support: TestAdmin;
let content: TestAdmin;

beforeAll(async () => {
  await testApp().db.delete(replyTemplates);
  support = await addAdmin('support');
  content = await addAdmin('content');
});

describe('reply templates', () => {
  it('starts empty, creates one (refusing a blank title first), shows it, edits it and deletes it after confirming', async () => {
    await signIn(support.email, support.password);
    renderApp('/admin/reply-templates');
    expect(await screen.findByRole('heading', { name: 'Reply Templates' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('No reply templates yet')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: 'New Reply Template' })[0]!);
    const form = await screen.findByRole('form', { name: 'Reply template' });
    // user-event reads `{{` as one brace.
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'Re: {{{{subject}}');
    await userEvent.type(within(form).getByLabelText(/^Body/), 'Hello {{{{firstName}}, thank you.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The contract's schema refuses what is missing (the title and the category, both said
    // 'Required', not the enum's list of values), under its field, and keeps what was typed.
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    expect(within(form).queryByText(/must be one of/)).not.toBeInTheDocument();
    // It starts as saving it makes it: active.
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(form).getByLabelText(/^Subject/)).toHaveValue('Re: {{subject}}');

    await userEvent.type(within(form).getByLabelText(/^Title/), 'Refund on its way');
    await userEvent.click(within(form).getByLabelText(/^Category/));
    await userEvent.click(await screen.findByRole('option', { name: 'Billing & Subscriptions' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    // Saved: the record's page, every declared field labelled.
    expect(await screen.findByText('Reply template created.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Refund on its way' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Hello {{firstName}}, thank you.')).toBeInTheDocument();
    expect(screen.getByText('Billing & Subscriptions')).toBeInTheDocument();
    const [saved] = await testApp().db.select().from(replyTemplates);
    expect(saved).toMatchObject({ title: 'Refund on its way', category: 'billing', isActive: true });

    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    const edit = await screen.findByRole('form', { name: 'Reply template' }, slow);
    const title = within(edit).getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Refund on its way'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Refund sent');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Refund sent' }, slow)).toBeInTheDocument();
    const [update] = await testApp().db.select().from(auditLog).where(eq(auditLog.action, 'reply_template.update'));
    expect(update?.after).toEqual({ title: 'Refund sent' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete "Refund sent"?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Reply template deleted.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('No reply templates yet', {}, slow)).toBeInTheDocument();
    expect(await testApp().db.$count(replyTemplates)).toBe(0);
  });

  it('searches and filters the list, and opens a row', async () => {
    const token = await testApp().login();
    for (const [title, category, isActive] of [
      ['Invoice copy', 'billing', true],
      ['Partnership welcome', 'partnership', true],
      ['Old invoice wording', 'billing', false],
    ] as const) {
      const res = await testApp().call('POST', '/api/admin/reply-templates', { token, body: { title, subject: 'Re', body: 'Hi', category, isActive } });
      expect(res.status).toBe(201);
    }
    await signIn();
    renderApp('/admin/reply-templates?filter=%7B%22category%22%3A%22billing%22%7D');
    expect(await screen.findByText('Invoice copy', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Old invoice wording')).toBeInTheDocument();
    expect(screen.queryByText('Partnership welcome')).not.toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search reply templates...'), 'old');
    await waitFor(() => expect(screen.queryByText('Invoice copy')).not.toBeInTheDocument(), slow);
    await userEvent.click(screen.getByText('Old invoice wording'));
    expect(await screen.findByRole('heading', { name: 'Old invoice wording' }, slow)).toBeInTheDocument();
  });

  it('offers bulk delete in the shared bulk bar above the table, with Clear selection', async () => {
    const token = await testApp().login();
    for (const title of ['Bulkbar one', 'Bulkbar two']) {
      const res = await testApp().call('POST', '/api/admin/reply-templates', {
        token,
        body: { title, subject: 'Re', body: 'Hi', category: 'billing', isActive: true },
      });
      expect(res.status).toBe(201);
    }
    await signIn();
    renderApp(`/admin/reply-templates?filter=${encodeURIComponent(JSON.stringify({ q: 'Bulkbar' }))}`);
    expect(await screen.findByText('Bulkbar one', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 items selected');
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(bar.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('is out of reach of a role without the permission', async () => {
    await signIn(content.email, content.password);
    renderApp('/admin/reply-templates');
    expect(await screen.findByText(/Access denied/i, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reply templates' })).not.toBeInTheDocument();
  });
});
