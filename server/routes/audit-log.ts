// The audit trail, newest first (API.md "Audit trail", extension): who did what to which
// entity, filterable by admin, action, entity and entity id.
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditLogQuery } from '../../contract/audit-log.js';
import type { AppEnv } from '../context.js';
import { admins, auditLog } from '../db/schema.js';
import { ok, parseQuery } from '../lib/http.js';
import { pagination } from '../lib/query.js';

export const auditLogRoutes = new Hono<AppEnv>();

auditLogRoutes.get('/', async (c) => {
  const { db } = c.get('deps');
  const q = parseQuery(c, auditLogQuery);
  const where = and(
    q.adminId ? eq(auditLog.adminId, q.adminId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.dateFrom ? gte(auditLog.createdAt, q.dateFrom) : undefined,
    q.dateTo ? lte(auditLog.createdAt, q.dateTo) : undefined,
  );
  const rows = await db
    .select({
      entry: auditLog,
      admin: { id: admins.id, email: admins.email, firstName: admins.firstName, lastName: admins.lastName },
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return ok(c, {
    entries: rows.map(({ entry, admin }) => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent,
      createdAt: entry.createdAt.toISOString(),
      admin: admin?.id ? admin : null,
    })),
    pagination: pagination(q.page, q.limit, total?.n ?? 0),
  });
});
