// Live order events (extension): what GET /api/admin/events (orderRoutes.events of
// ./orders.ts) streams to signed-in admins as Server-Sent Events. Shared by the server that
// sends them and the SPA that reads them.
import type { OrderStatus } from './orders.js';

/**
 * The SSE event names: `ready` once the stream hears every change (data: LiveReady),
 * `order` for one order's new status (data: OrderEvent), `resync` when changes may have
 * been missed (the server's database connection was re-established): reload what is shown.
 */
export type LiveEventName = 'ready' | 'order' | 'resync';

export interface LiveReady {
  /** A comment arrives at least this often; silence for much longer means a dead stream. */
  keepAliveMs: number;
}

/** An order's status changed: a payment matched (PAID), verified, cancelled, or expired. */
export interface OrderEvent {
  orderId: string;
  orderCode: string;
  status: Extract<OrderStatus, 'PAID' | 'VERIFIED' | 'CANCELLED' | 'EXPIRED'>;
  amount: number;
  currency: string;
  customerName: string;
  /** When it happened (ISO 8601); for EXPIRED, the order's expiresAt. */
  at: string;
}
