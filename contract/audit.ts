// The audit trail (docs/api.md "Audit trail"): the entity types and actions the server records,
// and which keys name a secret (the routes' schemas and types: audit-log.ts). The server
// writes only these actions (its audit() is typed by them) and both catalogs label each one.

import type { CrudAuditAction } from './crud.js';
import { CRUD_RESOURCES, type CrudResource } from './registry.js';

const OWN_ENTITIES = ['admin', 'user', 'cv', 'package', 'order', 'template', 'contact', 'settings'] as const;
export type AuditEntity = (typeof OWN_ENTITIES)[number] | CrudResource['audit'];
/** The entity types, the plain entities' (contract/registry.ts) after the table's own. */
export const AUDIT_ENTITIES: readonly AuditEntity[] = [...OWN_ENTITIES, ...CRUD_RESOURCES.map((r) => r.audit)];

/** Every action, grouped by entity type: `<entity>.<verb>` except the sign-in events. */
const OWN_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.session_revoke',
  'admin.profile_update',
  'admin.password_change',
  'admin.two_factor_enable',
  'admin.two_factor_disable',
  // A wrong current password where one confirms a change (never the password itself).
  'admin.password_change_failed',
  'admin.email_change_failed',
  'admin.two_factor_enable_failed',
  'admin.two_factor_disable_failed',
  'admin.create',
  'admin.update',
  'admin.reset_password',
  'admin.reset_two_factor',
  'admin.invite',
  'admin.invitation_accept',
  'user.update',
  'user.activate',
  'user.deactivate',
  'user.bulk_activate',
  'user.bulk_deactivate',
  'user.delete',
  'user.bulk_delete',
  'user.resend_verification',
  'user.reset_password',
  'user.credits_update',
  'user.add_package',
  'cv.update',
  'cv.bulk_update',
  'cv.delete',
  'cv.bulk_delete',
  'cv.preview_token',
  'package.create',
  'package.update',
  'package.bulk_update',
  'package.delete',
  'order.verify',
  'order.cancel',
  'template.create',
  'template.update',
  'template.bulk_update',
  'template.toggle_premium',
  'template.update_file',
  'template.upload_preview',
  'template.delete',
  'contact.status_update',
  'contact.reply',
  'contact.delete',
  'settings.update',
  'settings.email_test',
] as const;
export type AuditAction = (typeof OWN_ACTIONS)[number] | CrudAuditAction<CrudResource>;
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...OWN_ACTIONS,
  ...CRUD_RESOURCES.flatMap((r) => (['create', 'update', 'delete'] as const).map((verb) => `${r.audit}.${verb}` as const)),
];

export const AUDIT_PAGE_SIZE = 20;

/**
 * The address and device of a change made from the admin command line (`npm run admin`): no
 * admin is signed in there, so its entries carry no admin, and the screens name it by these.
 */
export const COMMAND_LINE_ADDRESS = 'cli';
export const COMMAND_LINE_AGENT = 'admin command line';

// A key names a secret when it holds one of these words, unless it is a rule, a count, a
// flag or a time about one (passwordMinLength, maxTokens, mustChangePassword, tokenExpiresAt).
const SECRET_WORD = /pass(word|wd|phrase)|secret|token|api_?key|hash|private_?key|credential/i;
const ABOUT_A_SECRET = /^(must|max|min|is|has)[A-Z_]|(Length|Count|Enabled|At|Set)$|_(length|count|enabled|at)$/;

/** Whether an object key names a secret: the server never stores it, the screens mask it. */
export const isSecretKey = (key: string) => SECRET_WORD.test(key) && !ABOUT_A_SECRET.test(key);
