// The English of a user activity's details, with no zod in it: the English catalog
// (i18n/en.ts resources.users.activity.details) is this table, and the server writes the same
// words into a row's `details` for API clients (activity-sentences.ts holds the rest).

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
  cv_title: '“%{title}”',
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
  optimised_summary: 'Optimized the summary',
  optimised_experience: 'Optimized the experience section',
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
