// GET /orders/series: orders per status by the day they were created, the funnel of the
// period's orders, and revenue per package; GET /packages/{id}/series reuses the package
// counters. All from the day counters (server/db/counters.ts); the only rows read are the
// PENDING orders expiring within the current hour (a small range of the (status, expires_at)
// index) and the packages.
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderSeries, PackageSeries, Period } from '../../../contract/analytics.js';
import { businessLocal } from '../../core/business-time.js';
import { PENDING_CREATED, readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { orders, packages } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { at, periodRange } from '../dashboard/periods.js';

const STORED = ['PENDING', 'PAID', 'VERIFIED', 'CANCELLED'] as const;
const created = (status: string) => `orders.created_by_day.${status}`;
const SALES = 'orders.package_sales_by_day.';
const REVENUE = 'orders.package_revenue_by_day.';

/**
 * The PENDING orders not yet expired, per bucket of the day they were created: the counters of
 * the expiry hours ahead, plus the orders expiring later within the current hour (a small
 * indexed range), as livePendingOrders counts them for the stats.
 */
async function livePending(db: Tx, range: { from: string; to: string; unit: 'day' | 'month' }, now: Date): Promise<Map<string, number>> {
  const hour = `${PENDING_CREATED}${now.toISOString().slice(0, 13)}`;
  const nextHour = new Date(Math.floor(now.getTime() / 3_600_000 + 1) * 3_600_000);
  const format = range.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const found = (await db.execute(sql`select key, sum(n) as n from (
      (select to_char(day, ${format}) as key, sum(value) as n from stat_counters
        where name > ${hour} and name < ${`${PENDING_CREATED}~`} and day >= ${range.from}::date and day < ${range.to}::date group by 1)
      union all
      (select to_char(${businessLocal(orders.createdAt)}, ${format}) as key, count(*) as n from ${orders}
        where ${orders.status} = 'PENDING' and ${orders.expiresAt} > ${now.toISOString()} and ${orders.expiresAt} < ${nextHour.toISOString()} group by 1)
    ) live group by key`)) as unknown as { rows: { key: string; n: string }[] };
  return new Map(found.rows.map((r) => [r.key, Number(r.n)]));
}

export async function orderSeries(db: Tx, period: Period, now: Date): Promise<OrderSeries> {
  const p = periodRange(period, now);
  const [sums, live] = await Promise.all([
    readSeries(db, { from: p.from, to: p.to, unit: p.unit }, STORED.map(created), [SALES, REVENUE]),
    livePending(db, { from: p.from, to: p.to, unit: p.unit }, now),
  ]);
  const points = p.keys.map((key) => {
    const pending = at(sums, created('PENDING'), key);
    const stillLive = Math.min(live.get(key) ?? 0, pending);
    return {
      key,
      PENDING: stillLive,
      PAID: at(sums, created('PAID'), key),
      VERIFIED: at(sums, created('VERIFIED'), key),
      EXPIRED: pending - stillLive,
      CANCELLED: at(sums, created('CANCELLED'), key),
    };
  });
  const total = (status: keyof (typeof points)[number]) => points.reduce((n, point) => n + (point[status] as number), 0);
  const funnel = {
    created: total('PENDING') + total('PAID') + total('VERIFIED') + total('EXPIRED') + total('CANCELLED'),
    paid: total('PAID') + total('VERIFIED'),
    verified: total('VERIFIED'),
    pending: total('PENDING'),
    expired: total('EXPIRED'),
    cancelled: total('CANCELLED'),
  };

  // Per package: its sales and the revenue in its own currency over the period.
  const sumOf = (name: string) => [...(sums.get(name)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const ids = [...sums.keys()].filter((n) => n.startsWith(SALES)).map((n) => n.slice(SALES.length));
  const rows = ids.length
    ? await db
        .select({ packageId: packages.id, name: packages.name, nameEn: packages.nameEn, currency: packages.currency })
        .from(packages)
        .where(inArray(packages.id, ids))
    : [];
  const byPackage = rows
    .map((r) => ({ ...r, orders: sumOf(`${SALES}${r.packageId}`), revenue: sumOf(`${REVENUE}${r.currency}.${r.packageId}`) }))
    .filter((r) => r.orders > 0)
    .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.name.localeCompare(b.name));
  return { period, unit: p.unit, points, funnel, byPackage };
}

/** One package's sales (PAID and VERIFIED orders) and revenue per business month, the last 12. */
export async function packageSeries(db: Tx, id: string, now: Date): Promise<PackageSeries> {
  const [pkg] = await db.select({ currency: packages.currency }).from(packages).where(eq(packages.id, id));
  if (!pkg) throw notFound('PACKAGE');
  const p = periodRange('12m', now);
  const sales = `${SALES}${id}`;
  const revenue = `${REVENUE}${pkg.currency}.${id}`;
  const sums = await readSeries(db, { from: p.from, to: p.to, unit: 'month' }, [sales, revenue]);
  return { currency: pkg.currency, months: p.keys.map((month) => ({ month, sales: at(sums, sales, month), revenue: at(sums, revenue, month) })) };
}
