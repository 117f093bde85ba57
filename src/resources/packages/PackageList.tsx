// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function PackageList() {
  return <PageHeader title="app.menu.packages" />;
}
