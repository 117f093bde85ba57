// Rows the package, order and payment tests build for themselves (never relying on the seed).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';
import { orders, packages, users } from '../../server/db/schema.js';
import { TEST_NOW } from '../support/constants.js';

const uid = () => randomBytes(5).toString('hex');
const HOUR = 3_600_000;

export async function makeUser(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  const id = uid();
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Lan', lastName: `Nguyen ${id}`, email: `lan.${id}@example.com`, createdAt: TEST_NOW, ...over })
    .returning();
  return row!;
}

export async function makePackage(db: Db, over: Partial<typeof packages.$inferInsert> = {}) {
  const id = uid();
  const [row] = await db
    .insert(packages)
    .values({
      name: `Gói ${id}`,
      nameEn: `Package ${id}`,
      description: 'Mô tả',
      descriptionEn: 'Description',
      price: 99_000,
      currency: 'VND',
      cvCreation: 5,
      aiOptimization: 3,
      premiumTemplates: 2,
      aiTemplates: 1,
      features: ['Tính năng'],
      featuresEn: ['Feature'],
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      ...over,
    })
    .returning();
  return row!;
}

/** A customer named after the test and a package to order: what most order tests start from. */
export async function makeCustomer(db: Db, tag: string) {
  return { db, user: await makeUser(db, { firstName: tag, lastName: 'Nguyễn' }), pkg: await makePackage(db, { nameEn: `${tag} Pack`, price: 99_000 }) };
}

type OrderRow = typeof orders.$inferSelect;
export async function makeOrder(
  db: Db,
  user: { id: string; firstName: string; lastName: string; email: string } | null,
  pkg: { id: string; price: number; currency: string },
  over: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const createdAt = over.createdAt ?? new Date(TEST_NOW.getTime() - HOUR);
  const [row] = await db
    .insert(orders)
    .values({
      orderCode: `ORD${uid().toUpperCase()}`,
      userId: user?.id ?? null,
      customerName: user ? `${user.firstName} ${user.lastName}` : 'Gone Customer',
      customerEmail: user?.email ?? 'gone@example.com',
      packageId: pkg.id,
      amount: pkg.price,
      currency: pkg.currency,
      status: 'PENDING',
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(TEST_NOW.getTime() + 30 * 60_000),
      ...over,
    })
    .returning();
  return row!;
}

export async function userCredits(db: Db, id: string) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return { cvCreation: u!.cvCreation, aiOptimization: u!.aiOptimization, premiumTemplates: u!.premiumTemplates, aiTemplates: u!.aiTemplates };
}
