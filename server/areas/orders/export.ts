// The orders export: the list's filters, every matching order, as CSV (http/csv-export.ts)
// or as a JSON document streamed in keyset-paged batches, so memory stays flat at any row count.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { businessDay } from '../../core/business-time.js';
import type { Tx } from '../../db/client.js';
import { orders, packages } from '../../db/schema.js';
import { keysetBatches } from '../../db/lists.js';
import type { CsvHeaders } from '../../../contract/csv-headers.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';
import { displayStatusSql, type OrderFilter, orderWhere } from './filters.js';

const BATCH = 1000;

function exportQuery(db: Tx, where: SQL | undefined, now: Date) {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      status: displayStatusSql(now),
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      packageName: packages.nameEn,
      amount: orders.amount,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      verifiedAt: orders.verifiedAt,
      expiresAt: orders.expiresAt,
      // The exact stored instant (microseconds), so the keyset never skips or repeats a row.
      cursor: sql<string>`${orders.createdAt}::text`,
    })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BATCH);
}
export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

export function exportBatches(db: Tx, filter: OrderFilter, now: Date) {
  const where = orderWhere(filter, now);
  return keysetBatches<ExportRow>(
    (after) => exportQuery(db, after ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.cursor}::timestamptz, ${after.id})`) : where, now),
    BATCH,
  );
}

/** The CSV: the same filters and columns, written by the database (see http/csv-export.ts), headed in the admin's language. */
export function ordersCsv(filter: OrderFilter, now: Date, h: CsvHeaders['orders']): CsvExport {
  return {
    filename: `orders-${businessDay(now)}.csv`,
    columns: {
      [h.id]: orders.id,
      [h.orderCode]: csvText(orders.orderCode),
      [h.status]: displayStatusSql(now),
      [h.customerName]: csvText(orders.customerName),
      [h.customerEmail]: csvText(orders.customerEmail),
      [h.package]: csvText(packages.nameEn),
      [h.amount]: orders.amount,
      [h.currency]: csvText(orders.currency),
      [h.paymentMethod]: csvText(orders.paymentMethod),
      [h.createdAt]: csvTime(orders.createdAt),
      [h.paidAt]: csvTime(orders.paidAt),
      [h.verifiedAt]: csvTime(orders.verifiedAt),
      [h.expiresAt]: csvTime(orders.expiresAt),
    },
    from: sql`${orders} inner join ${packages} on ${packages.id} = ${orders.packageId}`,
    where: orderWhere(filter, now),
    at: orders.createdAt,
    id: orders.id,
  };
}

/** `{ success, data: { orders: [...] } }` written batch by batch. */
export function ordersJson(batches: AsyncIterable<ExportRow[]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode('{"success":true,"data":{"orders":['));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(']}}'));
          return controller.close();
        }
        const text = next.value.map(({ cursor: _cursor, ...row }) => JSON.stringify(row)).join(',');
        controller.enqueue(encoder.encode((first ? '' : ',') + text));
        first = false;
      } catch (err) {
        console.error('[orders export]', err);
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
