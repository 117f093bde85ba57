// Who may do what: the admin roles and the one permission table that the server's guard
// enforces on every route and the screens read to show each role only what it may use.
// A permission is `<resource>.<verb>`: read (lists, details, analytics), edit (create and
// change), delete, export, and a few actions of their own.

import { isRole, type Role } from './roles.js';

export { isRole, type Role, ROLES } from './roles.js';

import { CRUD_VERBS, type CrudPermission } from './crud.js';
import { CRUD_RESOURCES, type CrudResource } from './registry.js';

const OWN_PERMISSIONS = [
  'dashboard.read',
  'users.read',
  'users.edit',
  'users.delete',
  'users.export',
  'users.credits',
  'users.password',
  'users.verification',
  'cvs.read',
  'cvs.edit',
  'cvs.delete',
  'packages.read',
  'packages.edit',
  'packages.delete',
  'orders.read',
  'orders.edit',
  'orders.export',
  'templates.read',
  'templates.edit',
  'templates.delete',
  'templates.export',
  'contacts.read',
  'contacts.edit',
  'contacts.delete',
  'contacts.export',
  'settings.read',
  'settings.edit',
  'settings.security',
  'audit-log.read',
  'team.read',
  'team.edit',
  // 'Show translation keys' (profile): each text's key beside it, for translators; the owners'.
  'i18n.keys',
] as const;
export type Permission = (typeof OWN_PERMISSIONS)[number] | CrudPermission<CrudResource>;

/** The table's own rows, then read, edit and delete of each plain entity (contract/registry.ts). */
export const PERMISSIONS: readonly Permission[] = [
  ...OWN_PERMISSIONS,
  ...CRUD_RESOURCES.flatMap((r) => CRUD_VERBS.map((verb) => `${r.name}.${verb}` as const)),
];

/** What a plain entity's declaration grants a role beyond the table below. */
const granted = (role: Exclude<Role, 'owner' | 'admin'>): Permission[] =>
  CRUD_RESOURCES.flatMap((r) => ((r.grants as Partial<Record<Role, readonly string[]>>)[role] ?? []).map((verb) => `${r.name}.${verb}` as Permission));

/** Routes every signed-in admin may use for their own account (profile, password, sessions, two-factor). */
export const ACCOUNT = 'account';
/** What a route declares: a permission of the table, or the admin's own account. */
export type RouteAccess = Permission | typeof ACCOUNT;

const except = (...left: Permission[]) => PERMISSIONS.filter((p) => !left.includes(p));

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: except('team.read', 'team.edit', 'settings.security', 'i18n.keys'),
  finance: ['dashboard.read', 'orders.read', 'orders.edit', 'orders.export', 'packages.read', 'users.read', 'audit-log.read', ...granted('finance')],
  support: [
    'dashboard.read',
    'users.read',
    'users.edit',
    'users.password',
    'users.verification',
    'cvs.read',
    'contacts.read',
    'contacts.edit',
    'contacts.delete',
    'contacts.export',
    'orders.read',
    ...granted('support'),
  ],
  content: ['dashboard.read', 'templates.read', 'templates.edit', 'templates.delete', 'templates.export', 'cvs.read', 'packages.read', ...granted('content')],
};

/** Whether a role holds a permission (an unknown role holds none). */
export function can(role: string | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** react-admin's actions on a resource, as permissions: list and show read, create and edit edit. */
const ACTION_VERBS: Record<string, string> = { list: 'read', show: 'read', create: 'edit', edit: 'edit' };

/** The permission behind `canAccess({ resource, action })`; undefined when the table has none (refused). */
export function permissionFor(resource: string, action: string): Permission | undefined {
  const permission = `${resource}.${ACTION_VERBS[action] ?? action}`;
  return (PERMISSIONS as readonly string[]).includes(permission) ? (permission as Permission) : undefined;
}

/** The refusals of the guard, by the code the error envelope carries. */
export const ACCESS_REFUSALS = {
  FORBIDDEN: 'Access denied. Insufficient permissions.',
  PASSWORD_CHANGE_REQUIRED: 'You must change your temporary password before continuing.',
  TWO_FACTOR_SETUP_REQUIRED: 'Set up two-factor authentication to continue.',
} as const;
export type AccessRefusal = keyof typeof ACCESS_REFUSALS;
