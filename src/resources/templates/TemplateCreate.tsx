// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function TemplateCreate() {
  return <PageHeader title="app.menu.templates" />;
}
