// Structured logs (pino): one line per request, errors with their stack, the mail sender's
// outcomes. JSON by default; pino-pretty for a person at a terminal. Nothing secret is ever
// logged: requests are logged by path only (tokens travel in query strings), never with
// headers or bodies, and the redact list below is a second guard for any object logged.
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppEnv } from '../context.js';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys that hold secrets, wherever they appear one or two levels down in a logged object. */
const REDACT = ['password', 'smtpPassword', 'token', 'authorization', 'cookie', 'secret', 'jwtSecret', 'apiKey', 'openrouterApiKey']
  .flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

export interface LoggerOptions {
  level?: LogLevel;
  /** Human-readable lines (development). */
  pretty?: boolean;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

export function createLogger({ level = 'info', pretty: human = false, destination }: LoggerOptions = {}): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  // pino-pretty as a stream in this thread: no worker, and lines keep their order with console output.
  return human ? pino(options, pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true })) : pino(options);
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** Paths longer than this are cut in the log line (a path is the client's to choose). */
const MAX_PATH = 300;

/** One line per request once it is answered: id, method, path (never the query), status, duration. */
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
  else logger.info(line, 'request');
};
