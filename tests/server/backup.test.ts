// Backups of the embedded database, as an operator makes them: seeded by a first start, changed
// through the API, backed up while the server runs (it dumps its own database through its
// socket), a restore refused while it runs; stopped, backed up again from the directory;
// restored elsewhere (a second restore moves the first aside): the same rows in every table,
// the same counters, no drift.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asideName } from '../../server/cli/data-dump.js';
import { verifyCounters } from '../../server/db/counters.js';
import { type DbHandle, openDb } from '../../server/db/client.js';
import { runCli, useScratchDataDir } from '../support/cli-process.js';
import { type Running, START_TIMEOUT, signIn, stopServer } from '../support/server-process.js';

/** Rows per table, and the counters as stored. */
async function contents({ db, pglite }: DbHandle) {
  const tables = (
    await pglite!.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((r) => r.name);
  const rows: Record<string, number> = {};
  for (const name of tables) rows[name] = (await pglite!.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows[0]!.n;
  const counters = (await pglite!.query(`select name, day::text, slot, value::text from stat_counters order by name, day, slot`)).rows;
  return { rows, counters, drift: await verifyCounters(db) };
}

describe('npm run backup / restore', () => {
  const { root, dataDir, owner, start } = useScratchDataDir('cv-admin-backup-');
  const copyDir = join(root, 'copy');
  let server: Running | undefined;

  it(
    'round trip: a backup taken while the server runs restores elsewhere with the same rows and counters',
    async () => {
      server = await start();
      const { baseUrl } = server;
      const token = ((await (await signIn(baseUrl, owner.email, owner.password)).json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const list = (await (await fetch(`${baseUrl}/api/admin/users?isActive=true`, { headers })).json()) as { data: { users: { id: string }[] } };
      const changed = list.data.users[0]!.id;
      const put = await fetch(`${baseUrl}/api/admin/users/${changed}`, { method: 'PUT', headers, body: JSON.stringify({ isActive: false }) });
      expect(put.status).toBe(200);

      const running = join(root, 'running.tar.gz');
      const backup = await runCli('backup', ['--out', running], dataDir);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/taken by the running server \(a consistent copy while it serves\)/);
      const again = await runCli('backup', ['--out', running], dataDir);
      expect(again).toMatchObject({ code: 2 });
      expect(again.stderr).toContain('already exists');

      // The server holds the directory (server/db/data-dir-lock.ts): the restore names it.
      const refused = await runCli('restore', [running], dataDir);
      expect(refused).toMatchObject({
        code: 1,
        stderr: `The database in ${dataDir} is in use by npm start (pid ${server.child.pid}, ${baseUrl}): stop it first.\n`,
      });

      expect(await stopServer(server, 'SIGTERM')).toBe(0);
      const stopped = await runCli('backup', ['--out', join(root, 'stopped.tar.gz')], dataDir);
      expect(stopped.code, stopped.stderr).toBe(0);
      expect(stopped.stdout).toMatch(/taken from the data directory \(the server is stopped\)/);

      const restored = await runCli('restore', [running], copyDir);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(new RegExp(`^Restored ${running} into ${copyDir} in [\\d.]+ s: 1 admin\\(s\\), 12 user\\(s\\)\\.`));
      // A second restore into the same place keeps what was there.
      const over = await runCli('restore', [join(root, 'stopped.tar.gz')], copyDir);
      expect(over.code, over.stderr).toBe(0);
      const aside = /aside to (\S+) /.exec(over.stdout)?.[1];
      expect(aside).toMatch(new RegExp(`^${asideName(copyDir, new Date(0)).replace(/19700101T000000Z$/, '')}\\d{8}T\\d{6}Z$`));
      expect(existsSync(join(aside!, 'PG_VERSION'))).toBe(true);

      const original = await openDb({ dataDir });
      const copy = await openDb({ dataDir: copyDir });
      const before = await openDb({ dataDir: aside! });
      try {
        const expected = await contents(original);
        expect(expected.rows.users).toBe(12);
        expect(expected.rows.orders).toBeGreaterThan(0);
        expect(expected.counters.length).toBeGreaterThan(0);
        expect(expected.drift).toEqual([]);
        expect(await contents(copy)).toEqual(expected);
        expect(await contents(before)).toEqual(expected);
        const [user] = (await copy.pglite!.query<{ is_active: boolean }>('select is_active from users where id = $1', [changed])).rows;
        expect(user!.is_active).toBe(false);
      } finally {
        await Promise.all([original.close(), copy.close(), before.close()]);
      }
    },
    START_TIMEOUT,
  );
});
