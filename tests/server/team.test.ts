// The Team API (owners only): an owner adds an admin with a one-time password, who must change
// it before anything else, within 72 hours; roles change what they may do at once;
// deactivating or a new password ends their sessions (live streams too); the last active owner
// stays one.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema.js';
import { useSignedInApp } from '../support/test-app.js';
import { expectAccentBlindSearch } from './accent-search.js';

const BASE = '/api/admin/admins';
const HOUR = 3_600_000;

describe('the team', () => {
  const t = useSignedInApp();
  const asOwner = (method: string, path: string, body?: unknown) => t.call(method, path, { token: t.token, body });

  async function addAdmin(role: string, email = `${role}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`) {
    const res = await asOwner('POST', BASE, { email, firstName: 'New', lastName: role, role });
    expect(res.status, res.text).toBe(201);
    return { id: res.json.data.admin.id as string, email, password: res.json.data.temporaryPassword as string, res };
  }

  it('adds an admin with a temporary password shown once, who must change it before anything else', async () => {
    const { id, email, password, res } = await addAdmin('support');
    expect(res.json.data.admin).toMatchObject({ email, role: 'support', isActive: true, mustChangePassword: true, twoFactorEnabled: false });
    expect(password).toHaveLength(16);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).not.toMatch(/argon2|passwordHash/);

    const login = await t.call('POST', '/api/admin/auth/login', { body: { email, password } });
    expect(login.json.data.admin.mustChangePassword).toBe(true);
    const temp = login.json.data.token as string;
    const users = await t.call('GET', '/api/admin/users', { token: temp });
    expect(users.status).toBe(403);
    expect(users.json).toEqual({ success: false, code: 'PASSWORD_CHANGE_REQUIRED', message: 'You must change your temporary password before continuing.' });
    expect((await t.call('GET', '/api/admin/auth/me', { token: temp })).status).toBe(200);

    const changed = await t.call('PUT', '/api/admin/auth/change-password', {
      token: temp,
      body: { currentPassword: password, newPassword: 'Support-Chosen-Pass-1' },
    });
    expect(changed.status).toBe(200);
    const token = changed.json.data.token as string;
    expect((await t.call('GET', '/api/admin/auth/me', { token })).json.data.mustChangePassword).toBe(false);
    expect((await t.call('GET', '/api/admin/users', { token })).status).toBe(200);
    // A support admin is not an owner: no Team, no Settings.
    expect((await t.call('GET', BASE, { token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/settings', { token })).status).toBe(403);

    const [created] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(created).toMatchObject({ action: 'admin.create', entity: 'admin' });
    expect(JSON.stringify(created!.after)).not.toContain(password);
  });

  it('searches names and email without accents and case', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const add = async (firstName: string, lastName: string, email: string) =>
      (await asOwner('POST', BASE, { email, firstName, lastName, role: 'support' })).json.data.admin.id as string;
    const dungNgo = await add('Dũng', 'Ngô', `dn.${tag}@example.com`);
    const dang = await add('Thu', 'Đặng', `td.${tag}@example.com`);
    const ids = async (q: string) => (await asOwner('GET', `${BASE}?search=${encodeURIComponent(q)}`)).json.data.admins.map((a: { id: string }) => a.id);
    await expectAccentBlindSearch(ids, { dungNgo, dang });
    expect(await ids(`TD.${tag}`)).toEqual([dang]);
    expect(await ids(`${tag}@`)).toEqual([dungNgo, dang]);
    // A blank search is every admin.
    expect((await ids('  ')).length).toBe((await asOwner('GET', BASE)).json.data.admins.length);
  });

  it('refuses an email already in use, an unknown role and unknown fields', async () => {
    const { email } = await addAdmin('content');
    expect((await asOwner('POST', BASE, { email: email.toUpperCase(), firstName: 'A', lastName: 'B', role: 'content' })).status).toBe(409);
    const bad = await asOwner('POST', BASE, { email: 'x@example.com', firstName: 'A', lastName: 'B', role: 'god' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.role).toMatch(/Role must be one of owner, admin, finance, support, content/);
    expect((await asOwner('POST', BASE, { email: 'y@example.com', firstName: 'A', lastName: 'B', role: 'admin', passwordHash: 'x' })).status).toBe(400);
  });

  it('a role change applies at the next call', async () => {
    const { id, email, password } = await addAdmin('content');
    const first = await t.call('POST', '/api/admin/auth/login', { body: { email, password } });
    const token = (
      await t.call('PUT', '/api/admin/auth/change-password', {
        token: first.json.data.token,
        body: { currentPassword: password, newPassword: 'Content-Chosen-1' },
      })
    ).json.data.token;
    expect((await t.call('GET', '/api/admin/orders', { token })).status).toBe(403);
    expect((await asOwner('PUT', `${BASE}/${id}`, { role: 'finance' })).json.data.role).toBe('finance');
    expect((await t.call('GET', '/api/admin/orders', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/templates', { token })).status).toBe(403);
  });

  it('deactivating ends every session of the admin at once, and they cannot sign in; reactivating lets them', async () => {
    const { id, email, password } = await addAdmin('finance');
    const first = await t.call('POST', '/api/admin/auth/login', { body: { email, password } });
    const token = (
      await t.call('PUT', '/api/admin/auth/change-password', {
        token: first.json.data.token,
        body: { currentPassword: password, newPassword: 'Finance-Chosen-1' },
      })
    ).json.data.token;
    expect((await asOwner('PUT', `${BASE}/${id}`, { isActive: false })).json.data.isActive).toBe(false);
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email, password: 'Finance-Chosen-1' } })).status).toBe(401);
    await asOwner('PUT', `${BASE}/${id}`, { isActive: true });
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email, password: 'Finance-Chosen-1' } })).status).toBe(200);
  });

  it('a password reset hands out a new temporary one and ends the sessions', async () => {
    const { id, email, password } = await addAdmin('admin');
    const first = await t.call('POST', '/api/admin/auth/login', { body: { email, password } });
    const reset = await asOwner('POST', `${BASE}/${id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.json.data.admin.mustChangePassword).toBe(true);
    expect((await t.call('GET', '/api/admin/auth/me', { token: first.json.data.token })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email, password } })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email, password: reset.json.data.temporaryPassword } })).status).toBe(200);
  });

  it('keeps the last active owner: not demoted, not deactivated (409 that says why)', async () => {
    const me = (await t.call('GET', '/api/admin/auth/me', { token: t.token })).json.data;
    const others = (await asOwner('GET', BASE)).json.data.admins.filter(
      (a: { role: string; id: string; isActive: boolean }) => a.role === 'owner' && a.id !== me.id,
    );
    for (const o of others) await asOwner('PUT', `${BASE}/${o.id}`, { role: 'admin' });
    for (const change of [{ role: 'admin' }, { isActive: false }]) {
      const res = await asOwner('PUT', `${BASE}/${me.id}`, change);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('The last active owner cannot be demoted or deactivated: make another admin an owner first.');
    }
    // With a second owner, the first may step down.
    const second = await addAdmin('owner');
    expect((await asOwner('PUT', `${BASE}/${me.id}`, { role: 'admin' })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/auth/me', { token: t.token })).json.data.role).toBe('admin');
    expect(second.id).toBeTruthy();
  });
});

describe('a temporary password', () => {
  const t = useSignedInApp();
  const login = (email: string, password: string) => t.call('POST', '/api/admin/auth/login', { body: { email, password } });

  it('signs in for 72 hours; then it is refused with the reason, and only an owner’s reset gives a new one', async () => {
    const email = `temp.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const added = await t.call('POST', BASE, { token: t.token, body: { email, firstName: 'Temp', lastName: 'Orary', role: 'support' } });
    const { id } = added.json.data.admin;
    const first = added.json.data.temporaryPassword as string;

    t.clock.advance(72 * HOUR - 60_000);
    const inTime = await login(email, first);
    expect(inTime.status).toBe(200);
    t.clock.advance(2 * 60_000);
    const late = await login(email, first);
    expect(late.status).toBe(401);
    expect(late.json).toEqual({
      success: false,
      code: 'TEMPORARY_PASSWORD_EXPIRED',
      message: 'This temporary password has expired. Ask an owner for a new one.',
    });
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'auth.login_failed')));
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(refused)).not.toContain(first);
    // A session opened in time cannot use it to choose a password either.
    const change = await t.call('PUT', '/api/admin/auth/change-password', {
      token: inTime.json.data.token,
      body: { newPassword: 'Temp-Chosen-Pass-1' },
    });
    expect(change.status).toBe(400);
    expect(change.json.code).toBe('TEMPORARY_PASSWORD_EXPIRED');

    // The owner (signed in again: the clock moved past their idle limit) hands out a new one.
    const reset = await t.call('POST', `${BASE}/${id}/reset-password`, { token: await t.login() });
    const second = reset.json.data.temporaryPassword as string;
    const token = (await login(email, second)).json.data.token as string;
    const chosen = await t.call('PUT', '/api/admin/auth/change-password', { token, body: { newPassword: 'Temp-Chosen-Pass-1' } });
    expect(chosen.status).toBe(200);
    // A chosen password does not expire.
    t.clock.advance(100 * HOUR);
    expect((await login(email, 'Temp-Chosen-Pass-1')).status).toBe(200);
  });
});
