// The route table against the permission table: every route is public or names a permission
// of contract/permissions.ts, and each of the five roles gets 403 ('Access denied.
// Insufficient permissions.') exactly on the routes its role lacks — and nothing changes then.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, can, PERMISSIONS, type Role, ROLES } from '../../contract/permissions.js';
import { AREAS } from '../../server/areas/index.js';
import { admins, auditLog } from '../../server/db/schema.js';
import { honoPath } from '../../server/http/route.js';
import { hashPassword } from '../../server/security/passwords.js';
import { fill } from '../support/routes.js';
import { useSignedInApp } from '../support/test-app.js';

const PASSWORD = 'Role-Test-Password-1';
const routes = AREAS.flatMap((area) => area.routes);

describe('every route declares who may call it', () => {
  it('is public or names a permission of the table (or the admin’s own account)', () => {
    const known = new Set<string>([...PERMISSIONS, ACCOUNT]);
    for (const route of routes) {
      const what = `${route.method.toUpperCase()} ${route.path}`;
      if (route.public) expect(route.permission, what).toBeUndefined();
      else expect(known.has(route.permission), `${what} names no permission of the table`).toBe(true);
    }
  });
});

describe('the five roles', () => {
  const t = useSignedInApp();
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    for (const role of ROLES) {
      const email = `${role}.role-test@example.com`;
      await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Tester', role });
      tokens[role] = await t.login(email, PASSWORD);
    }
  });

  const guarded = routes.filter((r) => !r.public);

  for (const role of ROLES) {
    it(`${role}: 403 exactly where the table says, and a refused call changes nothing`, async () => {
      const [{ n: auditBefore }] = (await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
      let refused = 0;
      for (const route of guarded) {
        const allowed = route.permission === ACCOUNT || can(role, route.permission!);
        // Signing out would end the session the next routes need: its access is checked apart.
        if (allowed && route.path.endsWith('/logout')) continue;
        const method = route.method.toUpperCase();
        const res = await t.call(method, fill(honoPath(route.path), randomUUID()), { token: tokens[role], body: method === 'GET' ? undefined : {} });
        const what = `${role} ${method} ${route.path} → ${res.status} ${res.text.slice(0, 200)}`;
        if (allowed) expect(res.status, what).not.toBe(403);
        else {
          refused++;
          expect(res.status, what).toBe(403);
          expect(res.json, what).toEqual({ success: false, message: 'Access denied. Insufficient permissions.', code: 'FORBIDDEN' });
        }
      }
      if (role === 'owner') expect(refused).toBe(0);
      else expect(refused).toBeGreaterThan(0);
      // Refusals write nothing (the allowed calls above are all refused for their input or id).
      const [{ n: auditAfter }] = (await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
      expect(auditAfter - auditBefore).toBe(0);
    });
  }

  it('the table as the issue states it: what each role may do', () => {
    expect(ROLES.filter((r) => can(r, 'team.edit'))).toEqual(['owner']);
    expect(ROLES.filter((r) => can(r, 'settings.security'))).toEqual(['owner']);
    expect(ROLES.filter((r) => can(r, 'i18n.keys'))).toEqual(['owner']);
    expect(ROLES.filter((r) => can(r, 'settings.edit'))).toEqual(['owner', 'admin']);
    expect(ROLES.filter((r) => can(r, 'orders.edit'))).toEqual(['owner', 'admin', 'finance']);
    expect(ROLES.filter((r) => can(r, 'users.delete'))).toEqual(['owner', 'admin']);
    expect(ROLES.filter((r) => can(r, 'users.credits'))).toEqual(['owner', 'admin']);
    expect(ROLES.filter((r) => can(r, 'users.edit'))).toEqual(['owner', 'admin', 'support']);
    expect(ROLES.filter((r) => can(r, 'contacts.delete'))).toEqual(['owner', 'admin', 'support']);
    expect(ROLES.filter((r) => can(r, 'templates.edit'))).toEqual(['owner', 'admin', 'content']);
    expect(ROLES.filter((r) => can(r, 'packages.read'))).toEqual(['owner', 'admin', 'finance', 'content']);
    expect(ROLES.filter((r) => can(r, 'cvs.read'))).toEqual(['owner', 'admin', 'support', 'content']);
    expect(ROLES.filter((r) => can(r, 'audit-log.read'))).toEqual(['owner', 'admin', 'finance']);
    expect(ROLES.every((r) => can(r, 'dashboard.read'))).toBe(true);
  });
});
