// A fresh app on its own copy of the test snapshot, with a movable clock and helpers.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../server/app.js';
import type { AppConfig } from '../../server/core/config.js';
import type { Clock } from '../../server/core/clock.js';
import { type DbHandle, openDb } from '../../server/db/client.js';
import { createLiveOrders } from '../../server/areas/orders/live-hub.js';
import { watchSettings } from '../../server/settings/store.js';
import { holdEmbeddedSessions } from '../../server/areas/auth/held-sessions.js';
import type { Logger } from '../../server/logging/logger.js';
import { TEST_ADMIN, TEST_NOW } from './constants.js';
import { adminUrl, dropDatabase, withDatabase } from './pg.js';

export interface TestClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

export function testClock(start = TEST_NOW): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

let snapshot: Blob | undefined;

/** The handle, and on PostgreSQL the address of the cloned database. */
async function cloneDatabase(): Promise<DbHandle & { databaseUrl?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `cv_admin_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    await client.end();
    const databaseUrl = withDatabase(url, name);
    const handle = await openDb({ databaseUrl, poolSize: 4, requestTimeouts: true });
    return {
      ...handle,
      databaseUrl,
      close: async () => {
        await handle.close();
        await dropDatabase(url, name);
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('snapshotPath'))]);
  return openDb({ loadDataDir: snapshot });
}

const isEventStream = (res: Response) => (res.headers.get('content-type') ?? '').startsWith('text/event-stream');

/** An event stream never ends by itself: its text up to the first message, then it is closed. */
async function firstMessage(res: Response): Promise<string> {
  const reader = res.body!.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}

export interface TestAppOptions {
  clock?: TestClock;
  config?: Partial<AppConfig>;
  /** How often live events look for expired orders (only while a stream is open). */
  expiryTickMs?: number;
  /**
   * Another server instance on that app's database (not a clone): its own pool and LISTEN
   * connection on PostgreSQL, the same in-process PGlite otherwise. Close it first.
   */
  sameDatabaseAs?: TestApp;
  /** Where the app's log lines go (silent by default). */
  logger?: Logger;
}

async function openDatabase(sameAs?: TestApp): Promise<DbHandle & { databaseUrl?: string }> {
  if (!sameAs) return cloneDatabase();
  const { databaseUrl } = sameAs.handle;
  if (!databaseUrl) return { ...sameAs.handle, close: async () => {} };
  return { ...(await openDb({ databaseUrl, poolSize: 4, requestTimeouts: true })), databaseUrl };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const handle = await openDatabase(options.sameDatabaseAs);
  const clock = options.clock ?? testClock();
  const live = createLiveOrders({ db: handle.db, clock, listen: handle.listen, expiryTickMs: options.expiryTickMs ?? 200 });
  const app = createApp({ db: handle.db, clock, live, config: { trustProxy: 1, ...options.config }, logger: options.logger });
  // As server/main.ts: the security settings in memory, forgotten on every instance when they
  // change; on the embedded database the sessions too.
  const unwatchSettings = await watchSettings(handle.db, handle.listen);
  const unholdSessions = await holdEmbeddedSessions(handle);

  /** A request as the API's clients make it: JSON body, optional bearer token. */
  async function call(method: string, path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = isEventStream(res) ? await firstMessage(res) : await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  async function login(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
    const res = await call('POST', '/api/admin/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json.data.token as string;
  }

  const close = async () => {
    await live.close();
    await unwatchSettings();
    await unholdSessions();
    await handle.close();
  };
  return { app, db: handle.db, handle, clock, live, call, login, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type SignedInApp = TestApp & { token: string };

/**
 * The start of most server test files: a fresh app for the file (or the describe block it is
 * called in), signed in as the test admin (`token`), closed afterwards. Its fields are there
 * from the first beforeAll on.
 */
export function useSignedInApp(options: TestAppOptions = {}): SignedInApp {
  const app = {} as SignedInApp;
  beforeAll(async () => {
    const created = await createTestApp(options);
    Object.assign(app, created, { token: await created.login() });
  });
  afterAll(() => app.close?.());
  return app;
}
