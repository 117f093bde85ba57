// Reads of the audit trail: a filtered page (newest first), one entry with its admin, and the
// admins the admin filter offers. Every filter has an index that also serves the order
// (migration 0006), and matches are counted only up to a cap, so 1,000,000 rows page fast.
// An entry's values go only to a reader whose role may read its entity (contract/audit-access.ts).
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mayReadAuditValues } from '../../../contract/audit-access.js';
import type { AuditAdmin, AuditLogEntry, auditLogQuery } from '../../../contract/audit-log.js';
import type { Pagination } from '../../../contract/lists.js';
import type { Tx } from '../../db/client.js';
import { cappedCount, pageRows, pagination, searchMatch } from '../../db/lists.js';
import { admins, auditLog } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';

const adminColumns = { id: admins.id, email: admins.email, firstName: admins.firstName, lastName: admins.lastName };
/** An entry as read (a list leaves its search text out). */
type AuditRow = Omit<typeof auditLog.$inferSelect, 'searchText'>;

function toEntry(row: AuditRow, admin: AuditAdmin | undefined, role: string): AuditLogEntry {
  const shown = mayReadAuditValues(role, row.entity, row.entityId);
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    recordName: row.recordName,
    before: shown ? row.before : null,
    after: shown ? row.after : null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    admin: admin ?? null,
  };
}

export async function listAuditEntries(
  db: Tx,
  q: z.output<typeof auditLogQuery>,
  countCap: number,
  role: string,
): Promise<{ entries: AuditLogEntry[]; pagination: Pagination }> {
  const where = and(
    q.adminId ? eq(auditLog.adminId, q.adminId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    // By record name, as every search (accents and case aside).
    q.search ? searchMatch(auditLog.searchText, q.search) : undefined,
    q.dateFrom ? gte(auditLog.createdAt, q.dateFrom) : undefined,
    q.dateTo ? lte(auditLog.createdAt, q.dateTo) : undefined,
  );
  const [rows, total] = await Promise.all([
    pageRows(db, auditLog, auditLog.id, where, { keys: [sql`${auditLog.createdAt}`, sql`${auditLog.id}`], order: 'desc' }, { page: q.page, limit: q.limit }),
    cappedCount(db, sql`select 1 from ${auditLog} where ${where ?? sql`true`}`, q.page, q.limit, countCap),
  ]);
  // The page's admins in one look-up (a handful of rows) instead of a join on every match.
  const adminIds = [...new Set(rows.map((r) => r.adminId).filter((id): id is string => id !== null))];
  const found = adminIds.length ? await db.select(adminColumns).from(admins).where(inArray(admins.id, adminIds)) : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return {
    entries: rows.map((r) => toEntry(r, r.adminId ? byId.get(r.adminId) : undefined, role)),
    pagination: pagination(q.page, q.limit, total),
  };
}

/** Every admin, for the list's admin filter. */
export async function auditAdmins(db: Tx): Promise<{ admins: AuditAdmin[] }> {
  const rows = await db.select(adminColumns).from(admins).orderBy(asc(admins.firstName), asc(admins.lastName), asc(admins.email));
  return { admins: rows };
}

export async function getAuditEntry(db: Tx, id: number, role: string): Promise<AuditLogEntry> {
  const [row] = await db
    .select({ entry: auditLog, admin: adminColumns })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(eq(auditLog.id, id));
  if (!row) throw notFound('AUDIT_ENTRY');
  return toEntry(row.entry, row.admin?.id ? row.admin : undefined, role);
}
