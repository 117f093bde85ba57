// Sign-in, identity, profile, password change and sign-out (API.md "Authentication").
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loginBody, passwordChangeSchema, profileBody } from '../../contract/auth.js';
import type { AppEnv } from '../http/context.js';
import { admins } from '../db/schema.js';
import { publicAdmin } from '../areas/auth/guard.js';
import { badRequest, conflict, HttpError, ok } from '../http/envelope.js';
import { parseBody } from '../http/parse.js';
import { actorOf, clientIp, userAgent } from '../http/request.js';
import { audit } from '../audit/write.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { createSession, revokeAllSessions, revokeSession } from '../areas/auth/sessions.js';
import { getSettings } from '../settings/store.js';
import { checkLoginThrottle, recordLoginAttempt } from '../areas/auth/throttle.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/login', async (c) => {
  const { db, clock, config } = c.get('deps');
  const { email, password } = await parseBody(c, loginBody);
  const ip = clientIp(c);
  await checkLoginThrottle(db, clock, email, ip, config.ipLoginLimit);

  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  const valid = (await verifyPassword(admin?.passwordHash, password)) && admin!.isActive;
  if (!valid) {
    await db.transaction(async (tx) => {
      await recordLoginAttempt(tx, clock, email, ip, false);
      await audit(tx, actorOf(c), { action: 'auth.login_failed', entity: 'admin', entityId: admin?.id, adminId: admin?.id ?? null, after: { email } });
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const session = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, clock, email, ip, true);
    await tx.update(admins).set({ lastLoginAt: clock.now() }).where(eq(admins.id, admin!.id));
    await audit(tx, actorOf(c), { action: 'auth.login', entity: 'admin', entityId: admin!.id, adminId: admin!.id });
    return createSession(tx, clock, admin!.id, { ipAddress: ip, userAgent: userAgent(c) });
  });
  return ok(c, { admin: publicAdmin({ ...admin!, lastLoginAt: clock.now() }), token: session.token }, 'Login successful');
});

authRoutes.get('/me', (c) => ok(c, publicAdmin(c.get('admin'))));

authRoutes.put('/profile', async (c) => {
  const { db, clock } = c.get('deps');
  const changes = await parseBody(c, profileBody);
  const admin = c.get('admin');
  if (changes.email) {
    const [taken] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(sql`lower(${admins.email}) = ${changes.email}`, ne(admins.id, admin.id)));
    if (taken) throw conflict('Email is already in use');
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(admins)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(admins.id, admin.id))
      .returning();
    await audit(tx, actorOf(c), { action: 'admin.profile_update', entity: 'admin', entityId: admin.id, before: publicAdmin(admin), after: publicAdmin(row!) });
    return row!;
  });
  return ok(c, publicAdmin(updated), 'Profile updated successfully');
});

authRoutes.put('/change-password', async (c) => {
  const { db, clock } = c.get('deps');
  const { passwordMinLength } = await getSettings(db, 'security');
  const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema(passwordMinLength));
  const admin = c.get('admin');
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await hashPassword(newPassword);
  // Every session of this admin ends, the caller's too: it gets a fresh token to carry on.
  const { session, signedOut } = await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: clock.now() }).where(eq(admins.id, admin.id));
    const revoked = await revokeAllSessions(tx, clock, admin.id);
    await audit(tx, actorOf(c), { action: 'admin.password_change', entity: 'admin', entityId: admin.id, after: { otherSessionsSignedOut: revoked - 1 } });
    return { session: await createSession(tx, clock, admin.id, { ipAddress: clientIp(c), userAgent: userAgent(c) }), signedOut: revoked - 1 };
  });
  // otherSessionsSignedOut (extension): how many other sign-ins of this admin just ended.
  return ok(c, { token: session.token, otherSessionsSignedOut: signedOut }, 'Password changed successfully');
});

authRoutes.post('/logout', async (c) => {
  const { db, clock } = c.get('deps');
  await db.transaction(async (tx) => {
    await revokeSession(tx, clock, c.get('sessionId'));
    await audit(tx, actorOf(c), { action: 'auth.logout', entity: 'admin', entityId: c.get('admin').id });
  });
  return ok(c, null, 'Logged out successfully');
});
