// Packages: the ONE set of package rules, used by the package form before it
// submits and by the server on create and update, plus the shapes the API returns.
import { z } from 'zod';
import { packageSeriesSchema } from './analytics.js';
import { deletedIdSchema, updatedCountSchema } from './envelope.js';
import { count, instant } from './fields.js';
import { paginationSchema } from './lists.js';
import { PACKAGE_MESSAGES } from './package-messages.js';
import { boolParam, pageQuery, searchParam, sortParam } from './query.js';
import { route } from './route.js';
import { type Credits, creditCountsSchema } from './users.js';
import type { Withheld } from './withheld.js';

export { PACKAGE_MESSAGES, type PackageMessageKey } from './package-messages.js';

export const PACKAGE_CURRENCIES = ['VND', 'USD'] as const;
export type PackageCurrency = (typeof PACKAGE_CURRENCIES)[number];
export const PACKAGES_PAGE_SIZE = 12;
/** The most packages one bulk call may carry. */
export const PACKAGE_BULK_MAX = 100;
export const PACKAGE_SORT_FIELDS = ['sortOrder', 'createdAt', 'price', 'name'] as const;

const M = PACKAGE_MESSAGES;
const MAX_MONEY = 1_000_000_000_000;
const MAX_INT = 1_000_000_000;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, M.tooLong);
const wholeNumber = (max: number, minMessage: string = M.notNegative) =>
  z.number({ message: M.wholeNumber }).int(M.wholeNumber).min(0, minMessage).max(max, M.tooLarge);
/** Feature rows: trimmed, blank rows dropped, then at least one must remain. */
const featureList = (message: string) =>
  z
    .array(z.string({ message }).max(500, M.tooLong), { message })
    .transform((rows) => rows.map((row) => row.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, message).max(50, M.tooManyFeatures));

const credit = wholeNumber(MAX_INT, M.creditsNegative);
export const packageCreditsSchema = z.object(
  { cvCreation: credit, aiOptimization: credit, premiumTemplates: credit, aiTemplates: credit },
  { message: M.creditsNegative },
);

const packageFields = {
  name: requiredText(M.nameRequired, 200),
  nameEn: requiredText(M.nameEnRequired, 200),
  description: requiredText(M.descriptionRequired, 2000),
  descriptionEn: requiredText(M.descriptionEnRequired, 2000),
  price: z.number({ message: M.pricePositive }).int(M.wholeNumber).gt(0, M.pricePositive).max(MAX_MONEY, M.tooLarge),
  currency: z.enum(PACKAGE_CURRENCIES, { message: M.currencyInvalid }),
  credits: packageCreditsSchema,
  features: featureList(M.featuresRequired),
  featuresEn: featureList(M.featuresEnRequired),
  isActive: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: wholeNumber(MAX_INT),
  /** Days a subscription lasts; null (or absent on create) means no expiry. */
  validityDays: wholeNumber(36_500).nullable(),
};

/** POST /packages: the form's payload (unknown keys are refused so typos surface). */
export const packageCreateBody = z
  .object({
    ...packageFields,
    currency: packageFields.currency.default('VND'),
    isActive: packageFields.isActive.default(true),
    isPopular: packageFields.isPopular.default(false),
    sortOrder: packageFields.sortOrder.default(0),
    validityDays: packageFields.validityDays.optional(),
  })
  .strict();
export type PackageInput = z.input<typeof packageCreateBody>;

/** PUT /packages/{id}: any subset of the same fields, e.g. only isActive. */
export const packageUpdateBody = z.object(packageFields).partial().strict();
export type PackageUpdate = z.output<typeof packageUpdateBody>;

export const packageBulkBody = z.object({
  packageIds: z
    .array(z.uuid('Every id must be a UUID'), { message: 'packageIds must be a list of ids' })
    .min(1, 'Select at least one package')
    .max(PACKAGE_BULK_MAX, `At most ${PACKAGE_BULK_MAX} packages at once`),
  updates: z
    .object({ isActive: z.boolean(), isPopular: z.boolean() })
    .partial()
    .strict()
    .refine((u) => u.isActive !== undefined || u.isPopular !== undefined, 'Give isActive or isPopular'),
});

/** A new package starts as VND, price 0, sort order 0, no credits, active, not popular. */
export const PACKAGE_DEFAULTS = {
  name: '',
  nameEn: '',
  description: '',
  descriptionEn: '',
  price: 0,
  currency: 'VND' as PackageCurrency,
  credits: { cvCreation: 0, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 } as Credits,
  features: [''],
  featuresEn: [''],
  isActive: true,
  isPopular: false,
  sortOrder: 0,
  validityDays: null as number | null,
};

/** A package that lacks credits reads as 1/0/0/0. */
export const FALLBACK_PACKAGE_CREDITS: Credits = { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 };

/**
 * A package's money is orders data and its subscribers users data: a role that may read
 * packages but not those reads the packages without these keys.
 */
export const PACKAGE_WITHHELD = {
  revenue: 'orders.read',
  revenueUsd: 'orders.read',
  totalRevenue: 'orders.read',
  totalRevenueUsd: 'orders.read',
  payments: 'orders.read',
  subscriptions: 'users.read',
} as const satisfies Withheld;

export const packageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  price: count,
  currency: z.enum(PACKAGE_CURRENCIES),
  credits: creditCountsSchema,
  features: z.array(z.string()),
  featuresEn: z.array(z.string()),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  sortOrder: count,
  validityDays: count.nullable(),
  totalSales: count.meta({ description: 'Orders of this package whose money was received (PAID and VERIFIED), as every revenue figure counts them' }),
  revenue: count.optional().meta({ description: "The sum of those orders' amounts, in the package's currency (absent without orders.read)" }),
  createdAt: instant,
  updatedAt: instant,
});
export type Package = z.infer<typeof packageSchema>;

/** GET /packages/{id}: the package with its 10 latest subscriptions and payments. */
export const packageDetailSchema = packageSchema.extend({
  subscriptions: z
    .array(z.object({ id: z.uuid(), createdAt: instant, user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }) }))
    .optional()
    .meta({ description: 'Absent without users.read' }),
  payments: z
    .array(z.object({ id: z.uuid(), amount: count, currency: z.string(), createdAt: instant }))
    .optional()
    .meta({ description: 'Absent without orders.read' }),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packageStatsSchema = z.object({
  totalPackages: count,
  activePackages: count,
  popularPackages: count,
  totalSales: count,
  totalRevenue: count
    .optional()
    .meta({ description: 'VND received (PAID and VERIFIED orders; absent without orders.read), the same figure as the dashboard and the orders list' }),
  totalRevenueUsd: count.optional().meta({ description: 'USD received (PAID and VERIFIED orders; extension; absent without orders.read)' }),
});
export type PackageStats = z.infer<typeof packageStatsSchema>;

export const packageListQuery = z.object({
  ...pageQuery(PACKAGES_PAGE_SIZE),
  search: searchParam,
  isActive: boolParam.optional(),
  isPopular: boolParam.optional(),
  sort: sortParam(PACKAGE_SORT_FIELDS).optional().meta({ description: 'Default: the storefront order (sortOrder, then newest)' }),
  order: z.enum(['asc', 'desc'], { message: 'Order must be asc or desc' }).optional(),
});

export const packageListSchema = z.object({ packages: z.array(packageSchema), pagination: paginationSchema, stats: packageStatsSchema });

/** GET /packages/analytics: sales (orders whose money was received: PAID and VERIFIED) per package and per month received, the last 12. */
export const packageAnalyticsSchema = z.object({
  packages: z.array(
    z.object({
      packageId: z.uuid(),
      name: z.string(),
      nameEn: z.string(),
      currency: z.string(),
      isActive: z.boolean(),
      totalSales: count,
      revenue: count.optional(),
    }),
  ),
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), sales: count, revenue: count.optional(), revenueUsd: count.optional() })),
});
export type PackageAnalytics = z.infer<typeof packageAnalyticsSchema>;

const PACKAGES = '/api/admin/packages';

/** The packages' routes (contract/route.ts); each answers without PACKAGE_WITHHELD's keys to a role that may not read them. */
export const packageRoutes = {
  list: route({
    method: 'get',
    path: PACKAGES,
    summary: 'List packages with stats',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    query: packageListQuery,
    data: packageListSchema,
  }),
  analytics: route({
    method: 'get',
    path: `${PACKAGES}/analytics`,
    summary: 'Sales per package and per month',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    data: packageAnalyticsSchema,
  }),
  bulkUpdate: route({
    method: 'put',
    path: `${PACKAGES}/bulk`,
    summary: 'Set isActive or isPopular on packages',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.edit',
    body: packageBulkBody,
    data: updatedCountSchema,
  }),
  create: route({
    method: 'post',
    path: PACKAGES,
    summary: 'Create a package',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.edit',
    body: packageCreateBody,
    data: packageSchema,
    status: 201,
  }),
  get: route({
    method: 'get',
    path: `${PACKAGES}/{id}`,
    summary: 'Get a package with its latest subscriptions and payments',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    entity: 'PACKAGE',
    data: packageDetailSchema,
  }),
  series: route({
    method: 'get',
    path: `${PACKAGES}/{id}/series`,
    summary: 'Sales and revenue of a package per business month, the last 12',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.read',
    entity: 'PACKAGE',
    data: packageSeriesSchema,
  }),
  update: route({
    method: 'put',
    path: `${PACKAGES}/{id}`,
    summary: 'Update a package (any subset of the fields)',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.edit',
    entity: 'PACKAGE',
    body: packageUpdateBody,
    data: packageSchema,
  }),
  delete: route({
    method: 'delete',
    path: `${PACKAGES}/{id}`,
    summary: 'Delete a package',
    withhold: PACKAGE_WITHHELD,
    permission: 'packages.delete',
    entity: 'PACKAGE',
    data: deletedIdSchema,
    errors: { 409: 'The package has orders or subscriptions: deactivate it instead' },
  }),
};
