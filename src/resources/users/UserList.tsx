// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function UserList() {
  return <PageHeader title="app.menu.users" />;
}
