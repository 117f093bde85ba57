// The contact's fields, declared once (src/components/fields): the list's columns and phone
// cards, its filter bar, and the detail rows follow from here.
import { contactListQuery, contactSchema } from '../../../contract/contacts';
import { defineFields } from '../../components/fields/kinds';
import { listFilters } from '../../components/fields/filters';
import { STATUS_TONES } from './contactStatus';

export const contactFields = defineFields(contactSchema, {
  name: { kind: 'text', label: 'resources.contacts.fields.name' },
  email: { kind: 'email', label: 'resources.contacts.fields.email' },
  subject: { kind: 'text', label: 'resources.contacts.fields.subject' },
  message: { kind: 'text', multiline: true, label: 'resources.contacts.fields.message' },
  // No tones: a category is an outlined chip, an unknown one its raw text.
  category: { kind: 'status', choices: (c) => `resources.contacts.category.${c}`, label: 'resources.contacts.fields.category' },
  status: { kind: 'status', choices: (s) => `resources.contacts.status.${s}`, tones: STATUS_TONES, label: 'resources.contacts.fields.status' },
  createdAt: { kind: 'dateTime', sortable: true, label: 'resources.contacts.fields.createdAt' },
});

export const contactFilters = listFilters(contactListQuery, contactFields, {
  search: 'resources.contacts.search',
  all: { status: 'resources.contacts.all_statuses', category: 'resources.contacts.all_categories' },
  widths: { status: 200, category: 240 },
});
