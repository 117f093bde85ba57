// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function PackageEdit() {
  return <PageHeader title="app.menu.packages" />;
}
