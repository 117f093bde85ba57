// Settings › Email's 'Send test email': one message straight through SMTP (not the queue), so
// the admin learns at once whether the settings work.
import type { MailLanguage } from '../../contract/mail.js';
import { emailHtml } from './html.js';
import { MAIL_TEXTS } from './texts.js';
import { type EmailSettings, sendMail } from './smtp.js';

export async function sendTestEmail(settings: EmailSettings, to: string, language: MailLanguage, site: string): Promise<void> {
  const texts = MAIL_TEXTS[language];
  const subject = texts.test.subject(site);
  const body = texts.test.body(site);
  await sendMail(settings, {
    to,
    subject,
    text: `${body}\n\n${texts.signoff(site)}\n`,
    html: emailHtml({ language, title: subject, paragraphs: [body], signoff: texts.signoff(site) }),
  });
}
