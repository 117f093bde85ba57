// The package list (a page with its stats) and one package with its latest activity.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Package, PackageDetail, packageListQuery } from '../../../contract/packages.js';
import type { Db } from '../../db/client.js';
import { pagination, searchMatch } from '../../db/lists.js';
import { packages } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { packageDetail, packageStats, packageViews } from './view.js';

const SORT_COLUMNS = { sortOrder: packages.sortOrder, createdAt: packages.createdAt, price: packages.price, name: packages.name };

export async function listPackages(db: Db, q: z.output<typeof packageListQuery>) {
  const where = and(
    q.search ? searchMatch(packages.searchText, q.search) : undefined,
    q.isActive === undefined ? undefined : eq(packages.isActive, q.isActive),
    q.isPopular === undefined ? undefined : eq(packages.isPopular, q.isPopular),
  );
  // Default: the storefront's order (sortOrder, then newest).
  const direction = q.order === 'asc' ? asc : q.order === 'desc' ? desc : q.sort ? desc : asc;
  const orderBy: SQL[] = q.sort ? [direction(SORT_COLUMNS[q.sort])] : [asc(packages.sortOrder), desc(packages.createdAt)];
  const [rows, [{ total } = { total: 0 }], stats] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(...orderBy, asc(packages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(packages).where(where),
    packageStats(db),
  ]);
  return { packages: await packageViews(db, rows), pagination: pagination(q.page, q.limit, total), stats };
}

export async function getPackage(db: Db, id: string): Promise<PackageDetail> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound('PACKAGE');
  return packageDetail(db, row);
}

/** A package row as the API shows it, with its sales. */
export async function packageView(db: Db, row: typeof packages.$inferSelect): Promise<Package> {
  const [view] = await packageViews(db, [row]);
  return view!;
}
