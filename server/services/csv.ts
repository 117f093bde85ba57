// CSV exports streamed in constant memory: rows arrive in keyset-paged batches and are
// written as they come. Cells that a spreadsheet would run as a formula are neutralised.
import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | Date | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text: dates as ISO, formula-looking strings prefixed with `'`. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Pages through a query by its last row (keyset), `size` rows at a time, so memory stays
 * flat however many rows match. `fetchPage(after)` returns the rows following `after`.
 */
export async function* keysetBatches<R>(fetchPage: (after: R | undefined) => Promise<R[]>, size: number): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetchPage(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/** A streamed CSV download (UTF-8 with BOM so spreadsheets read Vietnamese correctly). */
export function csvResponse<R>(filename: string, columns: CsvColumn<R>[], batches: AsyncIterable<R[]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([columns.map((c) => c.header)])}`));
        return;
      }
      try {
        const next = await iterator.next();
        if (cancelled) return; // the client went away while this batch was read
        if (next.done) return controller.close();
        const records = next.value.map((row) => columns.map((c) => csvCell(c.value(row))));
        controller.enqueue(encoder.encode(stringify(records)));
      } catch (err) {
        console.error('[csv export]', err);
        controller.error(err);
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
