// Bulk loads on PostgreSQL through COPY … FROM STDIN (pg-copy-streams): one stream per table
// for the whole load, each on its own connection and in its own transaction, so the server
// stores rows while the generator makes the next ones. A table found empty is truncated in
// that transaction first, which lets COPY … FREEZE write its rows already frozen and
// all-visible: no VACUUM has to rewrite every page after the load.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Column = { name: string; columnType: string; generated?: unknown; mapToDriverValue(value: unknown): unknown };
type Encode = (value: unknown) => string;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

// COPY's text format: tab between fields, \N for NULL, and only backslash, tab and line
// breaks escaped — JSON's quotes go as they are (CSV would double every one of them).
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escape = (text: string) => (SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text);

// Timestamps as toISOString() writes them, faster (a load writes tens of millions): the date
// part once per day, the time from tables of digits. Years 0 to 9999, as toISOString().
const DAY_MS = 86_400_000;
const digits = (width: number, count: number) => Array.from({ length: count }, (_, i) => String(i).padStart(width, '0'));
const TWO = digits(2, 100);
const THREE = digits(3, 1000);
const days = new Map<number, string>();
export function isoTimestamp(date: Date): string {
  const ms = date.getTime();
  const day = Math.floor(ms / DAY_MS);
  let prefix = days.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    days.set(day, prefix);
  }
  const t = ms - day * DAY_MS;
  return `${prefix}${TWO[Math.floor(t / 3_600_000)]}:${TWO[Math.floor(t / 60_000) % 60]}:${TWO[Math.floor(t / 1000) % 60]}.${THREE[t % 1000]}Z`;
}

/** How one column's values are written: the common types directly, the rest as drizzle maps them. */
function encoder(column: Column): Encode {
  const json = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
  return (value) => {
    if (value === null || value === undefined) return '\\N';
    if (json) return escape(JSON.stringify(value));
    if (typeof value === 'string') return escape(value);
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (value instanceof Date) return isoTimestamp(value);
    const driver = column.mapToDriverValue(value);
    if (driver instanceof Uint8Array) return `\\\\x${Buffer.from(driver).toString('hex')}`;
    return escape(String(driver));
  };
}

/** Lines encoded straight into one buffer per write (no long strings to build and collect). */
class Lines {
  private buf: Buffer;
  private used = 0;
  constructor(capacity: number) {
    this.buf = Buffer.allocUnsafeSlow(capacity);
  }
  add(line: string) {
    const most = line.length * 3; // UTF-8 bytes at most
    if (this.used + most > this.buf.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.used + most));
      this.buf.copy(grown, 0, 0, this.used);
      this.buf = grown;
    }
    this.used += this.buf.write(line, this.used);
  }
  take(): Buffer {
    return this.buf.subarray(0, this.used);
  }
}

/** Rows as COPY text: the row keys that name the columns, and the encoded lines. */
export interface Encoded {
  table: string;
  keys: string[];
  bytes: Uint8Array;
}

/**
 * Encodes rows of a table into COPY text; one per thread, since it learns how large a table's
 * chunks get. Every row of a table has the same keys, so the first rows name its columns.
 */
export class CopyEncoder {
  private readonly tables = new Map<PgTable, { keys: string[]; encode: Encode[]; chunkBytes: number }>();

  encode<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Encoded {
    let known = this.tables.get(table);
    if (!known) {
      const columns = getTableColumns(table) as unknown as Record<string, Column>;
      // A generated column (a search text) is PostgreSQL's to compute: COPY refuses a value for it.
      const keys = Object.keys(rows[0]!).filter((k) => columns[k] && !columns[k].generated);
      known = { keys, encode: keys.map((k) => encoder(columns[k]!)), chunkBytes: 1 << 16 };
      this.tables.set(table, known);
    }
    const { keys, encode } = known;
    const lines = new Lines(known.chunkBytes);
    for (const row of rows) {
      const record = row as Record<string, unknown>;
      let line = encode[0]!(record[keys[0]!]);
      for (let i = 1; i < keys.length; i++) line += `\t${encode[i]!(record[keys[i]!])}`;
      lines.add(`${line}\n`);
    }
    const bytes = lines.take();
    known.chunkBytes = Math.max(known.chunkBytes, bytes.length + (bytes.length >> 2));
    return { table: getTableName(table), keys, bytes };
  }
}

interface TableLoad {
  table: PgTable;
  client: pg.Client;
  freeze: boolean;
  /** Opened at the first rows, whose keys name the columns. */
  sink?: { stream: Writable; keys: string };
  failure?: Error;
}

export class CopyLoad {
  private readonly encoder = new CopyEncoder();
  private constructor(private readonly loads: Map<string, TableLoad>) {}

  /** A transaction per table, each table truncated first when it is empty and nothing points at it. */
  static async open(pool: pg.Pool, tables: readonly PgTable[]): Promise<CopyLoad> {
    const loads = new Map<string, TableLoad>();
    const load = new CopyLoad(loads);
    try {
      const lz4 = await pool.query<{ lz4: boolean }>(
        `select coalesce(bool_or('lz4' = any(enumvals)), false) as lz4 from pg_settings where name = 'default_toast_compression'`,
      );
      for (const table of tables) {
        const client = new pg.Client(pool.options);
        await client.connect();
        const name = quoteIdent(getTableName(table));
        // FREEZE needs the table truncated in the load's transaction, which PostgreSQL refuses
        // while a foreign key still points at it (one the bulk load left in place, e.g. a
        // contact reply's mail in email_outbox): such a table is loaded without it.
        const { rows } = await client.query<{ free: boolean }>(
          `select not exists (select 1 from ${name}) and not exists (select 1 from pg_constraint where contype = 'f' and confrelid = '${name}'::regclass) as free`,
        );
        const freeze = rows[0]!.free;
        loads.set(getTableName(table), { table, client, freeze });
        await client.query('begin');
        await client.query('set local synchronous_commit = off');
        // A CV's content is compressed as it is stored: LZ4 does it in a fraction of the time
        // of the default pglz (a quarter of COPY's time into cvs). Only where the server has
        // it; a column's own compression setting, if it had one, would still win.
        if (lz4.rows[0]?.lz4) await client.query('set local default_toast_compression = lz4');
        if (freeze) await client.query(`truncate ${name}`);
      }
    } catch (err) {
      await load.abort();
      throw err;
    }
    return load;
  }

  /** Sends rows to their table's COPY; resolves once that stream can take more. */
  async write<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
    if (rows.length) await this.writeEncoded(this.encoder.encode(table, rows));
  }

  /** Sends rows encoded by a CopyEncoder (here or in a worker thread); resolves once that stream can take more. */
  async writeEncoded({ table: name, keys, bytes }: Encoded): Promise<void> {
    const load = this.loads.get(name);
    if (!load) throw new Error(`${name} is not part of this load`);
    if (load.failure) throw load.failure;
    load.sink ??= this.start(load, keys);
    if (load.sink.keys !== keys.join()) throw new Error(`${name}: rows with other columns than the first`);
    if (!load.sink.stream.write(bytes)) await once(load.sink.stream, 'drain');
  }

  private start(load: TableLoad, keys: string[]) {
    const columns = getTableColumns(load.table) as unknown as Record<string, Column>;
    const names = keys.map((k) => quoteIdent(columns[k]!.name)).join(', ');
    const options = load.freeze ? 'FORMAT text, FREEZE' : 'FORMAT text';
    const stream = load.client.query(copyFrom(`COPY ${quoteIdent(getTableName(load.table))} (${names}) FROM STDIN WITH (${options})`));
    stream.on('error', (err: Error) => {
      load.failure ??= err;
    });
    return { stream, keys: keys.join() };
  }

  /** Ends every COPY and commits every table. */
  async commit(): Promise<void> {
    for (const load of this.loads.values()) {
      if (load.sink) {
        load.sink.stream.end();
        await finished(load.sink.stream);
      }
      if (load.failure) throw load.failure;
    }
    for (const load of this.loads.values()) await load.client.query('commit');
    await this.close();
  }

  /** Drops every connection: the server rolls each transaction back. */
  async abort(): Promise<void> {
    await this.close();
  }

  private async close() {
    await Promise.all([...this.loads.values()].map((l) => l.client.end().catch(() => {})));
  }
}
