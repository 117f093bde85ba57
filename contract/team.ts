// The Team screen (owners only): the admin accounts, their roles, and the one-time passwords
// and two-factor resets an owner hands out.
import { z } from 'zod';
import { adminSchema } from './auth.js';
import { ROLES } from './permissions.js';
import { userUpdateSchema } from './users.js';

export const teamAdminSchema = adminSchema;
export const teamListSchema = z.object({ admins: z.array(teamAdminSchema) });

const names = userUpdateSchema.pick({ firstName: true, lastName: true, email: true });
const role = z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` });

export const teamCreateBody = names.extend({ role }).strict();
export type TeamCreate = z.infer<typeof teamCreateBody>;
export const teamUpdateBody = names.pick({ firstName: true, lastName: true }).extend({ role, isActive: z.boolean() }).partial().strict();
export type TeamUpdate = z.infer<typeof teamUpdateBody>;

/** A new admin, or a reset: the password to hand over, shown once; it must be changed at the first sign-in. */
export const temporaryPasswordSchema = z.object({
  admin: teamAdminSchema,
  temporaryPassword: z.string(),
});
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;
