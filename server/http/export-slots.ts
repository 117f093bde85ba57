// Exports are the long answers: on PostgreSQL each holds a database connection for the whole
// download. So at most `maxExports` run at once per instance (the next is a 429 to retry), and
// a download whose client reads nothing for `exportStallMs` is ended, which gives its
// connection back. Waiting on the database is not stalling: only the client is timed.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { BUSY_REFUSALS } from '../../contract/envelope.js';
import { HttpError } from './envelope.js';

/** The body of a download, ended when its reader stops reading; `done` once, however it ends. */
function watched(source: ReadableStream<Uint8Array>, stallMs: number, done: () => void): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let lastAsked = performance.now();
  let pulling = false;
  let timer: NodeJS.Timeout | undefined;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(timer);
    done();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        timer = setInterval(
          () => {
            if (pulling || performance.now() - lastAsked < stallMs) return;
            finish();
            controller.error(new Error('The download stalled: its client read nothing'));
            void reader.cancel('stalled').catch(() => {});
          },
          Math.max(50, Math.min(5_000, stallMs / 4)),
        );
        timer.unref();
      },
      async pull(controller) {
        pulling = true;
        lastAsked = performance.now();
        try {
          const next = await reader.read();
          if (next.done) {
            finish();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (err) {
          finish();
          controller.error(err);
        } finally {
          pulling = false;
          lastAsked = performance.now();
        }
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 1 },
  );
}

/** The middleware of an export route: a slot, held until the download ends. */
export const exportSlot: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { exports, config } = c.get('deps');
  if (exports.running >= config.maxExports) throw new HttpError(429, BUSY_REFUSALS.EXPORT_BUSY, { headers: { 'Retry-After': '10' }, code: 'EXPORT_BUSY' });
  exports.running++;
  let held = true;
  const release = () => {
    if (held) exports.running--;
    held = false;
  };
  try {
    await next();
  } catch (err) {
    release();
    throw err;
  }
  const body = c.res.body;
  if (!body || c.res.status !== 200) return release();
  c.res = new Response(watched(body, config.exportStallMs, release), c.res);
};
