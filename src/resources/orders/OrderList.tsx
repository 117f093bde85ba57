// Placeholder until this area's issue lands.
import { PageHeader } from '../../components/PageHeader';

export default function OrderList() {
  return <PageHeader title="app.menu.orders" />;
}
