// The signed-in admin as the API shows it (sign-in, /me, profile, the audit trail of a
// profile change): never the password hash.
import type { Admin } from '../../../contract/auth.js';
import type { AdminRow } from '../../http/context.js';

export function publicAdmin(admin: AdminRow): Admin {
  return {
    id: admin.id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: admin.role,
    isActive: admin.isActive,
    lastLoginAt: admin.lastLoginAt?.toISOString() ?? null,
    createdAt: admin.createdAt.toISOString(),
    updatedAt: admin.updatedAt.toISOString(),
  };
}
