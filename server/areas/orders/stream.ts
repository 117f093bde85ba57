// The live order events of contract/live-events.ts as Server-Sent Events, for a signed-in
// admin (the bearer header, as every admin route: a token in the address would end up in
// logs). `ready` once listening, then `order` and `resync` events, and a keep-alive comment
// every config.liveKeepAliveMs, at which the session is checked again: an expired one ends
// the stream (a revoked one ends it at once, through the hub).
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEventName, LiveReady } from '../../../contract/live-events.js';
import type { AppEnv } from '../../http/context.js';
import { BUSY_REFUSALS } from '../../../contract/envelope.js';
import { HttpError } from '../../http/envelope.js';
import { bearerToken } from '../auth/guard.js';
import { resolveToken } from '../auth/sessions.js';

/** Messages a client has not read yet; beyond this it is stuck, and the stream is dropped. */
const MAX_BACKLOG = 256;

/** Open streams per session, per instance (one hub per app). */
const openStreams = new WeakMap<object, Map<string, number>>();

/** The stream of this instance's live order events; 503 when the instance has none or cannot listen. */
export async function orderEventStream(c: Context<AppEnv>): Promise<Response> {
  const { db, clock, config, live } = c.get('deps');
  if (!live || live.closed) throw new HttpError(503, 'Live updates are not available on this server');
  try {
    await live.ready();
  } catch (err) {
    console.error('Live orders: cannot listen for changes:', err);
    throw new HttpError(503, 'Live updates are unavailable right now. Please try again shortly.');
  }
  const token = bearerToken(c)!; // the guard has checked it
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
    // A revocation of this session (any instance's) ends the stream at once.
    const session = { adminId: c.get('admin').id, sessionId: c.get('sessionId') };
    const unsubscribe = live.subscribe({ session, order: (e) => send('order', e), resync: () => send('resync', {}), end });
    const beat = setInterval(async () => {
      const session = await resolveToken(db, clock, token).catch(() => null);
      if (!session) end();
      else if (!stream.closed) void stream.write(': keep-alive\n\n');
    }, config.liveKeepAliveMs);
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
