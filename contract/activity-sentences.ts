// How activity reads in the panel's language. The server keeps an English text on each row
// (the dashboard event's description, the user activity's action and details: for API
// clients) and, since migration 0017, the values behind it (`params`): which sentence or
// detail it is and its amount, currency, order code, package (named in both languages), user
// and CV. The screens word the line from the catalogs with those values; an older row without
// them is read back from its English sentence, and a text the screens do not know is shown as
// it is.
import { z } from 'zod';
import { ACTIVITY_DETAILS, type ActivityDetail } from './activity-details.js';

export { ACTIVITY_DETAILS, type ActivityDetail, activityDetailText } from './activity-details.js';

export const ACTIVITY_SENTENCES = {
  user_registered: /^New user registered: (?<name>.+)$/,
  signed_in: /^(?<name>.+) signed in$/,
  cv_created: /^(?<name>.+) created CV "(?<title>.*)"$/,
  cv_updated: /^(?<name>.+) updated CV "(?<title>.*)"$/,
  package_purchased: /^(?<name>.+) purchased package (?<package>.+)$/,
  package_received: /^(?<name>.+) received package (?<package>.+)$/,
  payment_received: /^Payment of (?<amount>.+) received for order (?<order>\S+)$/,
} as const;
export type ActivitySentence = keyof typeof ACTIVITY_SENTENCES;

/** The values behind an activity line (all optional: each kind carries the ones it names). */
export const activityParamsSchema = z
  .object({
    sentence: z.enum(Object.keys(ACTIVITY_SENTENCES) as [ActivitySentence, ...ActivitySentence[]]).optional(),
    detail: z.enum(Object.keys(ACTIVITY_DETAILS) as [ActivityDetail, ...ActivityDetail[]]).optional(),
    name: z.string().optional().meta({ description: "The user's full name" }),
    title: z.string().optional().meta({ description: "The CV's name" }),
    amount: z.number().optional(),
    currency: z.string().optional(),
    orderCode: z.string().optional(),
    packageId: z.string().optional(),
    packageName: z.string().optional().meta({ description: "The package's Vietnamese name" }),
    packageNameEn: z.string().optional().meta({ description: "The package's English name" }),
  })
  .meta({
    description:
      'What the text says, as values, for a client to word it in its language: which sentence or detail, and its amount, order, package, user and CV',
  });
export type ActivityParams = z.infer<typeof activityParamsSchema>;

/** A package's names as activity params. */
export const packageParams = (pkg: { id: string; name: string; nameEn: string }): ActivityParams => ({
  packageId: pkg.id,
  packageName: pkg.name,
  packageNameEn: pkg.nameEn,
});

/** A description as a sentence key and its parameters, or null when it is none of them. */
export function readActivitySentence(description: string): { key: ActivitySentence; params: Record<string, string> } | null {
  for (const [key, pattern] of Object.entries(ACTIVITY_SENTENCES) as [ActivitySentence, RegExp][]) {
    const m = pattern.exec(description);
    if (m) return { key, params: { ...m.groups } };
  }
  return null;
}
