// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function TemplateList() {
  return <PageHeader title="app.menu.templates" />;
}
