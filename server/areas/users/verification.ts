// Email verification: the translated message queued for a user (its link is put in just
// before it is sent: mail/verification-link.ts) and the link's use, which marks the address
// verified once.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isMailLanguage, type MailLanguage } from '../../../contract/mail.js';
import type { Db, Tx } from '../../db/client.js';
import { cvs, emailOutbox, emailVerificationTokens, userActivity, users } from '../../db/schema.js';
import { hashToken } from '../../security/tokens.js';
import { emailHtml } from '../../mail/html.js';
import { MAIL_TEXTS, type VerificationOutcome } from '../../mail/texts.js';
import { type NewMail, NO_ERROR, type OutboxRow, queueMail } from '../../mail/outbox.js';
import { URL_SLOT, VERIFICATION_KIND } from '../../mail/verification-link.js';

/**
 * Users have no language of their own; the language they write their CVs in is the best sign
 * of the one they read. Their newest CV's language when we write it, else the admin's.
 */
export async function verificationLanguage(tx: Tx, userId: string, fallback: MailLanguage): Promise<MailLanguage> {
  const [cv] = await tx.select({ language: cvs.language }).from(cvs).where(eq(cvs.userId, userId)).orderBy(desc(cvs.updatedAt)).limit(1);
  return isMailLanguage(cv?.language) ? cv.language : fallback;
}

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

function composeVerification(user: Recipient, language: MailLanguage, site: string) {
  const texts = MAIL_TEXTS[language];
  const v = texts.verification;
  const subject = v.subject(site);
  const greeting = v.greeting(user.firstName);
  const intro = v.intro(user.email, site);
  const notes = [v.expiry, v.ignore(site)];
  const body = [greeting, '', intro, '', URL_SLOT, '', ...notes, '', texts.signoff(site)].join('\n');
  const htmlBody = emailHtml({
    language,
    title: subject,
    greeting,
    paragraphs: [intro],
    button: { label: v.button, url: URL_SLOT, hint: v.linkHint },
    notes,
    signoff: texts.signoff(site),
  });
  return { subject, body, htmlBody };
}

/** Queues the verification message; one still waiting for this user is rewritten instead of joined by a second. */
export async function queueVerificationEmail(tx: Tx, now: Date, user: Recipient, language: MailLanguage, site: string): Promise<OutboxRow> {
  const mail: NewMail = {
    userId: user.id,
    toEmail: user.email,
    kind: VERIFICATION_KIND,
    language,
    createdAt: now,
    ...composeVerification(user, language, site),
  };
  const waiting = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.kind, VERIFICATION_KIND), eq(emailOutbox.status, 'queued')))
    .limit(1);
  const { createdAt: _, ...changes } = mail;
  const [rewritten] = await tx
    .update(emailOutbox)
    .set({ ...changes, attempts: 0, ...NO_ERROR, nextAttemptAt: now })
    .where(and(inArray(emailOutbox.id, waiting), eq(emailOutbox.status, 'queued')))
    .returning();
  return rewritten ?? queueMail(tx, mail);
}

export interface VerificationResult {
  outcome: VerificationOutcome;
  /** The language the message was written in (the page answers in it). */
  language?: MailLanguage;
  email?: string;
}

/**
 * What a link's token would do now, looked at (locked) in `tx`: `usable` when it would verify,
 * else why not. Nothing is spent here.
 */
async function inspectToken(tx: Tx, token: string, now: Date) {
  if (!token || token.length > 100) return { outcome: 'invalid' as const };
  const [found] = await tx
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
    .for('update');
  if (!found) return { outcome: 'invalid' as const };
  const language: MailLanguage = isMailLanguage(found.language) ? found.language : 'en';
  if (found.usedAt) return { outcome: 'used' as const, language };
  if (found.expiresAt <= now) return { outcome: 'expired' as const, language };
  const [user] = await tx.select().from(users).where(eq(users.id, found.userId)).for('update');
  // The account's address changed since: this link verifies the old one, which it no longer is.
  if (!user || user.email.toLowerCase() !== found.email.toLowerCase()) return { outcome: 'invalid' as const, language };
  return { outcome: 'usable' as const, language, found, user };
}

/** What opening the link shows: the button when it would verify, else why not (a scanner spends nothing). */
export async function checkVerificationToken(
  db: Db,
  now: Date,
  token: string,
): Promise<Omit<VerificationResult, 'outcome'> & { outcome: VerificationOutcome | 'usable' }> {
  return db.transaction(async (tx) => {
    const seen = await inspectToken(tx, token, now);
    return { outcome: seen.outcome, language: seen.language, email: seen.outcome === 'usable' ? seen.found.email : undefined };
  });
}

/** Uses a link's token (the page's button): verifies the address it was sent to, once, before it expires. */
export async function redeemVerificationToken(
  db: Db,
  now: Date,
  token: string,
  from: { ipAddress: string; userAgent: string | null },
): Promise<VerificationResult> {
  return db.transaction(async (tx) => {
    const seen = await inspectToken(tx, token, now);
    if (seen.outcome !== 'usable') return { outcome: seen.outcome, language: seen.language };
    const { found, user, language } = seen;
    await tx.update(emailVerificationTokens).set({ usedAt: now }).where(eq(emailVerificationTokens.id, found.id));
    if (!user.emailVerified) {
      await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
      await tx
        .insert(userActivity)
        .values({ userId: user.id, type: 'email_verified', action: 'Confirmed their email address', details: found.email, ...from, timestamp: now });
    }
    return { outcome: 'verified', language, email: found.email };
  });
}
