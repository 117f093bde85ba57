// The environment `npm start` and the command lines read, checked once at start.
import { existsSync } from 'node:fs';
import { LOG_LEVELS, type LogLevel } from './logging/logger.js';

/**
 * Reads `.env` in the working directory when there is one (.env.example lists the variables).
 * A variable already set, even to an empty value, wins over the file.
 */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export interface StartEnv {
  port: number;
  host: string;
  /** PGlite directory (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  /** Absent: a password is generated when the admin is created, and printed once. */
  adminPassword?: string;
  /** Users seeded into an empty database. */
  seedUsers: number;
  paymentWebhookSecret?: string;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  logLevel: LogLevel;
  /** Human-readable log lines instead of JSON (LOG_PRETTY=1, or stdout is a terminal). */
  logPretty: boolean;
  /** Base address of links in mail (PUBLIC_URL, no trailing slash); absent: the listening address. */
  publicUrl?: string;
}

export class EnvError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new EnvError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value : undefined);

function logLevel(raw: string | undefined): LogLevel {
  const level = (nonEmpty(raw) ?? 'info').trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new EnvError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level as LogLevel;
}

function publicUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw)?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`PUBLIC_URL is not a URL: "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new EnvError(`PUBLIC_URL must be an http(s) address without query or fragment (got "${value}")`);
  return url.toString().replace(/\/+$/, '');
}

const flag = (raw: string | undefined) => /^(1|true|yes)$/i.test(raw?.trim() ?? '');

/** TRUST_PROXY: how many proxies stand in a row in front of the server (true/yes mean one). */
function proxies(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (!value || /^(0|false|no)$/i.test(value)) return 0;
  if (/^(true|yes)$/i.test(value)) return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new EnvError(`TRUST_PROXY must be the number of proxies in front of the server, such as 1 (got "${value}")`);
}

export function readEnv(env: NodeJS.ProcessEnv = process.env, terminal = Boolean(process.stdout.isTTY)): StartEnv {
  const adminEmail = (nonEmpty(env.ADMIN_EMAIL) ?? 'admin@cvbuilder.local').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new EnvError(`ADMIN_EMAIL is not an email address: "${adminEmail}"`);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: nonEmpty(env.DATA_DIR) ?? './data',
    databaseUrl,
    adminEmail,
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    seedUsers: integer(env, 'SEED_USERS', 200, 0, 10_000_000),
    paymentWebhookSecret: nonEmpty(env.PAYMENT_WEBHOOK_SECRET),
    trustProxy: proxies(env.TRUST_PROXY),
    logLevel: logLevel(env.LOG_LEVEL),
    logPretty: nonEmpty(env.LOG_PRETTY) ? flag(env.LOG_PRETTY) : terminal,
    publicUrl: publicUrl(env.PUBLIC_URL),
  };
}

/** Where the data lives, for the start-up banner (never the URL's password). */
export function describeDatabase(env: Pick<StartEnv, 'databaseUrl' | 'dataDir'>): string {
  if (!env.databaseUrl) return `PGlite in ${env.dataDir}`;
  try {
    const url = new URL(env.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
