// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function CvShow() {
  return <PageHeader title="app.menu.cvs" />;
}
