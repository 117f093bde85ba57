// Granting a package to a user: a subscription holding the package's credits, and the
// same credits added to the user's balance with their 'package' entry in the credits ledger.
// Callers run it inside their transaction (order verification, the admin's Add Package).
import { packageParams } from '../../../contract/activity-sentences.js';
import type { Tx } from '../../db/client.js';
import { activityEvents, type packages, subscriptions } from '../../db/schema.js';
import { applyCredits } from './ledger.js';

type PackageRow = typeof packages.$inferSelect;
const DAY_MS = 86_400_000;

export async function grantPackage(tx: Tx, now: Date, grant: { userId: string; pkg: PackageRow; orderId?: string | null; adminId: string | null }) {
  const { userId, pkg } = grant;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId,
      packageId: pkg.id,
      orderId: grant.orderId ?? null,
      isActive: true,
      cvCreation: pkg.cvCreation,
      aiOptimization: pkg.aiOptimization,
      premiumTemplates: pkg.premiumTemplates,
      aiTemplates: pkg.aiTemplates,
      purchasedAt: now,
      expiresAt: pkg.validityDays ? new Date(now.getTime() + pkg.validityDays * DAY_MS) : null,
      createdAt: now,
    })
    .returning();
  const user = await applyCredits(tx, {
    userId,
    amounts: { cvCreation: pkg.cvCreation, aiOptimization: pkg.aiOptimization, premiumTemplates: pkg.premiumTemplates, aiTemplates: pkg.aiTemplates },
    reason: 'package',
    adminId: grant.adminId,
    orderId: grant.orderId ?? null,
    subscriptionId: subscription!.id,
    at: now,
  });
  if (user) {
    await tx.insert(activityEvents).values({
      type: 'PACKAGE_PURCHASED',
      description: `${user.firstName} ${user.lastName} received package ${pkg.nameEn}`,
      params: { sentence: 'package_received', name: `${user.firstName} ${user.lastName}`, ...packageParams(pkg) },
      userId,
      userEmail: user.email,
      createdAt: now,
    });
  }
  return {
    subscription: subscription!,
    updatedCredits: user
      ? { cvCreation: user.cvCreation, aiOptimization: user.aiOptimization, premiumTemplates: user.premiumTemplates, aiTemplates: user.aiTemplates }
      : null,
  };
}
