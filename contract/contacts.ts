// Contact inquiries: statuses, categories (spec §3/§4) and the public submission rules,
// shared by the server and the admin screens.
import { z } from 'zod';

export const CONTACT_STATUSES = ['new', 'read', 'responded', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feedback', 'partnership', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The public form `POST /api/contact`. */
export const contactSubmissionSchema = z.object({
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
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

export const contactStatusSchema = z.enum(CONTACT_STATUSES, { message: 'Status must be one of new, read, responded, closed' });

export const contactStatusBody = z.object({ status: contactStatusSchema });

export const contactBulkStatusBody = z.object({
  contactIds: z.array(z.uuid('Invalid contact id')).min(1, 'Select at least one contact').max(1000, 'At most 1000 contacts at once'),
  status: contactStatusSchema,
});

export interface Contact {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
  status: ContactStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ContactStats {
  total: number;
  today: number;
  byStatus: Record<ContactStatus, number>;
  byCategory: Record<ContactCategory, number>;
}
