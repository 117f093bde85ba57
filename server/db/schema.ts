// One schema for PGlite and PostgreSQL. Every list filter and sort has an index; every
// searched table has a search_text column with a pg_trgm GIN index (`searchText`, below;
// the extension is created in migration 0000).
import { type SQL, sql } from 'drizzle-orm';
import type { ActivityParams } from '../../contract/activity-sentences.js';
import {
  bigint,
  date,
  numeric,
  primaryKey,
  smallint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  type PgColumn,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CreditReason } from '../../contract/users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/**
 * A searched table's search text (docs/api.md "Lists"): its searched columns joined by spaces
 * and folded by search_fold (migration 0013), a STORED generated column that PostgreSQL
 * computes when the row is written, so a search folds only its term (server/db/lists.ts
 * searchMatch) and checking a row costs a LIKE, not a fold. Each one has its trigram index
 * (`searchIndex`). Never answered, nor kept in the audit trail (server/audit/write.ts redact).
 * `columns` is a callback because the table's columns exist only once pgTable has built it;
 * a null in one of them makes the whole text null (a row no search finds), so they are NOT
 * NULL unless searched alone (the audit log's record name).
 */
const searchText = (columns: () => PgColumn[]) =>
  text('search_text').generatedAlwaysAs(
    (): SQL =>
      sql`search_fold(${sql.join(
        columns().map((c) => sql.identifier(c.name)),
        sql` || ' ' || `,
      )})`,
  );
/** The trigram index `<table>_search_trgm` over the search text, for a search's LIKE. */
const searchIndex = (table: string, t: { searchText: PgColumn }) => index(`${table}_search_trgm`).using('gin', sql`${t.searchText} gin_trgm_ops`);

/** The four credit kinds, as four integer columns with a common prefix. */
const creditColumns = (prefix: string) => ({
  cvCreation: integer(`${prefix}_cv_creation`).notNull().default(0),
  aiOptimization: integer(`${prefix}_ai_optimization`).notNull().default(0),
  premiumTemplates: integer(`${prefix}_premium_templates`).notNull().default(0),
  aiTemplates: integer(`${prefix}_ai_templates`).notNull().default(0),
});

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** contract/permissions.ts ROLES. */
    role: text('role').notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    /** A temporary password (a new admin, a reset, a generated first password): changed before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When that temporary password stops signing anyone in (null: none pending); only a new one helps then. */
    temporaryPasswordExpiresAt: ts('temporary_password_expires_at'),
    /** The TOTP secret (base32) once two-factor sign-in is on; the pending one while it is being set up. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabledAt: ts('two_factor_enabled_at'),
    /** The last TOTP time step accepted: a code works once. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [admins.firstName, admins.lastName, admins.email]),
  },
  (t) => [uniqueIndex('admins_email_uq').on(sql`lower(${t.email})`), searchIndex('admins', t)],
);

/** Single-use recovery codes of an admin's two-factor sign-in, kept as SHA-256 hashes. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/** The second step of a two-factor sign-in: a short-lived, single-use challenge (its token hashed). */
export const adminLoginChallenges = pgTable(
  'admin_login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('admin_login_challenges_token_uq').on(t.tokenHash), index('admin_login_challenges_expires_idx').on(t.expiresAt)],
);

/** A signed-in admin's session; the JWT carries its id, so revoking the row revokes the token. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** When a request last used it (written at most once a minute). */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * Opened by a sign-in with a temporary password: that password was just proved, so the
     * session may choose the new one without typing it again, and nothing else until then.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * An emailed invitation to choose a password (a new admin, or an owner's re-invite): the
 * link's token is made when the mail leaves and only its SHA-256 is kept (null until then).
 * Used once, before it expires; a newer invitation or a new temporary password revokes it.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The address it was sent to: it sets the password of that sign-in name only. */
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    language: text('language').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('admin_invitations_token_uq').on(t.tokenHash), index('admin_invitations_admin_idx').on(t.adminId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    totalCVsCreated: integer('total_cvs_created').notNull().default(0),
    totalCreditsUsed: integer('total_credits_used').notNull().default(0),
    ...creditColumns('credits'),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [users.firstName, users.lastName, users.email]),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_active_created_idx').on(t.isActive, t.createdAt),
    index('users_premium_created_idx').on(t.isPremium, t.createdAt),
    index('users_verified_idx').on(t.emailVerified),
    // The list's other sorts (docs/api.md "Lists": an index for every sort); last login: never = oldest.
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_total_cvs_idx').on(t.totalCVsCreated, t.id),
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    searchIndex('users', t),
  ],
);

export const userActivity = pgTable(
  'user_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    action: text('action').notNull(),
    status: text('status').notNull().default('success'),
    details: text('details'),
    /** What the screens need to word the item in their language (contract/activity-sentences.ts); null on older rows. */
    params: jsonb('params').$type<ActivityParams>(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [index('user_activity_user_time_idx').on(t.userId, t.timestamp)],
);

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    preview: text('preview').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    status: boolean('status').notNull().default(true),
    usageCount: integer('usage_count').notNull().default(0),
    content: text('content').notNull().default(''),
    contentUpdatedAt: ts('content_updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [templates.name, templates.description]),
  },
  (t) => [
    index('templates_category_idx').on(t.category),
    index('templates_premium_idx').on(t.isPremium),
    index('templates_status_idx').on(t.status),
    index('templates_created_idx').on(t.createdAt),
    searchIndex('templates', t),
  ],
);

/** Uploaded preview images live in the database so several instances can serve them. */
export const templatePreviews = pgTable('template_previews', {
  id: uuid('id').primaryKey().defaultRandom(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    language: text('language').notNull().default('en'),
    isDraft: boolean('is_draft').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /** The CV's data (personal, summary, experience, education, skills…) rendered into the template. */
    content: jsonb('content').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [cvs.name]),
  },
  (t) => [
    index('cvs_user_idx').on(t.userId),
    index('cvs_template_idx').on(t.templateId),
    // cvs_created_cover_idx (created_at, id) INCLUDE (search_text, user_id, is_draft, is_public, language):
    // drizzle cannot say INCLUDE, so it lives in migrations 0004 and 0020 alone.
    index('cvs_status_created_idx').on(t.isDraft, t.isPublic, t.createdAt),
    index('cvs_language_created_idx').on(t.language, t.createdAt),
    index('cvs_updated_idx').on(t.updatedAt, t.id),
    index('cvs_name_idx').on(t.name, t.id),
    searchIndex('cvs', t),
  ],
);

export const previewTokens = pgTable(
  'preview_tokens',
  {
    /** sha256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('preview_tokens_expires_idx').on(t.expiresAt)],
);

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    price: money('price').notNull(),
    currency: text('currency').notNull().default('VND'),
    ...creditColumns('credits'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    featuresEn: jsonb('features_en').$type<string[]>().notNull().default([]),
    isPopular: boolean('is_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    validityDays: integer('validity_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [packages.name, packages.nameEn]),
  },
  (t) => [
    index('packages_active_idx').on(t.isActive),
    index('packages_popular_idx').on(t.isPopular),
    index('packages_sort_idx').on(t.sortOrder, t.createdAt),
    searchIndex('packages', t),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderCode: text('order_code').notNull(),
    /** Null once the user is deleted: the order is a money record and stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer as at order time. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** PENDING, PAID, VERIFIED, CANCELLED; PENDING past expiresAt reads as EXPIRED. */
    status: text('status').notNull().default('PENDING'),
    paymentMethod: text('payment_method').notNull().default('bank_transfer'),
    bankInfo: jsonb('bank_info'),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    verifiedAt: ts('verified_at'),
    verifiedBy: uuid('verified_by').references(() => admins.id, { onDelete: 'set null' }),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [orders.orderCode, orders.customerName, orders.customerEmail]),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.orderCode),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_user_idx').on(t.userId),
    index('orders_package_status_idx').on(t.packageId, t.status),
    searchIndex('orders', t),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** At most one subscription per order: verification is exactly-once. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    ...creditColumns('remaining'),
    purchasedAt: ts('purchased_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.purchasedAt),
    index('subscriptions_package_idx').on(t.packageId, t.createdAt),
    uniqueIndex('subscriptions_order_uq').on(t.orderId),
  ],
);

/**
 * The credits ledger: every change of a user's balance, as signed amounts of the four kinds,
 * written in the transaction that changes the users' credit columns. Those columns stay the
 * balance the screens and counters read; they equal the sum of the user's entries.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...creditColumns('credits'),
    /** contract/users.ts CREDIT_REASONS. */
    reason: text('reason').$type<CreditReason>().notNull(),
    /** The admin's reason of an adjustment (free text). */
    note: text('note'),
    /** Who made the change; null for the system (sign-up, an order paid by webhook, the opening balance). */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /**
     * The order and subscription of a package entry, kept as history without foreign keys: a
     * deleted user's subscriptions would otherwise each look up the ledger on their way out.
     */
    orderId: uuid('order_id'),
    subscriptionId: uuid('subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_entries_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a payment that matched no PENDING order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    orderCode: text('order_code'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('VND'),
    /** completed, failed or unmatched. */
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull().default('bank_transfer'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_uq').on(t.transactionId),
    index('payments_order_idx').on(t.orderId),
    index('payments_package_idx').on(t.packageId, t.createdAt),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category').notNull().default('general'),
    status: text('status').notNull().default('new'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText((): PgColumn[] => [contacts.name, contacts.email, contacts.subject]),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    index('contacts_status_created_idx').on(t.status, t.createdAt),
    index('contacts_category_created_idx').on(t.category, t.createdAt),
    index('contacts_ip_created_idx').on(t.ipAddress, t.createdAt),
    searchIndex('contacts', t),
  ],
);

/** The support team's canned answers (contract/reply-templates.ts, a plain entity). */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Over the columns the entity's search box matches (server/areas/crud.ts). */
    searchText: searchText((): PgColumn[] => [replyTemplates.title, replyTemplates.subject, replyTemplates.body]),
  },
  (t) => [
    index('reply_templates_updated_idx').on(t.updatedAt, t.id),
    index('reply_templates_title_idx').on(t.title, t.id),
    index('reply_templates_created_idx').on(t.createdAt, t.id),
    searchIndex('reply_templates', t),
  ],
);

/** A reply sent to a contact from the panel: the message as written, who sent it and the mail that carries it. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_contact_idx').on(t.contactId, t.createdAt)],
);

/** One JSON document per settings section (general, email, payment, ai, security). */
export const settings = pgTable('settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The record's name when the entry was written (a user's full name, an order's code…), so it reads after the record is gone. */
    recordName: text('record_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** The audit log's search by record name (server/areas/audit-log/queries.ts). */
    searchText: searchText((): PgColumn[] => [auditLog.recordName]),
  },
  (t) => [
    // Migration 0004: one index per filter of the audit log screen, each ending in its order.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.createdAt, t.id),
    index('audit_log_entity_id_idx').on(t.entityId, t.createdAt, t.id),
    searchIndex('audit_log', t),
  ],
);

/**
 * Mail waiting for the sender (services/outbox.ts). `next_attempt_at` is when it may be tried
 * next: a retry's backoff while queued, a sender's lease while sending.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    htmlBody: text('html_body'),
    language: text('language'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The same reason by its code and values (contract/server-messages.ts), for the panel to say in its language. */
    lastErrorCode: text('last_error_code'),
    lastErrorParams: jsonb('last_error_params').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('email_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A verification link's token: only its SHA-256 is kept; used once, before it expires. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: it verifies that address only. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_uq').on(t.tokenHash), index('email_verification_tokens_user_idx').on(t.userId)],
);

/** The dashboard's event feed (USER_REGISTERED, LOGIN, PAYMENT_COMPLETED, …). */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    /** The sentence's values (contract/activity-sentences.ts), for the screens to word it in their language; null on older rows. */
    params: jsonb('params').$type<ActivityParams>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_events_created_idx').on(t.createdAt)],
);

/** Sums behind the stats cards, kept by triggers (see counters.ts); a read sums the slots. */
export const statCounters = pgTable(
  'stat_counters',
  {
    name: text('name').notNull(),
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    value: numeric('value').notNull(),
  },
  (t) => [primaryKey({ name: 'stat_counters_pk', columns: [t.name, t.day, t.slot] })],
);

/** When each periodic job last ran (any instance): a job runs once per period across instances. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  ranAt: ts('ran_at').notNull(),
});
