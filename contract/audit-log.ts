// The audit trail's routes (docs/api.md "Audit trail", extension): every admin write, sign-in
// and sign-out, newest first, filtered by admin, action, entity, entity id, record name and time; one
// entry by id; the admins the filter offers. The types are derived here; the actions, entity
// types and the secret-key rule are in audit.ts (zod-free, for the screens).
import { z } from 'zod';
import { AUDIT_PAGE_SIZE } from './audit.js';
import { paginationSchema } from './lists.js';
import { dateParam, pageQuery, searchParam } from './query.js';
import { route } from './route.js';

const name = z.string().trim().min(1).max(100).optional();

export const auditLogQuery = z
  .object({
    ...pageQuery(AUDIT_PAGE_SIZE),
    search: searchParam.meta({ description: "Part of the record's name as the entry recorded it (a user's name, an order's code…), case-insensitive" }),
    adminId: z.uuid('Invalid admin id').optional(),
    action: name,
    entity: name,
    entityId: z.string().trim().min(1).max(200).optional(),
    dateFrom: dateParam.optional(),
    dateTo: dateParam.optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateTo'] });

export const auditAdminSchema = z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() });
export type AuditAdmin = z.infer<typeof auditAdminSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  recordName: z.string().nullable().meta({
    description:
      "The record's name when the entry was written (a user's full name, a package's name, an order's code, a settings section), also once the record is deleted; null when unknown",
  }),
  before: z
    .unknown()
    .meta({ description: "The entity before the change (secrets never stored), or null (also when the reader's role may not read the entity)" }),
  after: z.unknown().meta({ description: "The entity after the change, or null (also when the reader's role may not read the entity)" }),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  admin: auditAdminSchema.nullable().meta({ description: 'null when the admin was deleted since, or a failed sign-in named no known admin' }),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

export const auditLogListSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export const auditAdminsSchema = z.object({ admins: z.array(auditAdminSchema) });

const AUDIT_LOG = '/api/admin/audit-log';

/** The audit trail's routes (contract/route.ts). */
export const auditLogRoutes = {
  list: route({
    method: 'get',
    path: AUDIT_LOG,
    summary: 'The audit trail, newest first (counted up to a cap, like the other lists)',
    permission: 'audit-log.read',
    query: auditLogQuery,
    data: auditLogListSchema,
  }),
  admins: route({
    method: 'get',
    path: `${AUDIT_LOG}/admins`,
    summary: 'Every admin, for the admin filter',
    permission: 'audit-log.read',
    data: auditAdminsSchema,
  }),
  /** Entry ids are whole numbers, not UUIDs; anything else is the same 404 as an unknown id. */
  get: route({
    method: 'get',
    path: `${AUDIT_LOG}/{id}`,
    summary: 'One entry with its before and after',
    permission: 'audit-log.read',
    params: { id: z.string().regex(/^\d{1,15}$/) },
    entity: 'AUDIT_ENTRY',
    data: auditEntrySchema,
  }),
};
