// What admins do to packages. Each write takes the transaction the handler opened and the
// acting admin, locks the rows it changes and records an audit entry in the same transaction.
import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Package, packageBulkBody, packageCreateBody, PackageUpdate } from '../../../contract/packages.js';
import { audit, auditEach } from '../../audit/write.js';
import type { Tx } from '../../db/client.js';
import { orders, packages, subscriptions } from '../../db/schema.js';
import { conflict, notFound } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { packageColumns, toPackage } from './view.js';

type PackageRow = typeof packages.$inferSelect;

/** A package in the audit trail: its English name, as the packages list names it. */
const packageName = (row: Pick<PackageRow, 'name' | 'nameEn'>) => row.nameEn || row.name;

export async function createPackage(tx: Tx, actor: Actor, input: z.output<typeof packageCreateBody>): Promise<Package> {
  const [created] = await tx
    .insert(packages)
    .values({ ...packageColumns(input), validityDays: input.validityDays ?? null, createdAt: actor.at, updatedAt: actor.at })
    .returning();
  const view = toPackage(created!);
  await audit(tx, actor, { action: 'package.create', entity: 'package', entityId: created!.id, recordName: packageName(created!), after: view });
  return view;
}

/** Returns the updated row (its sales are read after the commit). */
export async function updatePackage(tx: Tx, actor: Actor, id: string, changes: PackageUpdate): Promise<PackageRow> {
  const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  if (!before) throw notFound('PACKAGE');
  const [after] = await tx
    .update(packages)
    .set({ ...packageColumns(changes), updatedAt: actor.at })
    .where(eq(packages.id, id))
    .returning();
  await audit(tx, actor, {
    action: 'package.update',
    entity: 'package',
    entityId: id,
    recordName: packageName(after!),
    before: toPackage(before),
    after: toPackage(after!),
  });
  return after!;
}

/** Sets isActive and/or isPopular on the packages that exist; returns how many. */
export async function setPackagesBulk(tx: Tx, actor: Actor, packageIds: string[], updates: z.output<typeof packageBulkBody>['updates']): Promise<number> {
  const before = await tx.select().from(packages).where(inArray(packages.id, packageIds)).for('update');
  if (!before.length) return 0;
  await tx
    .update(packages)
    .set({ ...updates, updatedAt: actor.at })
    .where(inArray(packages.id, packageIds));
  await auditEach(
    tx,
    actor,
    before.map((row) => ({
      action: 'package.bulk_update',
      entity: 'package',
      entityId: row.id,
      recordName: packageName(row),
      before: { isActive: row.isActive, isPopular: row.isPopular },
      after: updates,
    })),
  );
  return before.length;
}

/** A package that orders or subscriptions name stays (deactivating it hides it instead): 409. */
export async function deletePackage(tx: Tx, actor: Actor, id: string): Promise<void> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  if (!row) throw notFound('PACKAGE');
  const [o] = await tx.select({ n: count() }).from(orders).where(eq(orders.packageId, id));
  const [s] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.packageId, id));
  if (o!.n || s!.n) {
    if (!s!.n) throw conflict('PACKAGE_HAS_ORDERS', { smart_count: o!.n });
    if (!o!.n) throw conflict('PACKAGE_HAS_SUBSCRIPTIONS', { smart_count: s!.n });
    throw conflict('PACKAGE_HAS_ORDERS_AND_SUBSCRIPTIONS', { orders: o!.n, subscriptions: s!.n });
  }
  await tx.delete(packages).where(eq(packages.id, id));
  await audit(tx, actor, { action: 'package.delete', entity: 'package', entityId: id, recordName: packageName(row), before: toPackage(row) });
}
