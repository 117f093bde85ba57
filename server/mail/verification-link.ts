// The single-use link of a verification email, put into the queued message just before it is
// sent: the token exists in clear only in the message that leaves (not in the outbox, not in
// the database, which keeps its SHA-256).
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailVerificationTokens } from '../db/schema.js';
import { hashToken, randomToken } from '../security/tokens.js';
import { escapeHtml } from './html.js';
import { INVITATION_KIND, invitationMail } from './invitation-link.js';
import type { OutboxRow } from './outbox.js';
import type { OutgoingMail } from './smtp.js';
import { isMailLanguage } from '../../contract/mail.js';

export const VERIFICATION_KIND = 'email_verification';
export const VERIFICATION_TTL_MS = 24 * 3_600_000;
/** Where the link goes in a queued message until it is sent (survives HTML escaping as is). */
export const URL_SLOT = '__VERIFICATION_URL__';
/** Used or expired tokens are kept this long, so a late click still gets the right page. */
const KEEP_OLD_TOKENS_MS = 30 * 24 * 3_600_000;

/**
 * The message as it goes out: a verification (or an admin's invitation: invitation-link.ts)
 * gets a fresh link, whose token only its hash outlives; any other kind (a contact reply: plain text, no HTML) goes as it was queued.
 */
export async function outgoingMail(db: Db, row: OutboxRow, publicUrl: string, now: Date): Promise<OutgoingMail> {
  const mail = { to: row.toEmail, subject: row.subject, text: row.body, html: row.htmlBody };
  if (row.kind === INVITATION_KIND) return invitationMail(db, row, mail, publicUrl, now);
  if (row.kind !== VERIFICATION_KIND || !row.userId || !row.body.includes(URL_SLOT)) return mail;
  const token = randomToken(32);
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, new Date(now.getTime() - KEEP_OLD_TOKENS_MS)));
  await db.insert(emailVerificationTokens).values({
    userId: row.userId,
    email: row.toEmail,
    tokenHash: hashToken(token),
    language: isMailLanguage(row.language) ? row.language : 'en',
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  const url = `${publicUrl}/api/verify-email?token=${token}`;
  return { ...mail, text: mail.text.replaceAll(URL_SLOT, url), html: mail.html?.replaceAll(URL_SLOT, escapeHtml(url)) };
}
