// UI tests: each file gets its own server app (a clone of the test snapshot); msw forwards
// every /api request the client makes to it in-process, so a test exercises the client, the
// contract and the server together, with no port and no mocked responses.
import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../../server/core/config';
import { createTestApp, type TestApp } from '../support/test-app';

// jsdom's FormData/File/Blob are not ones Node's fetch can send (Vitest's own conversion of a
// jsdom FormData drops a file's name and bytes). Use Node's own classes (the browser has its
// native ones), defined on the global itself: assigning would go through jsdom's window
// accessors and replace the window's classes too, which Vitest's Request then mistakes for
// jsdom's and tries to convert.
const nodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor;
for (const [name, value] of Object.entries({ FormData: nodeFormData, File: NodeFile, Blob: NodeBlob })) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

let current: TestApp | undefined;
let appConfig: Partial<AppConfig> = {};
/** Server settings for this file's app (call at the top of a test file, before its hooks run). */
export function configureTestApp(config: Partial<AppConfig>): void {
  appConfig = config;
}
/** Requests the app is still answering: a screen unmounted at the end of a test may have left some. */
const inFlight = new Set<Promise<Response>>();
const server = setupServer(
  http.all(/\/api\//, ({ request }) => {
    const answer = Promise.resolve(current!.app.fetch(request));
    inFlight.add(answer);
    return answer.finally(() => inFlight.delete(answer));
  }),
);

/** The server app behind this test file (its db, clock and login). */
export function testApp(): TestApp {
  if (!current) throw new Error('the test app is not ready (use it inside tests or hooks)');
  return current;
}

beforeAll(async () => {
  current = await createTestApp({ config: appConfig });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(async () => {
  server.close();
  // Closing the database under a request still running would fail it with 'PGlite is closed'.
  await Promise.allSettled([...inFlight]);
  await current?.close();
});
