// Sign-in, the signed-in admin, profile, password change and sign-out (docs/api.md "Authentication and sessions").
import { z } from 'zod';
import {
  adminSchema,
  changePasswordBody,
  currentAdminSchema,
  freshTokenSchema,
  loginAnswerSchema,
  loginBody,
  loginResultSchema,
  passwordChangeSchema,
  profileBody,
  twoFactorLoginBody,
} from '../../../contract/auth.js';
import { ok, refusal } from '../../http/envelope.js';
import { parseBody, requireChanges } from '../../http/parse.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { getSettings } from '../../settings/store.js';
import { currentAdmin } from './admin-view.js';
import { changePassword, confirmPassword, signIn, signInWithCode, signOut, updateProfile } from './service.js';
import { attemptSucceeded } from './throttle.js';

export const authArea = defineArea(
  { name: 'Authentication', description: 'Sign-in, the signed-in admin, sign-out. The token goes in `Authorization: Bearer …` on every other admin call.' },
  { Admin: adminSchema },
);

const BASE = '/api/admin/auth';

authArea.post(
  `${BASE}/login`,
  {
    summary: 'Sign in (with two-factor sign-in on, the answer is a challenge for the code instead of a session)',
    public: true,
    body: loginBody,
    data: loginAnswerSchema,
    errors: {
      401: 'Invalid email or password (the same for an unknown email); code TEMPORARY_PASSWORD_EXPIRED: the right temporary password, past its 72 hours',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  },
  async (c, { body }) => {
    const { db, config } = c.get('deps');
    const answer = await signIn(db, actorOf(c), body.email, body.password, config.ipLoginLimit);
    return ok(c, answer, 'twoFactorRequired' in answer ? 'Enter the code from your authenticator app' : 'Login successful');
  },
);

authArea.post(
  `${BASE}/login/two-factor`,
  {
    summary: 'Sign in, second step: a current code of the authenticator app (or a recovery code) for the challenge',
    public: true,
    body: twoFactorLoginBody,
    data: loginResultSchema,
    errors: {
      401: 'The code is not valid, was used already, or the challenge expired (5 minutes)',
      429: 'Too many failed attempts: wait for Retry-After seconds',
    },
  },
  async (c, { body }) => {
    const { db, config } = c.get('deps');
    return ok(c, await signInWithCode(db, actorOf(c), body.challengeToken, body.code, config.ipLoginLimit), 'Login successful');
  },
);

authArea.get(
  `${BASE}/me`,
  { summary: 'The signed-in admin, and what they must still do before anything else', permission: 'account', openDuringSetup: true, data: currentAdminSchema },
  (c) => ok(c, currentAdmin(c.get('admin'), c.get('twoFactorEnforced'))),
);

authArea.put(
  `${BASE}/profile`,
  {
    summary: "Change the admin's own name or email (a new email needs the current password)",
    permission: 'account',
    body: profileBody,
    data: adminSchema,
    errors: { 409: 'Email is already in use', 429: 'Too many wrong passwords: wait for Retry-After seconds' },
  },
  async (c, { body }) => {
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
  },
);

// The body is read here: its least password length is a setting (the document shows the rule).
authArea.put(
  `${BASE}/change-password`,
  {
    summary: 'Change the password (every session ends; a fresh token is returned)',
    permission: 'account',
    openDuringSetup: true,
    body: changePasswordBody,
    rawBody: true,
    data: freshTokenSchema,
  },
  async (c) => {
    const { db } = c.get('deps');
    const { passwordMinLength } = await getSettings(db, 'security');
    const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema(passwordMinLength));
    // otherSessionsSignedOut (extension): how many other sign-ins of this admin just ended.
    return ok(
      c,
      await changePassword(db, actorOf(c), c.get('admin'), currentPassword, newPassword, c.get('deps').config.ipLoginLimit),
      'Password changed successfully',
    );
  },
);

authArea.post(`${BASE}/logout`, { summary: 'Sign out (the token is revoked)', permission: 'account', openDuringSetup: true, data: z.null() }, async (c) => {
  await inTransaction(c, (tx, actor) => signOut(tx, actor, c.get('sessionId')));
  return ok(c, null, 'Logged out successfully');
});
