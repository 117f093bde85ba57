// Credit packages: list with stats and sales, detail with recent subscriptions and payments,
// create, partial update, delete, bulk update, analytics.
import { packageDetailSchema, packageRoutes, packageSchema, packageStatsSchema } from '../../../contract/packages.js';
import { ok } from '../../http/envelope.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { packageSeries } from '../orders/series.js';
import { packageAnalytics } from './analytics.js';
import { getPackage, listPackages, packageView } from './queries.js';
import { createPackage, deletePackage, setPackagesBulk, updatePackage } from './service.js';

export const packagesArea = defineArea(
  { name: 'Packages', description: 'Credit packages: list, create, edit, (de)activate, delete, sales.' },
  { Package: packageSchema, PackageDetail: packageDetailSchema, PackageStats: packageStatsSchema },
);

packagesArea.bind(packageRoutes.list, async (c, { query }) => ok(c, await listPackages(c.get('deps').db, query)));

packagesArea.bind(packageRoutes.analytics, async (c) => {
  const { db, clock } = c.get('deps');
  return ok(c, await packageAnalytics(db, clock.now()));
});

packagesArea.bind(packageRoutes.bulkUpdate, async (c, { body }) => {
  const updated = await inTransaction(c, (tx, actor) => setPackagesBulk(tx, actor, body.packageIds, body.updates));
  return ok(c, { updated }, `${updated} packages updated successfully`);
});

packagesArea.bind(packageRoutes.create, async (c, { body }) => {
  const created = await inTransaction(c, (tx, actor) => createPackage(tx, actor, body));
  return ok(c, created, 'Package created successfully', 201);
});

packagesArea.bind(packageRoutes.get, async (c, { id }) => ok(c, await getPackage(c.get('deps').db, id)));

packagesArea.bind(packageRoutes.series, async (c, { id }) => {
  const { db, clock } = c.get('deps');
  return ok(c, await packageSeries(db, id, clock.now()));
});

packagesArea.bind(packageRoutes.update, async (c, { id, body }) => {
  const row = await inTransaction(c, (tx, actor) => updatePackage(tx, actor, id, body));
  return ok(c, await packageView(c.get('deps').db, row), 'Package updated successfully');
});

packagesArea.bind(packageRoutes.delete, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => deletePackage(tx, actor, id));
  return ok(c, { id }, 'Package deleted successfully');
});
