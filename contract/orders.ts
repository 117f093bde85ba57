// Orders: statuses, the rules of which admin action an order allows, and the shapes the API
// returns. Shared by the server and the order screens.
import { z } from 'zod';
import type { Credits } from './users.js';

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

/** Spec §4 canVerifyOrder: only a PAID order. */
export const canVerifyOrder = (status: OrderStatus) => status === 'PAID';
/** Spec §4 canCancelOrder: only a PENDING order that has not expired. */
export const canCancelOrder = (status: OrderStatus) => status === 'PENDING';

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_ACTION_STATUSES, { message: 'Status must be VERIFIED or CANCELLED' }),
});

export const orderBulkSchema = z.object({
  orderIds: z
    .array(z.uuid('Every id must be a UUID'), { message: 'orderIds must be a list of ids' })
    .min(1, 'Select at least one order')
    .max(ORDER_BULK_MAX, `At most ${ORDER_BULK_MAX} orders at once`),
  updates: orderStatusSchema,
});

export interface OrderUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isVerified: boolean;
  isPremium: boolean;
  createdAt: string;
}

export interface OrderPackage {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: number;
  currency: string;
  credits: Credits;
  features: string[];
  featuresEn: string[];
}

export interface OrderPayment {
  id: string;
  amount: number;
  currency: string;
  /** completed, failed or unmatched (a transfer whose amount or timing did not fit the order). */
  status: string;
  paymentMethod: string;
  transactionId: string | null;
  createdAt: string;
}

export interface BankInfo {
  bankName: string;
  bankBin?: string;
  accountNumber: string;
  accountName: string;
  bankBranch: string;
  amount: number;
  currency: string;
  /** What the customer writes in the transfer: the order code. */
  transferContent: string;
}

export interface Order {
  id: string;
  orderCode: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  paymentMethod: string;
  createdAt: string;
  paidAt: string | null;
  verifiedAt: string | null;
  cancelledAt: string | null;
  expiresAt: string;
  /** The customer as at order time (kept when the user is deleted). */
  customerName: string;
  customerEmail: string;
  /** null once the user has been deleted. */
  user: OrderUser | null;
  package: OrderPackage | null;
  subscription: { id: string; isActive: boolean; purchasedAt: string; remainingCredits: Credits } | null;
  relatedPayments: OrderPayment[];
  bankInfo: BankInfo | null;
  /** A PNG data URL of the VietQR code; drawn by GET /orders/{id} only (absent in lists). */
  qrCodeData?: string | null;
  canVerify: boolean;
  canCancel: boolean;
}

export interface OrderStats {
  totalOrders: number;
  pendingOrders: number;
  paidOrders: number;
  verifiedOrders: number;
  expiredOrders: number;
  cancelledOrders: number;
  /** PAID + VERIFIED amounts in VND; USD separately (extension). */
  totalRevenue: number;
  totalRevenueUsd: number;
}

export interface OrderBulkResult {
  updated: number;
  failed: { id: string; message: string }[];
}

