// A package as the API shows it: its fields, credits as one object, and its sales (received:
// PAID and VERIFIED orders) and revenue, read from the counters for all the listed packages at once.
import { and, desc, eq } from 'drizzle-orm';
import type { Package, PackageDetail, PackageStats } from '../../../contract/packages.js';
import { readCounters } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { packages, payments, subscriptions, users } from '../../db/schema.js';

type PackageRow = typeof packages.$inferSelect;
const RECENT = 10;

export function toPackage(row: PackageRow, sales = { totalSales: 0, revenue: 0 }): Package {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    price: row.price,
    currency: row.currency as Package['currency'],
    credits: { cvCreation: row.cvCreation, aiOptimization: row.aiOptimization, premiumTemplates: row.premiumTemplates, aiTemplates: row.aiTemplates },
    features: row.features,
    featuresEn: row.featuresEn,
    isPopular: row.isPopular,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    validityDays: row.validityDays,
    totalSales: sales.totalSales,
    revenue: sales.revenue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The form's `credits` object as the table's four columns. */
export function packageColumns<T extends { credits?: Package['credits'] }>(input: T) {
  const { credits, ...rest } = input;
  return { ...rest, ...(credits ?? {}) };
}

/** Sales and revenue (orders whose money was received: PAID or VERIFIED) of the given packages, from the counters. */
export async function salesOf(db: Tx, rows: Pick<PackageRow, 'id' | 'currency'>[]) {
  const names = rows.flatMap((r) => [`packages.sales.${r.id}`, `packages.revenue.${r.currency}.${r.id}`]);
  const c = await readCounters(db, names);
  return new Map(rows.map((r) => [r.id, { totalSales: c[`packages.sales.${r.id}`] ?? 0, revenue: c[`packages.revenue.${r.currency}.${r.id}`] ?? 0 }]));
}

export async function packageViews(db: Tx, rows: PackageRow[]): Promise<Package[]> {
  const sales = await salesOf(db, rows);
  return rows.map((row) => toPackage(row, sales.get(row.id)));
}

export async function packageStats(db: Tx): Promise<PackageStats> {
  const c = await readCounters(db, [
    'packages.total',
    'packages.active',
    'packages.popular',
    'orders.status.PAID',
    'orders.status.VERIFIED',
    'orders.revenue.VND',
    'orders.revenue.USD',
  ]);
  return {
    totalPackages: c['packages.total'],
    activePackages: c['packages.active'],
    popularPackages: c['packages.popular'],
    totalSales: c['orders.status.PAID'] + c['orders.status.VERIFIED'],
    totalRevenue: c['orders.revenue.VND'],
    totalRevenueUsd: c['orders.revenue.USD'],
  };
}

/** The package with its 10 latest subscriptions (with their user) and 10 latest payments. */
export async function packageDetail(db: Tx, row: PackageRow): Promise<PackageDetail> {
  const [[view], subs, pays] = await Promise.all([
    packageViews(db, [row]),
    db
      .select({
        id: subscriptions.id,
        createdAt: subscriptions.createdAt,
        user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.packageId, row.id))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(RECENT),
    db
      .select({ id: payments.id, amount: payments.amount, currency: payments.currency, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.packageId, row.id), eq(payments.status, 'completed')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(RECENT),
  ]);
  return {
    ...view!,
    subscriptions: subs.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    payments: pays.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
  };
}
