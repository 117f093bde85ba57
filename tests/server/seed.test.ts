// The demo data generator: deterministic, covers every state the screens show, and
// consistent with itself (counts, usage, subscriptions, payments) at any chunking.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_SECTIONS, KNOWN_PLACEHOLDERS } from '../../contract/cv-data.js';
import { validateTemplate } from '../../contract/template-validation.js';
import { TEMPLATE_CATEGORIES } from '../../contract/templates.js';
import { type DbHandle, openDb } from '../../server/db/client.js';
import { migrateDb } from '../../server/db/migrate.js';
import { verifyCounters } from '../../server/db/counters.js';
import { seed, type SeedOptions } from '../../server/db/seed/index.js';
import { DEMO_BANK } from '../../server/db/seed/settings.js';
import { getSettings } from '../../server/settings/store.js';
import { jwtKey } from '../../server/areas/auth/sessions.js';
import { TEST_NOW, TEST_SEED_USERS } from '../support/constants.js';
import { adminUrl, dropDatabase, withDatabase } from '../support/pg.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const clock = { now: () => TEST_NOW };
const DAY = 86_400_000;
const VN = 7 * 3_600_000;

/** An empty, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function emptyDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDb({});
    await migrateDb(handle);
    return handle;
  }
  const name = `cv_seed_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openDb({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

async function seeded(options: Omit<SeedOptions, 'clock'>): Promise<DbHandle> {
  const handle = await emptyDb();
  await jwtKey(handle.db); // as bootstrap does: the signing key exists before the seed runs
  await seed(handle.db, { clock, ...options });
  return handle;
}

type Row = Record<string, unknown>;
const rows = async (handle: DbHandle, query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;

const TABLES = [
  'users',
  'cvs',
  'orders',
  'payments',
  'subscriptions',
  'credit_entries',
  'user_activity',
  'activity_events',
  'contacts',
  'templates',
  'template_previews',
  'packages',
  'email_outbox',
];

/** Every seeded row (the JWT key is random by design and left out). */
async function dump(handle: DbHandle) {
  const out: Record<string, Row[]> = {};
  for (const table of TABLES) out[table] = await rows(handle, sql.raw(`select * from ${table} order by id`));
  out.settings = await rows(
    handle,
    sql`select section, value - 'jwtSecret' as value, case when section <> 'security' then updated_at end as updated_at from settings order by section`,
  );
  return out;
}

describe('determinism', () => {
  let a: DbHandle;
  let b: DbHandle;
  let chunked: DbHandle;
  let parallel: DbHandle;
  let other: DbHandle;
  beforeAll(async () => {
    a = await seeded({ users: 30 });
    b = await seeded({ users: 30 });
    // The benchmark path: chunked transactions, indexes dropped and rebuilt.
    chunked = await seeded({ users: 30, mode: 'bulk', chunkUsers: 7, workers: 0 });
    // On PostgreSQL: the users generated in three worker threads (PGlite loads in the main thread).
    parallel = await seeded({ users: 30, mode: 'bulk', chunkUsers: 4, workers: 3 });
    other = await seeded({ users: 30, seed: 42 });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a, b, chunked, parallel, other].map((h) => h?.close()));
  });

  it('gives the same rows for the same seed and size', async () => {
    const first = await dump(a);
    expect(first.users).toHaveLength(30);
    expect(await dump(b)).toEqual(first);
  });

  it('gives the same rows whatever the chunking and the number of workers, and rebuilds every index and foreign key', async () => {
    expect(await dump(chunked)).toEqual(await dump(a));
    expect(await dump(parallel)).toEqual(await dump(a));
    const indexes = (h: DbHandle) => rows(h, sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`);
    const expected = await indexes(a);
    expect(expected.some((r) => String(r.indexdef).includes('gin_trgm_ops'))).toBe(true);
    expect(await indexes(chunked)).toEqual(expected);
    const foreignKeys = (h: DbHandle) =>
      rows(h, sql`select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' order by 1, 2`);
    const fks = await foreignKeys(a);
    expect(fks.length).toBeGreaterThan(10);
    expect(await foreignKeys(chunked)).toEqual(fks);
  });

  it('leaves the stats counters equal to the rows, in one transaction or in bulk', async () => {
    for (const handle of [a, chunked, parallel]) expect(await verifyCounters(handle.db)).toEqual([]);
  });

  it('gives other rows for another seed', async () => {
    const [x, y] = [await dump(a), await dump(other)];
    expect(y.users!.map((u) => u.email)).not.toEqual(x.users!.map((u) => u.email));
  });

  it('never overwrites the JWT key bootstrap wrote before seeding', async () => {
    const fresh = await emptyDb();
    try {
      await jwtKey(fresh.db);
      const before = (await getSettings(fresh.db, 'security')).jwtSecret;
      expect(before.length).toBeGreaterThan(30);
      await seed(fresh.db, { users: 5, clock });
      expect((await getSettings(fresh.db, 'security')).jwtSecret).toBe(before);
    } finally {
      await fresh.close();
    }
  });
});

/** What the screens need to find in the data, at the default scale. */
describe('default scale (200 users)', () => {
  let h: DbHandle;
  const q = (query: ReturnType<typeof sql>) => rows(h, query);
  const one = async (query: ReturnType<typeof sql>) => (await q(query))[0]!;
  beforeAll(async () => {
    h = await seeded({ users: 200 });
  }, 120_000);
  afterAll(() => h?.close());

  it('has about 200 users, 600 CVs and 300 orders', async () => {
    const c = await one(
      sql`select (select count(*) from users)::int as users, (select count(*) from cvs)::int as cvs, (select count(*) from orders)::int as orders, (select count(*) from contacts)::int as contacts`,
    );
    expect(c.users).toBe(200);
    expect(c.cvs).toBeGreaterThan(450);
    expect(c.cvs).toBeLessThan(750);
    expect(c.orders).toBeGreaterThan(220);
    expect(c.orders).toBeLessThan(380);
    expect(c.contacts).toBe(40);
  });

  it('has Vietnamese and English names, unique emails, and every kind of account', async () => {
    const users = await q(sql`select first_name, last_name, email, is_active, is_premium, email_verified, last_login_at, password_hash from users`);
    expect(users.some((u) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(`${u.first_name} ${u.last_name}`))).toBe(true);
    expect(users.some((u) => /^[A-Za-z' ]+$/.test(`${u.first_name} ${u.last_name}`))).toBe(true);
    expect(new Set(users.map((u) => String(u.email).toLowerCase())).size).toBe(users.length);
    for (const flag of ['is_active', 'is_premium', 'email_verified'] as const) {
      expect(
        users.some((u) => u[flag] === true),
        flag,
      ).toBe(true);
      expect(
        users.some((u) => u[flag] === false),
        flag,
      ).toBe(true);
    }
    expect(users.some((u) => u.last_login_at === null)).toBe(true);
    expect(users.every((u) => u.password_hash === null)).toBe(true);
  });

  it('has users today, this month and last month in Asia/Ho_Chi_Minh, and none in the future', async () => {
    const local = new Date(TEST_NOW.getTime() + VN);
    const today = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - VN);
    const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VN);
    const lastMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1) - VN);
    const c = await one(sql`select
      count(*) filter (where created_at >= ${today.toISOString()})::int as today,
      count(*) filter (where created_at >= ${month.toISOString()} and created_at < ${today.toISOString()})::int as month,
      count(*) filter (where created_at >= ${lastMonth.toISOString()} and created_at < ${month.toISOString()})::int as last_month,
      count(*) filter (where created_at > ${TEST_NOW.toISOString()} or last_login_at > ${TEST_NOW.toISOString()})::int as future,
      min(created_at) as oldest from users`);
    expect(c.today).toBeGreaterThan(0);
    expect(c.month).toBeGreaterThan(0);
    expect(c.last_month).toBeGreaterThan(0);
    expect(c.future).toBe(0);
    const ageDays = (TEST_NOW.getTime() - new Date(c.oldest as string).getTime()) / DAY;
    expect(ageDays).toBeGreaterThan(300);
    expect(ageDays).toBeLessThan(460);
  });

  it('has CVs in every language and status, with full content and real templates', async () => {
    const cvs = await q(sql`select language, is_draft, is_public, content, template_id, view_count, download_count from cvs`);
    expect(new Set(cvs.map((c) => c.language))).toEqual(new Set(['en', 'vi', 'zh']));
    const status = (c: Row) => (c.is_draft ? 'draft' : c.is_public ? 'public' : 'private');
    expect(new Set(cvs.map(status))).toEqual(new Set(['draft', 'public', 'private']));
    for (const cv of cvs) {
      const content = cv.content as Record<string, unknown> & { personal: Record<string, string> };
      expect(content.personal.fullName).toBeTruthy();
      for (const section of Object.keys(CV_SECTIONS)) expect(Array.isArray(content[section]), section).toBe(true);
      expect((content.experience as unknown[]).length).toBeGreaterThan(0);
      expect(cv.template_id).toBeTruthy();
    }
    expect(cvs.some((c) => Number(c.view_count) > 100)).toBe(true);
    expect(cvs.some((c) => Number(c.download_count) > 0)).toBe(true);
  });

  it('has orders in every state, live PENDING ones expiring 30 min to 48 h from now', async () => {
    const orders = await q(sql`select status, expires_at, paid_at, verified_at, cancelled_at, order_code, currency from orders`);
    const now = TEST_NOW.getTime();
    const shown = (o: Row) => (o.status === 'PENDING' && new Date(o.expires_at as string).getTime() <= now ? 'EXPIRED' : o.status);
    expect(new Set(orders.map(shown))).toEqual(new Set(['PENDING', 'PAID', 'VERIFIED', 'EXPIRED', 'CANCELLED']));
    for (const o of orders.filter((x) => shown(x) === 'PENDING')) {
      const left = new Date(o.expires_at as string).getTime() - now;
      expect(left).toBeGreaterThanOrEqual(30 * 60_000);
      expect(left).toBeLessThanOrEqual(48 * 3_600_000);
    }
    expect(orders.filter((o) => o.status === 'VERIFIED').every((o) => o.verified_at && o.paid_at)).toBe(true);
    expect(orders.filter((o) => o.status === 'PAID').every((o) => o.paid_at && !o.verified_at)).toBe(true);
    expect(orders.filter((o) => o.status === 'CANCELLED').every((o) => o.cancelled_at)).toBe(true);
    expect(orders.every((o) => /^CV\d{4}[0-9A-Z]{6}$/.test(String(o.order_code)))).toBe(true);
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['VND', 'USD']));
  });

  it('has six packages in VND and USD, popular and regular, one inactive, some without expiry', async () => {
    const pkgs = await q(sql`select currency, is_popular, is_active, validity_days, features, features_en, name, name_en from packages`);
    expect(pkgs).toHaveLength(6);
    expect(new Set(pkgs.map((p) => p.currency))).toEqual(new Set(['VND', 'USD']));
    expect(pkgs.filter((p) => p.is_popular).length).toBeGreaterThanOrEqual(1);
    expect(pkgs.filter((p) => !p.is_active)).toHaveLength(1);
    expect(pkgs.some((p) => p.validity_days === null)).toBe(true);
    for (const p of pkgs) {
      expect((p.features as string[]).length).toBeGreaterThan(0);
      expect((p.features_en as string[]).length).toBe((p.features as string[]).length);
    }
  });

  it('has twelve templates over all nine categories whose HTML passes validation without a warning', async () => {
    const templates = await q(sql`select name, category, is_premium, status, content, preview, usage_count from templates`);
    expect(templates).toHaveLength(12);
    expect(new Set(templates.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    expect(templates.some((t) => t.is_premium)).toBe(true);
    expect(templates.some((t) => !t.is_premium)).toBe(true);
    expect(templates.filter((t) => !t.status)).toHaveLength(1);
    for (const t of templates) {
      const content = String(t.content);
      expect(validateTemplate(content), String(t.name)).toEqual({ isValid: true, errors: [], warnings: [] });
      expect(content).not.toMatch(/https?:/i);
      expect(content).toContain('{{personal.fullName}}');
      for (const [, name] of content.matchAll(/\{\{\s*[#^/]?\s*([\w.]+)\s*\}\}/g)) {
        const inSection = Object.values(CV_SECTIONS).some((fields) => (fields as readonly string[]).includes(name!));
        expect(KNOWN_PLACEHOLDERS.has(name!) || inSection, `${t.name}: {{${name}}}`).toBe(true);
      }
      expect(String(t.preview)).toMatch(/^\/api\/template-previews\/[0-9a-f-]{36}$/);
    }
    // The twelve designs are different documents, not one layout recoloured.
    expect(new Set(templates.map((t) => String(t.content).replace(/#[0-9a-f]{3,6}/gi, ''))).size).toBe(12);
  });

  it('serves a real image behind every template preview', async () => {
    const previews = await q(
      sql`select p.mime_type, p.size, p.data from template_previews p join templates t on t.preview = '/api/template-previews/' || p.id`,
    );
    expect(previews).toHaveLength(12);
    for (const p of previews) {
      const bytes = p.data as Uint8Array;
      expect(p.mime_type).toBe('image/jpeg');
      expect(bytes.byteLength).toBe(p.size);
      expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('has contacts in every status × category pair, in both languages, some updated after submission', async () => {
    const contacts = await q(sql`select status, category, subject, created_at, updated_at from contacts`);
    const pairs = new Set(contacts.map((c) => `${c.status}/${c.category}`));
    for (const status of ['new', 'read', 'responded', 'closed']) {
      for (const category of ['general', 'technical', 'billing', 'feedback', 'partnership', 'other'])
        expect(pairs.has(`${status}/${category}`), `${status}/${category}`).toBe(true);
    }
    expect(contacts.some((c) => /[ăâđêôơư]/i.test(String(c.subject)))).toBe(true);
    expect(contacts.some((c) => /^[\x20-\x7e]+$/.test(String(c.subject)))).toBe(true);
    expect(contacts.some((c) => String(c.updated_at) !== String(c.created_at))).toBe(true);
    expect(contacts.filter((c) => c.status === 'new').every((c) => String(c.updated_at) === String(c.created_at))).toBe(true);
  });

  it('has user activity with failed and pending items, addresses and long user agents', async () => {
    const activity = await q(sql`select type, status, ip_address, user_agent from user_activity`);
    const statuses = new Set(activity.map((a) => a.status));
    expect(statuses.has('success') && statuses.has('failed') && statuses.has('pending')).toBe(true);
    expect(new Set(activity.map((a) => a.type)).size).toBeGreaterThanOrEqual(12);
    expect(activity.every((a) => /^\d+\.\d+\.\d+\.\d+$/.test(String(a.ip_address)))).toBe(true);
    expect(activity.some((a) => String(a.user_agent).length > 60)).toBe(true);
    const perUser = await one(sql`select min(n)::int as min, avg(n)::float as avg from (select count(*) as n from user_activity group by user_id) x`);
    expect(perUser.avg as number).toBeGreaterThan(3);
  });

  it('has dashboard events of every type, one registration per user', async () => {
    const events = await q(
      sql`select type, count(*)::int as n, count(*) filter (where user_email is null or description = '')::int as blank from activity_events group by type`,
    );
    const byType = Object.fromEntries(events.map((e) => [e.type, e.n]));
    for (const type of ['USER_REGISTERED', 'CV_CREATED', 'CV_UPDATED', 'LOGIN', 'PAYMENT_COMPLETED', 'PACKAGE_PURCHASED'])
      expect(byType[type], type).toBeGreaterThan(0);
    expect(byType.USER_REGISTERED).toBe(200);
    expect(events.every((e) => e.blank === 0)).toBe(true);
  });

  it('has every settings section with the demo bank details and a few queued emails', async () => {
    const payment = await getSettings(h.db, 'payment');
    expect(payment).toMatchObject({ ...DEMO_BANK, qrCodeEnabled: true });
    expect(payment.accountName).toBe(payment.accountName.toUpperCase());
    expect((await getSettings(h.db, 'security')).maxLoginAttempts).toBe(5);
    expect((await getSettings(h.db, 'general')).defaultUserCredits).toEqual({ cvCreation: 3, aiOptimization: 1, premiumTemplates: 0, aiTemplates: 0 });
    expect((await one(sql`select count(*)::int as n from settings`)).n).toBe(5);
    const outbox = await one(sql`select count(*)::int as n from email_outbox`);
    expect(outbox.n).toBeGreaterThan(0);
  });

  checkConsistency(() => h);
});

/** The shared test snapshot (TEST_SEED_USERS) holds the same kinds of rows, consistently. */
describe(`test snapshot (${TEST_SEED_USERS} users)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has every order state, CV language and status, and contact status', async () => {
    const r = (
      (await t.db.execute(sql`select
      (select count(distinct case when status = 'PENDING' and expires_at <= ${TEST_NOW.toISOString()} then 'EXPIRED' else status end) from orders)::int as states,
      (select count(distinct language) from cvs)::int as languages,
      (select count(distinct (is_draft, is_public)) from cvs)::int as statuses,
      (select count(distinct status) from contacts)::int as contact_statuses,
      (select count(distinct category) from contacts)::int as contact_categories,
      (select count(*) from users)::int as users`)) as unknown as { rows: Row[] }
    ).rows[0]!;
    expect(r).toEqual({ states: 5, languages: 3, statuses: 3, contact_statuses: 4, contact_categories: 6, users: TEST_SEED_USERS });
  });

  checkConsistency(() => t.handle);
});

function checkConsistency(handle: () => DbHandle) {
  const q = (query: ReturnType<typeof sql>) => rows(handle(), query);

  describe('consistency', () => {
    it('counts each user’s CVs in totalCVsCreated', async () => {
      expect(await q(sql`select u.id from users u where u.total_cvs_created <> (select count(*) from cvs c where c.user_id = u.id)`)).toEqual([]);
    });

    it('counts each template’s CVs in usageCount', async () => {
      expect(await q(sql`select t.id from templates t where t.usage_count <> (select count(*) from cvs c where c.template_id = t.id)`)).toEqual([]);
      expect((await q(sql`select sum(usage_count)::int as n from templates`))[0]!.n).toBeGreaterThan(0);
    });

    it('gives every VERIFIED order exactly one subscription with the package credits, and no other order any', async () => {
      expect(
        await q(sql`select o.id from orders o where (o.status = 'VERIFIED') <> ((select count(*) from subscriptions s where s.order_id = o.id) = 1)`),
      ).toEqual([]);
      expect(
        await q(sql`select s.id from subscriptions s join packages p on p.id = s.package_id
        where s.remaining_cv_creation > p.credits_cv_creation or s.remaining_ai_optimization > p.credits_ai_optimization
           or s.remaining_premium_templates > p.credits_premium_templates or s.remaining_ai_templates > p.credits_ai_templates
           or s.remaining_cv_creation < 0`),
      ).toEqual([]);
      expect(
        await q(sql`select s.id from subscriptions s join orders o on o.id = s.order_id where s.user_id <> o.user_id or s.package_id <> o.package_id`),
      ).toEqual([]);
    });

    it('keeps a credits ledger whose sums are each balance and Credits Used, one package entry per subscription', async () => {
      expect(
        await q(sql`select u.id from users u left join (
            select user_id, sum(credits_cv_creation) cv, sum(credits_ai_optimization) ai, sum(credits_premium_templates) pt, sum(credits_ai_templates) at,
                   -sum(credits_cv_creation + credits_ai_optimization + credits_premium_templates + credits_ai_templates) filter (where reason = 'use') used
            from credit_entries group by user_id) e on e.user_id = u.id
          where coalesce(e.cv, 0) <> u.credits_cv_creation or coalesce(e.ai, 0) <> u.credits_ai_optimization
             or coalesce(e.pt, 0) <> u.credits_premium_templates or coalesce(e.at, 0) <> u.credits_ai_templates
             or coalesce(e.used, 0) <> u.total_credits_used`),
      ).toEqual([]);
      expect(
        await q(sql`select s.id from subscriptions s join packages p on p.id = s.package_id where 1 <> (select count(*) from credit_entries e
          where e.subscription_id = s.id and e.reason = 'package' and e.order_id is not distinct from s.order_id and e.credits_cv_creation = p.credits_cv_creation
            and e.credits_ai_optimization = p.credits_ai_optimization and e.created_at = s.purchased_at)`),
      ).toEqual([]);
      const kinds = await q(sql`select reason, count(*)::int as n from credit_entries group by reason order by reason`);
      expect(kinds.map((r) => r.reason)).toEqual(['package', 'signup', 'use']);
      expect(
        await q(
          sql`select e.id from credit_entries e join users u on u.id = e.user_id where e.created_at < u.created_at or e.created_at > ${TEST_NOW.toISOString()}`,
        ),
      ).toEqual([]);
    });

    it('records one completed payment for every PAID or VERIFIED order, for its amount', async () => {
      expect(
        await q(
          sql`select o.id from orders o where (o.status in ('PAID', 'VERIFIED')) <> exists (select 1 from payments p where p.order_id = o.id and p.status = 'completed' and p.amount = o.amount and p.currency = o.currency)`,
        ),
      ).toEqual([]);
      expect(await q(sql`select transaction_id from payments group by transaction_id having count(*) > 1`)).toEqual([]);
    });

    it('prices every order as its package and snapshots the customer', async () => {
      expect(
        await q(
          sql`select o.id from orders o join packages p on p.id = o.package_id where o.amount <> p.price or o.currency <> p.currency or o.created_at < p.created_at`,
        ),
      ).toEqual([]);
      expect(
        await q(
          sql`select o.id from orders o join users u on u.id = o.user_id where o.customer_email <> u.email or o.customer_name <> u.first_name || ' ' || u.last_name or o.created_at < u.created_at`,
        ),
      ).toEqual([]);
      expect(await q(sql`select o.id from orders o where o.bank_info->>'transferContent' <> o.order_code`)).toEqual([]);
    });

    it('keeps every row in time order: nothing before its owner, nothing after now', async () => {
      const now = TEST_NOW.toISOString();
      expect(
        await q(
          sql`select c.id from cvs c join users u on u.id = c.user_id where c.created_at < u.created_at or c.updated_at < c.created_at or c.updated_at > ${now}`,
        ),
      ).toEqual([]);
      expect(
        await q(
          sql`select id from orders where paid_at < created_at or verified_at < paid_at or verified_at > ${now} or cancelled_at > ${now} or cancelled_at > expires_at`,
        ),
      ).toEqual([]);
      expect(await q(sql`select id from user_activity where timestamp > ${now}`)).toEqual([]);
      expect(await q(sql`select id from activity_events where created_at > ${now}`)).toEqual([]);
    });
  });
}
