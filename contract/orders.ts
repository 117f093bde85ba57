// Orders: statuses, the rules of which admin action an order allows, and the shapes the API
// returns. Shared by the server and the order screens.
import { z } from 'zod';
import { orderSeriesSchema, periodQuery } from './analytics.js';
import { count, instant } from './fields.js';
import { paginationSchema } from './lists.js';
import { dateParam, exportFormatParam, pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';
import { CSV_FILE } from './responses.js';
import { route } from './route.js';
import { creditCountsSchema } from './users.js';

/** What the API shows; EXPIRED is never stored: it is a PENDING order past expiresAt. */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'VERIFIED', 'EXPIRED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses an admin may set. */
export const ORDER_ACTION_STATUSES = ['VERIFIED', 'CANCELLED'] as const;
export type OrderActionStatus = (typeof ORDER_ACTION_STATUSES)[number];
export const ORDERS_PAGE_SIZE = 20;
export const ORDER_BULK_MAX = 100;
/** Sorts backed by an index at 1M rows (orders_created_idx, scanned either way). */
export const ORDER_SORT_FIELDS = ['createdAt'] as const;

/** The status as shown: a PENDING order whose expiresAt has passed reads as EXPIRED. */
export function displayStatus(stored: string, expiresAt: Date | string, now: Date): OrderStatus {
  if (stored === 'PENDING' && new Date(expiresAt).getTime() <= now.getTime()) return 'EXPIRED';
  return stored as OrderStatus;
}

/** canVerifyOrder: only a PAID order. */
export const canVerifyOrder = (status: OrderStatus) => status === 'PAID';
/** canCancelOrder: only a PENDING order that has not expired. */
export const canCancelOrder = (status: OrderStatus) => status === 'PENDING';

export const orderStatusBody = z.object({
  status: z.enum(ORDER_ACTION_STATUSES, { message: 'Status must be VERIFIED or CANCELLED' }),
});

export const orderBulkBody = z.object({
  orderIds: z
    .array(z.uuid('Every id must be a UUID'), { message: 'orderIds must be a list of ids' })
    .min(1, 'Select at least one order')
    .max(ORDER_BULK_MAX, `At most ${ORDER_BULK_MAX} orders at once`),
  updates: orderStatusBody,
});

/** The list's filters, also those of the export. */
export const orderFilterQuery = {
  search: searchParam,
  status: z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  dateFrom: dateParam.optional(),
  dateTo: dateParam.optional(),
};
const dateRange = <T extends { dateFrom?: Date; dateTo?: Date }>(q: T) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo;
const rangeError = { message: 'dateFrom must not be after dateTo', path: ['dateTo'] };

export const orderListQuery = z
  .object({ ...pageQuery(ORDERS_PAGE_SIZE), ...seekQuery, ...orderFilterQuery, sort: sortParam(ORDER_SORT_FIELDS).default('createdAt'), order: sortOrder })
  .refine(dateRange, rangeError);
export const orderExportQuery = z.object({ format: exportFormatParam, ...orderFilterQuery }).refine(dateRange, rangeError);

export const orderUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  createdAt: instant,
});

export const orderPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  price: count,
  currency: z.string(),
  credits: creditCountsSchema,
  features: z.array(z.string()),
  featuresEn: z.array(z.string()),
});

export const orderPaymentSchema = z.object({
  id: z.uuid(),
  amount: count,
  currency: z.string(),
  status: z.string().meta({ description: 'completed, failed or unmatched (a transfer whose amount or timing did not fit the order)' }),
  paymentMethod: z.string(),
  transactionId: z.string().nullable(),
  createdAt: instant,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const bankInfoSchema = z.object({
  bankName: z.string(),
  bankBin: z.string().optional(),
  accountNumber: z.string(),
  accountName: z.string(),
  bankBranch: z.string(),
  amount: count,
  currency: z.string(),
  transferContent: z.string().meta({ description: 'What the customer writes in the transfer: the order code' }),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: count,
  currency: z.string(),
  paymentMethod: z.string(),
  createdAt: instant,
  paidAt: instant.nullable(),
  verifiedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  expiresAt: instant,
  customerName: z.string().meta({ description: 'The customer as at order time (kept when the user is deleted)' }),
  customerEmail: z.string(),
  user: orderUserSchema.nullable().meta({ description: 'null once the user has been deleted' }),
  package: orderPackageSchema.nullable(),
  subscription: z.object({ id: z.uuid(), isActive: z.boolean(), purchasedAt: instant, remainingCredits: creditCountsSchema }).nullable(),
  relatedPayments: z.array(orderPaymentSchema),
  bankInfo: bankInfoSchema.nullable(),
  qrCodeData: z.string().nullable().optional().meta({ description: 'A PNG data URL of the VietQR code; drawn by GET /orders/{id} only (absent in lists)' }),
  canVerify: z.boolean(),
  canCancel: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatsSchema = z.object({
  totalOrders: count,
  pendingOrders: count,
  paidOrders: count,
  verifiedOrders: count,
  expiredOrders: count,
  cancelledOrders: count,
  totalRevenue: count.meta({ description: 'PAID + VERIFIED amounts in VND' }),
  totalRevenueUsd: count.meta({ description: 'PAID + VERIFIED amounts in USD (extension)' }),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export const orderBulkResultSchema = z.object({
  updated: count,
  failed: z.array(
    z.object({
      id: z.uuid(),
      message: z.string(),
      code: z.string().optional().meta({ description: 'Why, by the code of contract/server-messages.ts' }),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type OrderBulkResult = z.infer<typeof orderBulkResultSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema, stats: orderStatsSchema });

/** GET /orders/export?format=json: every matching order, flat. */
export const orderExportSchema = z.object({
  orders: z.array(
    orderSchema
      .pick({
        id: true,
        orderCode: true,
        status: true,
        customerName: true,
        customerEmail: true,
        amount: true,
        currency: true,
        paymentMethod: true,
        createdAt: true,
        paidAt: true,
        verifiedAt: true,
        expiresAt: true,
      })
      .extend({ packageName: z.string().meta({ description: "The package's English name" }) }),
  ),
});

/** GET /orders/analytics: the last 12 business months (orders by month created, revenue by month received), orders per status and per package. */
export const orderAnalyticsSchema = z.object({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), orders: count, paidOrders: count, revenue: count, revenueUsd: count })),
  byStatus: z.partialRecord(z.enum(ORDER_STATUSES), count),
  byPackage: z.array(z.object({ packageId: z.uuid(), name: z.string(), nameEn: z.string(), currency: z.string(), orders: count, revenue: count })),
});
export type OrderAnalytics = z.infer<typeof orderAnalyticsSchema>;

/** POST /api/payments/webhook (extension): the bank's notification, HMAC-signed. */
export const paymentNoticeBody = z.object({
  orderCode: z.string().trim().min(1, 'orderCode is required').max(100),
  amount: z.number({ message: 'amount must be a number' }).int('amount must be a whole number').positive('amount must be positive').max(1e12),
  transactionId: z.string().trim().min(1, 'transactionId is required').max(200),
});
export type PaymentNotice = z.output<typeof paymentNoticeBody>;

export const paymentOutcomeSchema = z.object({
  paymentId: z.uuid(),
  outcome: z.enum(['matched', 'unmatched']).meta({ description: 'matched: the order became PAID; unmatched: recorded only' }),
  orderId: z.uuid().nullable(),
  reason: z.string().nullable(),
  duplicate: z.boolean().meta({ description: 'The transaction was recorded before (the bank retried)' }),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

const ORDERS = '/api/admin/orders';

/** The orders' routes (contract/route.ts): the admins' list and actions, the bank's notification, the live events. */
export const orderRoutes = {
  list: route({ method: 'get', path: ORDERS, summary: 'List orders with stats', permission: 'orders.read', query: orderListQuery, data: orderListSchema }),
  analytics: route({
    method: 'get',
    path: `${ORDERS}/analytics`,
    summary: 'Orders and revenue per month, status and package',
    permission: 'orders.read',
    data: orderAnalyticsSchema,
  }),
  series: route({
    method: 'get',
    path: `${ORDERS}/series`,
    summary: 'Orders per status and business day (or month for 12m), the funnel of the period and revenue per package',
    permission: 'orders.read',
    query: periodQuery,
    data: orderSeriesSchema,
  }),
  export: route({
    method: 'get',
    path: `${ORDERS}/export`,
    summary: 'Export the filtered orders (format=csv: a file, its headers in the Accept-Language (en, vi); format=json: JSON)',
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'orders.export',
    query: orderExportQuery,
    data: orderExportSchema,
    file: CSV_FILE,
  }),
  bulkStatus: route({
    method: 'put',
    path: `${ORDERS}/bulk`,
    summary: 'Verify or cancel orders, each on its own',
    permission: 'orders.edit',
    body: orderBulkBody,
    data: orderBulkResultSchema,
  }),
  get: route({
    method: 'get',
    path: `${ORDERS}/{id}`,
    summary: 'Get an order with its QR code',
    permission: 'orders.read',
    entity: 'ORDER',
    data: orderSchema,
  }),
  setStatus: route({
    method: 'put',
    path: `${ORDERS}/{id}/status`,
    summary: 'Verify (PAID only) or cancel (PENDING only) an order',
    permission: 'orders.edit',
    entity: 'ORDER',
    body: orderStatusBody,
    data: orderSchema,
    errors: { 409: "The order's status does not allow it" },
  }),
  /** Public: the signature over the raw text is the authentication (the server reads the body itself). */
  paymentWebhook: route({
    method: 'post',
    path: '/api/payments/webhook',
    summary: "The bank's payment notification (extension)",
    public: true,
    headers: { 'X-Signature': 'hex(HMAC-SHA256(raw body, PAYMENT_WEBHOOK_SECRET))' },
    body: paymentNoticeBody,
    data: paymentOutcomeSchema,
    errors: { 401: 'Invalid signature', 503: 'Payment notifications are not configured' },
  }),
  /** The live order events of contract/live-events.ts. */
  events: route({
    method: 'get',
    path: '/api/admin/events',
    summary: 'Live order events (extension), as Server-Sent Events',
    permission: 'dashboard.read',
    file: {
      type: 'text/event-stream',
      description:
        'event `ready` once (data `{keepAliveMs}`), `order` per status change (data `{orderId, orderCode, status, amount, currency, customerName, at}`), `resync` when changes may have been missed; a comment every keepAliveMs',
    },
    errors: { 503: 'Live updates are not available right now' },
  }),
};
