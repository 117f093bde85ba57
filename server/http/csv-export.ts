// CSV exports: one SELECT whose cells are formatted in SQL (ISO times, true/false, the
// formula guard), newest first. On PostgreSQL the server writes the CSV itself —
// `COPY (SELECT …) TO STDOUT` streamed from a pool client — so the file comes at COPY speed;
// on PGlite the same SELECT is read in keyset batches and quoted here as COPY quotes, so
// memory stays flat (PGlite's COPY TO '/dev/blob' would hold the whole file). Same bytes either way.
import { and, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CSV_HEADERS, type CsvHeaders } from '../../contract/csv-headers.js';
import { type Db, poolOf } from '../db/client.js';
import { keysetBatches } from '../db/lists.js';
import { requestLanguage } from './language.js';

export interface CsvExport {
  filename: string;
  /** Header → the cell as SQL (text, a number or a boolean; see csvText and csvTime). */
  columns: Record<string, SQL | PgColumn>;
  /** The table with its joins. */
  from: SQL;
  where?: SQL;
  /** Rows come newest first by (at, id): the file's order and the PGlite batches' keyset. */
  at: PgColumn;
  id: PgColumn;
}

/**
 * The column headers in the language of the admin who asks: the SPA sends its own as
 * Accept-Language (read as for the emails); an API client without one gets English.
 */
export const csvHeaders = (c: Parameters<typeof requestLanguage>[0]): CsvHeaders => CSV_HEADERS[requestLanguage(c)];

/** Text a spreadsheet would run as a formula (= + - @ tab CR) gets a leading '; '' is empty. */
export const csvText = (value: SQL | PgColumn) =>
  sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else nullif(${value}, '') end`;

/** A time as JavaScript's toISOString() writes it (UTC, milliseconds). */
export const csvTime = (value: SQL | PgColumn) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const BATCH = 1000;
/** The COPY of one export may run this long on PostgreSQL. */
const EXPORT_STATEMENT_TIMEOUT_MS = 30 * 60_000;
/** Chunks read ahead of the client, so the database keeps writing while the download catches up. */
const READ_AHEAD = { highWaterMark: 16 };
const BOM = '\uFEFF';
/** A row as text cells (a batch row ends with its keyset's created-at and id). */
type Row = (string | null)[];
const dialect = new PgDialect();
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The export's SELECT, newest first; `keyset` adds the batches' key columns and bound. */
function select(spec: CsvExport, keyset?: { after?: Row }): SQL {
  const cells = Object.entries(spec.columns).map(([header, value]) => sql`(${value})::text as ${sql.raw(quoteIdent(header))}`);
  if (keyset) cells.push(sql`${spec.at}::text`, sql`${spec.id}::text`);
  // The key as text keeps microseconds (a JS Date would round them and skip rows).
  const after = keyset?.after && sql`(${spec.at}, ${spec.id}) < (${keyset.after.at(-2)}::timestamptz, ${keyset.after.at(-1)})`;
  return sql`select ${sql.join(cells, sql`, `)} from ${spec.from} where ${and(spec.where, after) ?? sql`true`} order by ${spec.at} desc, ${spec.id} desc`;
}

/** A literal for a bound value: what node-postgres would send as an untyped text parameter. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (['string', 'number', 'bigint', 'boolean'].includes(typeof value)) return pg.escapeLiteral(String(value));
  throw new Error(`Cannot inline a ${typeof value} into COPY`);
}

/**
 * The COPY statement of an export (COPY takes no parameters: the values are inlined as
 * literals); `to` is STDOUT, or PGlite's '/dev/blob' for a comparison in the benchmarks.
 */
export function copyStatement(spec: CsvExport, to = 'STDOUT'): string {
  const query = dialect.sqlToQuery(select(spec));
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
  return `COPY (${text}) TO ${to} WITH (FORMAT csv, HEADER)`;
}

async function* copyChunks(pool: pg.Pool, spec: CsvExport): AsyncGenerator<Uint8Array> {
  const client = await pool.connect();
  // Anything but the end of the COPY (an error, the client gone mid-download) discards the
  // connection, which ends the COPY on the server; a finished one goes back to the pool.
  let failure: Error | undefined = new Error('CSV export stopped before its end');
  try {
    // A whole export takes longer than an API statement may: its own limit, and the stalled
    // download is ended by the export slot (http/export-slots.ts) well before it.
    await client.query(`SET statement_timeout = ${EXPORT_STATEMENT_TIMEOUT_MS}`);
    yield* client.query(copyTo(copyStatement(spec)));
    await client.query('RESET statement_timeout');
    failure = undefined;
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    client.release(failure);
  }
}

/** One CSV field as PostgreSQL's COPY writes it: NULL is empty, quoted only when it must be. */
const field = (value: string | null) => (value === null ? '' : /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (cells: (string | null)[]) => `${cells.map(field).join(',')}\n`;

async function* batchChunks(pglite: PGlite, spec: CsvExport): AsyncGenerator<string> {
  yield line(Object.keys(spec.columns));
  const page = async (after: Row | undefined) => {
    const query = dialect.sqlToQuery(sql`${select(spec, { after })} limit ${BATCH}`);
    const { rows } = await pglite.query<Row>(query.sql, query.params, { rowMode: 'array' });
    return rows;
  };
  for await (const rows of keysetBatches(page, BATCH)) yield rows.map((row) => line(row.slice(0, -2))).join('');
}

/** The export as a streamed download (UTF-8 with BOM so spreadsheets read Vietnamese correctly). */
export async function csvExport(db: Db, spec: CsvExport): Promise<Response> {
  const pool = poolOf(db);
  const chunks = pool ? copyChunks(pool, spec) : batchChunks((db as unknown as { $client: PGlite }).$client, spec);
  // The first chunk before the headers: a query that fails is an error response, not a cut file.
  const first = await chunks.next();
  const encoder = new TextEncoder();
  const bytes = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  /** The client went away: a chunk read meanwhile has nowhere to go. */
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM));
        if (first.done) controller.close();
        else controller.enqueue(bytes(first.value));
      },
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (cancelled) return;
          if (next.done) controller.close();
          else controller.enqueue(bytes(next.value));
        } catch (err) {
          if (cancelled) return;
          console.error('[csv export]', err);
          controller.error(err);
        }
      },
      async cancel() {
        cancelled = true;
        await chunks.return(undefined);
      },
    },
    READ_AHEAD,
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${spec.filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
