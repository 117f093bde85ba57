// Sessions held in memory on the embedded database (server/areas/auth/held-sessions.ts): a
// signed-in request reads no session once it is held, and what keeps the copy right is the
// database's own notice of every change (migration 0021's triggers), heard before the commit
// returns. Always on PGlite: on PostgreSQL nothing is held (the PostgreSQL pass leaves this
// file out; the sessions, team and permission tests check the same outcomes on both).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heldSession, keepSession, sessionsGeneration, SIGN_INS_CHANNEL } from '../../server/areas/auth/held-sessions.js';
import { admins, adminSessions } from '../../server/db/schema.js';
import { TEST_ADMIN } from '../support/constants.js';
import { useSignedInApp } from '../support/test-app.js';

describe('sessions held on the embedded database', () => {
  const t = useSignedInApp();
  const sessionId = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const me = (token: string) => t.call('GET', '/api/admin/auth/me', { token });

  it('answers a held session from memory: a change that slipped past the triggers would go unseen', async () => {
    const token = await t.login();
    expect((await me(token)).status).toBe(200);
    expect(heldSession(t.db, sessionId(token))).toBeDefined();
    await t.db.execute(sql`alter table admin_sessions disable trigger user`);
    try {
      await t.db
        .update(adminSessions)
        .set({ revokedAt: t.clock.now() })
        .where(eq(adminSessions.id, sessionId(token)));
      expect((await me(token)).status).toBe(200);
    } finally {
      await t.db.execute(sql`alter table admin_sessions enable trigger user`);
    }
    // Any change that is heard empties the copy: the revocation above now counts.
    await t.db
      .update(adminSessions)
      .set({ lastUsedAt: t.clock.now() })
      .where(eq(adminSessions.id, sessionId(token)));
    expect(heldSession(t.db, sessionId(token))).toBeUndefined();
    expect((await me(token)).status).toBe(401);
  });

  it('forgets every session at the commit of a change to an admin, and not before', async () => {
    const token = await t.login();
    expect((await me(token)).json.data.role).toBe('owner');
    await t.db.transaction(async (tx) => {
      await tx.update(admins).set({ role: 'support' }).where(eq(admins.email, TEST_ADMIN.email));
      expect(heldSession(t.db, sessionId(token))).toBeDefined();
    });
    expect(heldSession(t.db, sessionId(token))).toBeUndefined();
    expect((await me(token)).json.data.role).toBe('support');
    await t.db.update(admins).set({ role: 'owner' }).where(eq(admins.email, TEST_ADMIN.email));
  });

  it('keeps nothing from a rolled-back change, and no read that began before a change was heard', async () => {
    const token = await t.login();
    await me(token);
    await t.db
      .transaction(async (tx) => {
        await tx.update(admins).set({ isActive: false }).where(eq(admins.email, TEST_ADMIN.email));
        tx.rollback();
      })
      .catch(() => {});
    expect(heldSession(t.db, sessionId(token))).toBeDefined();
    expect((await me(token)).status).toBe(200);

    const generation = sessionsGeneration(t.db);
    await t.db.execute(sql`select pg_notify(${SIGN_INS_CHANNEL}, '')`);
    keepSession(t.db, 'read-before-the-change', { stale: true }, generation);
    expect(heldSession(t.db, 'read-before-the-change')).toBeUndefined();
  });
});
