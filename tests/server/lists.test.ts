// What every list's pagination says at scale (contract/lists.ts): the totals of plain
// filters come from the counters and are exact; a search (or a combination the counters do
// not hold) is counted up to a cap and then says it is a lower bound; pages past the cap
// stay reachable; a deep page holds the same rows as walking the whole ordered list.
import fc from 'fast-check';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts, cvs, orders, users } from '../../server/db/schema.js';
import { statusCondition } from '../../server/areas/orders/filters.js';
import { searchMatch } from '../../server/db/lists.js';
import { useSignedInApp } from '../support/test-app.js';
import { makeOrder, makePackage } from './order-fixtures.js';
import { makeCv, makeUser } from './users-cvs-fixtures.js';

const CAP = 12;
const TAG = 'Capped';
const t = useSignedInApp({ config: { listCountCap: CAP } });
beforeAll(async () => {
  const pkg = await makePackage(t.db);
  // 30 users, each with a CV and an order, all matching the search TAG.
  for (let i = 0; i < 30; i++) {
    const user = await makeUser(t.db, { lastName: `${TAG} ${String(i).padStart(2, '0')}`, isActive: i % 3 !== 0, isPremium: i % 4 === 0 });
    await makeCv(t.db, { userId: user.id, name: `${TAG} CV ${i}`, isDraft: i % 5 === 0, language: i % 2 ? 'vi' : 'en' });
    await makeOrder(t.db, user, pkg);
  }
});

const list = async (path: string) => {
  const res = await t.call('GET', path, { token: t.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const countOf = async (table: PgTable, where?: SQL) => (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('list totals', () => {
  it('are exact for every plain filter, from the counters', async () => {
    for (const status of [undefined, 'active', 'inactive'] as const) {
      for (const isPremium of [undefined, true, false]) {
        const query = new URLSearchParams({ ...(status ? { status } : {}), ...(isPremium === undefined ? {} : { isPremium: String(isPremium) }) });
        const { pagination } = await list(`/api/admin/users?${query}`);
        const where = and(status ? eq(users.isActive, status === 'active') : undefined, isPremium === undefined ? undefined : eq(users.isPremium, isPremium));
        expect(pagination, `users ${query}`).toMatchObject({ total: await countOf(users, where) });
        expect(pagination.totalIsLowerBound).toBeUndefined();
      }
    }
    for (const [query, where] of [
      ['status=draft', eq(cvs.isDraft, true)],
      ['language=vi', eq(cvs.language, 'vi')],
      ['', undefined],
    ] as const) {
      expect((await list(`/api/admin/cvs?${query}`)).pagination.total, `cvs ${query}`).toBe(await countOf(cvs, where));
    }
    for (const status of ['PENDING', 'EXPIRED', 'PAID', 'VERIFIED', 'CANCELLED'] as const) {
      expect((await list(`/api/admin/orders?status=${status}`)).pagination.total, status).toBe(await countOf(orders, statusCondition(status, t.clock.now())));
    }
    for (const query of ['status=new', 'category=billing']) {
      const [key, value] = query.split('=') as ['status' | 'category', string];
      expect((await list(`/api/contact?${query}`)).pagination.total).toBe(await countOf(contacts, eq(contacts[key], value)));
    }
  });

  it('of a search stop at the cap and say so; a narrow search stays exact', async () => {
    const wide = await list(`/api/admin/users?search=${TAG}`);
    expect(wide.pagination).toEqual({ page: 1, limit: 10, total: CAP, totalPages: 2, totalIsLowerBound: true });
    expect(wide.users).toHaveLength(10);
    const narrow = await list(`/api/admin/users?search=${TAG}%2007`);
    expect(narrow.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    // A page of 20 counts at least that far.
    for (const path of [`/api/admin/cvs?search=${TAG}`, `/api/admin/orders?search=${TAG}`]) {
      expect((await list(path)).pagination, path).toMatchObject({ total: 20, totalIsLowerBound: true });
    }
    // Status and language together: exact from the counters, whatever the page size.
    const both = await countOf(cvs, and(eq(cvs.isDraft, true), eq(cvs.language, 'en')));
    expect((await list('/api/admin/cvs?status=draft&language=en&limit=5')).pagination).toEqual({
      page: 1,
      limit: 5,
      total: both,
      totalPages: Math.ceil(both / 5),
    });
  });

  it('keep the pages past the cap reachable, and turn exact on the last one', async () => {
    const page3 = await list(`/api/admin/users?search=${TAG}&page=3`);
    expect(page3.pagination).toEqual({ page: 3, limit: 10, total: 30, totalPages: 3 });
    expect(page3.users).toHaveLength(10);
    const page2 = await list(`/api/admin/users?search=${TAG}&page=2&limit=10`);
    expect(page2.pagination).toMatchObject({ total: 20, totalPages: 2, totalIsLowerBound: true });
    const past = await list(`/api/admin/users?search=${TAG}&page=4`);
    expect([past.users.length, past.pagination.total, past.pagination.totalIsLowerBound]).toEqual([0, 30, undefined]);
  });
});

describe('deep pages', () => {
  it('hold the same rows as the whole list in its order, for every sort', async () => {
    const all = async (path: string, key: string) => (await list(`${path}${path.includes('?') ? '&' : '?'}limit=100`))[key].map((r: { id: string }) => r.id);
    for (const [path, key] of [
      ['/api/admin/users?sort=createdAt&order=asc', 'users'],
      ['/api/admin/users?sort=lastName&order=desc', 'users'],
      ['/api/admin/cvs?sort=updatedAt&order=desc', 'cvs'],
      ['/api/admin/orders?order=asc', 'orders'],
      ['/api/contact', 'contacts'],
    ] as const) {
      const whole = await all(path, key);
      expect(whole.length, path).toBeGreaterThan(14);
      const page3 = (await list(`${path}${path.includes('?') ? '&' : '?'}limit=7&page=3`))[key].map((r: { id: string }) => r.id);
      expect(page3, path).toEqual(whole.slice(14, 21));
    }
    // And inside a search.
    const searched = await all(`/api/admin/users?search=${TAG}&sort=lastName&order=asc`, 'users');
    const page4 = (await list(`/api/admin/users?search=${TAG}&sort=lastName&order=asc&limit=4&page=4`)).users.map((r: { id: string }) => r.id);
    expect(page4).toEqual(searched.slice(12, 16));
    expect(searched).toHaveLength(await countOf(users, or(ilike(users.lastName, `%${TAG}%`))));
  });
});

describe('seek pages (after / before a cursor row)', () => {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  it('walk every list page by page exactly as the offsets do, forwards and back', async () => {
    for (const [path, key] of [
      ['/api/admin/users?sort=createdAt&order=asc', 'users'],
      ['/api/admin/users?sort=lastName&order=desc', 'users'],
      ['/api/admin/users?sort=email&order=asc', 'users'],
      [`/api/admin/users?search=${TAG}&status=active`, 'users'],
      ['/api/admin/cvs?sort=updatedAt&order=desc', 'cvs'],
      ['/api/admin/cvs?sort=name&order=asc&language=vi', 'cvs'],
      ['/api/admin/orders?order=asc', 'orders'],
      ['/api/contact', 'contacts'],
    ] as const) {
      const whole = ids((await list(join(path, 'limit=100')))[key]);
      const pages: string[][] = [];
      let after: string | undefined;
      for (let page = 1; page <= Math.ceil(whole.length / 6); page++) {
        const rows = ids((await list(join(path, `limit=6&page=${page}${after ? `&after=${after}` : ''}`)))[key]);
        pages.push(rows);
        after = rows.at(-1);
      }
      expect(pages.flat().slice(0, whole.length), path).toEqual(whole);
      // Back from the last page: the page before, by the first row of the one after.
      const last = pages.length;
      const back = ids((await list(join(path, `limit=6&page=${last - 1}&before=${pages[last - 1]![0]}`)))[key]);
      expect(back, path).toEqual(pages[last - 2]);
    }
  });

  it('fall back to the offset when the cursor row is gone, and refuse a malformed cursor', async () => {
    const gone = await makeUser(t.db, { lastName: 'Gone cursor' });
    await t.call('DELETE', `/api/admin/users/${gone.id}`, { token: t.token });
    const byOffset = await list('/api/admin/users?page=2&limit=5');
    expect(ids((await list(`/api/admin/users?page=2&limit=5&after=${gone.id}`)).users)).toEqual(ids(byOffset.users));
    for (const cursor of ['x', '1', `${gone.id}'`]) {
      const res = await t.call('GET', `/api/admin/users?page=2&after=${encodeURIComponent(cursor)}`, { token: t.token });
      expect(res.status).toBe(400);
      expect(res.json.errors.after).toBe('Invalid cursor');
    }
  });
});

describe('search matching (search_fold, migration 0013; the stored search text, 0020)', () => {
  // Vietnamese letters in both cases, precomposed (NFC); ASCII; the LIKE wildcards and escape.
  const VI = 'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵdđ';
  const letters = [...`${VI}${VI.toUpperCase()}bcghklmnpqrstvx0123456789 .@-%_\\`];
  const text = fc.array(fc.constantFrom(...letters), { maxLength: 24 }).map((chars) => chars.join(''));
  // The rule, as an admin reads it: no marks (a decomposed letter loses them), đ is d, any case.
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase();
  const row = async <R>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows[0]!;

  it('folds like the rule, typed precomposed or decomposed', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const r = await row<{ nfc: string; nfd: string }>(sql`select search_fold(${s}) as nfc, search_fold(${s.normalize('NFD')}) as nfd`);
        expect(r).toEqual({ nfc: fold(s), nfd: fold(s) });
      }),
      { numRuns: 150 },
    );
  });

  it('matches a term inside a stored text exactly when their folds do (wildcards literal)', async () => {
    // A CV's search text is its name folded, stored when the name is written.
    const [owner] = await t.db.select().from(users).limit(1);
    const cv = await makeCv(t.db, { userId: owner!.id, name: 'x' });
    const pair = text.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.oneof(
          text,
          fc.nat(24).chain((i) => fc.nat(24).map((n) => s.slice(i, i + n))),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(pair, fc.boolean(), async ([s, term], decomposed) => {
        const typed = decomposed ? term.normalize('NFD').toUpperCase() : term;
        await t.db.update(cvs).set({ name: s }).where(eq(cvs.id, cv.id));
        const r = await row<{ m: boolean }>(sql`select ${searchMatch(cvs.searchText, typed)} as m from ${cvs} where ${cvs.id} = ${cv.id}`);
        expect(r.m, `${JSON.stringify(s)} ∋ ${JSON.stringify(typed)}`).toBe(fold(s).includes(fold(typed)));
      }),
      { numRuns: 150 },
    );
  });
});
