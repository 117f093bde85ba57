// One live event stream (orderRoutes.events of contract/orders.ts, GET /api/admin/events),
// kept open until `signal` aborts: fetched with the bearer header (EventSource cannot send
// it, and a token in the address would be logged), reconnected with exponential backoff
// after a failure or an ended stream, and dropped when it falls silent for much longer than
// its keep-alive (a sleeping laptop, a dead proxy). A 401 stops it: the session is gone, and
// signing out is the caller's part.
import type { LiveReady, OrderEvent } from '../../contract/live-events';
import { orderRoutes } from '../../contract/orders';
import { API_URL } from '../api/httpClient';
import { tokenStore } from '../api/tokenStore';
import { readEventStream } from './eventStream';

export interface LiveHandlers {
  /** The stream hears every change from now on; `again` after a reconnection (some may have been missed). */
  ready(again: boolean): void;
  order(event: OrderEvent): void;
  /** Changes may have been missed: reload what is shown. */
  resync(): void;
  unauthorized(): void;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Silence allowed before the first `ready` says how often keep-alives come. */
const FIRST_SILENCE_MS = 60_000;

/** 1, 2, 4 … 30 s, spread ±20 % so that tabs do not all return at the same instant. */
export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
  });

export async function keepLiveConnection(handlers: LiveHandlers, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  let connectedBefore = false;
  while (!signal.aborted) {
    const token = tokenStore.get();
    if (!token) return; // signed out meanwhile
    const attemptAbort = new AbortController();
    const stopAttempt = () => attemptAbort.abort();
    signal.addEventListener('abort', stopAttempt, { once: true });
    let silence = FIRST_SILENCE_MS;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stopAttempt, silence);
    };
    try {
      const res = await fetch(`${API_URL}${orderRoutes.events.path}`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: attemptAbort.signal,
      });
      if (res.status === 401) return handlers.unauthorized();
      if (res.ok && res.body) {
        heard();
        for await (const message of readEventStream(res.body, heard)) {
          if (message.event === 'ready') {
            silence = 2 * (JSON.parse(message.data) as LiveReady).keepAliveMs + 5_000;
            heard();
            attempt = 0;
            handlers.ready(connectedBefore);
            connectedBefore = true;
          } else if (message.event === 'order') handlers.order(JSON.parse(message.data) as OrderEvent);
          else if (message.event === 'resync') handlers.resync();
        }
      }
    } catch {
      // A network failure, a dropped or a silent stream: try again below.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stopAttempt);
    }
    await sleep(retryDelay(attempt++), signal);
  }
}
