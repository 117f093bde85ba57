// One log line per request once it is answered: id, method, path (never the query, which may
// carry a token), status and duration.
import type { MiddlewareHandler } from 'hono';
import { requestLineLogger } from '../logging/logger.js';
import type { AppEnv } from './context.js';

/** Paths longer than this are cut in the log line (a path is the client's to choose). */
const MAX_PATH = 300;

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  // A route that built its own Response (a streamed export) lost the header requestId() set.
  c.header('X-Request-Id', c.get('requestId'));
  const status = c.res.status;
  const line = {
    reqId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path.slice(0, MAX_PATH),
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  const logger = c.get('deps').logger;
  if (status >= 500) logger.error(line, 'request failed');
  else requestLineLogger(logger).info(line, 'request');
};
