// What goes out compressed: JSON answers and CSV downloads when the client accepts gzip, the
// API document and the reference page's files compressed once (Brotli or gzip); never the
// live event stream.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../support/test-app.js';

describe('compression', () => {
  const t = useSignedInApp();
  const get = (path: string, encoding: string, token?: string) =>
    t.app.request(path, { headers: { 'accept-encoding': encoding, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('compresses a JSON list and a CSV download for a client that accepts gzip, and not for one that does not', async () => {
    const list = await get('/api/admin/users?limit=50', 'gzip, deflate', t.token);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.parse(gunzipSync(Buffer.from(await list.arrayBuffer())).toString());
    expect(json.data.users.length).toBeGreaterThan(0);
    const plain = await get('/api/admin/users?limit=50', 'identity', t.token);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.users.length).toBe(json.data.users.length);

    const csv = await get('/api/admin/users/export', 'gzip', t.token);
    expect(csv.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await csv.arrayBuffer())).toString()).toMatch(/^\uFEFFID,First Name/);
  });

  it('never compresses the live event stream', async () => {
    const res = await get('/api/admin/events', 'gzip, br', t.token);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.body?.cancel();
  });

  it('sends the API document and the reference page files as compressed once, Brotli first', async () => {
    const doc = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(doc.headers.get('content-encoding')).toBe('br');
    expect(doc.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await doc.arrayBuffer())).toString()).openapi).toBe('3.1.0');
    const bundle = Buffer.from(await (await get('/api/docs/swagger-ui-bundle.js', 'gzip')).arrayBuffer());
    expect(gunzipSync(bundle).length).toBeGreaterThan(1_000_000);
    // Compressed once: the same bytes each time.
    expect(Buffer.from(await (await get('/api/docs/swagger-ui-bundle.js', 'gzip')).arrayBuffer()).equals(bundle)).toBe(true);
  });
});
