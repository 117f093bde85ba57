// Direct inserts for the users and CVs tests: each test builds the rows it reasons about.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client.js';
import { cvs, packages, templates, userActivity, users } from '../../server/db/schema.js';
import { TEST_NOW } from '../support/constants.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${randomUUID().slice(0, 4)}`;

export async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Fixture', lastName: `User${tag}`, email: `fixture-${tag}@example.test`, createdAt: TEST_NOW, updatedAt: TEST_NOW, ...values })
    .returning();
  return row!;
}

export async function makeTemplate(db: Db, values: Partial<typeof templates.$inferInsert> = {}) {
  const [row] = await db
    .insert(templates)
    .values({ name: `Template ${unique()}`, description: 'A fixture template', category: 'modern', preview: '/preview.png', ...values })
    .returning();
  return row!;
}

export async function makeCv(db: Db, values: Partial<typeof cvs.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(cvs)
    .values({ name: `CV ${unique()}`, createdAt: TEST_NOW, updatedAt: TEST_NOW, ...values })
    .returning();
  return row!;
}

export async function makePackage(db: Db, values: Partial<typeof packages.$inferInsert> = {}) {
  const [row] = await db
    .insert(packages)
    .values({
      name: `Gói ${unique()}`,
      nameEn: `Package ${unique()}`,
      description: 'Mô tả',
      descriptionEn: 'Description',
      price: 99000,
      cvCreation: 5,
      aiOptimization: 2,
      premiumTemplates: 1,
      aiTemplates: 0,
      ...values,
    })
    .returning();
  return row!;
}

export async function makeActivity(db: Db, values: Partial<typeof userActivity.$inferInsert> & { userId: string }) {
  const [row] = await db
    .insert(userActivity)
    .values({ type: 'login', action: 'Signed in', ...values })
    .returning();
  return row!;
}
