// Order detail (/admin/orders/{id}): header with the order code; Refresh, Verify
// Order and Cancel Order only when the order allows them and the role may change orders
// (confirmed first, reloaded after); the seven cards; 'Order Not Found' for an unknown id,
// and any other failed load says 'Failed to load order details' and returns to the list.
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import DataObjectIcon from '@mui/icons-material/DataObjectOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import RefreshIcon from '@mui/icons-material/Refresh';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { DetailPage, type DetailQuery } from '../../components/DetailPage';
import { SectionCard } from '../../components/SectionCard';
import type { Order, OrderActionStatus } from '../../../contract/orders';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { CustomerCard, PackageCard, PaymentInfoCard, PaymentsCard, QrCard, StatusCard, SubscriptionCard } from './OrderDetailCards';
import { useOrderStatusAction } from './useOrderStatusAction';

/** The header's buttons, and the confirmation Verify and Cancel ask first. */
function OrderActions({ order, query, canEdit }: { order: Order; query: DetailQuery; canEdit?: boolean }) {
  const translate = useTranslate();
  const action = useOrderStatusAction(order.id, query.refetch);
  // The dialog keeps its last action while it fades out, so its texts do not flip.
  const [confirming, setConfirming] = useState<OrderActionStatus | null>(null);
  const [shown, setShown] = useState<OrderActionStatus>('VERIFIED');
  const ask = (status: OrderActionStatus) => {
    setShown(status);
    setConfirming(status);
  };
  const confirm = () => {
    if (confirming) action.mutate(confirming, { onSettled: () => setConfirming(null) });
  };
  return (
    <>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={query.refetch} disabled={query.isFetching}>
        {translate('app.common.refresh')}
      </Button>
      <HistoryButton entity="order" id={String(order.id)} />
      {canEdit && order.canVerify && (
        <Button variant="contained" color="success" startIcon={<VerifiedIcon />} onClick={() => ask('VERIFIED')} disabled={action.isPending}>
          {translate('resources.orders.verify')}
        </Button>
      )}
      {canEdit && order.canCancel && (
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => ask('CANCELLED')} disabled={action.isPending}>
          {translate('resources.orders.cancel')}
        </Button>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={action.isPending}
        title={shown === 'VERIFIED' ? 'resources.orders.verify_title' : 'resources.orders.cancel_title'}
        content={shown === 'VERIFIED' ? 'resources.orders.verify_confirm' : 'resources.orders.cancel_confirm'}
        confirm={shown === 'VERIFIED' ? 'resources.orders.verify' : 'resources.orders.cancel'}
        cancel={shown === 'CANCELLED' ? 'resources.orders.keep_order' : 'app.common.cancel'}
        confirmColor={shown === 'VERIFIED' ? 'primary' : 'warning'}
        onConfirm={confirm}
        onClose={() => !action.isPending && setConfirming(null)}
      />
    </>
  );
}

function OrderCards({ order }: { order: Order }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SectionCard title="resources.orders.cards.status" icon={<InfoIcon />}>
          <StatusCard order={order} />
        </SectionCard>
        <SectionCard title="resources.orders.cards.customer" icon={<PersonIcon />}>
          <CustomerCard order={order} />
        </SectionCard>
        <SectionCard title="resources.orders.cards.subscription" icon={<CardMembershipIcon />}>
          <SubscriptionCard order={order} />
        </SectionCard>
        <SectionCard title="resources.orders.cards.payment_info" icon={<DataObjectIcon />}>
          <PaymentInfoCard order={order} />
        </SectionCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SectionCard title="resources.orders.cards.package" icon={<InventoryIcon />}>
          <PackageCard order={order} />
        </SectionCard>
        <SectionCard title="resources.orders.cards.payments" icon={<PaymentsIcon />}>
          <PaymentsCard order={order} />
        </SectionCard>
        <SectionCard title="resources.orders.cards.qr" icon={<QrCodeIcon />}>
          <QrCard order={order} />
        </SectionCard>
      </Box>
    </Box>
  );
}

export default function OrderShow() {
  // Asked while the order loads, and waited for, so its buttons come with it.
  const { canAccess: canEdit, isPending: asking } = useCanAccess({ resource: 'orders', action: 'edit' });
  return (
    <DetailPage<Order>
      resource="orders"
      back="resources.orders.back"
      notFound={{ title: 'resources.orders.not_found_title', text: 'resources.orders.not_found_text' }}
      failed="resources.orders.load_failed"
      onFailure="leave"
      waiting={asking}
      header={(order, query) => ({ title: order.orderCode, actions: <OrderActions order={order} query={query} canEdit={canEdit} /> })}
    >
      {(order) => <OrderCards order={order} />}
    </DetailPage>
  );
}
