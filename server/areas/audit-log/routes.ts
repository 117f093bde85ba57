// The audit trail, newest first (docs/api.md "Audit trail", extension): who did what to which
// entity, filterable by admin, action, entity, entity id and time; one entry by id; and the
// admins the admin filter offers. An entry's before and after only for a reader whose role may
// read its entity (contract/audit-access.ts); the others get the row with both null.
import { auditEntrySchema, auditLogRoutes } from '../../../contract/audit-log.js';
import { ok } from '../../http/envelope.js';
import { defineArea } from '../../http/route.js';
import { auditAdmins, getAuditEntry, listAuditEntries } from './queries.js';

export const auditLogArea = defineArea(
  { name: 'Audit log', description: 'Every admin write, sign-in and sign-out (extension).' },
  { AuditEntry: auditEntrySchema },
);

auditLogArea.bind(auditLogRoutes.list, async (c, { query }) => {
  const { db, config } = c.get('deps');
  return ok(c, await listAuditEntries(db, query, config.listCountCap, c.get('admin').role));
});

auditLogArea.bind(auditLogRoutes.admins, async (c) => ok(c, await auditAdmins(c.get('deps').db)));

// Entry ids are whole numbers, not UUIDs (the route's params): anything else is the same 404 as an unknown id.
auditLogArea.bind(auditLogRoutes.get, async (c, { id }) => ok(c, await getAuditEntry(c.get('deps').db, Number(id), c.get('admin').role)));
