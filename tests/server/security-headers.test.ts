// Headers on every answer: nosniff and no Referer on JSON, errors, files and pages; the SPA's
// page with its Content-Security-Policy (no inline script, no eval, framed by nobody); HSTS
// only when PUBLIC_URL is https.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { SPA_CSP } from '../../server/http/security-headers.js';
import { useSignedInApp } from '../support/test-app.js';

describe('security headers', () => {
  const t = useSignedInApp();
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'spa-headers-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(join(root, 'assets/app.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const app = (config: Record<string, unknown> = {}) => createApp({ db: t.db, clock: t.clock, config: { staticDir: root, ...config } });

  it('every answer says nosniff and sends no Referer: JSON, an error, a 404, a file, the page', async () => {
    const a = app();
    const answers = [
      await a.request('/api/admin/dashboard', { headers: { authorization: `Bearer ${t.token}` } }),
      await a.request('/api/admin/dashboard'),
      await a.request('/api/nothing'),
      await a.request('/healthz'),
      await a.request('/assets/app.js'),
      await a.request('/admin/users'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 200, 200]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("the SPA's page has its policy: scripts from here only, no eval, nothing inline, not framed", async () => {
    const page = await app().request('/admin/dashboard');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toBe(SPA_CSP);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // The JSON answers are not pages: no policy needed there.
    expect((await app().request('/healthz')).headers.get('content-security-policy')).toBeNull();
  });

  it('HSTS when the panel is reached over https', async () => {
    const res = await app({ publicUrl: 'https://admin.example.com' }).request('/healthz');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await app({ publicUrl: 'http://10.0.0.5:8080' }).request('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });
});
