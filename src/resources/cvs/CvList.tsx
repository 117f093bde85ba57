// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function CvList() {
  return <PageHeader title="app.menu.cvs" />;
}
