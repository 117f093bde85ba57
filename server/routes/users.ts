// Users (API.md "Users"): list, export, get, update, (bulk) activate/deactivate/delete,
// verification mail, password reset, credits, activity and packages.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { USER_EMAILS_SHOWN, type UserEmailsResponse, type VerificationQueued } from '../../contract/mail-schemas.js';
import { addPackageSchema, userActivityQuery, userCreditsSchema, userFilterQuery, userIdsSchema, userListQuery, userPatchBody } from '../../contract/users.js';
import type { AppEnv } from '../http/context.js';
import type { Tx } from '../db/client.js';
import { emailOutbox, packages, subscriptions, userActivity, users } from '../db/schema.js';
import { badRequest, conflict, notFound, ok } from '../http/envelope.js';
import { uuidParam, parseBody, parseQuery } from '../http/parse.js';
import { cappedCount, pageRows, pagination, seekOf } from '../db/lists.js';
import { audit, auditEach } from '../audit/write.js';
import { csvExport } from '../http/csv-export.js';
import { queueVerificationEmail, verificationLanguage } from '../services/email-verification.js';
import { languageOf } from '../mail/texts.js';
import { MAX_ATTEMPTS, toUserEmail } from '../mail/outbox.js';
import { generatePassword, hashPassword } from '../security/passwords.js';
import { getSettings } from '../settings/store.js';
import { smtpReady } from '../mail/smtp.js';
import { grantPackage } from '../services/subscriptions.js';
import { toSubscription } from '../services/user-subscriptions.js';
import { usersCsv } from '../services/users-export.js';
import { deleteUsers, isUniqueViolation, toUser, userFilterTotal, userMatches, userSort, userStats, userWhere } from '../services/users.js';
import { actorOf } from '../http/request.js';

export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/', async (c) => {
  const { db, clock, config } = c.get('deps');
  const q = parseQuery(c, userListQuery);
  const where = userWhere(q);
  // Stats and every non-search filter's total come from the counters; a search is counted
  // up to a cap. The page of users itself is the only query that grows with the data.
  const [{ stats, counts }, searchTotal, rows] = await Promise.all([
    userStats(db, clock.now()),
    q.search ? cappedCount(db, userMatches(where), q.page, q.limit, config.listCountCap) : undefined,
    pageRows(db, users, users.id, where, userSort(q.sort, q.order), { page: q.page, limit: q.limit, seek: seekOf(q) }),
  ]);
  const total = searchTotal ?? userFilterTotal(counts, q);
  return ok(c, { users: rows.map(toUser), pagination: pagination(q.page, q.limit, total), stats });
});

userRoutes.get('/export', async (c) => {
  const { db, clock } = c.get('deps');
  const where = userWhere(parseQuery(c, userFilterQuery));
  const day = new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return csvExport(db, usersCsv(where, day));
});

/** A bulk state change over {userIds}: one statement, one audit row per user it changed. */
function bulkActive(isActive: boolean) {
  return async (c: Context<AppEnv>) => {
    const { db, clock } = c.get('deps');
    const { userIds } = await parseBody(c, userIdsSchema);
    const ids = [...new Set(userIds)];
    const updated = await db.transaction(async (tx) => {
      const rows = await tx.update(users).set({ isActive, updatedAt: clock.now() }).where(inArray(users.id, ids)).returning({ id: users.id });
      const action = isActive ? 'user.bulk_activate' : 'user.bulk_deactivate';
      await auditEach(
        tx,
        actorOf(c),
        rows.map((r) => ({ action, entity: 'user', entityId: r.id, after: { isActive } })),
      );
      return rows.length;
    });
    const verb = isActive ? 'activated' : 'deactivated';
    return ok(c, { updated }, `Successfully ${verb} ${updated} user(s).`);
  };
}
userRoutes.put('/bulk-activate', bulkActive(true));
userRoutes.put('/bulk-deactivate', bulkActive(false));

userRoutes.delete('/bulk-delete', async (c) => {
  const { db } = c.get('deps');
  const { userIds } = await parseBody(c, userIdsSchema);
  const deleted = await db.transaction(async (tx) => {
    const rows = await deleteUsers(tx, [...new Set(userIds)]);
    await auditEach(
      tx,
      actorOf(c),
      rows.map((r) => ({ action: 'user.bulk_delete', entity: 'user', entityId: r.id, before: toUser(r) })),
    );
    return rows.length;
  });
  return ok(c, { deleted }, `Successfully deleted ${deleted} user(s).`);
});

/** The user row locked for this transaction, or 404. */
async function lockUser(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('User');
  return row;
}

userRoutes.get('/:id', async (c) => {
  const id = uuidParam(c, 'User');
  const [row] = await c.get('deps').db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return ok(c, toUser(row));
});

userRoutes.put('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'User');
  const changes = await parseBody(c, userPatchBody);
  if (!Object.keys(changes).length) throw badRequest('Nothing to update', { _: 'Send at least one field to change' });
  const updated = await db
    .transaction(async (tx) => {
      const before = await lockUser(tx, id);
      if (changes.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${changes.email}`, ne(users.id, id)));
        if (taken) throw conflict('Email is already in use');
      }
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      await audit(tx, actorOf(c), { action: 'user.update', entity: 'user', entityId: id, before: toUser(before), after: toUser(row!) });
      return row!;
    })
    .catch((err) => {
      // Two admins giving the same email at once: the unique index settles it.
      if (isUniqueViolation(err)) throw conflict('Email is already in use');
      throw err;
    });
  return ok(c, toUser(updated), 'User details updated successfully!');
});

function setActive(isActive: boolean) {
  return async (c: Context<AppEnv>) => {
    const { db, clock } = c.get('deps');
    const id = uuidParam(c, 'User');
    const row = await db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx.update(users).set({ isActive, updatedAt: clock.now() }).where(eq(users.id, id)).returning();
      await audit(tx, actorOf(c), {
        action: isActive ? 'user.activate' : 'user.deactivate',
        entity: 'user',
        entityId: id,
        before: { isActive: before.isActive },
        after: { isActive },
      });
      return after!;
    });
    return ok(c, toUser(row), isActive ? 'User activated successfully' : 'User deactivated successfully');
  };
}
userRoutes.put('/:id/activate', setActive(true));
userRoutes.put('/:id/deactivate', setActive(false));

userRoutes.delete('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'User');
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    await deleteUsers(tx, [id]);
    await audit(tx, actorOf(c), { action: 'user.delete', entity: 'user', entityId: id, before: toUser(before) });
  });
  return ok(c, { id }, 'User deleted successfully.');
});

/**
 * Queues the verification email (one still waiting is rewritten) and wakes the sender. Says
 * so when SMTP is not configured: the message then waits instead of being sent.
 */
userRoutes.post('/:id/resend-verification', async (c) => {
  const { db, clock, mailQueued } = c.get('deps');
  const id = uuidParam(c, 'User');
  const [general, email] = await Promise.all([getSettings(db, 'general'), getSettings(db, 'email')]);
  const mail = await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (user.emailVerified) throw conflict('Email is already verified');
    const language = await verificationLanguage(tx, id, languageOf(c.req.header('accept-language')));
    const queued = await queueVerificationEmail(tx, clock.now(), user, language, general.siteName);
    await audit(tx, actorOf(c), {
      action: 'user.resend_verification',
      entity: 'user',
      entityId: id,
      after: { toEmail: user.email, language, emailId: queued.id },
    });
    return queued;
  });
  mailQueued();
  const smtpConfigured = smtpReady(email);
  const data: VerificationQueued = { emailId: mail.id, smtpConfigured };
  return ok(c, data, smtpConfigured ? 'Verification email sent successfully!' : 'Verification email queued: SMTP is not configured in Settings › Email');
});

userRoutes.post('/:id/reset-password', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'User');
  const tempPassword = generatePassword(12);
  const passwordHash = await hashPassword(tempPassword);
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: clock.now() }).where(eq(users.id, id));
    // The audit row records that a reset happened, never the password.
    await audit(tx, actorOf(c), { action: 'user.reset_password', entity: 'user', entityId: id, after: { mustChangePassword: true } });
  });
  c.header('Cache-Control', 'no-store');
  return ok(c, { tempPassword }, 'Password reset successfully');
});

userRoutes.put('/:id/credits', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'User');
  const { credits } = await parseBody(c, userCreditsSchema);
  const row = await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const [after] = await tx
      .update(users)
      .set({ ...credits, updatedAt: clock.now() })
      .where(eq(users.id, id))
      .returning();
    await audit(tx, actorOf(c), {
      action: 'user.credits_update',
      entity: 'user',
      entityId: id,
      before: toUser(before).currentCredits,
      after: toUser(after!).currentCredits,
    });
    return after!;
  });
  return ok(c, toUser(row), 'Credits updated successfully');
});

async function requireUser(c: Context<AppEnv>) {
  const id = uuidParam(c, 'User');
  const [row] = await c.get('deps').db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return id;
}

userRoutes.get('/:id/activity', async (c) => {
  const id = await requireUser(c);
  const { limit } = parseQuery(c, userActivityQuery);
  const rows = await c
    .get('deps')
    .db.select()
    .from(userActivity)
    .where(eq(userActivity.userId, id))
    .orderBy(desc(userActivity.timestamp), desc(userActivity.id))
    .limit(limit);
  const activities = rows.map(({ userId: _, timestamp, ...a }) => ({ ...a, timestamp: timestamp.toISOString() }));
  return ok(c, { activities });
});

/** The user's latest mail and its delivery state (extension, for the Activity tab). */
userRoutes.get('/:id/emails', async (c) => {
  const id = await requireUser(c);
  const { db } = c.get('deps');
  const [rows, email] = await Promise.all([
    db.select().from(emailOutbox).where(eq(emailOutbox.userId, id)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(USER_EMAILS_SHOWN),
    getSettings(db, 'email'),
  ]);
  const data: UserEmailsResponse = { emails: rows.map(toUserEmail), smtpConfigured: smtpReady(email), maxAttempts: MAX_ATTEMPTS };
  return ok(c, data);
});

userRoutes.get('/:id/packages', async (c) => {
  const id = await requireUser(c);
  const rows = await c
    .get('deps')
    .db.select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, id))
    .orderBy(desc(subscriptions.purchasedAt), desc(subscriptions.id));
  return ok(c, { subscriptions: rows.map((r) => toSubscription(r.subscription, r.pkg)) });
});

userRoutes.post('/:id/packages', async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'User');
  const { packageId } = await parseBody(c, addPackageSchema);
  const result = await db.transaction(async (tx) => {
    await lockUser(tx, id);
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, packageId));
    if (!pkg) throw notFound('Package');
    if (!pkg.isActive) throw conflict('This package is inactive and cannot be added');
    const granted = await grantPackage(tx, clock, { userId: id, pkg });
    await audit(tx, actorOf(c), {
      action: 'user.add_package',
      entity: 'user',
      entityId: id,
      after: { packageId, subscriptionId: granted.subscription.id, updatedCredits: granted.updatedCredits },
    });
    return { updatedCredits: granted.updatedCredits!, subscription: toSubscription(granted.subscription, pkg) };
  });
  return ok(c, result, 'Package added successfully!', 201);
});
