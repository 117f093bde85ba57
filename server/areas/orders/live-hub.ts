// The live order events of one server instance. It listens once on the database for the
// changes any instance publishes (events.ts) and the sessions revoked meanwhile (their streams end), finds expiries with a ticker (they
// write nothing, so every instance finds them itself), and hands both to this instance's
// open streams. close() ends every stream, so a shutdown is not held up by them.
import type { OrderEvent } from '../../../contract/live-events.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import type { Listen } from '../../db/listen.js';
import type { LiveOrders, LiveSubscriber, SessionsRevoked } from '../../http/context.js';
import { LIVE_CHANNEL } from '../../db/listen.js';
import { expiredBetween } from './events.js';

export interface LiveOrdersOptions {
  db: Db;
  clock: Clock;
  listen: Listen;
  /** How often expiries are looked for. */
  expiryTickMs?: number;
}

/** More expiries than this in one tick (a long pause, a bulk load): a resync instead. */
const EXPIRY_BATCH = 500;

export function createLiveOrders({ db, clock, listen, expiryTickMs = 5_000 }: LiveOrdersOptions): LiveOrders {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let lastTick = clock.now();
  let ticking = false;
  let closed = false;

  const each = (fn: (s: LiveSubscriber) => void) => {
    for (const s of subscribers) fn(s);
  };

  function deliver(payload: string) {
    let message: OrderEvent | SessionsRevoked;
    try {
      message = JSON.parse(payload) as OrderEvent | SessionsRevoked;
    } catch {
      return; // not one of ours
    }
    if ('revoked' in message) {
      const { adminId, sessionIds = [] } = message.revoked;
      each((s) => {
        if (s.session && (s.session.adminId === adminId || sessionIds.includes(s.session.sessionId))) s.end();
      });
    } else each((s) => s.order(message));
  }

  /** Orders whose expiresAt passed since the last tick. */
  async function tick() {
    if (ticking) return;
    ticking = true;
    const now = clock.now();
    try {
      if (subscribers.size && now > lastTick) {
        const expired = await expiredBetween(db, lastTick, now, EXPIRY_BATCH);
        if (expired.length === EXPIRY_BATCH) each((s) => s.resync());
        else for (const e of expired) each((s) => s.order(e));
      }
      lastTick = now;
    } catch (err) {
      console.error('Live orders: looking for expired orders failed:', err);
    } finally {
      ticking = false;
    }
  }

  async function start() {
    const stop = await listen(LIVE_CHANNEL, deliver, () => each((s) => s.resync()));
    if (closed) return void (await stop());
    unlisten = stop;
    lastTick = clock.now();
    ticker = setInterval(() => void tick(), expiryTickMs);
    ticker.unref();
  }

  return {
    /** After close(): no stream may open any more. */
    get closed() {
      return closed;
    },

    /** Resolves once this instance hears every change (the first call starts listening). */
    ready(): Promise<void> {
      if (closed) return Promise.reject(new Error('Live orders are closed'));
      listening ??= start().catch((err) => {
        listening = undefined;
        throw err;
      });
      return listening;
    },

    /** Call after ready(); the result unsubscribes. */
    subscribe(subscriber: LiveSubscriber): () => void {
      if (closed) {
        subscriber.end();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },

    /** Ends every stream and stops listening. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(ticker);
      each((s) => s.end());
      subscribers.clear();
      await listening?.catch(() => {});
      await unlisten?.();
    },
  };
}
