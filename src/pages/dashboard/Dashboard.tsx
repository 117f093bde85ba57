// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function Dashboard() {
  return <PageHeader title="app.dashboard.title" />;
}
