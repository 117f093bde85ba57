// Bulk loads on PostgreSQL through COPY … FROM STDIN (pg-copy-streams): the rows travel as
// CSV in one stream per table, with no statement per batch and no JSON to expand.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Column = { name: string; mapToDriverValue(value: unknown): unknown };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One CSV cell: NULL is an unquoted empty field, every other value is quoted. */
function cell(column: Column, value: unknown): string {
  if (value === null || value === undefined) return '';
  const driver = column.mapToDriverValue(value);
  let text: string;
  if (typeof driver === 'boolean') text = driver ? 't' : 'f';
  else if (driver instanceof Uint8Array) text = `\\x${Buffer.from(driver).toString('hex')}`;
  else if (driver instanceof Date) text = driver.toISOString();
  else text = String(driver);
  return `"${text.replace(/"/g, '""')}"`;
}

/** COPYs rows (all with the same keys, as drizzle's insert type names them) into a table. */
export async function copyRows<T extends PgTable>(client: pg.PoolClient, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as unknown as Record<string, Column>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
  const cols = keys.map((k) => columns[k]!);
  const names = cols.map((c) => quoteIdent(c.name)).join(', ');
  const lines = function* () {
    let chunk = '';
    for (const row of rows) {
      const record = row as Record<string, unknown>;
      chunk += `${keys.map((k, i) => cell(cols[i]!, record[k])).join(',')}\n`;
      if (chunk.length > 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  };
  const sink = client.query(copyFrom(`COPY ${quoteIdent(getTableName(table))} (${names}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from(lines()), sink);
}
