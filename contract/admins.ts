// The signed-in admin's own account: the profile and password rules the profile page checks
// before sending and the server enforces again.
import { z } from 'zod';
import { userUpdateSchema } from './users.js';

/** `PUT /api/admin/auth/profile`: any of the three, held to the same rules as a user's. */
export const adminProfileSchema = userUpdateSchema.pick({ firstName: true, lastName: true, email: true }).partial().strict();
export type AdminProfile = Required<z.infer<typeof adminProfileSchema>>;

export const PASSWORD_MAX = 1000;

/** `PUT /api/admin/auth/change-password`, held to settings.security.passwordMinLength. */
export const passwordChangeSchema = (minLength: number) =>
  z
    .object({
      currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
      newPassword: z
        .string({ message: 'New password is required' })
        .min(minLength, `Password must be at least ${minLength} characters`)
        .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    })
    .refine((b) => b.newPassword !== b.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });
