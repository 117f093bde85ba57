// The language a request asks for (its Accept-Language), among those the server writes in:
// the emails it queues, the pages it answers, the CSV headers it writes.
import { isMailLanguage, type MailLanguage } from '../../contract/mail.js';

/** The first language of an Accept-Language header that we write in, else English. */
export function languageOf(acceptLanguage: string | undefined): MailLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (isMailLanguage(primary)) return primary;
  }
  return 'en';
}

export const requestLanguage = (c: { req: { header(name: string): string | undefined } }): MailLanguage => languageOf(c.req.header('accept-language'));
