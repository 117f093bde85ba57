// The contacts list on narrow screens: one card per contact instead of a wide table, from
// the declared fields (fields.ts), with the same badges and row actions.
import { FieldCards } from '../../components/fields/FieldCard';
import { ContactRowActions } from './ContactRowActions';
import { contactFields } from './fields';

const LAYOUT = { title: 'name', subtitle: 'email', badge: 'status', body: 'subject', meta: 'createdAt', chips: ['category'] } as const;

export function ContactCards() {
  return <FieldCards fields={contactFields} layout={LAYOUT} actions={(record) => <ContactRowActions record={record} />} testId="contact-card" />;
}
