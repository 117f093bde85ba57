// An admin as the API shows it (sign-in, /me, the team, the audit trail of a change): never the
// password hash nor the two-factor secret.
import type { Admin, CurrentAdmin } from '../../../contract/auth.js';
import type { Role } from '../../../contract/permissions.js';
import type { AdminRow } from '../../http/context.js';

export function publicAdmin(admin: AdminRow): Admin {
  return {
    id: admin.id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    // Written only from ROLES (the team routes' schema, the migration, the bootstrap).
    role: admin.role as Role,
    isActive: admin.isActive,
    mustChangePassword: admin.mustChangePassword,
    temporaryPasswordExpiresAt: admin.mustChangePassword ? (admin.temporaryPasswordExpiresAt?.toISOString() ?? null) : null,
    twoFactorEnabled: admin.twoFactorEnabledAt !== null,
    lastLoginAt: admin.lastLoginAt?.toISOString() ?? null,
    createdAt: admin.createdAt.toISOString(),
    updatedAt: admin.updatedAt.toISOString(),
  };
}

/** The signed-in admin, with what Settings › Security still asks of them. */
export function currentAdmin(admin: AdminRow, twoFactorEnforced: boolean): CurrentAdmin {
  return { ...publicAdmin(admin), twoFactorSetupRequired: twoFactorEnforced && admin.twoFactorEnabledAt === null };
}
