// Sign-in and the signed-in admin (API.md "Authentication"): the bodies the auth routes
// take and the admin they return (never its password hash).
import { z } from 'zod';
import { instant } from './fields.js';
import { userUpdateSchema } from './users.js';

export const adminSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  lastLoginAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type Admin = z.infer<typeof adminSchema>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1000),
});

/** `PUT /api/admin/auth/profile`: any of the three, held to the same rules as a user's; unknown fields are refused. */
export const profileBody = userUpdateSchema.pick({ firstName: true, lastName: true, email: true }).partial().strict();
export type AdminProfile = Required<z.infer<typeof profileBody>>;

export const PASSWORD_MAX = 1000;

/** `PUT /api/admin/auth/change-password`, held to settings.security.passwordMinLength. */
export const passwordChangeSchema = (minLength: number) =>
  z
    .object({
      currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
      newPassword: z
        .string({ message: 'New password is required' })
        .min(minLength, `Password must be at least ${minLength} characters`)
        .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
        .meta({ description: 'At least settings.security.passwordMinLength characters, not the current password' }),
    })
    .refine((b) => b.newPassword !== b.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });
/**
 * The change-password form: the body's rules, and the confirmation must repeat the new
 * password (checked with the others, so every problem shows at once).
 */
export const passwordChangeFormSchema = (minLength: number) =>
  passwordChangeSchema(minLength)
    .and(z.object({ confirmPassword: z.string() }))
    .refine((b) => b.confirmPassword === b.newPassword, { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true });

/** The body as documented (the least length is a setting). */
export const changePasswordBody = passwordChangeSchema(1);

export const loginResultSchema = z.object({ admin: adminSchema, token: z.string().meta({ description: 'The bearer token (a JWT)' }) });
/** After a password change every session ends; this token carries the caller on. */
export const freshTokenSchema = z.object({
  token: z.string(),
  otherSessionsSignedOut: z.number().int().min(0).meta({ description: 'How many other sign-ins of this admin just ended (extension)' }),
});
export type FreshToken = z.infer<typeof freshTokenSchema>;
