// Verify or cancel one order (detail page), then reload it, with its failure messages.
import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { ordersApi } from './api';
import type { OrderActionStatus } from '../../../contract/orders';
import { serverMessage } from '../../lib/serverMessage';

export function useOrderStatusAction(id: Identifier, reload: () => unknown) {
  const dataProvider = useDataProvider<WithMethods<typeof ordersApi>>();
  const notify = useNotify();
  return useMutation({
    mutationFn: (status: OrderActionStatus) => dataProvider.updateOrderStatus(id, status),
    onSuccess: (_res, status) => notify(status === 'VERIFIED' ? 'resources.orders.verified' : 'resources.orders.cancelled', { type: 'success' }),
    onError: (error, status) =>
      notify(serverMessage(error, status === 'VERIFIED' ? 'resources.orders.verify_failed' : 'resources.orders.cancel_failed'), { type: 'error' }),
    // Reload either way: a refusal usually means the order changed meanwhile.
    onSettled: () => reload(),
  });
}
