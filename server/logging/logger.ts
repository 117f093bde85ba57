// Structured logs (pino): one line per request, errors with their stack, the mail sender's
// outcomes (the request line itself: http/request-log.ts). JSON by default; pino-pretty for a person at a terminal. Nothing secret is ever
// logged: requests are logged by path only (tokens travel in query strings), never with
// headers or bodies, and the redact list below is a second guard for any object logged.
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys that hold secrets, wherever they appear one or two levels down in a logged object. */
const REDACT = ['password', 'smtpPassword', 'token', 'authorization', 'cookie', 'secret', 'jwtSecret', 'apiKey', 'openrouterApiKey'].flatMap((k) => [
  k,
  `*.${k}`,
  `*.*.${k}`,
]);

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
  return human
    ? pino(options, pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true }))
    : pino(options);
}

export const silentLogger: Logger = pino({ level: 'silent' });

const requestLines = new WeakMap<Logger, Logger>();

/**
 * The logger of the request line (http/request-log.ts): the same logger without the redaction
 * pass, which is most of a line's cost (some 50 µs of 60) and finds nothing there: the line's
 * fields are fixed (id, method, path, status, duration) and none is a key on the list.
 */
export function requestLineLogger(logger: Logger): Logger {
  let child = requestLines.get(logger);
  if (!child) {
    child = logger.child({}, { redact: [] });
    requestLines.set(logger, child);
  }
  return child;
}
