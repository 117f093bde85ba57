// The Team screen's API (owners only): the admin accounts and their roles.
import { adminSchema } from '../../../contract/auth.js';
import { teamCreateBody, teamListSchema, teamUpdateBody, temporaryPasswordSchema } from '../../../contract/team.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { newTemporaryPassword } from '../auth/temporary-password.js';
import { createAdmin, getAdmin, listAdmins, resetAdminPassword, resetAdminTwoFactor, updateAdmin } from './service.js';

export const teamArea = defineArea({ name: 'Team', description: 'The admin accounts and their roles (owners only, extension).' });

const BASE = '/api/admin/admins';

teamArea.get(BASE, { summary: 'Every admin', permission: 'team.read', data: teamListSchema }, async (c) =>
  ok(c, { admins: await listAdmins(c.get('deps').db) }),
);

teamArea.post(
  BASE,
  {
    summary: 'Add an admin; the answer carries a temporary password, shown once, to change at the first sign-in within 72 hours',
    permission: 'team.edit',
    body: teamCreateBody,
    data: temporaryPasswordSchema,
    status: 201,
    errors: { 409: 'Email is already in use' },
  },
  async (c, { body }) => {
    const { password, hash } = await newTemporaryPassword();
    const admin = await inTransaction(c, (tx, actor) => createAdmin(tx, actor, body, hash));
    c.header('Cache-Control', 'no-store');
    return ok(c, { admin, temporaryPassword: password }, 'Admin added successfully', 201);
  },
);

teamArea.get(`${BASE}/{id}`, { summary: 'Get an admin', permission: 'team.read', entity: 'ADMIN', data: adminSchema }, async (c, { id }) =>
  ok(c, await getAdmin(c.get('deps').db, id)),
);

teamArea.put(
  `${BASE}/{id}`,
  {
    summary: "Change an admin's names, role or whether they may sign in (deactivating ends their sessions at once)",
    permission: 'team.edit',
    entity: 'ADMIN',
    body: teamUpdateBody,
    data: adminSchema,
    errors: { 409: 'The last active owner cannot be demoted or deactivated' },
  },
  async (c, { id, body }) => {
    requireChanges(body);
    return ok(c, await inTransaction(c, (tx, actor) => updateAdmin(tx, actor, id, body)), 'Admin updated successfully');
  },
);

teamArea.post(
  `${BASE}/{id}/reset-password`,
  {
    summary: 'A new temporary password for the admin, shown once, good for 72 hours (their sessions end)',
    permission: 'team.edit',
    entity: 'ADMIN',
    data: temporaryPasswordSchema,
  },
  async (c, { id }) => {
    const { password, hash } = await newTemporaryPassword();
    const admin = await inTransaction(c, (tx, actor) => resetAdminPassword(tx, actor, id, hash));
    c.header('Cache-Control', 'no-store');
    return ok(c, { admin, temporaryPassword: password }, 'Password reset successfully');
  },
);

teamArea.post(
  `${BASE}/{id}/reset-two-factor`,
  {
    summary: "Turn off the admin's two-factor sign-in (a lost phone); their sessions end",
    permission: 'team.edit',
    entity: 'ADMIN',
    data: adminSchema,
    errors: { 409: 'Two-factor sign-in is not on' },
  },
  async (c, { id }) => ok(c, await inTransaction(c, (tx, actor) => resetAdminTwoFactor(tx, actor, id)), 'Two-factor sign-in reset'),
);
