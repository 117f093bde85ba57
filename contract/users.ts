// Users: the shapes the API returns and the input rules, shared by the server and the screens.
import { z } from 'zod';

export const CREDIT_KINDS = ['cvCreation', 'aiOptimization', 'premiumTemplates', 'aiTemplates'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export type Credits = Record<CreditKind, number>;

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  isPremium: boolean;
  emailVerified: boolean;
  mustChangePassword: boolean;
  totalCVsCreated: number;
  totalCreditsUsed: number;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  currentCredits: Credits;
}

export interface UserStats {
  totalUsers: number;
  activeUsers: number;
  premiumUsers: number;
  verifiedUsers: number;
  newUsersToday: number;
}

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

export interface UserActivity {
  id: string;
  type: string;
  action: string;
  status: string;
  details: string | null;
  timestamp: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface UserSubscription {
  id: string;
  packageId: string;
  packageName: string;
  packageNameEn: string;
  purchasedAt: string;
  expiresAt: string | null;
  isActive: boolean;
  remainingCredits: Credits;
  package: { credits: Credits };
}

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'email', 'totalCVsCreated', 'lastLoginAt'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;
export const USERS_PAGE_SIZE = 10;
/** The most ids one bulk call may carry. */
export const BULK_MAX = 1000;

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

const credit = z
  .number({ message: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Credits cannot be negative')
  .max(1_000_000_000, 'Too many credits');

/** All four kinds present, whole numbers ≥ 0 (spec §5). */
export const userCreditsSchema = z.object({
  credits: z.object({ cvCreation: credit, aiOptimization: credit, premiumTemplates: credit, aiTemplates: credit }),
});

export const userIdsSchema = z.object({
  userIds: z
    .array(z.uuid('Every id must be a UUID'), { message: 'userIds must be a list of ids' })
    .min(1, 'Select at least one user')
    .max(BULK_MAX, `At most ${BULK_MAX} users at once`),
});

export const addPackageSchema = z.object({ packageId: z.uuid('Choose a package') });

/** Spec §3: usage shown = max(remaining, package total) − remaining; totals fall back to 3 CV / 1 AI. */
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
