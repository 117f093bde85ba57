// Credit packages: list with stats and sales, detail with recent subscriptions and payments,
// create, partial update, delete, bulk update, analytics.
import { packageSeriesSchema } from '../../../contract/analytics.js';
import { deletedIdResult, updatedResult } from '../../../contract/envelope.js';
import {
  PACKAGE_WITHHELD,
  packageAnalyticsSchema,
  packageBulkSchema,
  packageCreateSchema,
  packageDetailSchema,
  packageListQuery,
  packageListSchema,
  packageSchema,
  packageStatsSchema,
  packageUpdateSchema,
} from '../../../contract/packages.js';
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

const BASE = '/api/admin/packages';

packagesArea.get(
  BASE,
  { summary: 'List packages with stats', withhold: PACKAGE_WITHHELD, permission: 'packages.read', query: packageListQuery, data: packageListSchema },
  async (c, { query }) => ok(c, await listPackages(c.get('deps').db, query)),
);

packagesArea.get(
  `${BASE}/analytics`,
  { summary: 'Sales per package and per month', withhold: PACKAGE_WITHHELD, permission: 'packages.read', data: packageAnalyticsSchema },
  async (c) => {
    const { db, clock } = c.get('deps');
    return ok(c, await packageAnalytics(db, clock.now()));
  },
);

packagesArea.put(
  `${BASE}/bulk`,
  { summary: 'Set isActive or isPopular on packages', withhold: PACKAGE_WITHHELD, permission: 'packages.edit', body: packageBulkSchema, data: updatedResult },
  async (c, { body }) => {
    const updated = await inTransaction(c, (tx, actor) => setPackagesBulk(tx, actor, body.packageIds, body.updates));
    return ok(c, { updated }, `${updated} packages updated successfully`);
  },
);

packagesArea.post(
  BASE,
  { summary: 'Create a package', withhold: PACKAGE_WITHHELD, permission: 'packages.edit', body: packageCreateSchema, data: packageSchema, status: 201 },
  async (c, { body }) => {
    const created = await inTransaction(c, (tx, actor) => createPackage(tx, actor, body));
    return ok(c, created, 'Package created successfully', 201);
  },
);

packagesArea.get(
  `${BASE}/{id}`,
  {
    summary: 'Get a package with its latest subscriptions and payments',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    entity: 'PACKAGE',
    data: packageDetailSchema,
  },
  async (c, { id }) => ok(c, await getPackage(c.get('deps').db, id)),
);

packagesArea.get(
  `${BASE}/{id}/series`,
  {
    summary: 'Sales and revenue of a package per business month, the last 12',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    entity: 'PACKAGE',
    data: packageSeriesSchema,
  },
  async (c, { id }) => {
    const { db, clock } = c.get('deps');
    return ok(c, await packageSeries(db, id, clock.now()));
  },
);

packagesArea.put(
  `${BASE}/{id}`,
  {
    summary: 'Update a package (any subset of the fields)',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.edit',
    entity: 'PACKAGE',
    body: packageUpdateSchema,
    data: packageSchema,
  },
  async (c, { id, body }) => {
    const row = await inTransaction(c, (tx, actor) => updatePackage(tx, actor, id, body));
    return ok(c, await packageView(c.get('deps').db, row), 'Package updated successfully');
  },
);

packagesArea.delete(
  `${BASE}/{id}`,
  {
    summary: 'Delete a package',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.delete',
    entity: 'PACKAGE',
    data: deletedIdResult,
    errors: { 409: 'The package has orders or subscriptions: deactivate it instead' },
  },
  async (c, { id }) => {
    await inTransaction(c, (tx, actor) => deletePackage(tx, actor, id));
    return ok(c, { id }, 'Package deleted successfully');
  },
);
