// Sign-in and the signed-in admin (API.md "Authentication"): the bodies the auth routes
// take and the admin they return (never its password hash).
import { z } from 'zod';
import { instant } from './fields.js';

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

/** Any subset of the admin's own name and email; unknown fields are refused. */
export const profileBody = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    email: z.email('Invalid email address').trim().toLowerCase(),
  })
  .partial()
  .strict();

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1000),
  newPassword: z.string().max(1000).meta({ description: 'At least settings.security.passwordMinLength characters' }),
});

export const loginResultSchema = z.object({ admin: adminSchema, token: z.string().meta({ description: 'The bearer token (a JWT)' }) });
/** After a password change every session ends; this token carries the caller on. */
export const freshTokenSchema = z.object({ token: z.string() });
