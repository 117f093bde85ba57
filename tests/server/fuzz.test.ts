// Hostile traffic against the server listening on a real port: batches of random
// requests to every route the app registers (tests/server/fuzz-inputs.ts), sent by 4
// concurrent keep-alive clients on Node's own fetch. Properties: every request is answered
// (no connection closed under it); no 5xx; every 4xx is the JSON error envelope, with no
// stack, SQL or driver text; the sessions still work afterwards.
//
// Seeded and replayable: the seed is printed; `FUZZ_SEED=<seed>` replays it (and shrinks a
// failure to a smaller batch), `FUZZ_RUNS=<n>` sends more batches.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_TEXT, endpoints, realIdsByTable, type Route, STACK } from '../support/routes.js';
import { type ListeningApp, listenTestApp } from '../support/listening-app.js';
import { type Probe, probe, toFetch } from './fuzz-inputs.js';
import { admins } from '../../server/db/schema.js';
import { hashPassword } from '../../server/security/passwords.js';

const REPLAY = process.env.FUZZ_SEED;
const SEED = REPLAY ? Number(REPLAY) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const BATCH = 40;
const CLIENTS = 4;
const WITNESS = { email: 'witness@example.com', password: 'Witness-Admin-Pass-1' };

const describeProbe = (p: Probe) => {
  const b = p.body;
  const body = b.kind === 'json' ? JSON.stringify(b.value)?.slice(0, 80) : b.kind === 'big' ? `${b.bytes} bytes as ${b.type}` : b.kind;
  return `${p.method} ${p.path.slice(0, 160)} [${body}] auth=${p.auth}`;
};

// The CV preview and the email verification page (GET shows it, its form POSTs back) are HTML for a browser.
const isBrowserPage = (p: Probe) =>
  (p.method === 'GET' && p.path.startsWith('/api/cv/render/')) || ((p.method === 'GET' || p.method === 'POST') && p.path.startsWith('/api/verify-email'));

/** What is wrong with an answer, if anything. */
function offence(p: Probe, status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `${status}: ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (isBrowserPage(p) && contentType.startsWith('text/html')) return STACK.test(text) || DRIVER_TEXT.test(text) ? `${status} page shows internals` : undefined;
  if (!contentType.includes('application/json')) return `${status} as ${contentType || 'no content type'}: ${text.slice(0, 120)}`;
  let json: { success?: unknown; message?: unknown; errors?: unknown };
  try {
    json = JSON.parse(text);
  } catch {
    return `${status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  if (json.success !== false || typeof json.message !== 'string') return `${status} without the envelope: ${text.slice(0, 200)}`;
  if (json.errors !== undefined && (typeof json.errors !== 'object' || Object.values(json.errors ?? {}).some((v) => typeof v !== 'string'))) {
    return `${status} with errors that are not field → text: ${text.slice(0, 200)}`;
  }
  if (STACK.test(text) || DRIVER_TEXT.test(text)) return `${status} shows internals: ${text.slice(0, 300)}`;
  return undefined;
}

describe('hostile traffic on a listening server', () => {
  let t: ListeningApp;
  /** A session of another admin (a fuzz client may sign out all its own admin's other sessions): it must still work after the run. */
  let witness: string;
  const tokens: string[] = [];
  let routes: Route[];
  /** Real ids per table. */
  const ids: Record<string, string[]> = {};
  /** Answers per status, printed after the run: how deep the requests got. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    // The webhook switched on (so it checks signatures rather than answering 503), and no
    // per-IP sign-in throttle in the way of a client signing in again after a random logout.
    t = await listenTestApp({ config: { paymentWebhookSecret: 'fuzz-webhook-secret', ipLoginLimit: 1_000_000 } });
    await t.db.insert(admins).values({ email: WITNESS.email, passwordHash: await hashPassword(WITNESS.password), firstName: 'Witness', lastName: 'Admin' });
    witness = await t.login(WITNESS.email, WITNESS.password);
    for (let i = 0; i < CLIENTS; i++) tokens.push(await t.login());
    routes = endpoints(t.app).filter((r) => r.path.startsWith('/api/'));
    Object.assign(ids, await realIdsByTable(t.db, 3));
  });
  afterAll(() => t?.close());

  /** Sends a batch through CLIENTS concurrent clients; returns the offences. */
  async function send(batch: Probe[]): Promise<string[]> {
    const offences: string[] = [];
    let next = 0;
    const client = async (c: number) => {
      while (next < batch.length) {
        const p = batch[next++]!;
        let status: number;
        let contentType: string;
        let text: string;
        try {
          const res = await fetch(t.base + p.path, toFetch(p, tokens[c]!));
          status = res.status;
          contentType = res.headers.get('content-type') ?? '';
          // The live event stream (GET /api/admin/events) never ends: its head is the answer.
          if (res.ok && contentType.startsWith('text/event-stream')) {
            await res.body?.cancel();
            text = '';
          } else text = await res.text();
        } catch (err) {
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          offences.push(`${describeProbe(p)}: no answer (${cause?.code ?? ''} ${cause?.message ?? (err as Error).message})`);
          continue;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const wrong = offence(p, status, contentType, text);
        if (wrong) offences.push(`${describeProbe(p)}: ${wrong}`);
        // A random request signed this client out: sign in again, to keep reaching the routes.
        if (p.method === 'POST' && p.path.startsWith('/api/admin/auth/logout') && p.auth === 'session' && status === 200) {
          tokens[c] = await t.login().catch(() => tokens[c]!);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    return offences;
  }

  it('answers every request, never with a 5xx, every 4xx as the JSON envelope without internals', async () => {
    console.log(`fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED} npx vitest run tests/server/fuzz.test.ts`);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(probe(routes, ids), { minLength: BATCH / 2, maxLength: BATCH }), async (batch) => {
        const offences = await send(batch);
        sent += batch.length;
        if (offences.length) throw new Error(`${offences.length} of ${batch.length} requests:\n${offences.slice(0, 8).join('\n')}`);
      }),
      // Shrinking resends whole batches: only when replaying a seed on purpose.
      { seed: SEED, numRuns: RUNS, endOnFailure: !REPLAY },
    );
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`fuzz: ${sent} requests over ${routes.length} routes: ${tally.join(' ')}`);
    expect(sent).toBeGreaterThanOrEqual((RUNS * BATCH) / 2);
  }, 180_000);

  it('keeps the sessions working after the run', async () => {
    const me = await t.call('GET', '/api/admin/auth/me', { token: witness });
    expect(me.status).toBe(200);
    const users = await t.call('GET', '/api/admin/users?limit=5', { token: witness });
    expect(users.status).toBe(200);
    expect(users.json.data.users.length).toBeGreaterThan(0);
    // And over the port, on a fresh connection.
    const res = await fetch(`${t.base}/api/admin/dashboard/health`, { headers: { authorization: `Bearer ${witness}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('ok');
  });
});
