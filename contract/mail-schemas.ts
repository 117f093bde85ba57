// The mail routes' request and response schemas (extensions); the types are derived here.
// Apart from contract/mail.ts so that the users screen reads the states without zod.
import { z } from 'zod';
import { count, instant } from './fields.js';
import { EMAIL_STATUSES, MAIL_LANGUAGES } from './mail.js';

/** The newest messages `GET /api/admin/users/{id}/emails` returns. */
export const USER_EMAILS_SHOWN = 10;

/** One message to a user, as `GET /api/admin/users/{id}/emails` returns it. */
export const userEmailSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  subject: z.string(),
  language: z.enum(MAIL_LANGUAGES).nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: count.meta({ description: 'Tries so far (a try in progress counts)' }),
  lastError: z.string().nullable().meta({ description: 'Why the last try failed, in English' }),
  lastErrorCode: z
    .string()
    .nullable()
    .meta({ description: "The same reason by its code (as an error answer's `code`), for a client that says it in its own language" }),
  lastErrorParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .meta({ description: "The values in the code's sentence" }),
  createdAt: instant,
  nextAttemptAt: instant.nullable().meta({ description: 'When it is tried again (queued), or null' }),
  sentAt: instant.nullable(),
});
export type UserEmail = z.infer<typeof userEmailSchema>;

export const userEmailsResponseSchema = z.object({
  emails: z.array(userEmailSchema),
  smtpConfigured: z.boolean().meta({ description: 'False while Settings › Email has no SMTP host or from address: queued mail waits' }),
  maxAttempts: count.meta({ description: 'Tries before a message is marked failed' }),
});
export type UserEmailsResponse = z.infer<typeof userEmailsResponseSchema>;

/** `data` of `POST /api/admin/users/{id}/resend-verification`. */
export const verificationQueuedSchema = z.object({ emailId: z.uuid(), smtpConfigured: z.boolean() });
export type VerificationQueued = z.infer<typeof verificationQueuedSchema>;

/** `POST /api/admin/settings/email/test`: the Email form's values, saved or not, over the stored ones. */
export const emailTestBody = z.object({ settings: z.record(z.string(), z.unknown(), { message: 'Settings must be an object' }).default({}) });
export const emailTestResultSchema = z.object({ to: z.email() });

/** `GET /api/verify-email`: the token of the link. */
/** Never refused: a missing or wrong token gets the page that says the link is not valid. */
export const verifyEmailQuery = z.object({
  token: z
    .string()
    .optional()
    .transform((v) => (v?.includes('\u0000') ? undefined : v))
    .meta({ description: 'The single-use token of the verification link' }),
});
