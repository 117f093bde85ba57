// A user's subscription as the API shows it (docs/api.md "Users" → packages).
import type { UserSubscription } from '../../../contract/users.js';
import type { packages, subscriptions } from '../../db/schema.js';

type Credited = { cvCreation: number; aiOptimization: number; premiumTemplates: number; aiTemplates: number };
const credits = (r: Credited) => ({
  cvCreation: r.cvCreation,
  aiOptimization: r.aiOptimization,
  premiumTemplates: r.premiumTemplates,
  aiTemplates: r.aiTemplates,
});

export function toSubscription(sub: typeof subscriptions.$inferSelect, pkg: typeof packages.$inferSelect): UserSubscription {
  return {
    id: sub.id,
    packageId: pkg.id,
    packageName: pkg.name,
    packageNameEn: pkg.nameEn,
    purchasedAt: sub.purchasedAt.toISOString(),
    expiresAt: sub.expiresAt?.toISOString() ?? null,
    isActive: sub.isActive,
    remainingCredits: credits(sub),
    package: { credits: credits(pkg) },
  };
}
