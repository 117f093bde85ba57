// Serves the built SPA: assets as files — the Brotli or gzip copy the build wrote beside each
// one when the browser accepts it (build/compress-assets.ts), so nothing is compressed per
// request — every /admin/* path as index.html (history fallback), and / and /admin
// redirected to the dashboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/context.js';
import { spaPageHeaders } from './http/security-headers.js';

/** Any answer that may come compressed says that it depends on Accept-Encoding, for caches. */
const varyOnEncoding = (c: Context) => {
  if (!c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
};

export function serveSpa(app: Hono<AppEnv>, root: string) {
  const indexHtml = () => readFileSync(join(root, 'index.html'), 'utf8');
  app.get('/', (c) => c.redirect('/admin/dashboard'));
  app.get('/admin', (c) => c.redirect('/admin/dashboard'));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        // Hashed names: a file never changes under its name.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        varyOnEncoding(c);
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        varyOnEncoding(c);
        if (path.endsWith('.html')) spaPageHeaders(c);
      },
    }),
  );
  app.get('/admin/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    spaPageHeaders(c);
    return c.html(indexHtml());
  });
}
