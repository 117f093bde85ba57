// The credits ledger: every change of a user's balance is an entry (signed amounts of the four
// kinds, why, who, which order or subscription), written by the same call that changes the
// users' credit columns, in the caller's transaction. So a balance is always the sum of its
// user's entries, and 'Credits Used' (users.total_credits_used) the sum of the uses.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CreditLedgerPage, CreditLedgerSummary, CreditReason, Credits } from '../../../contract/users.js';
import { CREDIT_KINDS } from '../../../contract/users.js';
import type { Db, Tx } from '../../db/client.js';
import { admins, creditEntries, users } from '../../db/schema.js';
import { type CsvExport, csvText, csvTime } from '../../http/csv-export.js';
import type { CsvHeaders } from '../../../contract/csv-headers.js';

type Reason = CreditReason;
type UserRow = typeof users.$inferSelect;

export interface CreditChange {
  userId: string;
  /** Signed: a grant adds, a use takes away. */
  amounts: Credits;
  reason: Reason;
  note?: string | null;
  adminId?: string | null;
  orderId?: string | null;
  subscriptionId?: string | null;
  at: Date;
}

export const isZero = (c: Credits) => CREDIT_KINDS.every((k) => c[k] === 0);

/**
 * Adds the amounts to the user's balance and writes their entry, in the caller's transaction.
 * A use also counts into total_credits_used. Returns the user row as it now is (undefined when
 * the user is gone: then nothing is written).
 */
export async function applyCredits(tx: Tx, change: CreditChange): Promise<UserRow | undefined> {
  const { amounts } = change;
  const spent = change.reason === 'use' ? -CREDIT_KINDS.reduce((n, k) => n + amounts[k], 0) : 0;
  const [row] = await tx
    .update(users)
    .set({
      cvCreation: sql`${users.cvCreation} + ${amounts.cvCreation}`,
      aiOptimization: sql`${users.aiOptimization} + ${amounts.aiOptimization}`,
      premiumTemplates: sql`${users.premiumTemplates} + ${amounts.premiumTemplates}`,
      aiTemplates: sql`${users.aiTemplates} + ${amounts.aiTemplates}`,
      ...(spent ? { totalCreditsUsed: sql`${users.totalCreditsUsed} + ${spent}` } : {}),
      updatedAt: change.at,
    })
    .where(eq(users.id, change.userId))
    .returning();
  if (!row) return undefined;
  await tx.insert(creditEntries).values({
    userId: change.userId,
    ...amounts,
    reason: change.reason,
    note: change.note ?? null,
    adminId: change.adminId ?? null,
    orderId: change.orderId ?? null,
    subscriptionId: change.subscriptionId ?? null,
    createdAt: change.at,
  });
  return row;
}

const entryColumns = {
  id: creditEntries.id,
  createdAt: creditEntries.createdAt,
  reason: creditEntries.reason,
  note: creditEntries.note,
  cvCreation: creditEntries.cvCreation,
  aiOptimization: creditEntries.aiOptimization,
  premiumTemplates: creditEntries.premiumTemplates,
  aiTemplates: creditEntries.aiTemplates,
  adminId: creditEntries.adminId,
  adminName: sql<string | null>`${admins.firstName} || ' ' || ${admins.lastName}`,
  orderId: creditEntries.orderId,
  subscriptionId: creditEntries.subscriptionId,
};

const GROUPS = { granted: ['signup', 'package', 'opening'], used: ['use'], adjusted: ['adjustment'] } satisfies Record<string, Reason[]>;
type Group = keyof typeof GROUPS;

/** Per kind: granted (sign-up, packages, opening balance), used (a positive number) and adjusted (signed). */
export async function ledgerSummary(db: Db | Tx, userId: string): Promise<CreditLedgerSummary> {
  const sums: Record<string, SQL<number>> = {};
  for (const [group, reasons] of Object.entries(GROUPS)) {
    const inGroup = sql.join(
      reasons.map((r) => sql`${r}`),
      sql`, `,
    );
    for (const k of CREDIT_KINDS)
      sums[`${group}_${k}`] = sql<number>`coalesce(sum(${creditEntries[k]}) filter (where ${creditEntries.reason} in (${inGroup})), 0)::int`;
  }
  const [found] = await db
    .select({ ...sums, entries: count() })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  const row = found as Record<string, unknown>;
  const of = (group: Group, sign = 1) => Object.fromEntries(CREDIT_KINDS.map((k) => [k, sign * Number(row[`${group}_${k}`] ?? 0) || 0])) as Credits;
  return { granted: of('granted'), used: of('used', -1), adjusted: of('adjusted'), entries: Number(row.entries) };
}

/** One page of the user's entries, newest first (seek after an entry's (created_at, id)), with the totals. */
export async function ledgerPage(db: Db, userId: string, query: { limit: number; after?: string | undefined }): Promise<CreditLedgerPage> {
  const older = query.after
    ? sql`(${creditEntries.createdAt}, ${creditEntries.id}) < (select e.created_at, e.id from ${creditEntries} e where e.id = ${query.after} and e.user_id = ${userId})`
    : undefined;
  const [rows, summary] = await Promise.all([
    db
      .select(entryColumns)
      .from(creditEntries)
      .leftJoin(admins, eq(admins.id, creditEntries.adminId))
      .where(and(eq(creditEntries.userId, userId), older))
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(query.limit + 1),
    ledgerSummary(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(({ createdAt, cvCreation, aiOptimization, premiumTemplates, aiTemplates, ...e }) => ({
      ...e,
      createdAt: createdAt.toISOString(),
      amounts: { cvCreation, aiOptimization, premiumTemplates, aiTemplates },
    })),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
    summary,
  };
}

/** The user's ledger as CSV, newest first, headed in the admin's language. */
export const ledgerCsv = (userId: string, day: string, h: CsvHeaders['creditLedger']): CsvExport => ({
  filename: `credits-${userId.slice(0, 8)}-${day}.csv`,
  columns: {
    [h.createdAt]: csvTime(creditEntries.createdAt),
    [h.reason]: creditEntries.reason,
    [h.note]: csvText(creditEntries.note),
    [h.cvCreation]: creditEntries.cvCreation,
    [h.aiOptimization]: creditEntries.aiOptimization,
    [h.premiumTemplates]: creditEntries.premiumTemplates,
    [h.aiTemplates]: creditEntries.aiTemplates,
    [h.admin]: csvText(sql`${admins.firstName} || ' ' || ${admins.lastName}`),
    [h.orderId]: creditEntries.orderId,
    [h.subscriptionId]: creditEntries.subscriptionId,
  },
  from: sql`${creditEntries} left join ${admins} on ${admins.id} = ${creditEntries.adminId}`,
  where: eq(creditEntries.userId, userId),
  at: creditEntries.createdAt,
  id: creditEntries.id,
});
