// Granting a package to a user: a subscription holding the package's credits, and the
// same credits added to the user's balance. Callers run it inside their transaction
// (order verification, the admin's Add Package).
import { eq, sql } from 'drizzle-orm';
import { packageParams } from '../../../contract/activity-sentences.js';
import type { Tx } from '../../db/client.js';
import { activityEvents, packages, subscriptions, users } from '../../db/schema.js';

type PackageRow = typeof packages.$inferSelect;
const DAY_MS = 86_400_000;

export async function grantPackage(tx: Tx, now: Date, grant: { userId: string; pkg: PackageRow; orderId?: string | null }) {
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
  const [user] = await tx
    .update(users)
    .set({
      cvCreation: sql`${users.cvCreation} + ${pkg.cvCreation}`,
      aiOptimization: sql`${users.aiOptimization} + ${pkg.aiOptimization}`,
      premiumTemplates: sql`${users.premiumTemplates} + ${pkg.premiumTemplates}`,
      aiTemplates: sql`${users.aiTemplates} + ${pkg.aiTemplates}`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
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
