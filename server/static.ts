// Serves the built SPA: assets as files, every /admin/* path as index.html (history
// fallback), and / and /admin redirected to the dashboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context.js';

export function serveSpa(app: Hono<AppEnv>, root: string) {
  const indexHtml = () => readFileSync(join(root, 'index.html'), 'utf8');
  app.get('/', (c) => c.redirect('/admin/dashboard'));
  app.get('/admin', (c) => c.redirect('/admin/dashboard'));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('/admin/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
}
