// An order's view button: a labelled icon that opens its page (the table's last column, a phone card's action).
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useBasename, useTranslate } from 'react-admin';
import type { Order } from '../../../contract/orders';
import { IconAction } from '../../components/IconAction';

export function ViewButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const basename = useBasename();
  const label = translate('resources.orders.view', { code: order.orderCode });
  return (
    <IconAction label={label} size="small" to={`${basename}/orders/${order.id}`}>
      <ViewIcon fontSize="small" />
    </IconAction>
  );
}
