// The 'Reply via Email' draft: to the sender, subject 'Re: {subject}', a greeting that
// thanks them and names the subject. Texts come from the catalog, so they follow the UI language.
import type { TranslateFunction } from 'react-admin';

export function replyMailto(contact: { email: string; name: string; subject: string }, translate: TranslateFunction): string {
  const subject = translate('resources.contacts.reply_subject', { subject: contact.subject });
  const body = translate('resources.contacts.reply_body', { name: contact.name, subject: contact.subject });
  return `mailto:${encodeURIComponent(contact.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
