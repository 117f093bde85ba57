// Old sign-in records go: sessions that ended (revoked or expired) and sign-in attempts more
// than 30 days ago. Nothing reads them after that: the throttle looks 15 minutes back, the
// session list shows live sessions, and the audit log keeps who signed in.
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { adminSessions, loginAttempts } from '../db/schema.js';
import type { Job } from './jobs.js';

export const KEEP_SIGN_INS_MS = 30 * 86_400_000;

export const purgeSignIns: Job = {
  name: 'purge-sign-ins',
  everyMs: 3_600_000,
  async run(tx, now) {
    const before = new Date(now.getTime() - KEEP_SIGN_INS_MS);
    const sessions = await tx
      .delete(adminSessions)
      .where(or(lt(adminSessions.expiresAt, before), and(isNotNull(adminSessions.revokedAt), lt(adminSessions.revokedAt, before))))
      .returning({ id: adminSessions.id });
    const attempts = await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, before)).returning({ id: loginAttempts.id });
    return { sessions: sessions.length, attempts: attempts.length };
  },
};
