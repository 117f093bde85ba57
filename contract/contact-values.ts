// A contact's statuses and categories: the words the contact screens and the reply templates share.
export const CONTACT_STATUSES = ['new', 'read', 'responded', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feedback', 'partnership', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
