// The admin command line: the commands on an open database (the Team area's rules: a temporary
// password changed at the first sign-in within 72 hours, sessions ended, the last owner kept;
// audited as the command line; bad input changes nothing). The command line as a process is in
// admin-cli-process.test.ts.
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE_ADDRESS, COMMAND_LINE_AGENT } from '../../contract/audit.js';
import { SERVER_MESSAGES } from '../../contract/server-messages.js';

const { LAST_OWNER } = SERVER_MESSAGES;
import { bootstrap } from '../../server/bootstrap.js';
import { EXIT, runAdminCommand } from '../../server/cli/admin-commands.js';
import { admins, auditLog } from '../../server/db/schema.js';
import { temporaryPassword } from '../support/cli-process.js';
import { TEST_ADMIN } from '../support/constants.js';
import { useSignedInApp } from '../support/test-app.js';

describe('the admin commands', () => {
  const t = useSignedInApp();
  const admin = (...argv: string[]) => runAdminCommand(t.db, t.clock, argv);
  const signInAs = async (email: string, password: string) =>
    (await t.call('POST', '/api/admin/auth/login', { body: { email, password } })).json.data.token as string;
  const adminCount = async () => (await t.db.select({ n: count() }).from(admins))[0]!.n;

  it('create: a temporary password that must be changed at the first sign-in, audited as the command line', async () => {
    const created = await admin('create', 'Jane.Doe@Example.com', '--role', 'support');
    expect(created.code, created.text).toBe(EXIT.ok);
    expect(created.text).toMatch(/^Created the support jane\.doe@example\.com \(Jane Doe\)\./);
    const password = temporaryPassword(created.text);
    expect(password).toHaveLength(16);

    const token = await signInAs('jane.doe@example.com', password);
    const users = await t.call('GET', '/api/admin/users', { token });
    expect(users.status).toBe(403);
    expect(users.json.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.create')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ adminId: null, entity: 'admin', ipAddress: COMMAND_LINE_ADDRESS, userAgent: COMMAND_LINE_AGENT });
    expect(JSON.stringify(row!.after)).not.toContain(password);

    const named = await admin('create', 'ops@example.com', '--role', 'admin', '--first-name', 'Olga', '--last-name', 'Petrova');
    expect(named.text).toContain('(Olga Petrova)');
    expect((await admin('create', 'OPS@example.com', '--role', 'content')).text).toBe('Email is already in use');
  });

  it('list: every admin with role, state, two-factor and last sign-in', async () => {
    const { code, text } = await admin('list');
    expect(code).toBe(EXIT.ok);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+ACTIVE\s+TWO-FACTOR\s+LAST SIGN-IN$/);
    expect(lines.find((l) => l.startsWith(TEST_ADMIN.email))).toMatch(/owner\s+yes\s+off\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines.find((l) => l.startsWith('jane.doe@example.com'))).toMatch(/Jane Doe\s+support\s+yes\s+off\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines.find((l) => l.startsWith('ops@example.com'))).toMatch(/Olga Petrova\s+admin\s+yes\s+off\s+never$/);
    expect(lines.at(-1)).toBe(`${await adminCount()} admin(s).`);
  });

  it('reset-password ends the sessions; the new temporary password must be changed', async () => {
    const first = temporaryPassword((await admin('create', 'reset.me@example.com', '--role', 'finance')).text);
    const old = await signInAs('reset.me@example.com', first);
    const reset = await admin('reset-password', 'reset.me@example.com');
    expect(reset.code, reset.text).toBe(EXIT.ok);
    expect((await t.call('GET', '/api/admin/auth/me', { token: old })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email: 'reset.me@example.com', password: first } })).status).toBe(401);
    const token = await signInAs('reset.me@example.com', temporaryPassword(reset.text));
    expect((await t.call('GET', '/api/admin/orders', { token })).json.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('reset-two-factor turns it off and ends their sessions, and says so when it is not on', async () => {
    const password = temporaryPassword((await admin('create', 'lost.phone@example.com', '--role', 'content')).text);
    const token = await signInAs('lost.phone@example.com', password);
    const [row] = await t.db
      .update(admins)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorEnabledAt: t.clock.now() })
      .where(eq(admins.email, 'lost.phone@example.com'))
      .returning();
    const reset = await admin('reset-two-factor', 'lost.phone@example.com');
    expect(reset).toMatchObject({ code: EXIT.ok });
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    const [after] = await t.db.select().from(admins).where(eq(admins.id, row!.id));
    expect(after).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
    expect(await admin('reset-two-factor', 'lost.phone@example.com')).toEqual({ code: EXIT.refused, text: 'Two-factor sign-in is not on for this admin.' });
  });

  it('deactivate ends the sessions; the last active owner stays, with the Team API message', async () => {
    const password = temporaryPassword((await admin('create', 'leaving@example.com', '--role', 'admin')).text);
    const token = await signInAs('leaving@example.com', password);
    expect(await admin('deactivate', 'leaving@example.com')).toMatchObject({ code: EXIT.ok });
    expect((await t.call('GET', '/api/admin/auth/me', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/auth/login', { body: { email: 'leaving@example.com', password } })).status).not.toBe(200);
    expect((await admin('deactivate', 'leaving@example.com')).text).toBe('leaving@example.com is already deactivated.');

    expect(await admin('deactivate', TEST_ADMIN.email)).toEqual({ code: EXIT.refused, text: LAST_OWNER });
    expect((await t.call('GET', '/api/admin/auth/me', { token: t.token })).status).toBe(200);
    expect(await admin('reset-password', 'nobody@example.com')).toEqual({ code: EXIT.refused, text: 'No admin has the email nobody@example.com.' });
  });

  it('bad input: exit code 2 with the reason and the usage, nothing changed', async () => {
    const before = await adminCount();
    const audited = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const argv of [
      ['create', 'x@example.com', '--role', 'god'],
      ['create', 'x@example.com'],
      ['create', 'not-an-email', '--role', 'admin'],
      ['create', 'x@example.com', '--role', 'admin', '--first-name', ''],
      ['create', 'x@example.com', '--role', 'admin', '--password', 'x'],
      ['reset-password'],
      ['deactivate', 'a@example.com', 'b@example.com'],
      ['list', 'extra'],
      ['drop-everything'],
      [],
    ]) {
      const outcome = await admin(...argv);
      expect(outcome.code, argv.join(' ')).toBe(EXIT.usage);
      expect(outcome.text).toContain('Usage: npm run admin -- <command>');
    }
    expect((await admin('create', 'x@example.com', '--role', 'god')).text).toMatch(/^Role must be one of owner, admin, finance, support, content/);
    expect(await adminCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audited);
  });
});

describe('temporary passwords from the command line and the first start', () => {
  const t = useSignedInApp();
  const admin = (...argv: string[]) => runAdminCommand(t.db, t.clock, argv);
  const login = (email: string, password: string) => t.call('POST', '/api/admin/auth/login', { body: { email, password } });
  const HOURS_72 = 72 * 3_600_000;

  it('last 72 hours; reset-password then gives a new one', async () => {
    const created = await admin('create', 'late.starter@example.com', '--role', 'finance');
    expect(created.text).toContain('It signs in for 72 hours');
    // The generated first password of a start (no ADMIN_PASSWORD) is one as well.
    const generated = 'Generated-First-Pass-1';
    await bootstrap(t.handle, { clock: t.clock, seedUsers: 0, admin: { email: 'first.owner@example.com', password: generated, temporary: true } });
    t.clock.advance(HOURS_72 + 60_000);
    for (const [email, password] of [
      ['late.starter@example.com', temporaryPassword(created.text)],
      ['first.owner@example.com', generated],
    ] as const) {
      expect((await login(email, password)).json.code).toBe('TEMPORARY_PASSWORD_EXPIRED');
      const fresh = temporaryPassword((await admin('reset-password', email)).text);
      expect((await login(email, fresh)).json.data.admin.mustChangePassword).toBe(true);
    }
  });
});
