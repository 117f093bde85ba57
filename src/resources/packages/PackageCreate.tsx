// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function PackageCreate() {
  return <PageHeader title="app.menu.packages" />;
}
