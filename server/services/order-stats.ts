// The order list's stats cards: totals over every order (not the filtered page), in one scan.
import { sql } from 'drizzle-orm';
import type { OrderStats } from '../../contract/orders.js';
import type { Tx } from '../db/client.js';
import { orders } from '../db/schema.js';

const n = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const revenue = (currency: string) =>
  sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.status} in ('PAID', 'VERIFIED') and ${orders.currency} = ${currency}), 0)`.mapWith(Number);

export async function orderStats(db: Tx, now: Date): Promise<OrderStats> {
  const iso = now.toISOString(); // raw SQL params skip drizzle's Date mapping
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*)`.mapWith(Number),
      pendingOrders: n(sql`${orders.status} = 'PENDING' and ${orders.expiresAt} > ${iso}`),
      expiredOrders: n(sql`${orders.status} = 'PENDING' and ${orders.expiresAt} <= ${iso}`),
      paidOrders: n(sql`${orders.status} = 'PAID'`),
      verifiedOrders: n(sql`${orders.status} = 'VERIFIED'`),
      cancelledOrders: n(sql`${orders.status} = 'CANCELLED'`),
      totalRevenue: revenue('VND'),
      totalRevenueUsd: revenue('USD'),
    })
    .from(orders);
  return row!;
}
