// Users: the list's filters, sort and stats, the API's view of a user row, and deletion
// (which has to keep templates' usage counts right for the CVs that go with the user).
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { User, userListQuery } from '../../../contract/users.js';
import { dayOf, readCounters } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { cvs, users } from '../../db/schema.js';
import { cappedCount, type KeyedSort, pageRows, pagination, searchMatch, seekOf } from '../../db/lists.js';
import { deleteCvsWhere } from '../cvs/queries.js';

/** A user as read (a list leaves its search text out). */
type UserRow = Omit<typeof users.$inferSelect, 'searchText'>;

export interface UserFilters {
  search?: string;
  status?: 'active' | 'inactive';
  isPremium?: boolean;
}

export function userWhere(f: UserFilters): SQL | undefined {
  return and(
    f.search ? searchMatch(users.searchText, f.search) : undefined,
    f.status ? eq(users.isActive, f.status === 'active') : undefined,
    f.isPremium === undefined ? undefined : eq(users.isPremium, f.isPremium),
  );
}

/** Sort columns, each backed by an index ending in id so pages are stable. */
const SORT_COLUMNS = {
  createdAt: users.createdAt,
  lastName: users.lastName,
  email: users.email,
  totalCVsCreated: users.totalCVsCreated,
  lastLoginAt: users.lastLoginAt,
} as const;
export type UserSort = keyof typeof SORT_COLUMNS;

/** The order of a sort: its keys (seek paging follows them) and, for lastLoginAt, the NULLS placement its index has. */
export function userSort(sort: UserSort, order: 'asc' | 'desc'): KeyedSort & { orderBy?: SQL[] } {
  // Unique on lower(email): that index alone gives a stable order.
  if (sort === 'email') return { keys: [sql`lower(${users.email})`], order };
  // "Never" counts as the oldest login; spelled exactly as users_last_login_idx so it scans.
  if (sort === 'lastLoginAt') {
    const orderBy =
      order === 'desc'
        ? [sql`${users.lastLoginAt} DESC NULLS LAST`, sql`${users.id} DESC NULLS LAST`]
        : [sql`${users.lastLoginAt} ASC NULLS FIRST`, sql`${users.id} ASC NULLS FIRST`];
    return { keys: [users.lastLoginAt, users.id].map((c) => sql`${c}`), order, orderBy };
  }
  return { keys: [sql`${SORT_COLUMNS[sort]}`, sql`${users.id}`], order };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isActive: row.isActive,
    isPremium: row.isPremium,
    emailVerified: row.emailVerified,
    mustChangePassword: row.mustChangePassword,
    totalCVsCreated: row.totalCVsCreated,
    totalCreditsUsed: row.totalCreditsUsed,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    currentCredits: {
      cvCreation: row.cvCreation,
      aiOptimization: row.aiOptimization,
      premiumTemplates: row.premiumTemplates,
      aiTemplates: row.aiTemplates,
    },
  };
}

/** The five stats from the counters (server/db/counters.ts), with the counts the filters need. */
export async function userStats(db: Tx, now: Date) {
  const c = await readCounters(db, ['users.total', 'users.active', 'users.premium', 'users.verified', 'users.active_premium'], {
    days: { today: dayOf('users.created', now) },
  });
  const stats = {
    totalUsers: c['users.total'],
    activeUsers: c['users.active'],
    premiumUsers: c['users.premium'],
    verifiedUsers: c['users.verified'],
    newUsersToday: c.today,
  };
  return { stats, counts: c };
}

/** The exact total of a filter without a search, from the counters (status × premium). */
export function userFilterTotal(c: Awaited<ReturnType<typeof userStats>>['counts'], f: UserFilters): number {
  const active = f.status === undefined ? undefined : f.status === 'active';
  if (active === undefined && f.isPremium === undefined) return c['users.total'];
  if (f.isPremium === undefined) return active ? c['users.active'] : c['users.total'] - c['users.active'];
  const premium = f.isPremium ? c['users.premium'] : c['users.total'] - c['users.premium'];
  if (active === undefined) return premium;
  const activePremium = c['users.active_premium'];
  const activeNotPremium = c['users.active'] - activePremium;
  if (active) return f.isPremium ? activePremium : activeNotPremium;
  return f.isPremium ? c['users.premium'] - activePremium : c['users.total'] - c['users.active'] - c['users.premium'] + activePremium;
}

/** The rows a search matches, for a capped count. */
export const userMatches = (where: SQL | undefined) => sql`select 1 from ${users} where ${where ?? sql`true`}`;

/**
 * Deletes users with their CVs (usage counts of templates drop), subscriptions and
 * activity (cascade); orders and payments stay with user null. Returns the deleted rows.
 */
export async function deleteUsers(tx: Tx, ids: string[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  await deleteCvsWhere(tx, inArray(cvs.userId, ids));
  return tx.delete(users).where(inArray(users.id, ids)).returning();
}

/** A page of users with the stats: from the counters, but for a search, counted up to a cap. */
export async function listUsers(db: Tx, now: Date, q: z.output<typeof userListQuery>, countCap: number) {
  const where = userWhere(q);
  // The page of users itself is the only query that grows with the data.
  const [{ stats, counts }, searchTotal, rows] = await Promise.all([
    userStats(db, now),
    q.search ? cappedCount(db, userMatches(where), q.page, q.limit, countCap) : undefined,
    pageRows(db, users, users.id, where, userSort(q.sort, q.order), { page: q.page, limit: q.limit, seek: seekOf(q) }),
  ]);
  const total = searchTotal ?? userFilterTotal(counts, q);
  return { users: rows.map(toUser), pagination: pagination(q.page, q.limit, total), stats };
}
