// System settings: sections, defaults and ranges, shared by the
// settings form and the server.
import { z } from 'zod';
import { emailTestBody, emailTestResultSchema } from './mail-schemas.js';
import { route } from './route.js';
import type { FieldCodes, ServerMessageCode } from './server-messages.js';

export const SECRET_MASK = '********';
export const AI_MODELS = [
  'openai/gpt-4o-mini',
  'mistralai/mistral-large',
  'meta-llama/llama-3.1-70b-instruct',
  'anthropic/claude-3-haiku',
  'anthropic/claude-3-sonnet',
] as const;
export const SETTINGS_SECTIONS = ['general', 'email', 'payment', 'ai', 'security'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
/** How a section is named in messages: 'AI settings updated successfully'. */
export const SECTION_TITLES: Record<SettingsSection, string> = {
  general: 'General',
  email: 'Email',
  payment: 'Payment',
  ai: 'AI',
  security: 'Security',
};
/** A signing key shorter than this is refused (HS256 wants at least 256 bits). */
export const MIN_JWT_SECRET_LENGTH = 32;

/** Secret fields per section: returned masked, kept when a PUT sends the mask or omits them. */
export const SECRET_FIELDS: Record<SettingsSection, readonly string[]> = {
  general: [],
  email: ['smtpPassword'],
  payment: [],
  ai: ['openrouterApiKey'],
  security: ['jwtSecret'],
};

type SecretDestination<Field extends string = string> = { to: readonly [address: Field, ...rest: Field[]]; retype: ServerMessageCode };

/**
 * For each secret, the fields that say where it goes, the first being its address: a stored
 * secret never follows a changed destination. A save (or test send) that moves any of them
 * (trimmed values differ) to a non-blank address, while the secret is stored, must send the
 * secret again (or '' to clear it); otherwise the secret's field is refused with `retype`.
 * A blank address sends the secret nowhere, so emptying it (mail off) needs nothing.
 */
export const SECRET_DESTINATIONS: { [S in SettingsSection]?: Record<string, SecretDestination<keyof SettingsValues[S] & string>> } = {
  email: { smtpPassword: { to: ['smtpHost', 'smtpPort', 'smtpUser'], retype: 'SMTP_PASSWORD_RETYPE' } },
  ai: { openrouterApiKey: { to: ['openrouterBaseUrl'], retype: 'AI_KEY_RETYPE' } },
};

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The secrets a change would carry to a new destination (SECRET_DESTINATIONS), by field and
 * code: `saved` holds the stored destinations, `secretsSet` which secrets are stored.
 * The server's save and test send, and the settings form, all ask this.
 */
export function secretsToRetype(section: SettingsSection, saved: object, secretsSet: Record<string, boolean>, changes: object): FieldCodes {
  const before = saved as Record<string, unknown>;
  const after = changes as Record<string, unknown>;
  const out: FieldCodes = {};
  const rows: Record<string, SecretDestination> = SECRET_DESTINATIONS[section] ?? {};
  for (const [secret, { to, retype }] of Object.entries(rows)) {
    const carriedAgain = after[secret] !== undefined && after[secret] !== SECRET_MASK;
    if (!secretsSet[secret] || carriedAgain) continue;
    const address = trimmed(after[to[0]] ?? before[to[0]]);
    const moved = to.some((f) => after[f] !== undefined && trimmed(after[f]) !== trimmed(before[f]));
    if (address && moved) out[secret] = retype;
  }
  return out;
}

const int = (min: number, max: number, message?: string) =>
  z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(min, message).max(max, message);
const credit = int(0, 1_000_000, 'Credits cannot be negative');

export const creditsSchema = z.object({
  cvCreation: credit,
  aiOptimization: credit,
  premiumTemplates: credit,
  aiTemplates: credit,
});

export const settingsSchemas = {
  general: z.object({
    siteName: z.string().trim().max(200),
    adminEmail: z.union([z.literal(''), z.email('Invalid email address')]),
    maxFileUploadSize: int(1, 1024, 'Must be between 1 and 1024 MB'),
    allowUserRegistration: z.boolean(),
    defaultUserCredits: creditsSchema,
  }),
  email: z.object({
    smtpHost: z.string().trim().max(255),
    smtpPort: int(1, 65535, 'Must be between 1 and 65535'),
    smtpUser: z.string().max(255),
    smtpPassword: z.string().max(500),
    fromEmail: z.union([z.literal(''), z.email('Invalid email address')]),
    fromName: z.string().max(200),
  }),
  payment: z.object({
    bankName: z.string().trim().max(200),
    bankBin: z.union([z.literal(''), z.string().regex(/^\d{6}$/, 'Bank BIN must be 6 digits')]),
    accountNumber: z.union([z.literal(''), z.string().regex(/^[0-9A-Za-z]{1,19}$/, 'Account number must be 1 to 19 letters or digits')]),
    accountName: z.string().trim().max(200),
    bankBranch: z.string().trim().max(200),
    qrCodeEnabled: z.boolean(),
  }),
  ai: z.object({
    openrouterApiKey: z.string().max(500),
    openrouterBaseUrl: z.union([z.literal(''), z.url('Must be a valid URL')]),
    defaultModel: z.enum(AI_MODELS, { message: 'Choose a model from the list' }),
    maxTokens: int(1, 1_000_000, 'Must be between 1 and 1000000'),
  }),
  security: z.object({
    // The mask keeps the stored key; a new one must be long enough for HS256.
    jwtSecret: z
      .string()
      .max(500)
      .refine((v) => v === SECRET_MASK || v.length >= MIN_JWT_SECRET_LENGTH, `JWT secret must be at least ${MIN_JWT_SECRET_LENGTH} characters`),
    sessionTimeout: int(1, 90, 'Session timeout must be between 1 and 90 days'),
    maxLoginAttempts: int(3, 10, 'Max login attempts must be between 3 and 10'),
    passwordMinLength: int(6, 20, 'Minimum password length must be between 6 and 20'),
    /** A session unused this long ends (sign in again). */
    sessionIdleMinutes: int(15, 1440, 'Sign out after inactivity must be between 15 and 1440 minutes'),
    requireEmailVerification: z.boolean(),
    enableTwoFactor: z.boolean(),
  }),
} satisfies Record<SettingsSection, z.ZodObject>;

export type SettingsValues = { [K in SettingsSection]: z.infer<(typeof settingsSchemas)[K]> };

/**
 * What `PUT /settings` accepts for a section: any subset of its fields (an omitted field,
 * or a secret sent as the mask, keeps its stored value); unknown fields are refused.
 */
export const settingsUpdateSchemas = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, settingsSchemas[s].partial().strict()])) as {
  [K in SettingsSection]: ReturnType<(typeof settingsSchemas)[K]['partial']>;
};

/** The body of `PUT /settings`; the section's own schema then checks `settings`. */
export const settingsSaveBody = z.object({
  section: z.enum(SETTINGS_SECTIONS, { message: `Section must be one of ${SETTINGS_SECTIONS.join(', ')}` }),
  settings: z.record(z.string(), z.unknown(), { message: 'Settings must be an object' }),
});

/**
 * `PUT /settings` as a reader wants it: per section, the fields that section takes. The server
 * reads the body in two steps (settingsSaveBody, then the section's schema, so that an error
 * names the field); this is the union the two steps amount to.
 */
export const settingsSaveSectionsBody = z.union(
  SETTINGS_SECTIONS.map((section) => z.object({ section: z.literal(section), settings: settingsUpdateSchemas[section] })),
);

/** Which secret fields of a section hold a value (extension): the values never leave. */
const secretsSetSchema = z.record(z.string(), z.boolean());

/** `GET /settings`: every section with secrets masked, and which secrets are set. */
export const settingsResponseSchema = z.object({
  ...settingsSchemas,
  // Only owners see Settings › Security.
  security: settingsSchemas.security.optional(),
  secretsSet: z.object({
    ...(Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, secretsSetSchema])) as Record<SettingsSection, typeof secretsSetSchema>),
    security: secretsSetSchema.optional(),
  }),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** `PUT /settings`: the saved section, secrets masked, with its secretsSet. */
export const settingsSavedSchema = z.union(SETTINGS_SECTIONS.map((s) => settingsSchemas[s].extend({ secretsSet: secretsSetSchema })));

export const DEFAULT_SETTINGS: SettingsValues = {
  general: {
    siteName: 'CV Builder',
    adminEmail: '',
    maxFileUploadSize: 10,
    allowUserRegistration: true,
    defaultUserCredits: { cvCreation: 3, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 0 },
  },
  email: { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', fromEmail: '', fromName: '' },
  payment: { bankName: '', bankBin: '', accountNumber: '', accountName: '', bankBranch: '', qrCodeEnabled: true },
  ai: { openrouterApiKey: '', openrouterBaseUrl: 'https://openrouter.ai/api/v1', defaultModel: 'openai/gpt-4o-mini', maxTokens: 2000 },
  security: {
    jwtSecret: '',
    sessionTimeout: 30,
    maxLoginAttempts: 5,
    passwordMinLength: 8,
    sessionIdleMinutes: 480,
    requireEmailVerification: true,
    enableTwoFactor: false,
  },
};

const SETTINGS = '/api/admin/settings';

/** The settings' routes (contract/route.ts). */
export const settingsRoutes = {
  get: route({
    method: 'get',
    path: SETTINGS,
    summary: 'Every section, secrets masked (Security only for owners)',
    permission: 'settings.read',
    data: settingsResponseSchema,
  }),
  /** The server reads the body itself, in two steps (settingsSaveBody). */
  save: route({
    method: 'put',
    path: SETTINGS,
    summary: 'Save one section (an omitted or masked secret keeps its value, unless its destination changes)',
    permission: 'settings.edit',
    body: settingsSaveSectionsBody,
    data: settingsSavedSchema,
  }),
  testEmail: route({
    method: 'post',
    path: `${SETTINGS}/email/test`,
    summary: "Send a test email to the signed-in admin at once, with the Email form's values over the stored ones (extension)",
    permission: 'settings.edit',
    body: emailTestBody,
    data: emailTestResultSchema,
    errors: { 502: 'The SMTP server refused the message or could not be reached (the reason in words)' },
  }),
};
