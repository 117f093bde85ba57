// Bulk Verify / Cancel of the selected orders, each after a confirmation. The
// server applies each order's own rule; the admin hears how many changed and why others did not.
import CancelIcon from '@mui/icons-material/CancelOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { OrderActionStatus } from '../../../contract/orders';
import type { WithMethods } from '../../api/dataProvider';
import type { ordersApi } from './api';
import { sayServer, serverMessage } from '../../lib/serverMessage';

export function OrderBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof ordersApi>>();
  const { selectedIds, onUnselectItems, refetch } = useListContext();
  const [action, setAction] = useState<OrderActionStatus | null>(null);
  // The dialog keeps its last action while it fades out, so its texts do not flip.
  const [shown, setShown] = useState<OrderActionStatus>('VERIFIED');
  const ask = (status: OrderActionStatus) => {
    setShown(status);
    setAction(status);
  };
  const verify = shown === 'VERIFIED';

  const mutation = useMutation({
    mutationFn: (status: OrderActionStatus) => dataProvider.bulkUpdateOrders(selectedIds, status),
    onSuccess: (result, status) => {
      if (result.updated > 0) {
        notify(status === 'VERIFIED' ? 'resources.orders.bulk_verified' : 'resources.orders.bulk_cancelled', {
          type: 'success',
          messageArgs: { n: result.updated },
        });
      }
      if (result.failed.length) {
        const reasons = [...new Set(result.failed.map((f) => sayServer(translate, f)))].join('; ');
        notify('resources.orders.bulk_skipped', { type: 'warning', messageArgs: { smart_count: result.failed.length, reasons }, multiLine: true });
      }
      onUnselectItems();
      void refetch(); // never rejects: a failed load is the list's error
    },
    onError: (error, status) =>
      notify(serverMessage(error, status === 'VERIFIED' ? 'resources.orders.verify_failed' : 'resources.orders.cancel_failed'), { type: 'error' }),
    onSettled: () => setAction(null),
  });

  if (!selectedIds.length) return null;
  return (
    <>
      <Button size="small" color="success" startIcon={<VerifiedIcon />} onClick={() => ask('VERIFIED')}>
        {translate('resources.orders.bulk_verify')}
      </Button>
      <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => ask('CANCELLED')}>
        {translate('resources.orders.bulk_cancel')}
      </Button>
      <Confirm
        isOpen={action !== null}
        loading={mutation.isPending}
        title={verify ? 'resources.orders.bulk_verify_title' : 'resources.orders.bulk_cancel_title'}
        content={verify ? 'resources.orders.bulk_verify_text' : 'resources.orders.bulk_cancel_text'}
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        confirm={verify ? 'resources.orders.bulk_verify_confirm' : 'resources.orders.bulk_cancel_confirm'}
        cancel={verify ? 'app.common.cancel' : 'resources.orders.keep_orders'}
        confirmColor={verify ? 'primary' : 'warning'}
        onConfirm={() => action && mutation.mutate(action)}
        onClose={() => !mutation.isPending && setAction(null)}
      />
    </>
  );
}
