// What every route can reach through the Hono context: no globals, so tests build their own.
import type { RequestIdVariables } from 'hono/request-id';
import type { OrderEvent } from '../../contract/live-events.js';
import type { Db } from '../db/client.js';
import type { admins } from '../db/schema.js';
import type { Logger } from '../logging/logger.js';
import type { Clock } from '../core/clock.js';
import type { AppConfig } from '../core/config.js';

/** This instance's running exports (one per app: createApp makes it; http/export-slots.ts uses it). */
export interface ExportSlots {
  running: number;
}

/** Sessions a revocation ended (every session of an admin, or some by id): their streams end. */
export interface SessionsRevoked {
  revoked: { adminId?: string; sessionIds?: string[] };
}

/** One open live stream, as the live order hub sees it. */
export interface LiveSubscriber {
  /** The session the stream belongs to: it ends when that session is revoked. */
  session?: { adminId: string; sessionId: string };
  order(event: OrderEvent): void;
  /** Events may have been missed: reload what is shown. */
  resync(): void;
  /** The instance is shutting down: end the stream. */
  end(): void;
}

/** The live order events of this instance (the orders area's hub implements it). */
export interface LiveOrders {
  readonly closed: boolean;
  /** Resolves once this instance hears every change. */
  ready(): Promise<void>;
  /** Call after ready(); the result unsubscribes. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

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
  /** The exports running on this instance. */
  exports: ExportSlots;
  /** The OpenAPI document of this app's routes, built on first use (app.ts). */
  apiDocument(): object;
}

export type AdminRow = typeof admins.$inferSelect;

export interface AppEnv {
  Variables: RequestIdVariables & {
    deps: AppDeps;
    /** Set by the admin guard. */
    admin: AdminRow;
    sessionId: string;
    /** Settings › Security asks every admin for two-factor sign-in (read with the session). */
    twoFactorEnforced: boolean;
    /** The keys of the answer the caller's role may not read (set from the route's `withhold`). */
    withheld?: ReadonlySet<string>;
  };
}
