// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function OrderShow() {
  return <PageHeader title="app.menu.orders" />;
}
