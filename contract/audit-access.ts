// Who may see an audit entry's values (its before and after): a reader whose role may read the
// entity where it lives. The audit log is open to more roles than every entity is (finance
// reads it, but not the team or Settings › Security); without this the log would show them
// what their own screens withhold. The row itself stays for every reader of the log: who
// changed which entity, and when. The server applies this table; the screens read it to say
// why an entry shows no values.
import type { AuditEntity } from './audit.js';
import { can, type Permission } from './permissions.js';
import { CRUD_RESOURCES, type CrudResource } from './registry.js';

type ValuesPermission = Permission | ((entityId: string | null) => Permission);

/** The permission that reads each audited entity at its source (its list or its section). */
export const AUDIT_VALUES_PERMISSION: Record<AuditEntity, ValuesPermission> = {
  admin: 'team.read',
  user: 'users.read',
  cv: 'cvs.read',
  package: 'packages.read',
  order: 'orders.read',
  template: 'templates.read',
  contact: 'contacts.read',
  // A settings entry's id is its section; Security is read with a permission of its own.
  settings: (section) => (section === 'security' ? 'settings.security' : 'settings.read'),
  ...(Object.fromEntries(CRUD_RESOURCES.map((r) => [r.audit, `${r.name}.read`])) as Record<CrudResource['audit'], Permission>),
};

/** Whether `role` may see the values of an entry about `entity` `entityId`; an entity the table does not know: nobody. */
export function mayReadAuditValues(role: string | undefined, entity: string, entityId: string | null): boolean {
  if (!Object.hasOwn(AUDIT_VALUES_PERMISSION, entity)) return false;
  const permission = AUDIT_VALUES_PERMISSION[entity as AuditEntity];
  return can(role, typeof permission === 'function' ? permission(entityId) : permission);
}
