// Mail the server sends (email_outbox): the states a message goes through and its languages.
// zod-free: the users screen imports it (the routes' schemas are in mail-schemas.ts).

/** queued: waiting (or retrying after a backoff); sending: a sender has it; sent; failed: gave up. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The languages the server writes mail in. */
export const MAIL_LANGUAGES = ['en', 'vi'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const isMailLanguage = (value: unknown): value is MailLanguage => (MAIL_LANGUAGES as readonly unknown[]).includes(value);
