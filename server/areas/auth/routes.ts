// Sign-in, the signed-in admin, profile, password change, an emailed invitation's password and sign-out (docs/api.md "Authentication and sessions").
import { eq } from 'drizzle-orm';
import { adminSchema, authRoutes, invitationBody, newPasswordSchema, PASSWORD_MAX, passwordChangeSchema } from '../../../contract/auth.js';
import { adminSessions } from '../../db/schema.js';
import { ok, refusal } from '../../http/envelope.js';
import { parseBody, requireChanges } from '../../http/parse.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { getSettings } from '../../settings/store.js';
import { currentAdmin } from './admin-view.js';
import { acceptInvitation, lookAtInvitation } from './invitation.js';
import { changePassword, chooseFirstPassword, confirmPassword, signIn, signInWithCode, signOut, updateProfile } from './service.js';
import { attemptSucceeded } from './throttle.js';

/** The invitation's body with the least password length in force. */
const acceptInvitationSchema = (minLength: number) => invitationBody.extend({ newPassword: newPasswordSchema(minLength).shape.newPassword });

export const authArea = defineArea(
  { name: 'Authentication', description: 'Sign-in, the signed-in admin, sign-out. The token goes in `Authorization: Bearer …` on every other admin call.' },
  { Admin: adminSchema },
);

authArea.bind(authRoutes.login, async (c, { body }) => {
  const { db, config } = c.get('deps');
  const answer = await signIn(db, actorOf(c), body.email, body.password, config.ipLoginLimit);
  return ok(c, answer, 'twoFactorRequired' in answer ? 'Enter the code from your authenticator app' : 'Login successful');
});

authArea.bind(authRoutes.loginTwoFactor, async (c, { body }) => {
  const { db, config } = c.get('deps');
  return ok(c, await signInWithCode(db, actorOf(c), body.challengeToken, body.code, config.ipLoginLimit), 'Login successful');
});

authArea.bind(authRoutes.me, (c) => ok(c, currentAdmin(c.get('admin'), c.get('twoFactorEnforced'))));

authArea.bind(authRoutes.updateProfile, async (c, { body }) => {
  const { currentPassword, ...changes } = body;
  requireChanges(changes);
  const admin = c.get('admin');
  const { db, config } = c.get('deps');
  // The email is what signs in: changing it asks for the password, checked like a sign-in.
  const newEmail = changes.email !== undefined && changes.email !== admin.email.toLowerCase();
  if (newEmail && !currentPassword) throw refusal(400, 'CURRENT_PASSWORD_REQUIRED', undefined, { currentPassword: 'CURRENT_PASSWORD_REQUIRED' });
  const attempt = newEmail ? await confirmPassword(db, actorOf(c), admin, currentPassword!, config.ipLoginLimit, 'email_change') : undefined;
  const updated = await inTransaction(c, async (tx, actor) => {
    if (attempt) await attemptSucceeded(tx, attempt);
    return updateProfile(tx, actor, admin, changes);
  });
  return ok(c, updated, 'Profile updated successfully');
});

// The body is read here: its least password length is a setting (the document shows the rule).
// A session opened by a sign-in with the temporary password needs only the new one.
authArea.bind(
  authRoutes.changePassword,
  async (c) => {
    const { db, config } = c.get('deps');
    const admin = c.get('admin');
    const { passwordMinLength } = await getSettings(db, 'security');
    const [session] = await db
      .select({ mustChangePassword: adminSessions.mustChangePassword })
      .from(adminSessions)
      .where(eq(adminSessions.id, c.get('sessionId')));
    if (admin.mustChangePassword && session?.mustChangePassword) {
      const { newPassword } = await parseBody(c, newPasswordSchema(passwordMinLength));
      return ok(c, await chooseFirstPassword(db, actorOf(c), admin, newPassword), 'Password changed successfully');
    }
    const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema(passwordMinLength));
    // otherSessionsSignedOut (extension): how many other sign-ins of this admin just ended.
    return ok(c, await changePassword(db, actorOf(c), admin, currentPassword, newPassword, config.ipLoginLimit), 'Password changed successfully');
  },
  { rawBody: true },
);

authArea.bind(authRoutes.passwordRules, async (c) => {
  const { passwordMinLength } = await getSettings(c.get('deps').db, 'security');
  return ok(c, { minLength: passwordMinLength, maxLength: PASSWORD_MAX });
});

authArea.bind(authRoutes.invitation, async (c, { body }) => {
  const { db, config } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return ok(c, await lookAtInvitation(db, actorOf(c), body.token, config.ipLoginLimit));
});

// The body is read here, as the password change's: its least length is a setting.
authArea.bind(
  authRoutes.acceptInvitation,
  async (c) => {
    const { db, config } = c.get('deps');
    const { passwordMinLength } = await getSettings(db, 'security');
    const { token, newPassword } = await parseBody(c, acceptInvitationSchema(passwordMinLength));
    return ok(c, await acceptInvitation(db, actorOf(c), token, newPassword, config.ipLoginLimit), 'Password set: sign in with it');
  },
  { rawBody: true },
);

authArea.bind(authRoutes.logout, async (c) => {
  await inTransaction(c, (tx, actor) => signOut(tx, actor, c.get('sessionId')));
  return ok(c, null, 'Logged out successfully');
});
