// Order detail (/admin/orders/{id}): header with the order code; Refresh, Verify
// Order and Cancel Order only when the order allows them and the role may change orders
// (confirmed first, reloaded after); the seven cards; 'Order Not Found' for an unknown id.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
import { Box, Button, Card, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, Title, useBasename, useCanAccess, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import type { Order, OrderActionStatus } from '../../../contract/orders';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { CustomerCard, PackageCard, PaymentInfoCard, PaymentsCard, QrCard, StatusCard, SubscriptionCard } from './OrderDetailCards';
import { useOrderStatusAction } from './useOrderStatusAction';
import { Spinner } from '../../components/Spinner';

function BackToOrders({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button variant={variant} size={variant === 'text' ? 'small' : 'medium'} startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/orders`}>
      {translate('resources.orders.back')}
    </Button>
  );
}

export default function OrderShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: order, isPending, isFetching, error, refetch } = useGetOne<Order>('orders', { id }, { retry: false });
  const action = useOrderStatusAction(id, refetch);
  const { canAccess: canEdit } = useCanAccess({ resource: 'orders', action: 'edit' });
  // The dialog keeps its last action while it fades out, so its texts do not flip.
  const [confirming, setConfirming] = useState<OrderActionStatus | null>(null);
  const [shown, setShown] = useState<OrderActionStatus>('VERIFIED');
  const ask = (status: OrderActionStatus) => {
    setShown(status);
    setConfirming(status);
  };
  const missing = (error as { status?: number } | null)?.status === 404;

  // A failed load (other than an unknown id) tells the admin and returns to the list.
  useEffect(() => {
    if (error && !missing) {
      notify('resources.orders.load_failed', { type: 'error' });
      redirect('list', 'orders');
    }
  }, [error, missing, notify, redirect]);

  if (missing) {
    return (
      <Card variant="outlined" sx={{ mt: 3 }}>
        <EmptyState title="resources.orders.not_found_title" text="resources.orders.not_found_text" action={<BackToOrders variant="contained" />} />
      </Card>
    );
  }
  if (isPending || !order) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner />
      </Box>
    );
  }

  const confirm = () => {
    if (confirming) action.mutate(confirming, { onSettled: () => setConfirming(null) });
  };
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={order.orderCode} />
      <Box sx={{ mt: 2 }}>
        <BackToOrders />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {order.orderCode}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
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
        </Box>
      </Box>

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
    </Box>
  );
}
