// The orders export: the list's filters, every matching order, streamed in keyset-paged
// batches as CSV or as a JSON document, so memory stays flat at any row count.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orders, packages } from '../db/schema.js';
import { type CsvColumn, csvResponse, keysetBatches } from './csv.js';
import { displayStatusSql, type OrderFilter, orderWhere } from './order-filters.js';

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
    (after) =>
      exportQuery(db, after ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.cursor}::timestamptz, ${after.id})`) : where, now),
    BATCH,
  );
}

const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Order ID', value: (r) => r.id },
  { header: 'Order Code', value: (r) => r.orderCode },
  { header: 'Status', value: (r) => r.status },
  { header: 'Customer Name', value: (r) => r.customerName },
  { header: 'Customer Email', value: (r) => r.customerEmail },
  { header: 'Package', value: (r) => r.packageName },
  { header: 'Amount', value: (r) => r.amount },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Payment Method', value: (r) => r.paymentMethod },
  { header: 'Created At', value: (r) => r.createdAt },
  { header: 'Paid At', value: (r) => r.paidAt },
  { header: 'Verified At', value: (r) => r.verifiedAt },
  { header: 'Expires At', value: (r) => r.expiresAt },
];

export const ordersCsv = (filename: string, batches: AsyncIterable<ExportRow[]>) => csvResponse(filename, COLUMNS, batches);

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
