// Where users come from (addresses and browsers) and how their activity items read.
import type { ActivityDetail } from '../../../contract/activity-sentences.js';
import type { Rng } from './random.js';

/** Real browser user agents, many longer than the 60 characters the panel shows. */
export const USER_AGENTS: readonly (readonly [string, number])[] = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 30],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 18],
  ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.102 Mobile Safari/537.36', 16],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 10],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/136.0.216 Chrome/130.0.6723.216 Safari/537.36', 9],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 6],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68', 6],
  ['Mozilla/5.0 (Linux; Android 13; 23021RAA2Y) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.100 Mobile Safari/537.36', 4],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 1],
];

/** First octets of Vietnamese consumer ISPs (VNPT, Viettel, FPT) and a few foreign ones. */
const IP_PREFIXES: readonly (readonly [string, number])[] = [
  ['14.', 14],
  ['113.', 12],
  ['27.72.', 8],
  ['42.114.', 10],
  ['171.', 10],
  ['116.', 8],
  ['118.69.', 8],
  ['125.235.', 5],
  ['58.187.', 5],
  ['103.', 8],
  ['203.', 4],
  ['8.', 2],
  ['81.', 2],
  ['49.', 2],
];

export function ipAddress(rng: Rng): string {
  let ip = rng.weighted(IP_PREFIXES);
  // The octets the prefix leaves out; the last one is never 0 or 255.
  const missing = 4 - (ip.length - ip.replaceAll('.', '').length);
  for (let i = 0; i < missing; i++) {
    const last = i === missing - 1;
    ip += `${i ? '.' : ''}${rng.int(last ? 1 : 0, last ? 254 : 255)}`;
  }
  return ip;
}

/** How each activity type reads, and its usual status. */
export const ACTIVITY_TYPES = {
  login: { action: 'Signed in', status: 'success' },
  logout: { action: 'Signed out', status: 'success' },
  login_failed: { action: 'Failed sign-in attempt', status: 'failed' },
  cv_created: { action: 'Created a CV', status: 'success' },
  cv_updated: { action: 'Updated a CV', status: 'success' },
  cv_deleted: { action: 'Deleted a CV', status: 'success' },
  cv_downloaded: { action: 'Downloaded a CV as PDF', status: 'success' },
  package_purchased: { action: 'Purchased a package', status: 'success' },
  package_purchase_failed: { action: 'Package purchase failed', status: 'failed' },
  payment_initiated: { action: 'Started a payment', status: 'pending' },
  payment_completed: { action: 'Payment completed', status: 'success' },
  payment_failed: { action: 'Payment failed', status: 'failed' },
  payment_cancelled: { action: 'Payment cancelled', status: 'cancelled' },
  profile_updated: { action: 'Updated profile', status: 'success' },
  settings_changed: { action: 'Changed account settings', status: 'success' },
  ai_optimization_used: { action: 'Used AI optimisation', status: 'success' },
  ai_template_generated: { action: 'Generated a template with AI', status: 'success' },
  ai_content_generated: { action: 'Generated content with AI', status: 'success' },
} as const;
export type ActivityType = keyof typeof ACTIVITY_TYPES;

/** Activity a user does besides creating CVs and ordering, with relative frequency. */
export const BACKGROUND_ACTIVITY: readonly (readonly [ActivityType, number])[] = [
  ['login', 30],
  ['logout', 8],
  ['login_failed', 6],
  ['cv_downloaded', 12],
  ['cv_updated', 12],
  ['profile_updated', 6],
  ['settings_changed', 3],
  ['ai_optimization_used', 10],
  ['ai_content_generated', 5],
  ['ai_template_generated', 2],
  ['cv_deleted', 2],
  ['payment_failed', 2],
  ['package_purchase_failed', 2],
];

/** The fixed details of each type (contract/activity-sentences.ts words them in both languages). */
export const ACTIVITY_DETAILS: Partial<Record<ActivityType, readonly ActivityDetail[]>> = {
  login: ['password', 'google', 'new_device'],
  logout: ['signed_out'],
  login_failed: ['wrong_password', 'wrong_password_again', 'locked'],
  cv_downloaded: ['pdf_a4', 'pdf_letter'],
  cv_updated: ['edited_experience', 'changed_template', 'updated_contact', 'reordered_sections'],
  cv_deleted: ['deleted_draft'],
  profile_updated: ['changed_photo', 'updated_phone', 'changed_display_name'],
  settings_changed: ['email_notifications_on', 'language_vietnamese', 'language_english'],
  ai_optimization_used: ['optimised_summary', 'optimised_experience', 'matched_job_post'],
  ai_content_generated: ['cover_letter', 'job_bullets'],
  ai_template_generated: ['template_from_description'],
  payment_failed: ['amount_mismatch', 'card_declined'],
  package_purchase_failed: ['payment_window_expired'],
};
