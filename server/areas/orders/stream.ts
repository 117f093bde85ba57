// The live order events of contract/live-events.ts as Server-Sent Events, for a signed-in
// admin (the bearer header, as every admin route: a token in the address would end up in
// logs). `ready` once listening, then `order` and `resync` events, and a keep-alive comment
// every config.liveKeepAliveMs, at which the route's guard is checked again, without counting
// as the admin's activity: a session gone idle or expired, a deactivated admin, a role or
// security settings that no longer let them in end the stream (a revoked session ends it at
// once, through the hub). Order events go only to a role that may read orders, as it is now.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEventName, LiveReady } from '../../../contract/live-events.js';
import { can } from '../../../contract/permissions.js';
import type { AppEnv } from '../../http/context.js';
import { BUSY_REFUSALS } from '../../../contract/envelope.js';
import { HttpError } from '../../http/envelope.js';
import { stillAllowed } from '../auth/guard.js';

/** Messages a client has not read yet; beyond this it is stuck, and the stream is dropped. */
const MAX_BACKLOG = 256;

/** Open streams per session, per instance (one hub per app). */
const openStreams = new WeakMap<object, Map<string, number>>();

/** The stream of this instance's live order events; 503 when the instance has none or cannot listen. */
export async function orderEventStream(c: Context<AppEnv>): Promise<Response> {
  const { config, live } = c.get('deps');
  if (!live || live.closed) throw new HttpError(503, 'Live updates are not available on this server');
  try {
    await live.ready();
  } catch (err) {
    console.error('Live orders: cannot listen for changes:', err);
    throw new HttpError(503, 'Live updates are unavailable right now. Please try again shortly.');
  }
  // Counted from here on, with no await before: parallel opens cannot all pass.
  const sessionId = c.get('sessionId');
  const counts = openStreams.get(live) ?? new Map<string, number>();
  openStreams.set(live, counts);
  const open = counts.get(sessionId) ?? 0;
  if (open >= config.maxStreamsPerSession)
    throw new HttpError(429, BUSY_REFUSALS.TOO_MANY_STREAMS, { headers: { 'Retry-After': '30' }, code: 'TOO_MANY_STREAMS' });
  counts.set(sessionId, open + 1);
  const closed = () => {
    const left = (counts.get(sessionId) ?? 1) - 1;
    if (left > 0) counts.set(sessionId, left);
    else counts.delete(sessionId);
  };
  c.header('X-Accel-Buffering', 'no'); // a proxy must pass events on at once

  return streamSSE(c, async (stream) => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    let backlog = 0;
    const send = (event: LiveEventName, data: unknown) => {
      if (stream.closed || stream.aborted) return;
      if (++backlog > MAX_BACKLOG) return stream.abort();
      void stream.writeSSE({ event, data: JSON.stringify(data) }).finally(() => backlog--);
    };
    // The role as it is now: read again at each keep-alive.
    let readsOrders = can(c.get('admin').role, 'orders.read');
    // A revocation of this session (any instance's) ends the stream at once.
    const session = { adminId: c.get('admin').id, sessionId: c.get('sessionId') };
    const unsubscribe = live.subscribe({
      session,
      order: (e) => {
        if (readsOrders) send('order', e);
      },
      resync: () => {
        if (readsOrders) send('resync', {});
      },
      end,
    });
    const keepAlive = async () => {
      const found = await stillAllowed(c).catch(() => null);
      if (!found) return end();
      readsOrders = can(found.admin.role, 'orders.read');
      if (!stream.closed) void stream.write(': keep-alive\n\n');
    };
    // Fire and forget: keepAlive cannot reject (a failed check ends the stream, the rest is synchronous).
    const beat = setInterval(() => void keepAlive(), config.liveKeepAliveMs);
    try {
      send('ready', { keepAliveMs: config.liveKeepAliveMs } satisfies LiveReady);
      await ended;
    } finally {
      clearInterval(beat);
      unsubscribe();
      closed();
    }
  });
}
