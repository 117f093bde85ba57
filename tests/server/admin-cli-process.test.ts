// `npm run admin` as a process, as an operator runs it: first on a stopped server's data
// directory, then through the running server's socket. Always on PGlite in a scratch DATA_DIR
// (whatever TEST_DATABASE_URL says), so .ci/run's PostgreSQL pass leaves this file out.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE_ADDRESS, COMMAND_LINE_AGENT } from '../../contract/audit.js';
import { SERVER_MESSAGES } from '../../contract/server-messages.js';
import { bootstrap } from '../../server/bootstrap.js';
import { controlSocketPath } from '../../server/cli/control-socket.js';
import { systemClock } from '../../server/core/clock.js';
import { openDb } from '../../server/db/client.js';
import { runCli, temporaryPassword, useScratchDataDir } from '../support/cli-process.js';
import { type Running, START_TIMEOUT, signIn, stopServer } from '../support/server-process.js';

const { LAST_OWNER } = SERVER_MESSAGES;

describe('npm run admin', () => {
  const { dataDir, owner, start } = useScratchDataDir('cv-admin-cli-');
  let server: Running | undefined;

  it(
    'on a stopped server: opens the data directory itself; bad input and the last owner are refused',
    async () => {
      const handle = await openDb({ dataDir });
      await bootstrap(handle, { clock: systemClock, seedUsers: 0, admin: owner });
      await handle.close();

      const [created, badRole, lastOwner] = [
        await runCli('admin', ['create', 'stopped@example.com', '--role', 'support'], dataDir),
        await runCli('admin', ['create', 'x@example.com', '--role', 'god'], dataDir),
        await runCli('admin', ['deactivate', owner.email], dataDir),
      ];
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('Created the support stopped@example.com');
      expect(badRole).toMatchObject({ code: 2, stdout: '' });
      expect(badRole.stderr).toMatch(/^Role must be one of owner, admin, finance, support, content/);
      expect(lastOwner).toMatchObject({ code: 1, stdout: '', stderr: `${LAST_OWNER}\n` });

      server = await start({ SEED_USERS: '0' });
      const login = await signIn(server.baseUrl, 'stopped@example.com', temporaryPassword(created.stdout));
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const users = await fetch(`${server.baseUrl}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } });
      expect(users.status).toBe(403);
      expect(((await users.json()) as { code: string }).code).toBe('PASSWORD_CHANGE_REQUIRED');
    },
    START_TIMEOUT,
  );

  it(
    'while the server runs: through its socket, with the same rules; the sessions it ends answer 401',
    async () => {
      const { baseUrl } = server!;
      expect(existsSync(controlSocketPath(dataDir))).toBe(true);
      const created = await runCli('admin', ['create', 'running@example.com', '--role', 'finance'], dataDir);
      expect(created.code, created.stderr).toBe(0);
      const login = await signIn(baseUrl, 'running@example.com', temporaryPassword(created.stdout));
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const me = () => fetch(`${baseUrl}/api/admin/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect((await me()).status).toBe(200);

      const [deactivated, lastOwner, twoFactor, badRole] = await Promise.all([
        runCli('admin', ['deactivate', 'running@example.com'], dataDir),
        runCli('admin', ['deactivate', owner.email], dataDir),
        runCli('admin', ['reset-two-factor', owner.email], dataDir),
        runCli('admin', ['create', 'y@example.com', '--role', 'god'], dataDir),
      ]);
      expect(deactivated.code, deactivated.stderr).toBe(0);
      expect((await me()).status).toBe(401);
      expect(lastOwner).toMatchObject({ code: 1, stderr: `${LAST_OWNER}\n` });
      expect(twoFactor).toMatchObject({ code: 1, stderr: 'Two-factor sign-in is not on for this admin.\n' });
      expect(badRole.code).toBe(2);
      const list = await runCli('admin', ['list'], dataDir);
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/stopped@example\.com\s+Stopped Admin\s+support\s+yes\s+off\s+\d{4}-/);
      expect(list.stdout).toMatch(/owner@example\.com\s+System Administrator\s+owner\s+yes\s+off\s+never/);
      expect(list.stdout).toMatch(/running@example\.com\s+Running Admin\s+finance\s+no\s+off\s+\d{4}-/);

      // The owner sees the command line's changes in the audit log, without an admin.
      const ownerToken = ((await (await signIn(baseUrl, owner.email, owner.password)).json()) as { data: { token: string } }).data.token;
      const audit = await fetch(`${baseUrl}/api/admin/audit-log?entity=admin`, { headers: { authorization: `Bearer ${ownerToken}` } });
      const entries = ((await audit.json()) as { data: { entries: { action: string; admin: unknown; ipAddress: string; userAgent: string }[] } }).data.entries;
      const fromCli = entries.filter((e) => e.ipAddress === COMMAND_LINE_ADDRESS);
      expect(fromCli.map((e) => e.action).sort()).toEqual(['admin.create', 'admin.create', 'admin.update']);
      expect(fromCli.every((e) => e.admin === null && e.userAgent === COMMAND_LINE_AGENT)).toBe(true);

      expect(await stopServer(server!, 'SIGTERM')).toBe(0);
      expect(existsSync(controlSocketPath(dataDir))).toBe(false);
    },
    START_TIMEOUT,
  );
});
