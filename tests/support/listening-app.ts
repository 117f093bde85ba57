// A test app behind the real HTTP server (server/http-server.ts) on a free local port: for
// the tests that need what only a socket shows (keep-alive, early answers, parser errors).
import type { Server } from 'node:http';
import { createHttpServer, listen } from '../../server/http-server.js';
import { createTestApp, type TestAppOptions } from './test-app.js';

export async function listenTestApp(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const server: Server = createHttpServer(t.app.fetch);
  const port = await listen(server, 0, '127.0.0.1');
  return {
    ...t,
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await t.close();
    },
  };
}

export type ListeningApp = Awaited<ReturnType<typeof listenTestApp>>;
