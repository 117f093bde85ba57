// createApp({ db, clock, config, live }) → the Hono app: the whole API (and the SPA when
// config.staticDir is set). No globals, so every test builds its own.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { type AppConfig, defaultConfig } from './core/config.js';
import type { AppDeps, AppEnv, LiveOrders } from './http/context.js';
import { type Clock, systemClock } from './core/clock.js';
import type { Db } from './db/client.js';
import { paginationSchema } from '../contract/lists.js';
import { AREAS } from './areas/index.js';
import { API_DESCRIPTION } from './openapi/description.js';
import { buildDocument } from './openapi/document.js';
import { honoPath } from './http/route.js';
import { guard, requireSession } from './areas/auth/guard.js';
import { HttpError } from './http/envelope.js';
import { type Logger, silentLogger } from './logging/logger.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { serveSpa } from './static.js';

export interface CreateAppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /** Live order events (createLiveOrders); the caller closes them on shutdown. */
  live?: LiveOrders;
  /** Request and error lines go here; silent when absent (tests pass one to read them). */
  logger?: Logger;
  /** Called when mail is queued or the SMTP settings change (main.ts wakes the sender). */
  mailQueued?: () => void;
}

/** JSON bodies: a template may be 1 MB, so 2 MB leaves room. Uploads declare their own limit. */
const JSON_LIMIT = 2 * 1024 * 1024;

const sizeLimit = ({ bytes, message }: { bytes: number; message: string }) =>
  bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw new HttpError(413, message);
    },
  });

export function createApp({ db, clock = systemClock, config = {}, live, logger = silentLogger, mailQueued = () => {} }: CreateAppOptions) {
  const appConfig = { ...defaultConfig, ...config };
  // The document of the routes registered below: built once, on its first request.
  let apiDoc: object | undefined;
  const apiDocument = () =>
    (apiDoc ??= buildDocument({
      version: appConfig.version,
      areas: AREAS,
      components: { Pagination: paginationSchema },
      description: API_DESCRIPTION,
    }));
  const deps: AppDeps = { db, clock, config: appConfig, startedAt: clock.now(), live, logger, mailQueued, apiDocument, exports: { running: 0 } };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // A sane X-Request-Id from the caller is kept, anything else replaced; it is echoed back.
  app.use('*', requestId({ limitLength: 128 }));
  app.use('*', requestLog);
  app.use('*', securityHeaders);
  // JSON answers over 1 kB and CSV downloads go out gzip-compressed when the client accepts it
  // (streamed, chunk by chunk); the event stream never (its messages must leave at once), nor
  // what a route compressed itself.
  app.use('/api/*', compress({ threshold: 1024 }));
  // Each area's routes, as declared: the body's size limit (refused from its Content-Length
  // before anything is read; it also starts taking the body in, so a refusal decided later
  // finds it arrived and the connection can stay open), the guard unless the route is public,
  // its own middleware, the handler.
  for (const area of AREAS) {
    for (const route of area.routes) {
      const limit = route.bodyLimit ?? { bytes: JSON_LIMIT, message: 'Request body is too large' };
      const handlers: MiddlewareHandler<AppEnv>[] = [sizeLimit(limit), ...(route.public ? [] : [guard(route)]), ...(route.use ?? []), route.handle];
      app.on(route.method.toUpperCase(), [honoPath(route.path)], ...handlers);
    }
  }
  const notFoundHandler = () => {
    throw new HttpError(404, 'Not found');
  };
  // An unknown admin path tells nothing to a caller without a session.
  app.all('/api/admin/*', requireSession, notFoundHandler);
  app.all('/api/*', notFoundHandler);
  if (deps.config.staticDir) serveSpa(app, deps.config.staticDir);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(
        {
          success: false,
          message: err.message,
          ...(err.code ? { code: err.code } : {}),
          ...(err.params ? { params: err.params } : {}),
          ...(err.errors ? { errors: err.errors } : {}),
          ...(err.fieldCodes ? { fieldCodes: err.fieldCodes } : {}),
        },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      return c.json({ success: false, message: err.message || 'Request failed' }, err.status);
    }
    // A bug: log the stack here, never send it.
    deps.logger.error({ err, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ success: false, message: 'Internal server error' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
