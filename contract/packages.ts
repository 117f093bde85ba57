// Packages: the ONE set of package rules (spec §5), used by the package form before it
// submits and by the server on create and update, plus the shapes the API returns.
import { z } from 'zod';
import type { Credits } from './users.js';
import { PACKAGE_MESSAGES } from './package-messages.js';

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

const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, M.tooLong);
const wholeNumber = (max: number, minMessage: string = M.notNegative) =>
  z.number({ message: M.wholeNumber }).int(M.wholeNumber).min(0, minMessage).max(max, M.tooLarge);
/** Feature rows: trimmed, blank rows dropped (spec §5), then at least one must remain. */
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
export const packageCreateSchema = z
  .object({
    ...packageFields,
    currency: packageFields.currency.default('VND'),
    isActive: packageFields.isActive.default(true),
    isPopular: packageFields.isPopular.default(false),
    sortOrder: packageFields.sortOrder.default(0),
    validityDays: packageFields.validityDays.optional(),
  })
  .strict();
export type PackageInput = z.input<typeof packageCreateSchema>;

/** PUT /packages/{id}: any subset of the same fields, e.g. only isActive. */
export const packageUpdateSchema = z.object(packageFields).partial().strict();
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const packageBulkSchema = z.object({
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

/** Spec §9: a new package starts as VND, price 0, sort order 0, no credits, active, not popular. */
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

/** Spec §3: a package that lacks credits reads as 1/0/0/0. */
export const FALLBACK_PACKAGE_CREDITS: Credits = { cvCreation: 1, aiOptimization: 0, premiumTemplates: 0, aiTemplates: 0 };

export interface Package {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: number;
  currency: PackageCurrency;
  credits: Credits;
  features: string[];
  featuresEn: string[];
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
  validityDays: number | null;
  /** VERIFIED orders of this package, and the sum of their amounts (in the package's currency). */
  totalSales: number;
  revenue: number;
  createdAt: string;
  updatedAt: string;
}

export interface PackageDetail extends Package {
  subscriptions: { id: string; createdAt: string; user: { firstName: string; lastName: string; email: string } }[];
  payments: { id: string; amount: number; currency: string; createdAt: string }[];
}

export interface PackageStats {
  totalPackages: number;
  activePackages: number;
  popularPackages: number;
  totalSales: number;
  /** VND revenue of VERIFIED orders; USD is summed separately (extension). */
  totalRevenue: number;
  totalRevenueUsd: number;
}
