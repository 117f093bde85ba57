// The audit trail (API.md "Audit trail", extension): every admin write, sign-in and
// sign-out, newest first.
import { z } from 'zod';
import { paginationSchema } from './lists.js';
import { dateParam, pageQuery } from './query.js';

const name = z.string().trim().min(1).max(100).optional();

export const auditLogQuery = z.object({
  ...pageQuery(20),
  adminId: z.uuid('Invalid admin id').optional(),
  action: name,
  entity: name,
  entityId: z.string().trim().min(1).max(200).optional(),
  dateFrom: dateParam.optional(),
  dateTo: dateParam.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().meta({ description: 'The entity before the change (secrets never stored), or null' }),
  after: z.unknown().meta({ description: 'The entity after the change, or null' }),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  admin: z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});

export const auditLogListSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
