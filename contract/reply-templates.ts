// Reply templates: the support team's canned answers to contact inquiries, with
// `{{firstName}}`-style placeholders filled from the contact when a reply is composed.
// A plain entity (contract/crud.ts): this declaration is all the contract says of it.
import { z } from 'zod';
import { CONTACT_CATEGORIES } from './contact-values.js';
import { defineCrud } from './crud.js';
import { instant } from './fields.js';
import { boolParam } from './query.js';

export const REPLY_TEMPLATE_LIMITS = { title: 120, subject: 200, body: 5000 } as const;

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const replyTemplateBody = z.object({
  title: text(REPLY_TEMPLATE_LIMITS.title, 'Title'),
  subject: text(REPLY_TEMPLATE_LIMITS.subject, 'Subject'),
  body: text(REPLY_TEMPLATE_LIMITS.body, 'Body'),
  category: z.enum(CONTACT_CATEGORIES, { message: `Category must be one of ${CONTACT_CATEGORIES.join(', ')}` }),
  // Optional, not defaulted: an update that leaves it out must not switch it on (the table's default is true).
  isActive: z.boolean().optional(),
});

export const replyTemplateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subject: z.string(),
  body: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  isActive: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplates = defineCrud({
  name: 'reply-templates',
  entity: 'REPLY_TEMPLATE',
  label: 'Reply template',
  tag: { name: 'Reply templates', description: "The support team's canned answers to contact inquiries." },
  audit: 'reply_template',
  grants: { support: ['read', 'edit', 'delete'] },
  row: replyTemplateSchema,
  body: replyTemplateBody,
  sort: ['updatedAt', 'title', 'createdAt'],
  filters: { category: z.enum(CONTACT_CATEGORIES), isActive: boolParam },
  pageSize: 20,
  example: {
    title: 'Billing question answered',
    subject: 'Re: {{subject}}',
    body: 'Hello {{firstName}},\n\nThank you for contacting us about {{subject}}. Your invoice is attached.',
    category: 'billing',
  },
  fields: {
    title: { kind: 'text', list: true, primary: true },
    subject: { kind: 'text', list: true },
    // The contacts' own categories, named as the contacts screens name them.
    category: { kind: 'status', list: true, choices: 'resources.contacts.category' },
    isActive: { kind: 'boolean', list: true, initial: true },
    body: { kind: 'longText' },
    updatedAt: { kind: 'dateTime', list: true },
    createdAt: { kind: 'dateTime' },
  },
});
