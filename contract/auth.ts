// Sign-in and the signed-in admin (docs/api.md "Authentication and sessions"): the bodies the auth routes
// take and the admin they return (never its password hash).
import { z } from 'zod';
import { instant } from './fields.js';
import { ROLES } from './permissions.js';
import { route } from './route.js';
import { userUpdateSchema } from './users.js';

export const adminSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** A temporary password: the admin must choose a new one before anything else. */
  mustChangePassword: z.boolean(),
  /** Until when the temporary password signs in (null without one). */
  temporaryPasswordExpiresAt: instant.nullable(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type Admin = z.infer<typeof adminSchema>;

/** The signed-in admin (`/me`): what they are still asked to do before anything else. */
export const currentAdminSchema = adminSchema.extend({
  /** Settings › Security asks for two-factor sign-in and this admin has not set it up yet. */
  twoFactorSetupRequired: z.boolean(),
});
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1000),
});

/**
 * `PUT /api/admin/auth/profile`: any of the three, held to the same rules as a user's; unknown
 * fields are refused. A new email (the sign-in name) needs the current password.
 */
export const profileBody = userUpdateSchema
  .pick({ firstName: true, lastName: true, email: true })
  .partial()
  .extend({ currentPassword: z.string().max(1000).optional().meta({ description: 'Required when the email changes' }) })
  .strict();
export type AdminProfile = Required<Omit<z.infer<typeof profileBody>, 'currentPassword'>>;

export const PASSWORD_MAX = 1000;

/** How long a temporary password (a new admin, a reset, a generated first password) signs in. */
export const TEMPORARY_PASSWORD_HOURS = 72;

/** A new password, held to settings.security.passwordMinLength and PASSWORD_MAX. */
const newPasswordField = (minLength: number) =>
  z
    .string({ message: 'New password is required' })
    .min(minLength, `Password must be at least ${minLength} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .meta({ description: 'At least settings.security.passwordMinLength characters, not the current password' });

/** `PUT /api/admin/auth/change-password`, held to settings.security.passwordMinLength. */
export const passwordChangeSchema = (minLength: number) =>
  z
    .object({
      currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
      newPassword: newPasswordField(minLength),
    })
    .refine((b) => b.newPassword !== b.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });
/**
 * The new password alone: a session opened by a sign-in with a temporary password (which that
 * sign-in just proved; a current password sent along is not needed), and an invitation's link.
 * That it differs from the temporary one only the server can check (it has the hash).
 */
export const newPasswordSchema = (minLength: number) =>
  z.object({ currentPassword: z.string().max(PASSWORD_MAX).optional(), newPassword: newPasswordField(minLength) });

/** The confirmation must repeat the new password (checked with the others, so every problem shows at once). */
const confirmed = <S extends z.ZodType<{ newPassword: string }>>(schema: S) =>
  schema
    .and(z.object({ confirmPassword: z.string() }))
    .refine((b) => b.confirmPassword === b.newPassword, { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true });
/** The change-password form: the body's rules, and the confirmation. */
export const passwordChangeFormSchema = (minLength: number) => confirmed(passwordChangeSchema(minLength));
/** The form of a new password alone (the first sign-in, an invitation): the rules and the confirmation. */
export const newPasswordFormSchema = (minLength: number) => confirmed(newPasswordSchema(minLength).omit({ currentPassword: true }));

/** The body as documented (the least length is a setting). */
export const changePasswordBody = z.object({
  currentPassword: z
    .string()
    .max(PASSWORD_MAX)
    .optional()
    .meta({ description: 'Required, but in a session opened by a sign-in with a temporary password (that sign-in proved it)' }),
  newPassword: newPasswordField(1),
});

/** What the server holds a new password to (`GET /api/admin/auth/password-rules`): the screens tick them as the admin types. */
export const passwordRulesSchema = z.object({
  minLength: z.number().int().meta({ description: 'settings.security.passwordMinLength' }),
  maxLength: z.number().int(),
});
export type PasswordRules = z.infer<typeof passwordRulesSchema>;

/** An invitation's link carries its token (in the query of the SPA's page, never in an API path). */
const invitationToken = z.string({ message: 'The invitation link is not valid' }).max(200, 'The invitation link is not valid');
export const invitationBody = z.object({ token: invitationToken });
/** Whom an open invitation is for. */
export const invitationSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;
/** `POST /api/admin/auth/invitation/accept` (the least length is a setting: read by the server). */
export const acceptInvitationBody = z.object({ token: invitationToken, newPassword: newPasswordField(1) });
export const invitationAcceptedSchema = z.object({ email: z.string().meta({ description: 'The sign-in name, to sign in with the new password' }) });

export const loginResultSchema = z.object({ admin: currentAdminSchema, token: z.string().meta({ description: 'The bearer token (a JWT)' }) });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** With two-factor sign-in on, the password opens no session yet: the code comes with this challenge. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string().meta({ description: 'For POST /api/admin/auth/login/two-factor, valid 5 minutes, once' }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);

/** A 6-digit code of the authenticator app, or one of the recovery codes (xxxxx-xxxxx). */
export const twoFactorCode = z
  .string({ message: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(20, 'Enter the 6-digit code or a recovery code')
  .transform((v) => v.replace(/\s+/g, ''));
export const twoFactorLoginBody = z.object({ challengeToken: z.string().min(1).max(200), code: twoFactorCode });

export const twoFactorSetupSchema = z.object({
  secret: z.string().meta({ description: 'Base32, for typing into an authenticator app' }),
  otpauthUrl: z.string().meta({ description: 'otpauth://totp/… for a QR code' }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
/** The admin's password confirms it as it does turning it off: a stolen token alone cannot tie the account to another phone. */
export const twoFactorEnableBody = z.object({
  code: twoFactorCode,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).meta({ description: 'Shown once; each works once' }) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const RECOVERY_CODE_COUNT = 10;
export const twoFactorDisableBody = twoFactorEnableBody.pick({ password: true });

/** One sign-in of the admin (`GET /api/admin/auth/sessions`). */
export const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: instant,
  lastUsedAt: instant,
  expiresAt: instant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean().meta({ description: 'The session of this request' }),
});
export type AdminSession = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionsRevokedSchema = z.object({ revoked: z.number().int().min(0) });
/** After a password change every session ends; this token carries the caller on. */
export const freshTokenSchema = z.object({
  token: z.string(),
  otherSessionsSignedOut: z.number().int().min(0).meta({ description: 'How many other sign-ins of this admin just ended (extension)' }),
});
export type FreshToken = z.infer<typeof freshTokenSchema>;

export const AUTH = '/api/admin/auth';

/** Sign-in, the signed-in admin, profile, password change and sign-out (contract/route.ts). */
export const authRoutes = {
  login: route({
    method: 'post',
    path: `${AUTH}/login`,
    summary: 'Sign in (with two-factor sign-in on, the answer is a challenge for the code instead of a session)',
    public: true,
    body: loginBody,
    data: loginAnswerSchema,
    errors: {
      401: 'Invalid email or password (the same for an unknown email); code TEMPORARY_PASSWORD_EXPIRED: the right temporary password, past its 72 hours',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  }),
  loginTwoFactor: route({
    method: 'post',
    path: `${AUTH}/login/two-factor`,
    summary: 'Sign in, second step: a current code of the authenticator app (or a recovery code) for the challenge',
    public: true,
    body: twoFactorLoginBody,
    data: loginResultSchema,
    errors: {
      401: 'The code is not valid, was used already, or the challenge expired (5 minutes)',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  }),
  passwordRules: route({
    method: 'get',
    path: `${AUTH}/password-rules`,
    summary: 'The rules a new password must meet (the screens show them ticked as the admin types; the server checks them)',
    public: true,
    data: passwordRulesSchema,
  }),
  invitation: route({
    method: 'post',
    path: `${AUTH}/invitation`,
    summary: "Whom an emailed invitation's link is for, while it can still be used (nothing is spent)",
    public: true,
    body: invitationBody,
    data: invitationSchema,
    errors: {
      404: 'INVITATION_INVALID: no such link (tampered, cut short), or its admin is deactivated',
      410: 'INVITATION_USED, INVITATION_EXPIRED (72 hours) or INVITATION_REPLACED (a newer invitation or temporary password)',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  }),
  /** The server reads the body itself (its least password length is a setting): `body` documents the rule. */
  acceptInvitation: route({
    method: 'post',
    path: `${AUTH}/invitation/accept`,
    summary: "Choose the password with an invitation's link: once, within 72 hours; then sign in with it (every session of the admin ends)",
    public: true,
    body: acceptInvitationBody,
    data: invitationAcceptedSchema,
    errors: {
      404: 'INVITATION_INVALID',
      410: 'INVITATION_USED, INVITATION_EXPIRED or INVITATION_REPLACED: nothing changes',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  }),
  me: route({
    method: 'get',
    path: `${AUTH}/me`,
    summary: 'The signed-in admin, and what they must still do before anything else',
    permission: 'account',
    openDuringSetup: true,
    data: currentAdminSchema,
  }),
  updateProfile: route({
    method: 'put',
    path: `${AUTH}/profile`,
    summary: "Change the admin's own name or email (a new email needs the current password)",
    permission: 'account',
    body: profileBody,
    data: adminSchema,
    errors: { 409: 'Email is already in use', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  }),
  /** The server reads the body itself (its least password length is a setting): `body` documents the rule. */
  changePassword: route({
    method: 'put',
    path: `${AUTH}/change-password`,
    summary:
      'Change the password (every session ends; a fresh token is returned). A session opened by a temporary password needs only the new one, and may call nothing else first',
    permission: 'account',
    openDuringSetup: true,
    body: changePasswordBody,
    data: freshTokenSchema,
  }),
  logout: route({
    method: 'post',
    path: `${AUTH}/logout`,
    summary: 'Sign out (the token is revoked)',
    permission: 'account',
    openDuringSetup: true,
    data: z.null(),
  }),
};
