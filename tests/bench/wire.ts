// Bytes on the wire for the first screens, through the real server: the sign-in page (the
// HTML and the JavaScript and CSS it loads before anything shows) and the dashboard (that plus
// the dashboard's own chunks), asked for as a browser does (Accept-Encoding: br, gzip) beside
// a client that accepts no compression (what every browser got before the build wrote
// compressed copies). Reads the build in dist/ (bundle.ts builds it first in npm run bench).
//   npx tsx tests/bench/wire.ts
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../server/app.js';
import { openDb } from '../../server/db/client.js';
import { createHttpServer, listen } from '../../server/http-server.js';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const filesOf = (manifest: Manifest, keys: Set<string>) => [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);

/** The bytes the server sends for one path (headers left out), without decoding them. */
function wireBytes(port: number, path: string, encoding?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function run(log: (line: string) => void = console.log) {
  const manifest = JSON.parse(readFileSync(join('dist', '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const signIn = closure(manifest, entry);
  const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('pages/dashboard/Dashboard.tsx'))!;
  // The admin app is a lazy chunk of its own (the sign-in entry): the dashboard needs it too.
  const appKey = Object.keys(manifest).find((k) => k.endsWith('src/App.tsx'));
  const dashboard = closure(manifest, dashboardKey, appKey ? closure(manifest, appKey, new Set(signIn)) : new Set(signIn));
  const handle = await openDb({});
  const server = createHttpServer(createApp({ db: handle.db, config: { staticDir: 'dist' } }).fetch);
  const port = await listen(server, 0, '127.0.0.1');
  const total = async (paths: string[], encoding?: string) => (await Promise.all(paths.map((p) => wireBytes(port, p, encoding)))).reduce((a, b) => a + b, 0);
  const screens = {
    'sign-in page': ['/admin/login', ...filesOf(manifest, signIn).map((f) => `/${f}`)],
    dashboard: ['/admin/dashboard', ...filesOf(manifest, dashboard).map((f) => `/${f}`)],
  };
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
  log('screen          files   uncompressed   br, gzip    ratio');
  for (const [name, paths] of Object.entries(screens)) {
    const plain = await total(paths);
    const compressed = await total(paths, 'br, gzip');
    log(`${name.padEnd(15)} ${String(paths.length).padStart(5)} ${kB(plain)}   ${kB(compressed)}   ${((compressed / plain) * 100).toFixed(0).padStart(4)} %`);
  }
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await handle.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
