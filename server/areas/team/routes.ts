// The Team screen's API (owners only): the admin accounts and their roles.
import { teamRoutes } from '../../../contract/team.js';
import { ok } from '../../http/envelope.js';
import { requireChanges } from '../../http/parse.js';
import { requestLanguage } from '../../http/language.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { newTemporaryPassword } from '../auth/temporary-password.js';
import { createAdmin, getAdmin, inviteIfMailSetUp, listAdmins, resetAdminPassword, resetAdminTwoFactor, updateAdmin } from './service.js';

export const teamArea = defineArea({ name: 'Team', description: 'The admin accounts and their roles (owners only, extension).' });

teamArea.bind(teamRoutes.list, async (c, { query }) => ok(c, { admins: await listAdmins(c.get('deps').db, query.search) }));

// The temporary password is always the answer's (the fallback); the invitation goes in the
// owner's language, as a verification email with no better sign does.
teamArea.bind(teamRoutes.create, async (c, { body }) => {
  const { password, hash } = await newTemporaryPassword();
  const { admin, invitationSent } = await inTransaction(c, async (tx, actor) => {
    const created = await createAdmin(tx, actor, body, hash);
    return { admin: created, invitationSent: await inviteIfMailSetUp(tx, actor, created.id, requestLanguage(c)) };
  });
  if (invitationSent) c.get('deps').mailQueued();
  c.header('Cache-Control', 'no-store');
  return ok(c, { admin, temporaryPassword: password, invitationSent }, 'Admin added successfully', 201);
});

teamArea.bind(teamRoutes.invite, async (c, { id }) => {
  await inTransaction(c, (tx, actor) => inviteIfMailSetUp(tx, actor, id, requestLanguage(c), true));
  c.get('deps').mailQueued();
  return ok(c, await getAdmin(c.get('deps').db, id), 'Invitation sent');
});

teamArea.bind(teamRoutes.get, async (c, { id }) => ok(c, await getAdmin(c.get('deps').db, id)));

teamArea.bind(teamRoutes.update, async (c, { id, body }) => {
  requireChanges(body);
  return ok(c, await inTransaction(c, (tx, actor) => updateAdmin(tx, actor, id, body)), 'Admin updated successfully');
});

teamArea.bind(teamRoutes.resetPassword, async (c, { id }) => {
  const { password, hash } = await newTemporaryPassword();
  const admin = await inTransaction(c, (tx, actor) => resetAdminPassword(tx, actor, id, hash));
  c.header('Cache-Control', 'no-store');
  return ok(c, { admin, temporaryPassword: password }, 'Password reset successfully');
});

teamArea.bind(teamRoutes.resetTwoFactor, async (c, { id }) =>
  ok(c, await inTransaction(c, (tx, actor) => resetAdminTwoFactor(tx, actor, id)), 'Two-factor sign-in reset'),
);
