// Periodic jobs: the sign-in purge removes sessions that ended and attempts more than 30 days
// ago and keeps the rest; run by two instances at once it runs once, and not again before
// its period.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions, admins, jobRuns, loginAttempts } from '../../server/db/schema.js';
import { runIfDue } from '../../server/maintenance/jobs.js';
import { KEEP_SIGN_INS_MS, purgeSignIns } from '../../server/maintenance/purge.js';
import { createTestApp, useSignedInApp } from '../support/test-app.js';

const DAY = 86_400_000;

describe('the sign-in purge', () => {
  const t = useSignedInApp();

  it('removes what ended or happened more than 30 days ago, keeps the rest, once per period across instances', async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const [admin] = await t.db.select({ id: admins.id }).from(admins).limit(1);
    const ids = { oldExpired: randomUUID(), oldRevoked: randomUUID(), recentRevoked: randomUUID(), live: randomUUID() };
    await t.db.insert(adminSessions).values([
      { id: ids.oldExpired, adminId: admin!.id, createdAt: ago(70), lastUsedAt: ago(70), expiresAt: ago(40) },
      { id: ids.oldRevoked, adminId: admin!.id, createdAt: ago(35), lastUsedAt: ago(35), expiresAt: ago(-5), revokedAt: ago(31) },
      { id: ids.recentRevoked, adminId: admin!.id, createdAt: ago(10), lastUsedAt: ago(10), expiresAt: ago(-20), revokedAt: ago(9) },
      { id: ids.live, adminId: admin!.id, createdAt: ago(29), lastUsedAt: ago(0), expiresAt: ago(-1) },
    ]);
    await t.db.insert(loginAttempts).values([
      { email: 'old@example.com', ipAddress: '192.0.2.1', success: false, createdAt: new Date(now.getTime() - KEEP_SIGN_INS_MS - 1000) },
      { email: 'recent@example.com', ipAddress: '192.0.2.1', success: false, createdAt: ago(29) },
    ]);

    // A second instance on the same database: the two try at the same moment.
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const results = await Promise.all([runIfDue(t.db, purgeSignIns, now), runIfDue(other.db, purgeSignIns, now)]);
      const ran = results.filter(Boolean);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ sessions: 2, attempts: expect.any(Number) });
    } finally {
      await other.close();
    }
    const left = (await t.db.select({ id: adminSessions.id }).from(adminSessions)).map((r) => r.id);
    expect(left).not.toContain(ids.oldExpired);
    expect(left).not.toContain(ids.oldRevoked);
    expect(left).toEqual(expect.arrayContaining([ids.recentRevoked, ids.live]));
    expect((await t.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, 'old@example.com')))[0]!.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, 'recent@example.com')))[0]!.n).toBe(1);
    expect((await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'purge-sign-ins')))[0]!.ranAt).toEqual(now);

    // Not again within its hour; again after it.
    expect(await runIfDue(t.db, purgeSignIns, new Date(now.getTime() + 30 * 60_000))).toBeUndefined();
    expect(await runIfDue(t.db, purgeSignIns, new Date(now.getTime() + 61 * 60_000))).toBeDefined();
  });
});
