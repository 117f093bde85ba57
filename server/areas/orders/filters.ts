// The order list's filters as SQL, shared by the list, its stats and the export. EXPIRED is
// derived: a stored PENDING whose expiresAt has passed (docs/api.md "Orders").
import { and, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders.js';
import { orders } from '../../db/schema.js';
import { searchMatch } from '../../db/lists.js';

export interface OrderFilter {
  search?: string;
  status?: OrderStatus;
  dateFrom?: Date;
  dateTo?: Date;
}

/** The status as the API shows it, computed in SQL at `now`. */
export const displayStatusSql = (now: Date) =>
  sql<OrderStatus>`case when ${orders.status} = 'PENDING' and ${orders.expiresAt} <= ${now.toISOString()} then 'EXPIRED' else ${orders.status} end`;

export function statusCondition(status: OrderStatus, now: Date): SQL {
  if (status === 'PENDING') return and(eq(orders.status, 'PENDING'), gt(orders.expiresAt, now))!;
  if (status === 'EXPIRED') return and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now))!;
  return eq(orders.status, status);
}

export function orderWhere(filter: OrderFilter, now: Date): SQL | undefined {
  return and(
    filter.search ? searchMatch(orders.searchText, filter.search) : undefined,
    filter.status ? statusCondition(filter.status, now) : undefined,
    filter.dateFrom ? gte(orders.createdAt, filter.dateFrom) : undefined,
    filter.dateTo ? lte(orders.createdAt, filter.dateTo) : undefined,
  );
}
