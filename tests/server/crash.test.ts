// Crash safety of `npm start` on the database the suite runs on (embedded PGlite in DATA_DIR,
// or PostgreSQL when TEST_DATABASE_URL is set): SIGKILL in the middle of a stream of single,
// bulk and verification writes, then a restart on the same data: it starts, every
// acknowledged write is there, no bulk write or verification is half done, the counters
// agree with the rows (tests/support/crash-scenario.ts; tests/bench/crash.ts repeats it at
// many kill points). Then SIGTERM with writes in flight: each is answered, the process
// exits 0, and a restart finds them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashDatabase, crashDatabase, crashEnv, killMidStream, newPackage, signedIn } from '../support/crash-scenario.js';
import { type Running, START_TIMEOUT, startServer, stopServer } from '../support/server-process.js';

describe(`crash safety of npm start on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: CrashDatabase;
  let dir: string;
  const running: Running[] = [];
  const start = async () => {
    const server = await startServer(crashEnv(db.env));
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cv-admin-crash-'));
    db = await crashDatabase(dir);
  });
  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await Promise.all(running.map((r) => r.exited));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'SIGKILL mid-stream: it restarts, every acknowledged write is there, no bulk write or verification half done',
    async () => {
      const report = await killMidStream(start, 10);
      expect(report.refused).toEqual([]);
      expect(report.acked).toBeGreaterThanOrEqual(10);
      expect(report.lost).toEqual([]);
      expect(report.halfDone).toEqual([]);
      expect(report.counters).toEqual([]);
    },
    START_TIMEOUT + 120_000,
  );

  it(
    'SIGTERM with writes in flight: each is answered, the process exits 0, a restart finds them',
    async () => {
      const server = await start();
      const { call, token } = await signedIn(server);
      // A streamed export whose headers have come: the stop must let it finish.
      const exporting = await fetch(`${server.baseUrl}/api/admin/users/export`, { headers: { authorization: `Bearer ${token}` } });
      expect(exporting.status).toBe(200);
      const names = Array.from({ length: 8 }, (_, i) => `term-${i}`);
      const writes = names.map((name) => call('POST', '/api/admin/packages', newPackage(name)));
      // The stop signal as soon as the first write is answered: the others are in flight.
      await Promise.race(writes);
      server.child.kill('SIGTERM');
      const answers = await Promise.all(writes);
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
      const csv = await exporting.text();
      expect(csv.split('\n')[0]).toContain('Email');
      expect(await server.exited).toBe(0);

      const again = await start();
      const { call: check } = await signedIn(again);
      const found = new Set(((await check('GET', '/api/admin/packages?search=term-&limit=100')).json.data.packages as { name: string }[]).map((p) => p.name));
      expect(names.filter((n) => !found.has(n))).toEqual([]);
      expect(await stopServer(again, 'SIGTERM')).toBe(0);
    },
    START_TIMEOUT + 60_000,
  );
});
