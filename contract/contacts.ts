// Contact inquiries: statuses, categories and the public submission rules,
// shared by the server and the admin screens.
import { z } from 'zod';
import { count, instant } from './fields.js';
import { EMAIL_STATUSES } from './mail.js';
import { deletedIdSchema } from './envelope.js';
import { paginationSchema } from './lists.js';
import { CSV_FILE } from './responses.js';
import { route } from './route.js';
import { dateParam, pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';

export const CONTACTS_PAGE_SIZE = 10;

import { CONTACT_CATEGORIES, CONTACT_STATUSES } from './contact-values.js';

export { CONTACT_CATEGORIES, type ContactCategory, CONTACT_STATUSES, type ContactStatus } from './contact-values.js';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The public form `POST /api/contact`. */
export const contactSubmissionBody = z.object({
  name: text('Name', CONTACT_LIMITS.name),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email({ message: 'Invalid email address' })),
  subject: text('Subject', CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_LIMITS.message),
  category: z.enum(CONTACT_CATEGORIES, { message: 'Invalid category' }).default('general'),
});
export type ContactSubmission = z.input<typeof contactSubmissionBody>;

export const contactStatusSchema = z.enum(CONTACT_STATUSES, { message: 'Status must be one of new, read, responded, closed' });

export const contactStatusBody = z.object({ status: contactStatusSchema });

export const contactBulkStatusBody = z.object({
  contactIds: z.array(z.uuid('Invalid contact id')).min(1, 'Select at least one contact').max(1000, 'At most 1000 contacts at once'),
  status: contactStatusSchema,
});

export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: instant,
  updatedAt: instant,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactStatsSchema = z.object({
  total: count,
  today: count,
  byStatus: z.record(z.enum(CONTACT_STATUSES), count),
  byCategory: z.record(z.enum(CONTACT_CATEGORIES), count),
});
export type ContactStats = z.infer<typeof contactStatsSchema>;

/** Only sorts an index serves (docs/api.md "Lists": fast at 1,000,000 rows). */
export const CONTACT_SORT_FIELDS = ['createdAt'] as const;
const statusFilter = z.enum(CONTACT_STATUSES, { message: 'Invalid status' }).optional();
const categoryFilter = z.enum(CONTACT_CATEGORIES, { message: 'Invalid category' }).optional();

export const contactListQuery = z.object({
  ...pageQuery(CONTACTS_PAGE_SIZE),
  ...seekQuery,
  search: searchParam,
  status: statusFilter,
  category: categoryFilter,
  sort: sortParam(CONTACT_SORT_FIELDS).default('createdAt'),
  order: sortOrder,
});
export const contactExportQuery = z
  .object({ status: statusFilter, category: categoryFilter, search: searchParam, dateFrom: dateParam.optional(), dateTo: dateParam.optional() })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateTo'] });

export const contactListSchema = z.object({ contacts: z.array(contactSchema), pagination: paginationSchema });
export const contactBulkStatusResultSchema = z.object({ updated: count, status: z.enum(CONTACT_STATUSES) });

export const CONTACT_REPLY_LIMITS = { subject: 200, body: 5000 } as const;

/** `POST /api/contact/{id}/reply`: a plain-text message to the contact's address. */
export const contactReplyBody = z.object({
  subject: text('Subject', CONTACT_REPLY_LIMITS.subject).refine((s) => !/[\r\n]/.test(s), 'Subject must be one line'),
  body: text('Body', CONTACT_REPLY_LIMITS.body),
});
export type ContactReplyInput = z.input<typeof contactReplyBody>;

/** A reply sent from the panel, with who sent it and how its mail is doing. */
export const contactReplySchema = z.object({
  id: z.uuid(),
  contactId: z.uuid(),
  admin: z.object({ id: z.uuid(), name: z.string() }).nullable().meta({ description: 'Who replied; null when that admin no longer exists' }),
  subject: z.string(),
  body: z.string(),
  createdAt: instant,
  delivery: z
    .enum(EMAIL_STATUSES)
    .nullable()
    .meta({ description: "The mail's state in the outbox (queued, sending, sent, failed); null when the outbox row is gone" }),
  sentAt: instant.nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
export const contactRepliesSchema = z.object({ replies: z.array(contactReplySchema) });
/** `data` of the reply: the contact as it now is (responded) and the reply recorded. */
export const contactReplyResultSchema = z.object({ contact: contactSchema, reply: contactReplySchema });

const CONTACTS = '/api/contact';

/** The contacts' routes (contract/route.ts): the public form, and the admins' handling of what it brings in. */
export const contactRoutes = {
  submit: route({
    method: 'post',
    path: CONTACTS,
    summary: 'Send the public contact form',
    public: true,
    body: contactSubmissionBody,
    data: contactSchema,
    status: 201,
    errors: { 429: 'Too many submissions from this address: wait for Retry-After seconds' },
  }),
  list: route({ method: 'get', path: CONTACTS, summary: 'List contacts', permission: 'contacts.read', query: contactListQuery, data: contactListSchema }),
  stats: route({ method: 'get', path: `${CONTACTS}/stats`, summary: 'Counts per status and category', permission: 'contacts.read', data: contactStatsSchema }),
  export: route({
    method: 'get',
    path: `${CONTACTS}/export`,
    summary: 'Export the filtered contacts as CSV (headers in the Accept-Language: en, vi)',
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'contacts.export',
    query: contactExportQuery,
    file: CSV_FILE,
  }),
  bulkStatus: route({
    method: 'patch',
    path: `${CONTACTS}/bulk-status`,
    summary: 'Set the status of contacts',
    permission: 'contacts.edit',
    body: contactBulkStatusBody,
    data: contactBulkStatusResultSchema,
  }),
  get: route({ method: 'get', path: `${CONTACTS}/{id}`, summary: 'Get a contact', permission: 'contacts.read', entity: 'CONTACT', data: contactSchema }),
  setStatus: route({
    method: 'patch',
    path: `${CONTACTS}/{id}/status`,
    summary: 'Set the status of a contact',
    permission: 'contacts.edit',
    entity: 'CONTACT',
    body: contactStatusBody,
    data: contactSchema,
  }),
  reply: route({
    method: 'post',
    path: `${CONTACTS}/{id}/reply`,
    summary: "Reply to a contact by email (queued in the outbox; the contact's status becomes responded)",
    permission: 'contacts.edit',
    entity: 'CONTACT',
    body: contactReplyBody,
    data: contactReplyResultSchema,
    status: 201,
    errors: { 409: 'SMTP_NOT_CONFIGURED: Settings › Email has no SMTP host or from address; nothing is recorded' },
  }),
  replies: route({
    method: 'get',
    path: `${CONTACTS}/{id}/replies`,
    summary: 'The replies sent to a contact, newest first',
    permission: 'contacts.read',
    entity: 'CONTACT',
    data: contactRepliesSchema,
  }),
  delete: route({
    method: 'delete',
    path: `${CONTACTS}/{id}`,
    summary: 'Delete a contact',
    permission: 'contacts.delete',
    entity: 'CONTACT',
    data: deletedIdSchema,
  }),
};
