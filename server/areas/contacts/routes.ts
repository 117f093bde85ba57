// Contacts: the public contact form (the one route here without a session) and the admins'
// handling of what it brings in: list, stats, export, status (one or many), delete.
import {
  contactBulkStatusBody,
  contactBulkStatusResult,
  contactExportQuery,
  contactListQuery,
  contactListSchema,
  contactSchema,
  contactStatsSchema,
  contactStatusBody,
  contactSubmissionSchema,
} from '../../../contract/contacts.js';
import { deletedIdResult } from '../../../contract/envelope.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { inTransaction } from '../../http/request.js';
import { CSV_FILE } from '../../http/responses.js';
import { defineArea } from '../../http/route.js';
import { contactStats, contactsCsv, contactWhere, getContact, listContacts } from './queries.js';
import { deleteContact, setContactsStatus, setContactStatus, submitContact } from './service.js';
import { exportSlot } from '../../http/export-slots.js';

export const contactsArea = defineArea(
  { name: 'Contacts', description: 'Inquiries from the public contact form, and their handling.' },
  { Contact: contactSchema, ContactStats: contactStatsSchema },
);

const BASE = '/api/contact';

contactsArea.post(
  BASE,
  {
    summary: 'Send the public contact form',
    public: true,
    body: contactSubmissionSchema,
    data: contactSchema,
    status: 201,
    errors: { 429: 'Too many submissions from this address: wait for Retry-After seconds' },
  },
  async (c, { body }) => {
    const { contactLimitPerHour } = c.get('deps').config;
    const contact = await inTransaction(c, (tx, actor) => submitContact(tx, actor, body, contactLimitPerHour));
    return ok(c, contact, 'Thank you for contacting us. We will get back to you soon.', 201);
  },
);

contactsArea.get(BASE, { summary: 'List contacts', permission: 'contacts.read', query: contactListQuery, data: contactListSchema }, async (c, { query }) => {
  const { db, config } = c.get('deps');
  return ok(c, await listContacts(db, query, config.listCountCap));
});

contactsArea.get(`${BASE}/stats`, { summary: 'Counts per status and category', permission: 'contacts.read', data: contactStatsSchema }, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await contactStats(db, clock.now()));
});

contactsArea.get(
  `${BASE}/export`,
  {
    summary: 'Export the filtered contacts as CSV (headers in the Accept-Language: en, vi)',
    use: [exportSlot],
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'contacts.export',
    query: contactExportQuery,
    file: CSV_FILE,
  },
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return csvExport(db, contactsCsv(contactWhere(query), businessDay(clock.now()), csvHeaders(c).contacts));
  },
);

contactsArea.patch(
  `${BASE}/bulk-status`,
  { summary: 'Set the status of contacts', permission: 'contacts.edit', body: contactBulkStatusBody, data: contactBulkStatusResult },
  async (c, { body: { contactIds, status } }) => {
    const updated = await inTransaction(c, (tx, actor) => setContactsStatus(tx, actor, contactIds, status));
    return ok(c, { updated, status }, `${updated} contact(s) updated successfully`);
  },
);

contactsArea.get(`${BASE}/{id}`, { summary: 'Get a contact', permission: 'contacts.read', entity: 'Contact', data: contactSchema }, async (c, { id }) =>
  ok(c, await getContact(c.get('deps').db, id)),
);

contactsArea.patch(
  `${BASE}/{id}/status`,
  { summary: 'Set the status of a contact', permission: 'contacts.edit', entity: 'Contact', body: contactStatusBody, data: contactSchema },
  async (c, { id, body }) => {
    const contact = await inTransaction(c, (tx, actor) => setContactStatus(tx, actor, id, body.status));
    return ok(c, contact, 'Contact status updated successfully');
  },
);

contactsArea.delete(
  `${BASE}/{id}`,
  { summary: 'Delete a contact', permission: 'contacts.delete', entity: 'Contact', data: deletedIdResult },
  async (c, { id }) => {
    await inTransaction(c, (tx, actor) => deleteContact(tx, actor, id));
    return ok(c, { id }, 'Contact deleted successfully');
  },
);
