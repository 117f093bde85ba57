// Rows the template tests need, inserted straight into the test database.
import { randomUUID } from 'node:crypto';
import { STARTER_TEMPLATE } from '../../contract/templates.js';
import { cvs, templates, users } from '../../server/db/schema.js';
import type { TestApp } from '../support/test-app.js';

export type TemplateInsert = typeof templates.$inferInsert;

export async function insertTemplate(t: TestApp, values: Partial<TemplateInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await t.db
    .insert(templates)
    .values({
      name: `Fixture ${tag}`,
      description: `A fixture template ${tag} for the tests`,
      category: 'modern',
      preview: '/images/templates/fixture.png',
      content: STARTER_TEMPLATE,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      ...values,
    })
    .returning();
  return row!;
}

/** `n` CVs of a fresh user, all on one template. */
export async function insertCvs(t: TestApp, templateId: string, n: number) {
  const [user] = await t.db
    .insert(users)
    .values({ firstName: 'Lan', lastName: 'Phạm', email: `lan.${randomUUID().slice(0, 8)}@example.com` })
    .returning();
  return t.db
    .insert(cvs)
    .values(Array.from({ length: n }, (_, i) => ({ userId: user!.id, templateId, name: `CV ${i + 1}` })))
    .returning();
}

/** Tiny real images, one per accepted format. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
};
