// How activity reads in the panel's language. The server keeps an English text on each row
// (the dashboard event's description, the user activity's action and details: for API
// clients) and, since migration 0017, the values behind it (`params`): which sentence or
// detail it is and its amount, currency, order code, package (named in both languages), user
// and CV. The screens word the line from the catalogs with those values; an older row without
// them is read back from its English sentence, and a text the screens do not know is shown as
// it is.
import { z } from 'zod';

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

/**
 * The details a user activity's line can say (resources.users.activity.details.<key> in the
 * catalogs): the fixed ones of the demo data and the ones the server words from values.
 */
export const ACTIVITY_DETAILS = {
  // Worded from values.
  package_order: '%{package} (order %{order})',
  order_amount: 'Order %{order}: %{amount}',
  order: 'Order %{order}',
  order_expired: 'Order %{order} expired before payment',
  order_cancelled_by_admin: 'Order %{order}, cancelled by an administrator',
  cv_title: '"%{title}"',
  // Fixed.
  password: 'Signed in with email and password',
  google: 'Signed in with Google',
  new_device: 'Signed in from a new device',
  signed_out: 'Signed out',
  wrong_password: 'Wrong password',
  wrong_password_again: 'Wrong password (2nd attempt)',
  locked: 'Account temporarily locked after failed attempts',
  pdf_a4: 'Downloaded as PDF (A4)',
  pdf_letter: 'Downloaded as PDF (Letter)',
  edited_experience: 'Edited the experience section',
  changed_template: 'Changed template',
  updated_contact: 'Updated contact details',
  reordered_sections: 'Reordered sections',
  deleted_draft: 'Deleted an old draft',
  changed_photo: 'Changed profile photo',
  updated_phone: 'Updated phone number',
  changed_display_name: 'Changed display name',
  email_notifications_on: 'Turned on email notifications',
  language_vietnamese: 'Changed interface language to Vietnamese',
  language_english: 'Changed interface language to English',
  optimised_summary: 'Optimised the summary',
  optimised_experience: 'Optimised the experience section',
  matched_job_post: 'Matched the CV against a job post',
  cover_letter: 'Generated a cover letter',
  job_bullets: 'Generated bullet points for a job',
  template_from_description: 'Generated a template from a description',
  amount_mismatch: 'Bank transfer amount did not match the order',
  card_declined: 'Card declined by the issuer',
  payment_window_expired: 'Payment window expired before transfer',
} as const;
export type ActivityDetail = keyof typeof ACTIVITY_DETAILS;

/** The English of a detail with its values (what the row's `details` keeps for API clients). */
export function activityDetailText(detail: ActivityDetail, values: Record<string, string | number> = {}): string {
  return ACTIVITY_DETAILS[detail].replace(/%\{(\w+)\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));
}

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
