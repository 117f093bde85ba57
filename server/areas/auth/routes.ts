// Sign-in, the signed-in admin, profile, password change and sign-out (API.md "Authentication").
import { z } from 'zod';
import { adminSchema, changePasswordBody, freshTokenSchema, loginBody, loginResultSchema, passwordChangeSchema, profileBody } from '../../../contract/auth.js';
import { ok } from '../../http/envelope.js';
import { parseBody } from '../../http/parse.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { getSettings } from '../../settings/store.js';
import { publicAdmin } from './admin-view.js';
import { changePassword, signIn, signOut, updateProfile } from './service.js';

export const authArea = defineArea(
  { name: 'Authentication', description: 'Sign-in, the signed-in admin, sign-out. The token goes in `Authorization: Bearer …` on every other admin call.' },
  { Admin: adminSchema },
);

const BASE = '/api/admin/auth';

authArea.post(
  `${BASE}/login`,
  {
    summary: 'Sign in',
    public: true,
    body: loginBody,
    data: loginResultSchema,
    errors: { 401: 'Invalid email or password (the same for an unknown email)', 429: 'Too many failed attempts: wait for Retry-After seconds' },
  },
  async (c, { body }) => {
    const { db, config } = c.get('deps');
    return ok(c, await signIn(db, actorOf(c), body.email, body.password, config.ipLoginLimit), 'Login successful');
  },
);

authArea.get(`${BASE}/me`, { summary: 'The signed-in admin', data: adminSchema }, (c) => ok(c, publicAdmin(c.get('admin'))));

authArea.put(
  `${BASE}/profile`,
  { summary: "Change the admin's own name or email", body: profileBody, data: adminSchema, errors: { 409: 'Email is already in use' } },
  async (c, { body }) => {
    const admin = await inTransaction(c, (tx, actor) => updateProfile(tx, actor, c.get('admin'), body));
    return ok(c, admin, 'Profile updated successfully');
  },
);

// The body is read here: its least password length is a setting (the document shows the rule).
authArea.put(
  `${BASE}/change-password`,
  { summary: 'Change the password (every session ends; a fresh token is returned)', body: changePasswordBody, rawBody: true, data: freshTokenSchema },
  async (c) => {
    const { db } = c.get('deps');
    const { passwordMinLength } = await getSettings(db, 'security');
    const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema(passwordMinLength));
    // otherSessionsSignedOut (extension): how many other sign-ins of this admin just ended.
    return ok(c, await changePassword(db, actorOf(c), c.get('admin'), currentPassword, newPassword), 'Password changed successfully');
  },
);

authArea.post(`${BASE}/logout`, { summary: 'Sign out (the token is revoked)', data: z.null() }, async (c) => {
  await inTransaction(c, (tx, actor) => signOut(tx, actor, c.get('sessionId')));
  return ok(c, null, 'Logged out successfully');
});
