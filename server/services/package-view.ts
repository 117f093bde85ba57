// A package as the API shows it: its fields, credits as one object, and its sales (VERIFIED
// orders) and revenue computed from the orders of the listed packages in one grouped query.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Package, PackageDetail, PackageStats } from '../../contract/packages.js';
import type { Tx } from '../db/client.js';
import { orders, packages, payments, subscriptions, users } from '../db/schema.js';

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

/** Sales and revenue of the given packages (served by orders_package_status_idx). */
export async function salesOf(db: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, { totalSales: number; revenue: number }>();
  const rows = await db
    .select({
      packageId: orders.packageId,
      totalSales: count(),
      revenue: sql<number>`coalesce(sum(${orders.amount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.packageId, ids), eq(orders.status, 'VERIFIED')))
    .groupBy(orders.packageId);
  return new Map(rows.map((r) => [r.packageId, { totalSales: r.totalSales, revenue: r.revenue }]));
}

export async function packageViews(db: Tx, rows: PackageRow[]): Promise<Package[]> {
  const sales = await salesOf(db, rows.map((r) => r.id));
  return rows.map((row) => toPackage(row, sales.get(row.id)));
}

export async function packageStats(db: Tx): Promise<PackageStats> {
  const [[counts], [sales]] = await Promise.all([
    db
      .select({
        totalPackages: count(),
        activePackages: sql<number>`count(*) filter (where ${packages.isActive})`.mapWith(Number),
        popularPackages: sql<number>`count(*) filter (where ${packages.isPopular})`.mapWith(Number),
      })
      .from(packages),
    db
      .select({
        totalSales: count(),
        totalRevenue: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.currency} = 'VND'), 0)`.mapWith(Number),
        totalRevenueUsd: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.currency} = 'USD'), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.status, 'VERIFIED')),
  ]);
  return { ...counts!, ...sales! };
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
