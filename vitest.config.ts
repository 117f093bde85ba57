import { defineConfig } from 'vitest/config';
import { signInCatalog } from './build/sign-in-catalog.ts';

// One run, four projects: unit (pure functions), server (createApp on a cloned database),
// ui (real screens in jsdom against the in-process server), e2e (Chromium against the
// started servers). groupOrder runs them in three waves (unit+server, ui, e2e) so jsdom
// and Chromium never compete for the same two cores; e2e files run two at a time, each
// worker against a server of its own (tests/e2e/global-setup.ts).
export default defineConfig({
  // The unit tests import client modules too: i18n/index.ts reads the sign-in page's texts
  // from this plugin's virtual modules (the ui project has it through vite.config.ts).
  plugins: [signInCatalog()],
  test: {
    // Vitest's default (cores - 1) is one worker on a two-core machine; two finish the
    // server and UI waves about a fifth sooner there (measured: 113 → 95 s, 204 → 159 s).
    maxWorkers: 2,
    // expect.poll gives up after 1 s by default: a live update on a loaded two-core machine
    // can take longer. A poll still ends as soon as its value is right.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          // The files share a worker's modules instead of importing the server and PGlite's
          // wasm afresh each: they hold no module state (each builds its app on a database
          // of its own), and the wave runs in 228 s instead of 326 s (517 tests).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          // This project extends the Vite config rather than this file: maxWorkers is a
          // project's own setting, and without it here the wave ran on one worker (310 s).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/ui/setup.ts'],
          // jsdom's origin; the client's fetches go there and msw hands them to the app.
          env: { VITE_API_URL: 'http://localhost:3000' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A look in both languages at both widths is four sessions of several screens; with
          // two browsers sharing two cores one took 72 s.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
