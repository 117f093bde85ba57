// Users (API.md "Users"): list, export, get, update, (bulk) activate/deactivate/delete,
// verification mail, password reset, credits, activity and packages.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  addPackageSchema,
  USER_SORT_FIELDS,
  USER_STATUSES,
  USERS_PAGE_SIZE,
  userCreditsSchema,
  userIdsSchema,
  userUpdateSchema,
} from '../../contract/users.js';
import type { AppEnv } from '../context.js';
import type { Tx } from '../db/client.js';
import { emailOutbox, packages, subscriptions, userActivity, users } from '../db/schema.js';
import { badRequest, conflict, idParam, notFound, ok, parseBody, parseQuery } from '../lib/http.js';
import { boolParam, cappedCount, intParam, pageQuery, pageRows, pagination, searchParam, sortOrder } from '../lib/query.js';
import { audit } from '../services/audit.js';
import { csvExport } from '../services/csv.js';
import { generatePassword, hashPassword } from '../services/passwords.js';
import { grantPackage } from '../services/subscriptions.js';
import { toSubscription } from '../services/user-subscriptions.js';
import { usersCsv } from '../services/users-export.js';
import { deleteUsers, isUniqueViolation, toUser, userFilterTotal, userMatches, userOrderBy, userStats, userWhere } from '../services/users.js';

const filterQuery = {
  search: searchParam,
  status: z.enum(USER_STATUSES, { message: 'Status must be active or inactive' }).optional(),
  isPremium: boolParam.optional(),
};
const listQuery = z.object({
  ...pageQuery(USERS_PAGE_SIZE),
  ...filterQuery,
  sort: z.enum(USER_SORT_FIELDS, { message: `Sort must be one of ${USER_SORT_FIELDS.join(', ')}` }).default('createdAt'),
  order: sortOrder,
});
const activityQuery = z.object({ limit: intParam(1, 100).default(50) });

export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/', async (c) => {
  const { db, clock } = c.get('deps');
  const q = parseQuery(c, listQuery);
  const where = userWhere(q);
  // Stats and every non-search filter's total come from the counters; a search is counted
  // up to a cap. The page of users itself is the only query that grows with the data.
  const [{ stats, counts }, searchTotal, rows] = await Promise.all([
    userStats(db, clock.now()),
    q.search ? cappedCount(db, userMatches(where), q.page, q.limit) : undefined,
    pageRows(db, users, users.id, where, userOrderBy(q.sort, q.order), q.page, q.limit),
  ]);
  const total = searchTotal ?? userFilterTotal(counts, q);
  return ok(c, { users: rows.map(toUser), pagination: pagination(q.page, q.limit, total), stats });
});

userRoutes.get('/export', async (c) => {
  const { db, clock } = c.get('deps');
  const where = userWhere(parseQuery(c, z.object(filterQuery)));
  const day = new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return csvExport(db, usersCsv(where, day));
});

/** A bulk state change over {userIds}: one statement, one audit row. */
function bulkActive(isActive: boolean) {
  return async (c: Context<AppEnv>) => {
    const { db, clock } = c.get('deps');
    const { userIds } = await parseBody(c, userIdsSchema);
    const ids = [...new Set(userIds)];
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ isActive, updatedAt: clock.now() })
        .where(inArray(users.id, ids))
        .returning({ id: users.id });
      const action = isActive ? 'user.bulk_activate' : 'user.bulk_deactivate';
      await audit(tx, c, { action, entity: 'user', after: { isActive, userIds: rows.map((r) => r.id) } });
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
    await audit(tx, c, { action: 'user.bulk_delete', entity: 'user', before: rows.map(toUser) });
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
  const id = idParam(c, 'User');
  const [row] = await c.get('deps').db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return ok(c, toUser(row));
});

userRoutes.put('/:id', async (c) => {
  const { db, clock } = c.get('deps');
  const id = idParam(c, 'User');
  // Clients may send the whole record back: unknown keys are dropped, known ones checked.
  const changes = await parseBody(c, userUpdateSchema.partial());
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
      const [row] = await tx.update(users).set({ ...changes, updatedAt: clock.now() }).where(eq(users.id, id)).returning();
      await audit(tx, c, { action: 'user.update', entity: 'user', entityId: id, before: toUser(before), after: toUser(row!) });
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
    const id = idParam(c, 'User');
    const row = await db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx.update(users).set({ isActive, updatedAt: clock.now() }).where(eq(users.id, id)).returning();
      await audit(tx, c, { action: isActive ? 'user.activate' : 'user.deactivate', entity: 'user', entityId: id, before: { isActive: before.isActive }, after: { isActive } });
      return after!;
    });
    return ok(c, toUser(row), isActive ? 'User activated successfully' : 'User deactivated successfully');
  };
}
userRoutes.put('/:id/activate', setActive(true));
userRoutes.put('/:id/deactivate', setActive(false));

userRoutes.delete('/:id', async (c) => {
  const { db } = c.get('deps');
  const id = idParam(c, 'User');
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    await deleteUsers(tx, [id]);
    await audit(tx, c, { action: 'user.delete', entity: 'user', entityId: id, before: toUser(before) });
  });
  return ok(c, { id }, 'User deleted successfully.');
});

userRoutes.post('/:id/resend-verification', async (c) => {
  const { db, clock } = c.get('deps');
  const id = idParam(c, 'User');
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (user.emailVerified) throw conflict('Email is already verified');
    await tx.insert(emailOutbox).values({
      toEmail: user.email,
      kind: 'email_verification',
      subject: 'Please verify your email address',
      body:
        `Hello ${user.firstName},\n\n` +
        'Please verify the email address of your account: sign in and follow the verification prompt.\n' +
        "If you did not create an account, you can ignore this message.\n",
      createdAt: clock.now(),
    });
    await audit(tx, c, { action: 'user.resend_verification', entity: 'user', entityId: id, after: { toEmail: user.email } });
  });
  return ok(c, null, 'Verification email sent successfully!');
});

userRoutes.post('/:id/reset-password', async (c) => {
  const { db, clock } = c.get('deps');
  const id = idParam(c, 'User');
  const tempPassword = generatePassword(12);
  const passwordHash = await hashPassword(tempPassword);
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: clock.now() }).where(eq(users.id, id));
    // The audit row records that a reset happened, never the password.
    await audit(tx, c, { action: 'user.reset_password', entity: 'user', entityId: id, after: { mustChangePassword: true } });
  });
  c.header('Cache-Control', 'no-store');
  return ok(c, { tempPassword }, 'Password reset successfully');
});

userRoutes.put('/:id/credits', async (c) => {
  const { db, clock } = c.get('deps');
  const id = idParam(c, 'User');
  const { credits } = await parseBody(c, userCreditsSchema);
  const row = await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const [after] = await tx.update(users).set({ ...credits, updatedAt: clock.now() }).where(eq(users.id, id)).returning();
    await audit(tx, c, {
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
  const id = idParam(c, 'User');
  const [row] = await c.get('deps').db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return id;
}

userRoutes.get('/:id/activity', async (c) => {
  const id = await requireUser(c);
  const { limit } = parseQuery(c, activityQuery);
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
  const id = idParam(c, 'User');
  const { packageId } = await parseBody(c, addPackageSchema);
  const result = await db.transaction(async (tx) => {
    await lockUser(tx, id);
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, packageId));
    if (!pkg) throw notFound('Package');
    if (!pkg.isActive) throw conflict('This package is inactive and cannot be added');
    const granted = await grantPackage(tx, clock, { userId: id, pkg });
    await audit(tx, c, {
      action: 'user.add_package',
      entity: 'user',
      entityId: id,
      after: { packageId, subscriptionId: granted.subscription.id, updatedCredits: granted.updatedCredits },
    });
    return { updatedCredits: granted.updatedCredits!, subscription: toSubscription(granted.subscription, pkg) };
  });
  return ok(c, result, 'Package added successfully!', 201);
});
