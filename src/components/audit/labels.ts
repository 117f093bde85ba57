// Human names of an audit entry's action and entity type (both catalogs), the raw value
// when the catalog has none (an action newer than this screen), and where an entity lives.
import { useTranslate } from 'react-admin';
import { COMMAND_LINE_ADDRESS } from '../../../contract/audit';
import type { AuditLogEntry } from '../../../contract/audit-log';
import type { ChipTone } from '../StatusChip';
import { CRUD_RESOURCES } from '../../../contract/registry';

/** An entry without an admin: made from the admin command line, or not (an unknown email, an admin deleted since). */
export const noAdminKey = (entry: Pick<AuditLogEntry, 'ipAddress'>) =>
  entry.ipAddress === COMMAND_LINE_ADDRESS ? 'resources.audit-log.command_line' : 'resources.audit-log.no_admin';

export function useAuditLabels() {
  const translate = useTranslate();
  return {
    action: (action: string) => translate(`resources.audit-log.actions.${action}`, { _: action }),
    entity: (entity: string) => translate(`resources.audit-log.entities.${entity}`, { _: entity }),
    /** The record's name as written, but a settings section (stored by its key) by its tab's name. */
    record: (entry: Pick<AuditLogEntry, 'entity' | 'recordName'>) =>
      entry.entity === 'settings' && entry.recordName ? translate(`app.settings.tabs.${entry.recordName}`, { _: entry.recordName }) : entry.recordName,
  };
}

/** A chip colour by what the action did. */
export function actionTone(action: string): ChipTone {
  if (/_failed$|delete/.test(action)) return 'red';
  if (action.startsWith('auth.')) return 'gray';
  if (/create|add_package|verify|\.activate|bulk_activate/.test(action)) return 'green';
  if (/cancel|deactivate|reset_password|password_change/.test(action)) return 'orange';
  if (action.startsWith('settings.')) return 'purple';
  return 'blue';
}

/** The screen of an entity, under the /admin basename; none for types without one (each has an resources.audit-log.detail.open.<type> label). */
const ENTITY_PATHS: Record<string, (id: string) => string> = {
  user: (id) => `/users?userId=${encodeURIComponent(id)}`,
  cv: (id) => `/cvs/${id}`,
  package: (id) => `/packages/${id}`,
  order: (id) => `/orders/${id}`,
  contact: (id) => `/contacts/${id}`,
  settings: () => '/settings',
  // The plain entities' records (contract/registry.ts) at their generated detail.
  ...Object.fromEntries(CRUD_RESOURCES.map((r) => [r.audit, (id: string) => `/${r.name}/${id}`])),
};

export const entityPath = (entity: string, id: string | null) => (id && ENTITY_PATHS[entity] ? ENTITY_PATHS[entity](id) : undefined);

/** The audit list filtered (by entity and id, or by admin), as react-admin reads it from the address. */
export const auditLogPath = (filter: Record<string, string>) => `/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`;
