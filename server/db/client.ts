// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when a URL is given.
// Both run the same drizzle schema, queries and migrations.
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './listen.js';
import { runStatement } from './pglite-statements.js';
import * as schema from './schema.js';

import type { Db } from './types.js';

export type { Db, Tx } from './types.js';

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for snapshots in tests; absent on PostgreSQL. */
  pglite?: PGlite;
  /** LISTEN for NOTIFY on this database (live events). */
  listen: Listen;
  close(): Promise<void>;
}

/** Set on every PostgreSQL connection at start-up (see openDb). */
export const PG_SESSION_OPTIONS = '-c TimeZone=UTC -c jit=off';

export interface OpenOptions {
  /** postgres://… — use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests clone a migrated snapshot this way). */
  loadDataDir?: Blob | File;
  /** Connection pool size on PostgreSQL. */
  poolSize?: number;
  /**
   * The API's connections (PostgreSQL): a statement running longer than this is cancelled, and a
   * transaction left idle ends, so no request can hold a connection for long. Off for the
   * migrations, the seed and the counters' rebuild, which open their own handle.
   */
  requestTimeouts?: boolean;
}

/** What an API statement may take on PostgreSQL (PGlite has no timeouts). */
export const STATEMENT_TIMEOUT_MS = 15_000;
/** A transaction idle this long (a bug, a stuck client) is ended by PostgreSQL. */
export const IDLE_IN_TRANSACTION_MS = 60_000;

export async function openDb(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // bigint (count, sum) comes back as a string by default; our amounts fit in a double.
    // JIT off: it compiles for tens of milliseconds to save a few on the big scans a list
    // never makes. Every session in UTC, set at connection start-up (a query from the pool's 'connect'
    // event would race the first query of the caller).
    const timeouts = options.requestTimeouts
      ? ` -c statement_timeout=${STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`
      : '';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: PG_SESSION_OPTIONS + timeouts });
    // An idle connection the server ends (a restart, or a database dropped just after
    // pool.end(), which does not wait for its connections to close) errors on the pool: with
    // no listener that would crash the process. The pool replaces the connection on demand.
    pool.on('error', (err) => {
      if (!pool.ending) console.error(`PostgreSQL connection lost: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', listen: postgresListen(options.databaseUrl), close: () => pool.end() };
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(drizzleClient(pglite), { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, listen: pgliteListen(pglite), close: () => pglite.close() };
}

/**
 * The types drizzle reads as PostgreSQL's text (it converts them itself): dates, timestamps,
 * intervals and their arrays, as drizzle-orm/pglite's session lists them.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/** Drizzle's options without its parsers, when those are only the text ones the instance already has. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)))) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite as drizzle's client. Drizzle hands every query its parsers for the text types above;
 * PGlite merges those into its own table (a parser for each of some 300 types and array
 * types) on each query: some 0.3 ms of CPU a query, nearly what a one-row query costs. Here
 * the instance reads those types as text once and for all, and drizzle's queries go without
 * their parsers. (The instance's other users read no such type: the CSV export casts every
 * cell to text.) Each statement runs as a kept prepared statement (pglite-statements.ts).
 */
export function drizzleClient(pglite: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) pglite.parsers[oid] = asText;
  const query: PGlite['query'] = (text, params, options) => runStatement(pglite, undefined, text, params, withoutTextParsers(options));
  const transaction: PGlite['transaction'] = (work) =>
    pglite.transaction((tx) =>
      work(
        Object.assign(Object.create(tx) as Transaction, {
          query: ((text, params, options) => runStatement(pglite, tx, text, params, withoutTextParsers(options))) satisfies Transaction['query'],
        }),
      ),
    );
  return new Proxy(pglite, {
    get: (target, key) => {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The pool under a drizzle node-postgres database (for COPY); undefined on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
