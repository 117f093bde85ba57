// The CV templates with their preview images (seed-data/templates.ts), and which one a new CV
// takes.
import type { Tx } from '../client.js';
import { templatePreviews, templates } from '../schema.js';
import { type Rng, seedUuid } from '../seed-data/random.js';
import { SEED_TEMPLATES, templateHtml, templatePreview } from '../seed-data/templates.js';
import { DAY, type Periods } from '../seed-data/time.js';

export type TemplateRef = { id: string; createdAt: number; isPremium: boolean; weight: number };

export function templateRefs(seed: number, p: Periods): TemplateRef[] {
  return SEED_TEMPLATES.map((t, i) => ({
    id: seedUuid(seed, 'template', i),
    createdAt: p.now - t.ageDays * DAY,
    isPremium: t.isPremium,
    weight: t.weight,
  }));
}

/** Templates that existed then; premium ones mostly for premium users. */
export function pickTemplate(templates: TemplateRef[], rng: Rng, at: number, premium: boolean): string {
  const available = templates.filter((t) => t.createdAt <= at).map((t) => [t.id, t.weight * (t.isPremium && !premium ? 0.2 : 1)] as const);
  return available.length ? rng.weighted(available) : templates[0]!.id;
}

export async function insertTemplates(tx: Tx, seed: number, now: number, refs: TemplateRef[]) {
  for (const [i, t] of SEED_TEMPLATES.entries()) {
    const previewId = seedUuid(seed, 'preview', i);
    const bytes = templatePreview(t.slug);
    const createdAt = new Date(now - t.ageDays * DAY);
    await tx.insert(templatePreviews).values({ id: previewId, mimeType: 'image/jpeg', size: bytes.byteLength, data: bytes, createdAt });
    const updatedAt = new Date(Math.min(now - DAY, createdAt.getTime() + (i + 3) * 9 * DAY));
    await tx.insert(templates).values({
      id: refs[i]!.id,
      name: t.name,
      description: t.description,
      category: t.category,
      preview: `/api/template-previews/${previewId}`,
      isPremium: t.isPremium,
      status: t.status,
      usageCount: 0,
      content: templateHtml(t.slug),
      contentUpdatedAt: updatedAt,
      createdAt,
      updatedAt,
    });
  }
}
