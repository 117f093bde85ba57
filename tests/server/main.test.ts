// `npm start` as a process: first start (SPA, migrate, seed, generated admin password shown
// once), serving SPA and API on one port, clean shutdown on SIGTERM/SIGINT (live event
// streams ended, not waited for) without losing a committed write, and a later start that
// finds everything again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, type Running, START_TIMEOUT, signIn, startServer as start, stopServer as stop } from '../support/server-process.js';

const json = async (res: Response) => (await res.json()) as any;

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cv-admin-main-'));
  dirs.push(dir);
  return dir;
};
const running: Running[] = [];
afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  const dataDir = join(tempDir(), 'data');
  const email = 'owner@example.com';
  let password = '';

  it(
    'first start: seeds, creates the admin with a generated password shown once, serves SPA and API',
    async () => {
      const server = await start({ DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: '' });
      running.push(server);
      const { baseUrl } = server;
      const generated = /generated password \(shown only this once; it works for 72 hours and must be changed at the first sign-in\): (\S+)/.exec(
        server.output(),
      );
      expect(generated, server.output()).not.toBeNull();
      password = generated![1]!;
      expect(password).toHaveLength(16);
      expect(server.output()).toMatch(/Seeded 12 users/);
      expect(server.output()).toContain(`Sign in at ${baseUrl}/admin/login as ${email}`);

      const loginPage = await fetch(`${baseUrl}/admin/login`);
      expect(loginPage.status).toBe(200);
      expect(loginPage.headers.get('content-type')).toMatch(/text\/html/);
      const html = await loginPage.text();
      expect(html).toContain('<div id="root">');
      // History fallback: any /admin path is the SPA.
      const deep = await fetch(`${baseUrl}/admin/orders/${crypto.randomUUID()}`);
      expect(deep.status).toBe(200);
      expect(await deep.text()).toBe(html);
      const root = await fetch(`${baseUrl}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/admin/dashboard');
      const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      const asset = await fetch(`${baseUrl}${scripts[0]}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);

      const guarded = await fetch(`${baseUrl}/api/admin/users`);
      expect(guarded.status).toBe(401);
      expect(guarded.headers.get('content-type')).toMatch(/application\/json/);
      expect(await json(guarded)).toEqual({ success: false, message: 'Authentication required. Please log in again.' });

      const login = await signIn(baseUrl, email, password);
      expect(login.status).toBe(200);
      const first = await json(login);
      // The generated password is temporary: nothing else until it is changed.
      expect(first.data.admin).toMatchObject({ role: 'owner', mustChangePassword: true });
      const before = { authorization: `Bearer ${first.data.token}` };
      const refused = await fetch(`${baseUrl}/api/admin/dashboard/health`, { headers: before });
      expect([refused.status, (await json(refused)).code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
      const chosen = 'Chosen-Owner-Password-1';
      const changed = await fetch(`${baseUrl}/api/admin/auth/change-password`, {
        method: 'PUT',
        headers: { ...before, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: password, newPassword: chosen }),
      });
      expect(changed.status).toBe(200);
      password = chosen;
      const token = (await json(changed)).data.token as string;
      const auth = { authorization: `Bearer ${token}` };
      const health = await json(await fetch(`${baseUrl}/api/admin/dashboard/health`, { headers: auth }));
      expect(health.data).toMatchObject({ status: 'ok', database: 'ok', version: '1.0.0' });
      // Liveness for a load balancer; every request leaves one JSON log line with its id on stdout.
      const probe = await fetch(`${baseUrl}/healthz`);
      expect(await probe.json()).toEqual({ status: 'ok' });
      const reqId = probe.headers.get('x-request-id');
      await expect.poll(() => server.output()).toContain(`"reqId":"${reqId}","method":"GET","path":"/healthz","status":200`);
      expect(server.output()).not.toContain(token);

      // A live event stream never ends by itself: the shutdown must end it, not wait for it.
      const live = await fetch(`${baseUrl}/api/admin/events`, { headers: auth });
      expect(live.status).toBe(200);
      // A committed write, then SIGTERM.
      const write = await fetch(`${baseUrl}/api/admin/auth/profile`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Durable' }),
      });
      expect(write.status).toBe(200);
      expect(await stop(server, 'SIGTERM')).toBe(0);
      expect(server.output()).toContain('Stopped.');
      expect(await live.text()).toMatch(/^event: ready\n/);
      expect(server.output()).not.toContain('cut off');
    },
    START_TIMEOUT + 60_000,
  );

  it(
    'later start: keeps the data and the admin, prints no password, finishes a request in flight on SIGINT',
    async () => {
      const server = await start({ DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: '' });
      running.push(server);
      expect(server.output()).not.toMatch(/password/i);
      expect(server.output()).not.toMatch(/Seeded/);
      const login = await signIn(server.baseUrl, email, password);
      expect(login.status).toBe(200);
      const token = (await json(login)).data.token as string;
      const me = await json(await fetch(`${server.baseUrl}/api/admin/auth/me`, { headers: { authorization: `Bearer ${token}` } }));
      expect(me.data.firstName).toBe('Durable');
      const users = await json(await fetch(`${server.baseUrl}/api/admin/users?limit=100`, { headers: { authorization: `Bearer ${token}` } }));
      expect(users.data.pagination.total).toBe(12);

      const auth = { authorization: `Bearer ${token}` };
      const write = await fetch(`${server.baseUrl}/api/admin/auth/profile`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ lastName: 'Kept' }),
      });
      expect(write.status).toBe(200);

      // The stop signal arrives while a streamed export is being sent: it is finished first.
      const exporting = await fetch(`${server.baseUrl}/api/admin/users/export`, { headers: auth });
      expect(exporting.status).toBe(200);
      server.child.kill('SIGINT');
      const csv = await exporting.text();
      expect(csv.trim().split('\n')).toHaveLength(13);
      expect(await server.exited).toBe(0);

      const again = await start({ DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: '' });
      running.push(again);
      const relogin = await json(await signIn(again.baseUrl, email, password));
      expect(relogin.data.admin).toMatchObject({ firstName: 'Durable', lastName: 'Kept' });
      expect(await stop(again, 'SIGTERM')).toBe(0);
    },
    START_TIMEOUT + 60_000,
  );

  it(
    'never prints a password it was given',
    async () => {
      const given = 'Given-Admin-Password-7';
      const server = await start({ DATA_DIR: join(tempDir(), 'data'), ADMIN_EMAIL: 'given@example.com', ADMIN_PASSWORD: given, SEED_USERS: '0' });
      running.push(server);
      expect(server.output()).not.toContain(given);
      expect(server.output()).not.toMatch(/generated password/i);
      expect((await signIn(server.baseUrl, 'given@example.com', given)).status).toBe(200);
      expect(await stop(server, 'SIGTERM')).toBe(0);
      expect(server.output()).not.toContain(given);
    },
    START_TIMEOUT + 60_000,
  );

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    // node itself, as `npm start` runs it: tsx's CLI would relay signals and SIGKILL a
    // server that is slow to acknowledge them, on a loaded machine.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: join(tempDir(), 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")');
  }, 120_000);
});
