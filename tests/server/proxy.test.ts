// The sample nginx set-up of deploy/nginx in front of `npm start` (TRUST_PROXY=1, PUBLIC_URL
// at nginx): live order events arrive through it while the stream stays open (a buffering
// proxy would hold them), the audit trail records the address nginx saw (not one the client
// wrote), a verification email links to PUBLIC_URL and the link works through nginx, and
// compressed answers are compressed once.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type Running, START_TIMEOUT, startServer } from '../support/server-process.js';
import { startSmtpServer, type TestSmtp } from '../support/smtp.js';

const NGINX = '/usr/sbin/nginx';
const ADMIN = { email: 'owner@example.com', password: 'Proxy-Test-Password-1' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A GET whose body is read as sent (fetch would decode it), with the headers. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('behind nginx (deploy/nginx)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cv-admin-proxy-'));
  let nginx: ChildProcess;
  let server: Running;
  let smtp: TestSmtp;
  let proxied = '';
  let token = '';

  const api = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${proxied}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as any };
  };

  beforeAll(async () => {
    const nginxPort = await freePort();
    proxied = `http://127.0.0.1:${nginxPort}`;
    smtp = await startSmtpServer();
    server = await startServer({
      DATA_DIR: join(dir, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
      PUBLIC_URL: proxied,
    });
    const upstream = new URL(server.baseUrl).port;
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { mode: 0o777 });
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream cv_admin { server 127.0.0.1:${upstream}; keepalive 16; }
  server {
    listen 127.0.0.1:${nginxPort};
    include ${join(ROOT, 'deploy/nginx/cv-admin-proxy.conf')};
  }
}
`,
    );
    execFileSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    for (;;) {
      const ok = await fetch(`${proxied}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${proxied}/api/admin/auth/login`, {
      method: 'POST',
      // A client that writes its own X-Forwarded-For: nginx appends the address it saw.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as any).data.token;
  }, START_TIMEOUT);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    server?.child.kill('SIGTERM');
    await server?.exited;
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records the address nginx saw, not the one the client wrote', async () => {
    const { json } = await api('/api/admin/audit-log?action=auth.login&limit=1');
    expect(json.data.entries[0].ipAddress).toBe('127.0.0.1');
  });

  it('passes live order events on while the stream stays open', async () => {
    const stream = await fetch(`${proxied}/api/admin/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += value;
      }
    };
    await until(/event: ready/);
    // An order changes status through nginx; its event must come through while the stream is open.
    const paid = await api('/api/admin/orders?status=PAID&limit=1');
    const pending = await api('/api/admin/orders?status=PENDING&limit=1');
    const order = paid.json.data.orders[0] ?? pending.json.data.orders[0];
    expect(order, 'the seed has a PAID or PENDING order').toBeTruthy();
    const status = order.status === 'PAID' ? 'VERIFIED' : 'CANCELLED';
    expect((await api(`/api/admin/orders/${order.id}/status`, { method: 'PUT', body: { status } })).status).toBe(200);
    await until(new RegExp(`event: order\\ndata: \\{"orderId":"${order.id}"`));
    await reader.cancel();
  });

  it('sends a verification link to PUBLIC_URL, and the link works through nginx', async () => {
    expect((await api('/api/admin/settings', { method: 'PUT', body: { section: 'email', settings: smtp.settings() } })).status).toBe(200);
    const users = await api('/api/admin/users?limit=100');
    const unverified = users.json.data.users.find((u: { emailVerified: boolean }) => !u.emailVerified);
    expect(unverified, 'the seed has an unverified user').toBeTruthy();
    expect((await api(`/api/admin/users/${unverified.id}/resend-verification`, { method: 'POST' })).status).toBe(200);
    // The seed's queue goes out too once SMTP is set: wait for this user's link.
    const linkIn = () => smtp.received.map((m) => /(http:\/\/\S+\/api\/verify-email\?token=[\w-]+)/.exec(m.text ?? '')?.[1]).find(Boolean);
    while (!linkIn()) await new Promise((r) => setTimeout(r, 100));
    const link = linkIn()!;
    expect(link.startsWith(`${proxied}/api/verify-email?token=`), link).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Verify my email|Xác minh email của tôi/);
    // The page's button: the form posts the token back through nginx.
    const posted = await fetch(`${proxied}/api/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
    });
    expect(posted.status).toBe(200);
    expect((await api(`/api/admin/users/${unverified.id}`)).json.data.emailVerified).toBe(true);
  });

  it('compresses once: an asset comes as the Brotli copy, unchanged', async () => {
    const html = await (await fetch(`${proxied}/admin/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await rawGet(`${proxied}${script}`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).equals(readFileSync(join(ROOT, 'dist', script)))).toBe(true);
  });
});
