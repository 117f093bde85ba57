// The Team screen (owners only): the admin accounts, their roles, and the one-time passwords
// and two-factor resets an owner hands out.
import { z } from 'zod';
import { adminSchema } from './auth.js';
import { ROLES } from './permissions.js';
import { searchParam } from './query.js';
import { route } from './route.js';
import { userUpdateSchema } from './users.js';

export const teamAdminSchema = adminSchema;
export const teamListSchema = z.object({ admins: z.array(teamAdminSchema) });
/** The Team list's search: names or email, without accents and case as every list's (docs/api.md "Lists"). */
export const teamListQuery = z.object({ search: searchParam });

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
/** A new admin: the temporary password, and whether an invitation to choose their own was emailed (mail set up). */
export const createdAdminSchema = temporaryPasswordSchema.extend({
  invitationSent: z.boolean().meta({ description: 'An invitation link (72 hours, once) was queued to their email: Settings › Email is set up' }),
});
export type CreatedAdmin = z.infer<typeof createdAdminSchema>;

const ADMINS = '/api/admin/admins';

/** The Team screen's routes (contract/route.ts). */
export const teamRoutes = {
  list: route({
    method: 'get',
    path: ADMINS,
    summary: 'Every admin, or those whose names or email contain `search`',
    permission: 'team.read',
    query: teamListQuery,
    data: teamListSchema,
  }),
  create: route({
    method: 'post',
    path: ADMINS,
    summary:
      'Add an admin; the answer carries a temporary password, shown once, to change at the first sign-in within 72 hours. With mail set up, an invitation to choose their password is emailed too',
    permission: 'team.edit',
    body: teamCreateBody,
    data: createdAdminSchema,
    status: 201,
    errors: { 409: 'Email is already in use' },
  }),
  get: route({ method: 'get', path: `${ADMINS}/{id}`, summary: 'Get an admin', permission: 'team.read', entity: 'ADMIN', data: adminSchema }),
  update: route({
    method: 'put',
    path: `${ADMINS}/{id}`,
    summary: "Change an admin's names, role or whether they may sign in (deactivating ends their sessions at once)",
    permission: 'team.edit',
    entity: 'ADMIN',
    body: teamUpdateBody,
    data: adminSchema,
    errors: { 409: 'The last active owner cannot be demoted or deactivated' },
  }),
  resetPassword: route({
    method: 'post',
    path: `${ADMINS}/{id}/reset-password`,
    summary: 'A new temporary password for the admin, shown once, good for 72 hours (their sessions end, an emailed invitation stops working)',
    permission: 'team.edit',
    entity: 'ADMIN',
    data: temporaryPasswordSchema,
  }),
  invite: route({
    method: 'post',
    path: `${ADMINS}/{id}/invite`,
    summary: 'Email the admin a new invitation to choose their password (72 hours, once); any earlier link stops working',
    permission: 'team.edit',
    entity: 'ADMIN',
    data: adminSchema,
    errors: { 409: 'ADMIN_ALREADY_SET_UP: they chose their password already; SMTP_NOT_CONFIGURED: Settings › Email is not set up' },
  }),
  resetTwoFactor: route({
    method: 'post',
    path: `${ADMINS}/{id}/reset-two-factor`,
    summary: "Turn off the admin's two-factor sign-in (a lost phone); their sessions end",
    permission: 'team.edit',
    entity: 'ADMIN',
    data: adminSchema,
    errors: { 409: 'Two-factor sign-in is not on' },
  }),
};
