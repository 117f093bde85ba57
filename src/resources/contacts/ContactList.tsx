// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function ContactList() {
  return <PageHeader title="app.menu.contacts" />;
}
