// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function SettingsPage() {
  return <PageHeader title="app.settings.title" />;
}
