// Users: the shapes the API returns and the input rules, shared by the server and the screens.
import { z } from 'zod';
import { activityParamsSchema } from './activity-sentences.js';
import { periodQuery, userSeriesSchema } from './analytics.js';
import { deletedIdSchema, deletedCountSchema, updatedCountSchema } from './envelope.js';
import { count, instant } from './fields.js';
import { paginationSchema } from './lists.js';
import { userEmailsResponseSchema, verificationQueuedSchema, verifyEmailQuery } from './mail-schemas.js';
import { boolParam, intParam, pageQuery, searchParam, seekQuery, sortOrder, sortParam } from './query.js';
import { CSV_FILE } from './responses.js';
import { route } from './route.js';

export const CREDIT_KINDS = ['cvCreation', 'aiOptimization', 'premiumTemplates', 'aiTemplates'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** A balance of each credit kind (a user's, a package's, a subscription's remainder). */
export const creditCountsSchema = z.object({ cvCreation: count, aiOptimization: count, premiumTemplates: count, aiTemplates: count });
export type Credits = z.infer<typeof creditCountsSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  emailVerified: z.boolean(),
  mustChangePassword: z.boolean(),
  totalCVsCreated: count,
  totalCreditsUsed: count,
  lastLoginAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  currentCredits: creditCountsSchema,
});
export type User = z.infer<typeof userSchema>;

export const userStatsSchema = z.object({
  totalUsers: count,
  activeUsers: count,
  premiumUsers: count,
  verifiedUsers: count,
  newUsersToday: count,
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const USER_ACTIVITY_TYPES = [
  'login',
  'logout',
  'login_failed',
  'cv_created',
  'cv_updated',
  'cv_deleted',
  'cv_downloaded',
  'package_purchased',
  'package_purchase_failed',
  'payment_initiated',
  'payment_completed',
  'payment_failed',
  'payment_cancelled',
  'profile_updated',
  'settings_changed',
  'ai_optimization_used',
  'ai_template_generated',
  'ai_content_generated',
  'email_verified',
] as const;

export const userActivitySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  action: z.string(),
  status: z.string(),
  details: z.string().nullable(),
  params: activityParamsSchema.nullable().meta({ description: 'The values behind action and details (null on older rows: read the English texts)' }),
  timestamp: instant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

export const userSubscriptionSchema = z.object({
  id: z.uuid(),
  packageId: z.uuid(),
  packageName: z.string(),
  packageNameEn: z.string(),
  purchasedAt: instant,
  expiresAt: instant.nullable(),
  isActive: z.boolean(),
  remainingCredits: creditCountsSchema,
  package: z.object({ credits: creditCountsSchema }),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'email', 'totalCVsCreated', 'lastLoginAt'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;
export const USERS_PAGE_SIZE = 10;
/** The most ids one bulk call may carry. */
export const BULK_MAX = 1000;

/** The list's filters, also those of the CSV export. */
export const userFilterQuery = z.object({
  search: searchParam,
  status: z.enum(USER_STATUSES, { message: 'Status must be active or inactive' }).optional(),
  isPremium: boolParam.optional(),
});
export const userListQuery = z.object({
  ...pageQuery(USERS_PAGE_SIZE),
  ...seekQuery,
  ...userFilterQuery.shape,
  sort: sortParam(USER_SORT_FIELDS).default('createdAt'),
  order: sortOrder,
});
/** Activity entries the user dialog's Activity tab asks for. */
export const USER_ACTIVITY_PAGE_SIZE = 50;
export const userActivityQuery = z.object({ limit: intParam(1, 100).default(USER_ACTIVITY_PAGE_SIZE) });

export const userListSchema = z.object({ users: z.array(userSchema), pagination: paginationSchema, stats: userStatsSchema });
export const userActivityListSchema = z.object({ activities: z.array(userActivitySchema) });
export const userSubscriptionListSchema = z.object({ subscriptions: z.array(userSubscriptionSchema) });
export const tempPasswordSchema = z.object({ tempPassword: z.string() });
export const addPackageResultSchema = z.object({ updatedCredits: creditCountsSchema, subscription: userSubscriptionSchema });

/** Editable user fields; a PUT may send any subset. */
export const userUpdateSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email: z.email('Invalid email address').trim().toLowerCase().max(254),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
});
export type UserUpdate = Partial<z.infer<typeof userUpdateSchema>>;
/** PUT /users/{id}: clients may send the whole record back; unknown keys are dropped. */
export const userPatchBody = userUpdateSchema.partial();

const credit = z
  .number({ message: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Credits cannot be negative')
  .max(1_000_000_000, 'Too many credits');

export const CREDIT_REASON_MAX = 500;

/**
 * All four kinds present, whole numbers ≥ 0: the new balance of each. The reason is optional
 * here (the spec's `{credits}` call stays valid); the panel always sends one.
 */
export const userCreditsBody = z.object({
  credits: z.object({ cvCreation: credit, aiOptimization: credit, premiumTemplates: credit, aiTemplates: credit }),
  reason: z.string().trim().min(1, 'Give a reason').max(CREDIT_REASON_MAX, 'The reason is too long').optional(),
});

export const userIdsBody = z.object({
  userIds: z
    .array(z.uuid('Every id must be a UUID'), { message: 'userIds must be a list of ids' })
    .min(1, 'Select at least one user')
    .max(BULK_MAX, `At most ${BULK_MAX} users at once`),
});

export const addPackageBody = z.object({ packageId: z.uuid('Choose a package') });

/** Why a user's credits changed: each change is an entry of the credits ledger. */
export const CREDIT_REASONS = ['signup', 'package', 'adjustment', 'use', 'opening'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** Signed amounts of the four kinds (an entry of the ledger). */
const signedCredits = z.object({
  cvCreation: z.number().int(),
  aiOptimization: z.number().int(),
  premiumTemplates: z.number().int(),
  aiTemplates: z.number().int(),
});

export const creditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: instant,
  reason: z.enum(CREDIT_REASONS),
  /** The admin's reason of an adjustment. */
  note: z.string().nullable(),
  amounts: signedCredits,
  /** Who made the change: null for the system (sign-up, a use, an order paid by webhook, the opening balance). */
  adminId: z.uuid().nullable(),
  adminName: z.string().nullable(),
  orderId: z.uuid().nullable(),
  subscriptionId: z.uuid().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** Per kind, from the ledger: granted (sign-up, packages, opening balance), used, adjusted (signed); balance = granted − used + adjusted. */
export const creditLedgerSummarySchema = z.object({ granted: signedCredits, used: signedCredits, adjusted: signedCredits, entries: count });
export type CreditLedgerSummary = z.infer<typeof creditLedgerSummarySchema>;

const CREDIT_LEDGER_PAGE_SIZE = 20;
export const creditLedgerQuery = z.object({
  limit: intParam(1, 100).default(CREDIT_LEDGER_PAGE_SIZE),
  after: z.uuid('Invalid cursor').optional().meta({ description: 'Id of the last entry of the page before (the next, older page)' }),
});
export const creditLedgerPageSchema = z.object({
  entries: z.array(creditEntrySchema),
  /** The `after` of the next page; null on the last. */
  nextCursor: z.uuid().nullable(),
  summary: creditLedgerSummarySchema,
});
export type CreditLedgerPage = z.infer<typeof creditLedgerPageSchema>;

/** Usage shown = max(remaining, package total) − remaining; totals fall back to 3 CV / 1 AI. */
export const FALLBACK_TOTALS: Credits = { cvCreation: 3, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 0 };

export function creditUsage(sub: Pick<UserSubscription, 'remainingCredits'> & { package?: { credits?: Partial<Credits> } }) {
  return Object.fromEntries(
    CREDIT_KINDS.map((kind) => {
      const remaining = sub.remainingCredits[kind] ?? 0;
      const total = Math.max(remaining, sub.package?.credits?.[kind] ?? FALLBACK_TOTALS[kind]);
      return [kind, { total, used: total - remaining, remaining }];
    }),
  ) as Record<CreditKind, { total: number; used: number; remaining: number }>;
}

const USERS = '/api/admin/users';
/** The link of a verification email, and the button of its page. */
const VERIFY_EMAIL = '/api/verify-email';
/** Why the verification page refuses a link (each a page, in the message's language). */
const VERIFY_EMAIL_REFUSED = {
  404: ['The link is not valid', 'text/html'],
  409: ['The link was already used', 'text/html'],
  410: ['The link has expired', 'text/html'],
} satisfies Record<number, [string, string]>;

/**
 * The users' routes (contract/route.ts): list, series, export, (bulk) activate, deactivate and
 * delete, get and edit, verification mail and its link's page, temporary password, credits,
 * activity, mail and packages.
 */
export const userRoutes = {
  list: route({ method: 'get', path: USERS, summary: 'List users with stats', permission: 'users.read', query: userListQuery, data: userListSchema }),
  series: route({
    method: 'get',
    path: `${USERS}/series`,
    summary: 'Sign-ups per business day (or month for 12m), those verified since, and verified against unverified',
    permission: 'users.read',
    query: periodQuery,
    data: userSeriesSchema,
  }),
  export: route({
    method: 'get',
    path: `${USERS}/export`,
    summary: 'Export the filtered users as CSV (headers in the Accept-Language: en, vi)',
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'users.export',
    query: userFilterQuery,
    file: CSV_FILE,
  }),
  bulkActivate: route({
    method: 'put',
    path: `${USERS}/bulk-activate`,
    summary: 'Activate users',
    permission: 'users.edit',
    body: userIdsBody,
    data: updatedCountSchema,
  }),
  bulkDeactivate: route({
    method: 'put',
    path: `${USERS}/bulk-deactivate`,
    summary: 'Deactivate users',
    permission: 'users.edit',
    body: userIdsBody,
    data: updatedCountSchema,
  }),
  bulkDelete: route({
    method: 'delete',
    path: `${USERS}/bulk-delete`,
    summary: 'Delete users (with their CVs; orders are kept)',
    permission: 'users.delete',
    body: userIdsBody,
    data: deletedCountSchema,
  }),
  get: route({ method: 'get', path: `${USERS}/{id}`, summary: 'Get a user', permission: 'users.read', entity: 'USER', data: userSchema }),
  update: route({
    method: 'put',
    path: `${USERS}/{id}`,
    summary: 'Update a user (any subset of the fields)',
    permission: 'users.edit',
    entity: 'USER',
    body: userPatchBody,
    data: userSchema,
    errors: { 409: 'Email is already in use' },
  }),
  activate: route({ method: 'put', path: `${USERS}/{id}/activate`, summary: 'Activate a user', permission: 'users.edit', entity: 'USER', data: userSchema }),
  deactivate: route({
    method: 'put',
    path: `${USERS}/{id}/deactivate`,
    summary: 'Deactivate a user',
    permission: 'users.edit',
    entity: 'USER',
    data: userSchema,
  }),
  delete: route({
    method: 'delete',
    path: `${USERS}/{id}`,
    summary: 'Delete a user (with their CVs; orders are kept)',
    permission: 'users.delete',
    entity: 'USER',
    data: deletedIdSchema,
  }),
  resendVerification: route({
    method: 'post',
    path: `${USERS}/{id}/resend-verification`,
    summary: 'Queue the verification email (the message says when SMTP is not configured yet)',
    permission: 'users.verification',
    entity: 'USER',
    data: verificationQueuedSchema,
    errors: { 409: 'Email is already verified' },
  }),
  verifyEmailPage: route({
    method: 'get',
    path: VERIFY_EMAIL,
    summary: "The link of a verification email (extension): a page with a 'Verify my email' button when the link would work (opening it spends nothing)",
    public: true,
    query: verifyEmailQuery,
    file: { type: 'text/html', description: 'The page with the button' },
    errors: VERIFY_EMAIL_REFUSED,
  }),
  verifyEmail: route({
    method: 'post',
    path: VERIFY_EMAIL,
    summary: 'The button of the verification page (extension): verifies the address, once',
    public: true,
    form: { token: 'The token of the link, as the page posts it' },
    file: { type: 'text/html', description: 'Email verified' },
    errors: VERIFY_EMAIL_REFUSED,
  }),
  emails: route({
    method: 'get',
    path: `${USERS}/{id}/emails`,
    summary: "The user's latest mail and its delivery state (extension)",
    permission: 'users.read',
    entity: 'USER',
    data: userEmailsResponseSchema,
  }),
  resetPassword: route({
    method: 'post',
    path: `${USERS}/{id}/reset-password`,
    summary: 'Reset the password to a temporary one, returned once',
    permission: 'users.password',
    entity: 'USER',
    data: tempPasswordSchema,
  }),
  setCredits: route({
    method: 'put',
    path: `${USERS}/{id}/credits`,
    summary: "Set the user's credits (the new balance of each kind); the change is written to the credits ledger with the reason",
    permission: 'users.credits',
    entity: 'USER',
    body: userCreditsBody,
    data: userSchema,
  }),
  creditLedger: route({
    method: 'get',
    path: `${USERS}/{id}/credits/ledger`,
    summary: "The user's credits ledger, newest first, a page at a time, with its totals per kind (extension)",
    permission: 'users.read',
    entity: 'USER',
    query: creditLedgerQuery,
    data: creditLedgerPageSchema,
  }),
  creditLedgerExport: route({
    method: 'get',
    path: `${USERS}/{id}/credits/ledger/export`,
    summary: "The user's credits ledger as CSV, newest first (headers in the Accept-Language: en, vi) (extension)",
    errors: { 429: 'Other exports are running: try again after Retry-After seconds' },
    permission: 'users.read',
    entity: 'USER',
    file: CSV_FILE,
  }),
  activity: route({
    method: 'get',
    path: `${USERS}/{id}/activity`,
    summary: "The user's activity, newest first",
    permission: 'users.read',
    entity: 'USER',
    query: userActivityQuery,
    data: userActivityListSchema,
  }),
  packages: route({
    method: 'get',
    path: `${USERS}/{id}/packages`,
    summary: "The user's subscriptions",
    permission: 'users.read',
    entity: 'USER',
    data: userSubscriptionListSchema,
  }),
  addPackage: route({
    method: 'post',
    path: `${USERS}/{id}/packages`,
    summary: 'Give the user a package (its credits are added)',
    permission: 'users.credits',
    entity: 'USER',
    body: addPackageBody,
    data: addPackageResultSchema,
    status: 201,
    errors: { 409: 'The package is inactive' },
  }),
};
