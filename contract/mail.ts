// Mail the server sends (email_outbox): the states a message goes through and what the
// panel shows of a user's messages. zod-free: the users screen imports it.

/** queued: waiting (or retrying after a backoff); sending: a sender has it; sent; failed: gave up. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The languages the server writes mail in. */
export const MAIL_LANGUAGES = ['en', 'vi'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** One message to a user, as `GET /api/admin/users/{id}/emails` returns it (extension). */
export interface UserEmail {
  id: string;
  kind: string;
  subject: string;
  language: MailLanguage | null;
  status: EmailStatus;
  /** Tries so far (a try in progress counts). */
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it is tried again (queued), or null. */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface UserEmailsResponse {
  emails: UserEmail[];
  /** False while Settings › Email has no SMTP host or from address: queued mail waits. */
  smtpConfigured: boolean;
  /** Tries before a message is marked failed. */
  maxAttempts: number;
}

/** `data` of `POST /api/admin/users/{id}/resend-verification` (extension). */
export interface VerificationQueued {
  emailId: string;
  smtpConfigured: boolean;
}
