// What every route can reach through the Hono context: no globals, so tests build their own.
import type { RequestIdVariables } from 'hono/request-id';
import { LIST_COUNT_CAP } from '../contract/lists.js';
import type { Db } from './db/client.js';
import type { admins } from './db/schema.js';
import type { Logger } from './lib/logger.js';
import type { LiveOrders } from './services/live-orders.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface AppConfig {
  version: string;
  /** Trust X-Forwarded-For for the client address (behind a proxy, and in tests). */
  trustProxy: boolean;
  /** Failed sign-ins per IP address within the throttle window, across all emails. */
  ipLoginLimit: number;
  /** Public contact submissions per IP address per hour. */
  contactLimitPerHour: number;
  /** HMAC key of the payments webhook; none means the webhook is refused. */
  paymentWebhookSecret?: string;
  /** Where the built SPA lives; served with history fallback for /admin/*. */
  staticDir?: string;
  /** A filtered list counts its matches exactly up to this many (contract/lists.ts). */
  listCountCap: number;
  /** A live event stream sends a keep-alive comment (and re-checks its session) this often. */
  liveKeepAliveMs: number;
}

export const defaultConfig: AppConfig = {
  version: '1.0.0',
  trustProxy: false,
  ipLoginLimit: 50,
  contactLimitPerHour: 5,
  listCountCap: LIST_COUNT_CAP,
  liveKeepAliveMs: 20_000,
};

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  startedAt: Date;
  /** Live order events of this instance; without them GET /api/admin/events answers 503. */
  live?: LiveOrders;
  logger: Logger;
  /** Called after mail is queued or the SMTP settings change: wakes the sender (a no-op without one). */
  mailQueued: () => void;
}

export type AdminRow = typeof admins.$inferSelect;

export interface AppEnv {
  Variables: RequestIdVariables & {
    deps: AppDeps;
    /** Set by requireAdmin. */
    admin: AdminRow;
    sessionId: string;
  };
}
