// Contacts: the public contact form (the one route here without a session) and the admins'
// handling of what it brings in: list, stats, export, status (one or many), reply, delete.
import { contactReplySchema, contactRoutes, contactSchema, contactStatsSchema } from '../../../contract/contacts.js';
import { businessDay } from '../../core/business-time.js';
import { csvExport, csvHeaders } from '../../http/csv-export.js';
import { ok } from '../../http/envelope.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { contactStats, contactsCsv, contactWhere, getContact, listContacts } from './queries.js';
import { deleteContact, setContactsStatus, setContactStatus, submitContact } from './service.js';
import { exportSlot } from '../../http/export-slots.js';
import { listContactReplies, replyToContact } from './replies.js';

export const contactsArea = defineArea(
  { name: 'Contacts', description: 'Inquiries from the public contact form, and their handling.' },
  { Contact: contactSchema, ContactStats: contactStatsSchema, ContactReply: contactReplySchema },
);

contactsArea.bind(contactRoutes.submit, async (c, { body }) => {
  const { contactLimitPerHour } = c.get('deps').config;
  const contact = await inTransaction(c, (tx, actor) => submitContact(tx, actor, body, contactLimitPerHour));
  return ok(c, contact, 'Thank you for contacting us. We will get back to you soon.', 201);
});

contactsArea.bind(contactRoutes.list, async (c, { query }) => {
  const { db, config } = c.get('deps');
  return ok(c, await listContacts(db, query, config.listCountCap));
});

contactsArea.bind(contactRoutes.stats, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await contactStats(db, clock.now()));
});

contactsArea.bind(
  contactRoutes.export,
  async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return csvExport(db, contactsCsv(contactWhere(query), businessDay(clock.now()), csvHeaders(c).contacts));
  },
  { use: [exportSlot] },
);

contactsArea.bind(contactRoutes.bulkStatus, async (c, { body: { contactIds, status } }) => {
  const updated = await inTransaction(c, (tx, actor) => setContactsStatus(tx, actor, contactIds, status));
  return ok(c, { updated, status }, `${updated} contact(s) updated successfully`);
});

contactsArea.bind(contactRoutes.get, async (c, { id }) => ok(c, await getContact(c.get('deps').db, id)));

contactsArea.bind(contactRoutes.setStatus, async (c, { id, body }) => {
  const contact = await inTransaction(c, (tx, actor) => setContactStatus(tx, actor, id, body.status));
  return ok(c, contact, 'Contact status updated successfully');
});

// The mail is queued with the reply; the sender is woken once both are committed.
contactsArea.bind(contactRoutes.reply, async (c, { id, body }) => {
  const result = await inTransaction(c, (tx, actor) => replyToContact(tx, actor, id, body));
  c.get('deps').mailQueued();
  return ok(c, result, 'Reply sent', 201);
});

contactsArea.bind(contactRoutes.replies, async (c, { id }) => ok(c, { replies: await listContactReplies(c.get('deps').db, id) }));

contactsArea.bind(contactRoutes.delete, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deleteContact(tx, actor, id));
  return ok(c, { id }, 'Contact deleted successfully');
});
