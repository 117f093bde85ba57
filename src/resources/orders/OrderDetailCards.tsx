// The cards of the order detail page: status, package, related payments,
// customer, subscription, payment info (labelled bank details to copy, then the spec's JSON)
// and the QR code.
import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import type { Order } from '../../../contract/orders';
import { CREDIT_KINDS } from '../../../contract/users';
import { formatMoney, shortId } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { CreditsList } from '../../components/CreditsList';
import { localizedPackage } from '../../lib/localizedPackage';
import { UserNameLink } from '../../components/UserNameLink';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { monoFontFamily } from '../../theme';
import { Countdown } from './Countdown';
import { OrderStatusChip, OrderStatusIcon } from './OrderStatusChip';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { border: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 600, textAlign: 'right', minWidth: 0, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
};

export function StatusCard({ order }: { order: Order }) {
  const fmt = useFormat();
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <OrderStatusIcon status={order.status} />
        <OrderStatusChip status={order.status} size="medium" />
      </Box>
      <Field label="resources.orders.fields.order_id">
        <Box component="span" sx={{ fontFamily: 'monospace' }} title={order.id}>
          {order.id}
        </Box>
      </Field>
      <Field label="resources.orders.fields.order_code">{order.orderCode}</Field>
      <Field label="resources.orders.fields.amount">{formatMoney(order.amount, order.currency)}</Field>
      <Field label="resources.orders.fields.payment_method">
        {translate(`resources.orders.payment_methods.${order.paymentMethod}`, { _: order.paymentMethod })}
      </Field>
      <Field label="resources.orders.fields.created_at">{fmt.dateTime(order.createdAt)}</Field>
      {order.paidAt && <Field label="resources.orders.fields.paid_at">{fmt.dateTime(order.paidAt)}</Field>}
      {order.verifiedAt && <Field label="resources.orders.fields.verified_at">{fmt.dateTime(order.verifiedAt)}</Field>}
      {order.cancelledAt && <Field label="resources.orders.fields.cancelled_at">{fmt.dateTime(order.cancelledAt)}</Field>}
      <Field label="resources.orders.fields.expires_at">{fmt.dateTime(order.expiresAt)}</Field>
      {order.status === 'PENDING' && (
        <Field label="resources.orders.fields.time_remaining">
          <Countdown expiresAt={order.expiresAt} />
        </Field>
      )}
    </Box>
  );
}

export function PackageCard({ order }: { order: Order }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pkg = order.package;
  if (!pkg) return null;
  const text = localizedPackage(pkg, locale);
  const other = locale === 'vi' ? pkg.nameEn : pkg.name;
  return (
    <Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {text.name}
      </Typography>
      {other && other !== text.name && (
        <Typography variant="body2" color="text.secondary">
          {other}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {text.description}
      </Typography>
      <Field label="resources.orders.fields.price">{formatMoney(pkg.price, pkg.currency)}</Field>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 1 }}>
        {translate('resources.orders.fields.credits')}
      </Typography>
      <CreditsList credits={pkg.credits} dense />
      {text.features.length > 0 && (
        <>
          <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 1 }}>
            {translate('resources.orders.fields.features')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {text.features.map((f, i) => (
              <Typography component="li" variant="body2" key={i}>
                {f}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

const PAYMENT_TONE = { completed: 'green', unmatched: 'orange', failed: 'red' } as const;

export function PaymentsCard({ order }: { order: Order }) {
  const fmt = useFormat();
  const translate = useTranslate();
  if (!order.relatedPayments.length) return <Empty text="resources.orders.no_payments" />;
  return (
    <Box>
      {order.relatedPayments.map((p, i) => (
        <Fragment key={p.id}>
          {i > 0 && <Divider sx={{ my: 1 }} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatMoney(p.amount, p.currency)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }} title={p.id}>
                #{shortId(p.id)} · {translate(`resources.orders.payment_methods.${p.paymentMethod}`, { _: p.paymentMethod })}
              </Typography>
              {p.transactionId && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate('resources.orders.fields.transaction')}: {p.transactionId}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <StatusChip
                label={translate(`resources.orders.payment_statuses.${p.status}`, { _: p.status })}
                tone={PAYMENT_TONE[p.status as keyof typeof PAYMENT_TONE] ?? 'gray'}
              />
              <Typography variant="caption" color="text.secondary" component="div">
                {fmt.dateTime(p.createdAt)}
              </Typography>
            </Box>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

export function CustomerCard({ order }: { order: Order }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const u = order.user;
  const yesNo = (v: boolean) => translate(v ? 'app.common.yes' : 'app.common.no');
  if (!u) {
    return (
      <Box>
        <Field label="resources.orders.fields.name">{order.customerName}</Field>
        <Field label="resources.orders.fields.email">{order.customerEmail}</Field>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('resources.orders.customer_deleted')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Field label="resources.orders.fields.name">
        <UserNameLink userId={u.id}>{`${u.firstName} ${u.lastName}`}</UserNameLink>
      </Field>
      <Field label="resources.orders.fields.email">{u.email}</Field>
      <Field label="resources.orders.fields.email_verified">{yesNo(u.isVerified)}</Field>
      <Field label="resources.orders.fields.premium">{yesNo(u.isPremium)}</Field>
      <Field label="resources.orders.fields.member_since">{fmt.date(u.createdAt)}</Field>
    </Box>
  );
}

/** Why an order has no subscription: only a PENDING or PAID one may still get one by being verified. */
const NO_SUBSCRIPTION: Record<Order['status'], string> = {
  PENDING: 'resources.orders.no_subscription',
  PAID: 'resources.orders.no_subscription',
  VERIFIED: 'resources.orders.no_subscription_none',
  EXPIRED: 'resources.orders.no_subscription_expired',
  CANCELLED: 'resources.orders.no_subscription_cancelled',
};

export function SubscriptionCard({ order }: { order: Order }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const sub = order.subscription;
  if (!sub) return <Empty text={NO_SUBSCRIPTION[order.status]} />;
  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <StatusChip
          label={translate(sub.isActive ? 'resources.orders.subscription_active' : 'resources.orders.subscription_inactive')}
          tone={sub.isActive ? 'green' : 'gray'}
        />
      </Box>
      <Field label="resources.orders.fields.purchased_at">{fmt.dateTime(sub.purchasedAt)}</Field>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 1 }}>
        {translate('resources.orders.fields.remaining')}
      </Typography>
      <CreditsList credits={Object.fromEntries(CREDIT_KINDS.map((k) => [k, sub.remainingCredits[k] ?? 0]))} dense />
    </Box>
  );
}

/** One bank detail with a button that copies it; the button says what it copies, and that it did. */
function CopyField({ label, text, children }: { label: string; text: string; children?: ReactNode }) {
  const translate = useTranslate();
  const [state, copy] = useCopyToClipboard();
  const field = translate(label);
  const name = translate(state === 'copied' ? 'resources.orders.bank.copied' : 'resources.orders.bank.copy', { field });
  return (
    <Field label={label}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <span>{children ?? text}</span>
        <Tooltip title={name}>
          {/* copy() never rejects (a refusal is its 'failed' state): fire and forget. */}
          <IconButton size="small" aria-label={name} onClick={() => void copy(text)} sx={{ my: -0.5 }}>
            {state === 'copied' ? <CheckIcon fontSize="inherit" color="success" /> : <CopyIcon fontSize="inherit" />}
          </IconButton>
        </Tooltip>
      </Box>
      {state === 'failed' && (
        <Typography variant="caption" color="error" component="div" role="alert">
          {translate('resources.orders.bank.copy_failed')}
        </Typography>
      )}
    </Field>
  );
}

export function PaymentInfoCard({ order }: { order: Order }) {
  const translate = useTranslate();
  const bank = order.bankInfo;
  if (!bank) return <Empty text="resources.orders.no_bank_info" />;
  const amount = formatMoney(bank.amount, bank.currency);
  return (
    <Box>
      <CopyField label="resources.orders.bank.bank" text={bank.bankName} />
      {bank.bankBranch && <CopyField label="resources.orders.bank.branch" text={bank.bankBranch} />}
      <CopyField label="resources.orders.bank.account_number" text={bank.accountNumber} />
      <CopyField label="resources.orders.bank.account_holder" text={bank.accountName} />
      {/* The digits alone: what a banking app's amount field takes. */}
      <CopyField label="resources.orders.bank.amount" text={String(bank.amount)}>
        {amount}
      </CopyField>
      <CopyField label="resources.orders.bank.transfer_content" text={bank.transferContent} />
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 1.5 }}>
        {translate('resources.orders.bank.json')}
      </Typography>
      <Box
        component="pre"
        data-testid="bank-info-json"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1.5,
          bgcolor: 'action.hover',
          fontFamily: monoFontFamily,
          fontSize: 13,
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {/* Composed letters (NFC): a decomposed accent is drawn apart from its letter in many monospace faces. */}
        {JSON.stringify(bank, null, 2).normalize('NFC')}
      </Box>
    </Box>
  );
}

export function QrCard({ order }: { order: Order }) {
  const translate = useTranslate();
  if (!order.qrCodeData) return <Empty text="resources.orders.no_qr" />;
  const amount = formatMoney(order.amount, order.currency);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        component="img"
        src={order.qrCodeData}
        alt={translate('resources.orders.qr_alt', { amount, code: order.orderCode })}
        sx={{ width: 240, maxWidth: '100%', height: 'auto', imageRendering: 'pixelated', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('resources.orders.qr_hint', { amount, code: order.orderCode })}
      </Typography>
    </Box>
  );
}
