// The built SPA as the server sends it: the Brotli or gzip copy the build wrote when the
// browser accepts one (with Vary), the file itself otherwise; hashed assets cached for good,
// index.html revalidated; /admin/* falls back to index.html.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

describe('the SPA files', () => {
  let t: TestApp;
  let root: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Admin</title><div id="root"></div>');
    writeFileSync(join(root, 'assets/app-abc123.js'), SCRIPT);
    writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
    app = createApp({ db: t.db, clock: t.clock, config: { staticDir: root } });
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await t.close();
  });

  const get = (path: string, encoding?: string) => app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression, still saying it varies', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('caches hashed assets for good and revalidates the page', async () => {
    expect((await get('/assets/app-abc123.js', 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/admin/users?userId=1', 'br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });
});
