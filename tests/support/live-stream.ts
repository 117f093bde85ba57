// Reading GET /api/admin/events in tests, with the SPA's own parser: every message is kept
// in arrival order, and a test waits for the one it expects (or for the stream to end). The
// keep-alive comments are counted: a test that moved the clock waits for the server's next
// checks of the session instead of for some time.
import type { LiveReady, OrderEvent } from '../../contract/live-events.js';
import { readEventStream, type StreamMessage } from '../../src/live/eventStream.js';

/** Long enough for a loaded machine; only a broken stream ever waits this long. */
const WAIT_MS = 15_000;
const KEEP_ALIVE = ': keep-alive\n\n';

export function liveStream(res: Response) {
  if (res.status !== 200 || !res.body) throw new Error(`the stream did not open: ${res.status}`);
  const received: StreamMessage[] = [];
  let ended = false;
  let keepAlives = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  // Counts keep-alives as the bytes pass (one may be split across chunks).
  const decoder = new TextDecoder();
  let text = '';
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      text += decoder.decode(chunk, { stream: true });
      for (let at = text.indexOf(KEEP_ALIVE); at >= 0; at = text.indexOf(KEEP_ALIVE)) {
        keepAlives++;
        text = text.slice(at + KEEP_ALIVE.length);
      }
      text = text.slice(-KEEP_ALIVE.length);
      changed();
    },
  });
  // Aborting the pipe cancels the response body, as a browser closing the tab would.
  const stop = new AbortController();
  void (async () => {
    try {
      for await (const m of readEventStream(res.body!.pipeThrough(counter, { signal: stop.signal }))) {
        received.push(m);
        changed();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      changed();
    }
  })();

  function waitUntil<T>(found: () => T | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(received)}`));
      }, WAIT_MS);
      listeners.add(check);
      check();
    });
  }

  const orderEvents = () => received.filter((m) => m.event === 'order').map((m) => JSON.parse(m.data) as OrderEvent);
  return {
    received,
    orderEvents,
    /** The `ready` message: the stream hears every change from here on. */
    ready: () => waitUntil(() => received.find((m) => m.event === 'ready'), 'ready').then((m) => JSON.parse(m.data) as LiveReady),
    /** The first event about that order (with that status, when given). */
    order: (orderId: string, status?: OrderEvent['status']) =>
      waitUntil(() => orderEvents().find((e) => e.orderId === orderId && (!status || e.status === status)), `an event for order ${orderId} ${status ?? ''}`),
    message: (event: string) => waitUntil(() => received.find((m) => m.event === event), `a '${event}' message`),
    /**
     * Resolves after `count` more keep-alives: with two, at least one whole check of the
     * session began after this call (one may have been under way).
     */
    keepAlives: (count = 2) => {
      const target = keepAlives + count;
      return waitUntil(() => (keepAlives >= target ? true : undefined), `${count} keep-alives`);
    },
    /** Resolves when the server has ended the stream. */
    ended: () => waitUntil(() => (ended ? true : undefined), 'the end of the stream'),
    close: () => stop.abort(),
  };
}

export type LiveStream = ReturnType<typeof liveStream>;
