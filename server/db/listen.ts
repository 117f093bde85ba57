// LISTEN/NOTIFY. On PostgreSQL, one dedicated connection per listener: a pooled one would
// be handed to other queries and its LISTEN would follow it. When that connection drops,
// it is re-established with backoff, and `onReconnect` says notifications sent in between
// were missed. PGlite delivers its own notifications within the process.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from './types.js';

/**
 * The one channel of the live streams: order events, and the sessions a revocation ended (so
 * an instance ends their streams at once). One channel, so one listening connection.
 */
export const LIVE_CHANNEL = 'order_events';

/** Call inside the transaction of the change: delivered on commit only, to every instance. */
export async function notifyLive(tx: Tx, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Starts listening (resolves once LISTEN is in effect); the result stops it. */
export type Listen = (channel: string, onPayload: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'cv-admin-listen';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, onPayload) => {
    const unlisten = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  };
}

export function postgresListen(connectionString: string): Listen {
  return async (channel, onPayload, onReconnect) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    let delay = RETRY_FIRST_MS;

    const connect = async () => {
      const c = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
      // Without an 'error' listener a dropped connection would crash the process.
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (err) {
        void c.end().catch(() => {});
        throw err;
      }
      if (stopped) await c.end().catch(() => {});
      else client = c;
    };
    const lost = (c: pg.Client) => {
      if (stopped || client !== c) return;
      client = undefined;
      console.error(`PostgreSQL LISTEN connection lost; reconnecting (channel ${channel})`);
      void c.end().catch(() => {});
      retry();
    };
    const reconnect = async () => {
      if (stopped) return;
      try {
        await connect();
        delay = RETRY_FIRST_MS;
        if (!stopped) onReconnect();
      } catch {
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        retry();
      }
    };
    const retry = () => {
      // Fire and forget: reconnect cannot reject (its failure schedules the next attempt).
      retryTimer = setTimeout(() => void reconnect(), delay);
      retryTimer.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    };
  };
}
