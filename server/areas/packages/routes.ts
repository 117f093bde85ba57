// Credit packages (API.md "Packages"): list with stats and sales, detail with recent
// subscriptions and payments, create, partial update, delete, bulk update, analytics.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { packageBulkSchema, packageCreateSchema, packageListQuery, packageUpdateSchema } from '../../../contract/packages.js';
import type { AppEnv } from '../../http/context.js';
import { orders, packages, subscriptions } from '../../db/schema.js';
import { conflict, notFound, ok } from '../../http/envelope.js';
import { uuidParam, parseBody, parseQuery } from '../../http/parse.js';
import { likePattern, pagination } from '../../db/lists.js';
import { audit, auditEach } from '../../audit/write.js';
import { packageAnalytics } from '../orders/analytics.js';
import { packageColumns, packageDetail, packageStats, packageViews, toPackage } from './view.js';
import { actorOf } from '../../http/request.js';

const sortColumns = { sortOrder: packages.sortOrder, createdAt: packages.createdAt, price: packages.price, name: packages.name };

export const packageRoutes = new Hono<AppEnv>();

packageRoutes.get('/', async (c) => {
  const { db } = c.get('deps');
  const q = parseQuery(c, packageListQuery);
  const where = and(
    // Written as the packages_search_trgm index expression.
    q.search ? sql`(${packages.name} || ' ' || ${packages.nameEn}) ilike ${likePattern(q.search)}` : undefined,
    q.isActive === undefined ? undefined : eq(packages.isActive, q.isActive),
    q.isPopular === undefined ? undefined : eq(packages.isPopular, q.isPopular),
  );
  // Default: the storefront's order (sortOrder, then newest).
  const direction = q.order === 'asc' ? asc : q.order === 'desc' ? desc : q.sort ? desc : asc;
  const orderBy: SQL[] = q.sort ? [direction(sortColumns[q.sort])] : [asc(packages.sortOrder), desc(packages.createdAt)];
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
  return ok(c, { packages: await packageViews(db, rows), pagination: pagination(q.page, q.limit, total), stats });
});

packageRoutes.get('/analytics', async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await packageAnalytics(db, clock.now()));
});

packageRoutes.put('/bulk', async (c) => {
  const { db, clock } = c.get('deps');
  const { packageIds, updates } = await parseBody(c, packageBulkSchema);
  const updated = await db.transaction(async (tx) => {
    const before = await tx.select().from(packages).where(inArray(packages.id, packageIds)).for('update');
    if (!before.length) return 0;
    await tx
      .update(packages)
      .set({ ...updates, updatedAt: clock.now() })
      .where(inArray(packages.id, packageIds));
    await auditEach(
      tx,
      actorOf(c),
      before.map((row) => ({
        action: 'package.bulk_update',
        entity: 'package',
        entityId: row.id,
        before: { isActive: row.isActive, isPopular: row.isPopular },
        after: updates,
      })),
    );
    return before.length;
  });
  return ok(c, { updated }, `${updated} packages updated successfully`);
});

packageRoutes.post('/', async (c) => {
  const { db, clock } = c.get('deps');
  const input = await parseBody(c, packageCreateSchema);
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(packages)
      .values({ ...packageColumns(input), validityDays: input.validityDays ?? null, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, actorOf(c), { action: 'package.create', entity: 'package', entityId: created!.id, after: toPackage(created!) });
    return created!;
  });
  return ok(c, toPackage(row), 'Package created successfully', 201);
});

packageRoutes.get('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'Package');
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound('Package');
  return ok(c, await packageDetail(db, row));
});

packageRoutes.put('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Package');
  const changes = await parseBody(c, packageUpdateSchema);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!before) throw notFound('Package');
    const [after] = await tx
      .update(packages)
      .set({ ...packageColumns(changes), updatedAt: clock.now() })
      .where(eq(packages.id, id))
      .returning();
    await audit(tx, actorOf(c), { action: 'package.update', entity: 'package', entityId: id, before: toPackage(before), after: toPackage(after!) });
    return after!;
  });
  const [view] = await packageViews(db, [row]);
  return ok(c, view, 'Package updated successfully');
});

packageRoutes.delete('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'Package');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!row) throw notFound('Package');
    const [o] = await tx.select({ n: count() }).from(orders).where(eq(orders.packageId, id));
    const [s] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.packageId, id));
    if (o!.n || s!.n) {
      const parts = [o!.n && `${o!.n} order${o!.n === 1 ? '' : 's'}`, s!.n && `${s!.n} subscription${s!.n === 1 ? '' : 's'}`].filter(Boolean);
      throw conflict(`This package has ${parts.join(' and ')} and cannot be deleted. Deactivate it instead.`);
    }
    await tx.delete(packages).where(eq(packages.id, id));
    await audit(tx, actorOf(c), { action: 'package.delete', entity: 'package', entityId: id, before: toPackage(row) });
  });
  return ok(c, { id }, 'Package deleted successfully');
});
