// The role walk: each role calls every GET route it may call, with real ids, and what answers
// 200 carries no customer data its permissions do not name. A customer's email is users data
// (a CV's and an order's own owner come with the record); order codes and money are orders data.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, can, type Permission, type Role, ROLES } from '../../contract/permissions.js';
import { AREAS } from '../../server/areas/index.js';
import { admins, auditLog, contacts, cvs, orders, packages, templates, users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { useSignedInApp } from '../support/test-app.js';

const PASSWORD = 'Role-Walk-Password-1';
const routes = AREAS.flatMap((area) => area.routes).filter((r) => r.method === 'get' && !r.public);

/** Keys that carry money received (revenue, an order's amount). */
const MONEY_KEY = /revenue|^amount$/i;

/** Every string and every key with its value, anywhere in a JSON answer. */
function* walk(value: unknown, key = ''): Generator<{ key: string; value: unknown }> {
  yield { key, value };
  if (Array.isArray(value)) for (const item of value) yield* walk(item, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* walk(v, k);
}

/** The route's own resource: a CV's or an order's owner is part of the record it reads. */
const resourceOf = (permission: string) => permission.split('.')[0]!;

describe('what each role reads', () => {
  const t = useSignedInApp();
  const tokens = {} as Record<Role, string>;
  const ids: Record<string, string> = {};
  let customerEmails: Set<string>;
  let orderCodes: Set<string>;

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    for (const role of ROLES) {
      const email = `${role}.role-walk@example.com`;
      await t.db.insert(admins).values({ email, passwordHash, firstName: role, lastName: 'Walker', role });
      tokens[role] = await t.login(email, PASSWORD);
    }
    // Audit entries of each kind the log shows: a settings save of every section, a user's change.
    for (const section of ['general', 'security'] as const) {
      const saved = await t.call('PUT', '/api/admin/settings', {
        token: t.token,
        body: { section, settings: section === 'general' ? { siteName: 'Walked' } : { sessionIdleMinutes: 120 } },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    customerEmails = new Set((await t.db.select({ email: users.email }).from(users)).map((r) => r.email.toLowerCase()));
    orderCodes = new Set((await t.db.select({ code: orders.orderCode }).from(orders)).map((r) => r.code));
    // The ids that open the richest pages: a user with orders, a package someone bought.
    const [order] = await t.db
      .select({ id: orders.id, userId: orders.userId, packageId: orders.packageId })
      .from(orders)
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [cv] = await t.db.select({ id: cvs.id }).from(cvs).limit(1);
    const [template] = await t.db.select({ id: templates.id }).from(templates).limit(1);
    const [contact] = await t.db.select({ id: contacts.id }).from(contacts).limit(1);
    const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, 'security')).limit(1);
    const [admin] = await t.db.select({ id: admins.id }).from(admins).limit(1);
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).where(eq(packages.id, order!.packageId)).limit(1);
    Object.assign(ids, {
      users: order!.userId,
      orders: order!.id,
      cvs: cv!.id,
      templates: template!.id,
      contact: contact!.id,
      'audit-log': entry!.id,
      admins: admin!.id,
      packages: pkg!.id,
    });
    expect(customerEmails.size).toBeGreaterThan(0);
    expect(orderCodes.size).toBeGreaterThan(0);
  });

  const pathFor = (path: string) => {
    const area = path.split('/')[path.startsWith('/api/admin/') ? 3 : 2]!;
    return path.replace(/\{\w+\}/g, () => ids[area] ?? 'none');
  };

  it('a package reads without its money and buyers for a role that may not read orders and users', async () => {
    const path = `/api/admin/packages/${ids.packages}`;
    const content = (await t.call('GET', path, { token: tokens.content })).json.data;
    const finance = (await t.call('GET', path, { token: tokens.finance })).json.data;
    expect(content).toMatchObject({ id: ids.packages, totalSales: finance.totalSales });
    for (const key of ['revenue', 'subscriptions', 'payments']) {
      expect(content).not.toHaveProperty(key);
      expect(finance).toHaveProperty(key);
    }
    expect(finance.subscriptions.length).toBeGreaterThan(0);
    const list = (await t.call('GET', '/api/admin/packages', { token: tokens.content })).json.data;
    expect(list.stats).toHaveProperty('totalSales');
    expect(list.stats).not.toHaveProperty('totalRevenue');
    expect(list.packages[0]).not.toHaveProperty('revenue');
  });

  for (const role of ROLES) {
    it(`${role}: no email, order code or money its permissions do not name`, async () => {
      const leaks: string[] = [];
      let read = 0;
      for (const route of routes) {
        const permission = route.permission as Permission | typeof ACCOUNT;
        if (permission !== ACCOUNT && !can(role, permission)) continue;
        if (route.path.endsWith('/file') || route.path.endsWith('/export')) continue; // files, not JSON
        const path = pathFor(route.path);
        const res = await t.call('GET', path, { token: tokens[role] });
        if (res.status !== 200 || res.json === undefined) continue;
        read++;
        const own = permission === ACCOUNT ? '' : resourceOf(permission);
        const mayEmails = can(role, 'users.read') || ['cvs', 'orders', 'contact', 'team', 'audit-log'].includes(own);
        const mayMoney = can(role, 'orders.read');
        for (const { key, value } of walk(res.json)) {
          if (typeof value === 'string') {
            if (!mayEmails && customerEmails.has(value.toLowerCase())) leaks.push(`${path}: email ${value}`);
            if (!mayMoney && orderCodes.has(value)) leaks.push(`${path}: order ${value}`);
          }
          if (!mayMoney && MONEY_KEY.test(key) && value !== null && typeof value !== 'object') leaks.push(`${path}: ${key}=${String(value)}`);
        }
      }
      expect(read).toBeGreaterThan(2);
      expect([...new Set(leaks)]).toEqual([]);
    });
  }
});
