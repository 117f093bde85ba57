// What each role's sidebar lists, top to bottom (the pages' paths under /admin/): the oracle of
// the UI and e2e role tests.
import type { Role } from '../../contract/permissions';

export const ROLE_MENUS: Record<Role, string[]> = {
  owner: ['dashboard', 'users', 'cvs', 'packages', 'orders', 'templates', 'contacts', 'reply-templates', 'settings', 'team', 'audit-log'],
  admin: ['dashboard', 'users', 'cvs', 'packages', 'orders', 'templates', 'contacts', 'reply-templates', 'settings', 'audit-log'],
  finance: ['dashboard', 'users', 'packages', 'orders', 'audit-log'],
  support: ['dashboard', 'users', 'cvs', 'orders', 'contacts', 'reply-templates'],
  content: ['dashboard', 'cvs', 'packages', 'templates'],
};
