// The field machinery (src/components/fields) rendered inside react-admin: one declaration
// gives the detail rows, the table columns, the phone cards, the filter bar and a form
// checked by the contract's schema.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { type Contact, contactSchema, contactSubmissionBody } from '../../contract/contacts';
import { type Package, packageSchema } from '../../contract/packages';
import { fieldColumns } from '../../src/components/fields/columns';
import { FieldCards } from '../../src/components/fields/FieldCard';
import { FieldForm } from '../../src/components/fields/FieldInputs';
import { FieldRows } from '../../src/components/fields/FieldRows';
import { FieldValue } from '../../src/components/fields/FieldValue';
import { FilterBar } from '../../src/components/fields/FilterBar';
import { defineFields } from '../../src/components/fields/kinds';
import { contactFields, contactFilters } from '../../src/resources/contacts/fields';
import { packageFields } from '../../src/resources/packages/fields';
import { renderInAdmin } from './render';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 20_000 };
const toneOf = (el: HTMLElement) => el.closest('[data-tone]')?.getAttribute('data-tone');

const contact = (id: string, over: Partial<Contact>): Contact => ({
  id,
  name: 'Trần Thị Bình',
  email: 'binh@example.com',
  subject: 'A subject',
  message: 'Line one\n  line two',
  category: 'billing',
  status: 'new',
  createdAt: '2026-01-05T00:08:09.000Z',
  updatedAt: '2026-01-05T00:08:09.000Z',
  ...over,
});
const CONTACTS = [
  contact('00000000-0000-4000-8000-000000000001', { subject: 'First subject' }),
  contact('00000000-0000-4000-8000-000000000002', { subject: 'Second subject', status: 'responded', category: 'partnership' }),
  contact('00000000-0000-4000-8000-000000000003', { subject: 'Odd one', status: 'closed', category: 'made-up' }),
];

function List({ children }: { children: ReactNode }) {
  const list = useList({ data: CONTACTS, resource: 'contacts' });
  return (
    <ResourceContextProvider value="contacts">
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}

describe('FieldRows', () => {
  it('shows each declared field as a label and its formatted value', async () => {
    renderInAdmin(<FieldRows fields={contactFields} record={CONTACTS[0]!} />);
    const dl = await screen.findByText('Subject', {}, slow);
    const rows = dl.closest('dl')!;
    const labels = [...rows.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['Name', 'Email', 'Subject', 'Message', 'Category', 'Status', 'Date']);
    expect(within(rows).getByRole('link', { name: 'binh@example.com' })).toHaveAttribute('href', 'mailto:binh@example.com');
    expect(toneOf(within(rows).getByText('New'))).toBe('blue');
    expect(within(rows).getByText('Billing & Subscriptions')).toBeInTheDocument();
    // The business zone (UTC+7), in the spec's order.
    expect(within(rows).getByText('2026-01-05 07:08:09')).toBeInTheDocument();
    expect([...rows.querySelectorAll('dd')][3]!.textContent).toBe('Line one\n  line two');
  });

  it('formats money in its currency, counts, and yes/no with their own names and tones', async () => {
    const pkg = {
      ...Object.fromEntries(Object.keys(packageSchema.shape).map((k) => [k, null])),
      price: 149_000,
      currency: 'VND',
      revenue: 15,
      totalSales: 12_345,
      isActive: false,
      isPopular: true,
      createdAt: '2026-01-05T00:08:09.000Z',
    } as unknown as Package;
    renderInAdmin(<FieldRows fields={packageFields} record={{ ...pkg, currency: 'USD' }} keys={['price', 'totalSales', 'isActive', 'isPopular']} />);
    expect(await screen.findByText('$149,000.00', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(toneOf(screen.getByText('Inactive'))).toBe('gray');
    const popular = screen.getByText('Popular', { selector: 'dd' });
    expect(popular.querySelector('[data-tone]')).toBeNull();
    renderInAdmin(<FieldValue fields={packageFields} source="price" record={pkg} />);
    expect(await screen.findByText('149.000 ₫', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument();
  });

  it("shows a field's own render, and a reference as a link to its record", async () => {
    const fields = defineFields(contactSchema, {
      id: { kind: 'reference', reference: 'contacts', label: 'resources.contacts.fields.contact', text: (r) => r.name },
      subject: { kind: 'text', label: 'resources.contacts.fields.subject', render: (r) => `«${r.subject}»` },
    });
    renderInAdmin(<FieldRows fields={fields} record={CONTACTS[0]!} />);
    expect(await screen.findByRole('link', { name: 'Trần Thị Bình' }, slow)).toHaveAttribute('href', `/contacts/${CONTACTS[0]!.id}`);
    expect(screen.getByText('«First subject»')).toBeInTheDocument();
  });
});

describe('columns, cards and the filter bar', () => {
  it('makes DataTable columns headed by the labels, sortable only where declared', async () => {
    renderInAdmin(
      <List>
        <DataTable bulkActionButtons={false}>{fieldColumns(contactFields, ['subject', 'category', 'status', 'createdAt'])}</DataTable>
      </List>,
    );
    expect(await screen.findByRole('columnheader', { name: 'Subject' }, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Subject' })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: /Date/ })).getByRole('button')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(toneOf(within(rows[2]!).getByText('Responded'))).toBe('green');
    expect(within(rows[2]!).getByText('Partnership Opportunities')).toBeInTheDocument();
    // An unknown category reads as its raw text.
    expect(within(rows[3]!).getByText('made-up')).toBeInTheDocument();
  });

  it('makes one card per record, opening the record', async () => {
    renderInAdmin(
      <List>
        <FieldCards
          fields={contactFields}
          layout={{ title: 'name', subtitle: 'email', badge: 'status', body: 'subject', meta: 'createdAt', chips: ['category'] }}
          actions={(r) => <button type="button">Act on {r.subject}</button>}
          testId="card"
        />
      </List>,
    );
    const cards = await screen.findAllByTestId('card', {}, slow);
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('First subject')).toBeInTheDocument();
    expect(first.getByText('binh@example.com')).toBeInTheDocument();
    expect(toneOf(first.getByText('New'))).toBe('blue');
    expect(first.getByRole('button', { name: 'Act on First subject' })).toBeInTheDocument();
  });

  it('filters from the query schema: the search box, and a select per enum that narrows the list', async () => {
    renderInAdmin(
      <List>
        <FilterBar filters={contactFilters} panel={{ label: 'resources.contacts.filters', clear: 'resources.contacts.clear_filters' }} />
        <FieldCards fields={contactFields} layout={{ title: 'subject' }} testId="card" />
      </List>,
    );
    expect(await screen.findByRole('searchbox', { name: 'Search' }, slow)).toHaveAttribute('placeholder', 'Search by name, email or subject...');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByLabelText('Status'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'New', 'Read', 'Responded', 'Closed']);
    await userEvent.click(screen.getByRole('option', { name: 'Responded' }));
    await waitFor(() => expect(screen.getAllByTestId('card')).toHaveLength(1));
    expect(screen.getByText('Second subject')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('card')).toHaveLength(3));
  });
});

describe('FieldForm', () => {
  it("checks the declared inputs with the contract's schema, every error under its field, then submits the schema's output", async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <FieldForm
        fields={contactFields}
        keys={['name', 'email', 'subject', 'category']}
        schema={contactSubmissionBody.omit({ message: true })}
        onSubmit={onSubmit}
      >
        <button type="submit">Send</button>
      </FieldForm>,
    );
    const send = await screen.findByRole('button', { name: 'Send' }, slow);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.click(send);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), '  Bình ');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'binh@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(await screen.findByRole('option', { name: 'Technical Support' }));
    await userEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Bình', email: 'binh@example.com', subject: 'Hello', category: 'technical' });
  });
});
