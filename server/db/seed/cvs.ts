// A user's CVs, about three each, in the owner's profession and mostly the owner's language,
// drafts, public and private, on the templates that existed when each was made.
import type { CvData } from '../../../contract/cv-data.js';
import type { ActivityParams } from '../../../contract/activity-sentences.js';
import type { ActivityType } from '../seed-data/activity.js';
import { buildCv, phoneFor } from '../seed-data/cv-content.js';
import type { Person } from '../seed-data/names.js';
import { PROFESSIONS } from '../seed-data/professions.js';
import type { Rng } from '../seed-data/random.js';
import type { Batch } from './batch.js';
import type { Generator } from './generator.js';
import { pickTemplate } from './templates.js';

const CV_LANGUAGES = ['en', 'vi', 'zh'] as const;
const CV_STATUSES = ['draft', 'public', 'private'] as const;

/** The CVs of one user, as their part of the user's story; answers how many. */
export function seedCvs(
  gen: Generator,
  rng: Rng,
  batch: Batch,
  owner: { userId: string; who: Person; email: string; fullName: string; createdAt: number; isPremium: boolean; cameBack: boolean; cap: number },
  activity: (type: ActivityType, at: number, details: string | null, params?: ActivityParams | null, status?: string) => void,
  event: (type: string, at: number, description: string, params: ActivityParams) => void,
  touch: (at: number) => void,
): number {
  const { now } = gen.p;
  const { userId, who, email, fullName, createdAt, isPremium, cameBack, cap } = owner;
  const profession = rng.pick(PROFESSIONS);
  const phone = phoneFor(rng, who.vietnamese);
  const cvCount = cameBack
    ? Math.min(
        cap * 2,
        rng.weighted([
          [0, 6],
          [1, 12],
          [2, 18],
          [3, 20],
          [4, 16],
          [5, 12],
          [6, 8],
          [7, 5],
          [8, 3],
        ] as const),
      )
    : rng.int(0, 1);
  const nowYear = new Date(now).getUTCFullYear();
  for (let c = 0; c < cvCount; c++) {
    const k = gen.n.cv;
    const id = gen.id('cv');
    const language =
      k < 3
        ? CV_LANGUAGES[k]!
        : who.vietnamese
          ? rng.weighted([
              ['vi', 50],
              ['en', 40],
              ['zh', 10],
            ] as const)
          : rng.weighted([
              ['en', 80],
              ['vi', 8],
              ['zh', 12],
            ] as const);
    const status =
      k < 3
        ? CV_STATUSES[k]!
        : rng.weighted([
            ['draft', 25],
            ['public', 41],
            ['private', 34],
          ] as const);
    const cvCreated = rng.between(createdAt, now);
    const updated = rng.chance(0.55) ? rng.between(cvCreated, now) : cvCreated;
    const { name, content } = buildCv(rng, { person: who, email, phone }, language, profession, nowYear);
    const viewCount = status === 'public' ? Math.floor(10 + 3000 * rng.next() ** 3) : status === 'private' ? rng.int(0, 40) : rng.int(0, 5);
    batch.cvs.push({
      id,
      userId,
      templateId: pickTemplate(gen.templates, rng, cvCreated, isPremium),
      name,
      language,
      isDraft: status === 'draft',
      isPublic: status === 'public',
      viewCount,
      downloadCount: status === 'draft' ? 0 : Math.floor(viewCount * rng.next() * 0.3),
      content: content satisfies CvData,
      createdAt: new Date(cvCreated),
      updatedAt: new Date(updated),
    });
    activity('cv_created', cvCreated, `"${name}"`, { detail: 'cv_title', title: name });
    event('CV_CREATED', cvCreated, `${fullName} created CV "${name}"`, { sentence: 'cv_created', name: fullName, title: name });
    if (updated > cvCreated && rng.chance(0.5))
      event('CV_UPDATED', updated, `${fullName} updated CV "${name}"`, { sentence: 'cv_updated', name: fullName, title: name });
    touch(updated);
  }
  return cvCount;
}
