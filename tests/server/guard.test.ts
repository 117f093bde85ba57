// Every route as the areas declare it (so a route added later is covered too): the guard of
// each one that is not public, and that no input gives a 500, a stack trace or a password hash.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';
import { AREAS } from '../../server/areas/index.js';
import { honoPath } from '../../server/http/route.js';
import { endpoints, fill, realIdsByTable, STACK, tableOfPath } from '../support/routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Every declared route, as the app registers it, with its access. */
const declared = AREAS.flatMap((area) => area.routes).map((r) => ({ method: r.method.toUpperCase(), path: honoPath(r.path), public: r.public === true }));

const HASH = /\$argon2|password_?hash/i;

function expectSafe(res: { status: number; text: string; headers: Headers; json: any }, what: string) {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.text, what).not.toMatch(STACK);
  expect(res.text, what).not.toMatch(HASH);
  if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
    expect(res.json?.success, what).toBe(false);
    expect(typeof res.json?.message, what).toBe('string');
  }
}

describe('the guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers exactly the declared routes', () => {
    const registered = endpoints(t.app).map((r) => `${r.method} ${r.path}`);
    expect(registered.sort()).toEqual(declared.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('answers 401 on every route that is not public, without a token and with a bad one', async () => {
    const bad = ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl', ''];
    for (const route of declared.filter((r) => !r.public)) {
      const path = fill(route.path, randomUUID());
      const none = await t.call(route.method, path, { body: route.method === 'GET' ? undefined : {} });
      expect(none.status, `${route.method} ${route.path} without a token`).toBe(401);
      expect(none.json).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
      for (const token of bad) {
        const res = await t.call(route.method, path, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status, `${route.method} ${route.path} with "${token}"`).toBe(401);
      }
    }
  });

  it('lets the public routes through without a token', async () => {
    for (const route of declared.filter((r) => r.public)) {
      const res = await t.call(route.method, fill(route.path, randomUUID()), { body: route.method === 'GET' ? undefined : {} });
      expect(res.json?.message, `${route.method} ${route.path}`).not.toBe('Authentication required. Please log in again.');
    }
  });

  it('answers an unknown /api path with a 404 envelope (401 under /api/admin without a session)', async () => {
    const res = await t.call('GET', '/api/admin/no-such-thing', { token: await t.login() });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Not found' });
    expect((await t.call('GET', '/api/admin/no-such-thing')).status).toBe(401);
    expect((await t.call('GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('no input produces a 500, a stack trace or a password hash', () => {
  let t: TestApp;
  let token: string;
  /** A real id per table, so requests also reach the code behind the id lookup. */
  const realIds: Record<string, string> = {};

  beforeAll(async () => {
    // With the payments webhook switched on, so its signature checks get the bad input too.
    t = await createTestApp({ config: { paymentWebhookSecret: 'guard-test-webhook-secret' } });
    token = await t.login();
    // Give every user a real hash, so a leak would show.
    await t.db.update(users).set({ passwordHash: await hashPassword('User-Password-1') });
    for (const [table, ids] of Object.entries(await realIdsByTable(t.db, 1))) if (ids[0]) realIds[table] = ids[0];
  });
  afterAll(() => t.close());

  const idsFor = (path: string) => {
    const table = tableOfPath(path, realIds);
    const real = (table && realIds[table]) ?? realIds.cvs;
    return [randomUUID(), 'not-a-uuid', real].filter((x): x is string => !!x);
  };

  const QUERIES = [
    '',
    '?page=abc&limit=10000',
    '?page=0&limit=-5&sort=nope&order=sideways',
    '?status=bogus&language=xx&isActive=maybe&isPremium=2&isPopular=yes&category=%00&format=xml',
    '?dateFrom=not-a-date&dateTo=2026-13-45T99:00',
    `?search=${encodeURIComponent("%_\\' or 1=1; drop table users; --")}&limit=100`,
    `?search=${'x'.repeat(5000)}`,
    '?page=1e400&limit=1.5',
    // PostgreSQL text cannot hold U+0000 (found by the fuzz test: a 500 on every search).
    '?search=a%00b&dateTo=%2B059322-11-20T03%3A38%3A18.310Z',
  ];
  const BODIES: { body: string; type?: string }[] = [
    { body: 'not json', type: 'text/plain' },
    { body: '{"broken": ' },
    { body: 'null' },
    { body: '[]' },
    { body: '{}' },
    { body: '"just a string"' },
    {
      body: JSON.stringify({
        status: 'VERIFIED',
        userIds: 'x',
        cvIds: [1, null],
        packageIds: [{}],
        orderIds: ['not-a-uuid'],
        templateIds: [randomUUID()],
        contactIds: 5,
        updates: [],
        credits: { cvCreation: -1 },
        price: 1e300,
        section: 'security',
        settings: null,
        content: 42,
        packageId: 'x',
        email: 7,
      }),
    },
    { body: JSON.stringify({ name: 'x'.repeat(20_000), description: '\u0000', page: -1, firstName: { a: 1 }, isActive: 'yes', status: ['new'] }) },
    { body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    {
      body: JSON.stringify({
        firstName: 'Nul\u0000',
        lastName: 'Byte',
        name: 'A name\u0000',
        description: 'A description long enough',
        subject: 'S\u0000',
        message: 'M',
        category: 'general',
        email: 'nul@example.com',
        content: '<p>\u0000</p>',
      }),
    },
  ];

  async function send(method: string, path: string, init: { body?: string; type?: string } = {}) {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = init.type ?? 'application/json';
    let res = await t.call(method, path, { token, body: init.body, headers });
    if (res.status === 401) {
      // The previous request signed out or changed the password: sign in again and retry.
      token = await t.login();
      res = await t.call(method, path, { token, body: init.body, headers });
    }
    return res;
  }

  it('survives malformed queries, ids and bodies on every route', async () => {
    const routes = endpoints(t.app).filter((r) => r.path.startsWith('/api/'));
    // Deletions last, so the other routes still find the real ids.
    routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    let requests = 0;
    for (const route of routes) {
      const paths = route.path.includes(':') ? idsFor(route.path).map((id) => fill(route.path, id)) : [route.path];
      for (const path of paths) {
        if (route.method === 'GET') {
          for (const query of QUERIES) {
            expectSafe(await send('GET', path + query), `GET ${path}${query.slice(0, 60)}`);
            requests++;
          }
        } else {
          for (const body of [undefined, ...BODIES]) {
            expectSafe(await send(route.method, path, body), `${route.method} ${path} ${body?.body.slice(0, 60) ?? '(no body)'}`);
            requests++;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(100);
  }, 600_000);

  it('never shows a hash in what the admin reads', async () => {
    const reads = endpoints(t.app).filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
    for (const route of reads) {
      for (const path of route.path.includes(':') ? idsFor(route.path).map((id) => fill(route.path, id)) : [route.path]) {
        const res = await send('GET', path);
        expect(res.text, path).not.toMatch(HASH);
      }
    }
    const [admin] = await t.db.select({ hash: admins.passwordHash }).from(admins).limit(1);
    expect(admin!.hash).toMatch(/^\$argon2id\$/);
  });
});
