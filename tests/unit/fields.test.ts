// Fields declared once (src/components/fields): what defineFields keeps, what it refuses at
// the typecheck (the @ts-expect-error lines: typecheck covers tests/), and the filters a
// list's query schema and its fields give.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactListQuery, contactSchema } from '../../contract/contacts';
import { packageListQuery, packageSchema } from '../../contract/packages';
import { listFilters } from '../../src/components/fields/filters';
import { defineFields, type KeyOf, type RowOf } from '../../src/components/fields/kinds';
import { contactFields, contactFilters } from '../../src/resources/contacts/fields';
import { packageFilters } from '../../src/resources/packages/fields';

const TONES = { new: 'blue', read: 'yellow', responded: 'green', closed: 'gray' } as const;

describe('defineFields', () => {
  it('keeps each field with its key, in declaration order', () => {
    const fields = defineFields(contactSchema, {
      subject: { kind: 'text', label: 'resources.contacts.fields.subject' },
      status: { kind: 'status', label: 'resources.contacts.fields.status', choices: (s) => `resources.contacts.status.${s}`, tones: TONES },
    });
    expect(fields.keys).toEqual(['subject', 'status']);
    expect(fields.byKey.status).toMatchObject({ source: 'status', kind: 'status', tones: TONES });
    expect(fields.schema).toBe(contactSchema);
  });

  it('is typed by the row of the contract schema', () => {
    type Row = RowOf<typeof contactFields>;
    const status: Row['status'] = 'responded';
    const key: KeyOf<typeof contactFields> = 'createdAt';
    expect([status, key]).toEqual(['responded', 'createdAt']);
    // @ts-expect-error -- 'updatedAt' is a row key, but not a declared field
    const undeclared: KeyOf<typeof contactFields> = 'updatedAt';
    expect(undeclared).toBe('updatedAt');
  });

  it('refuses, at the typecheck, a key the row lacks, a field without a label, and a kind that does not fit', () => {
    const refused = () => [
      // @ts-expect-error -- the contact row has no 'phone'
      defineFields(contactSchema, { phone: { kind: 'text', label: 'x' } }),
      // @ts-expect-error -- a field without its label
      defineFields(contactSchema, { name: { kind: 'text' } }),
      // @ts-expect-error -- money is a number's kind, not a text's
      defineFields(contactSchema, { name: { kind: 'money', label: 'x' } }),
      // @ts-expect-error -- every status value needs its tone
      defineFields(contactSchema, { status: { kind: 'status', label: 'x', choices: (s) => s, tones: { new: 'blue' } } }),
      // @ts-expect-error -- the currency is read from a text key, not a number
      defineFields(packageSchema, { price: { kind: 'money', label: 'x', currency: 'sortOrder' } }),
      // @ts-expect-error -- a yes/no is a boolean's kind
      defineFields(packageSchema, { price: { kind: 'boolean', label: 'x' } }),
    ];
    expect(refused).toBeTypeOf('function');
  });

  it('refuses at run time a key the schema lacks (a cast around the typecheck)', () => {
    expect(() => defineFields(contactSchema, { phone: { kind: 'text', label: 'x' } } as never)).toThrow(/no key 'phone'/);
  });
});

describe('listFilters', () => {
  it('contacts: the search box, then a select per enum, named by its field, "all" first', () => {
    expect(contactFilters).toEqual([
      { type: 'search', source: 'q', placeholder: 'resources.contacts.search' },
      {
        type: 'select',
        source: 'status',
        label: 'resources.contacts.fields.status',
        minWidth: 200,
        options: [
          { label: 'resources.contacts.all_statuses', filter: {} },
          { label: 'resources.contacts.status.new', filter: { status: 'new' } },
          { label: 'resources.contacts.status.read', filter: { status: 'read' } },
          { label: 'resources.contacts.status.responded', filter: { status: 'responded' } },
          { label: 'resources.contacts.status.closed', filter: { status: 'closed' } },
        ],
      },
      expect.objectContaining({ type: 'select', source: 'category', label: 'resources.contacts.fields.category', minWidth: 240 }),
    ]);
    const category = contactFilters[2]!;
    expect(category.type === 'select' && category.options.map((o) => o.label)).toEqual([
      'resources.contacts.all_categories',
      ...['general', 'technical', 'billing', 'feedback', 'partnership', 'other'].map((c) => `resources.contacts.category.${c}`),
    ]);
  });

  it("packages: a boolean query parameter is a select of the field's two names, sent as 'true'/'false'", () => {
    expect(packageFilters.map((f) => f.type)).toEqual(['search', 'select', 'select']);
    expect(packageFilters[1]).toEqual({
      type: 'select',
      source: 'isActive',
      label: 'resources.packages.filter_status',
      minWidth: undefined,
      options: [
        { label: 'resources.packages.status_all', filter: {} },
        { label: 'resources.packages.active', filter: { isActive: 'true' } },
        { label: 'resources.packages.inactive', filter: { isActive: 'false' } },
      ],
    });
    expect(packageListQuery.shape.sort).toBeDefined(); // sorting is not a filter
  });

  it('dateFrom/dateTo are one date range; an enum without its "all" text is left out', () => {
    const query = z.object({
      search: z.string().optional(),
      status: contactListQuery.shape.status,
      dateFrom: z.string(),
      dateTo: z.string(),
      page: z.string(),
    });
    const filters = listFilters(query, contactFields, { all: { status: 'resources.contacts.all_statuses' }, dates: ['from', 'to'] });
    expect(filters.map((f) => f.type)).toEqual(['search', 'select', 'dateRange']);
    expect(filters[2]).toEqual({ type: 'dateRange', fromLabel: 'from', toLabel: 'to' });
    expect(filters[0]).toMatchObject({ placeholder: 'app.common.search' });
  });

  it('refuses a select no declared field names', () => {
    const fields = defineFields(contactSchema, { name: { kind: 'text', label: 'x' } });
    expect(() => listFilters(contactListQuery, fields, { all: { status: 'a', category: 'b' } })).toThrow(/'status'/);
  });
});
