// A fresh app on its own copy of the test snapshot, with a movable clock and helpers.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app.js';
import type { AppConfig, Clock } from '../../server/context.js';
import { type DbHandle, openDb } from '../../server/db/client.js';
import type { Logger } from '../../server/lib/logger.js';
import { TEST_ADMIN, TEST_NOW } from './constants.js';
import { adminUrl, withDatabase } from './pg.js';

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

/** A copy of the snapshot; on PostgreSQL also its address (a second connection pool, a second "instance"). */
async function cloneDatabase(): Promise<DbHandle & { databaseUrl?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `cv_admin_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    await client.end();
    const handle = await openDb({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    return {
      ...handle,
      databaseUrl: withDatabase(url, name),
      close: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: adminUrl(url) });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('snapshotPath'))]);
  return openDb({ loadDataDir: snapshot });
}

export interface TestAppOptions {
  clock?: TestClock;
  config?: Partial<AppConfig>;
  /** Where the app's log lines go (silent by default). */
  logger?: Logger;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const handle = await cloneDatabase();
  const clock = options.clock ?? testClock();
  const app = createApp({ db: handle.db, clock, config: { trustProxy: true, ...options.config }, logger: options.logger });

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
    const text = await res.text();
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

  return { app, db: handle.db, handle, clock, call, login, close: () => handle.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
