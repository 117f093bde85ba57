// PGlite's statements as kept prepared statements (server/db/pglite-statements.ts): the same
// answers as PGlite's own path, each text parsed once, a bounded number kept, and errors,
// transactions, schema changes and notifications as before. Always on PGlite (the PostgreSQL
// pass leaves this file out: it tests the embedded database's client itself).
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drizzleClient } from '../../server/db/client.js';

let pglite: PGlite;
let client: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  client = drizzleClient(pglite);
});
afterAll(() => pglite.close());
let keptBefore = 0;
beforeEach(async () => {
  await pglite.exec(`drop table if exists t; create table t (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb)`);
  keptBefore = await keptNow();
});

const keptNow = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
/** Statements kept since the test began. */
const kept = async () => (await keptNow()) - keptBefore;

describe('statements on PGlite', () => {
  it('answer as PGlite does, in object and array rows, and keep each text once', async () => {
    await client.query('insert into t (id, name, at, doc) values ($1, $2, $3, $4)', [1, 'Ánh', '2026-01-02T03:04:05.000Z', '{"a":1}']);
    const text = 'select id, name, at, doc, $1::bool as flag from t where id = $2';
    for (let i = 0; i < 3; i++) {
      const ours = await client.query(text, [true, 1]);
      expect(ours.rows).toEqual((await pglite.query(text, [true, 1])).rows);
      expect(ours.rows).toEqual([{ id: 1, name: 'Ánh', at: '2026-01-02 03:04:05+00', doc: { a: 1 }, flag: true }]);
      expect((await client.query(text, [false, 1], { rowMode: 'array' })).rows).toEqual([[1, 'Ánh', '2026-01-02 03:04:05+00', { a: 1 }, false]]);
    }
    expect(await kept()).toBe(2);
  });

  it('send values that are not plain (dates, arrays) by PGlite’s own path', async () => {
    await client.query('insert into t (id, name, at, tags) values ($1, $2, $3, $4)', [2, 'B', new Date('2026-05-06T00:00:00Z'), ['x', 'y']]);
    expect((await client.query('select tags from t where at = $1', [new Date('2026-05-06T00:00:00Z')])).rows).toEqual([{ tags: ['x', 'y'] }]);
    expect(await kept()).toBe(0);
  });

  it('keep a bounded number of statements, closing the least recently used', async () => {
    for (let i = 0; i < 300; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    expect(await keptNow()).toBeLessThanOrEqual(256);
    expect((await client.query('select $1::int + 299 as n', [1])).rows).toEqual([{ n: 300 }]);
    expect((await client.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('report an error as PGlite does, and run the same text again afterwards', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await client.query(insert, [3, 'C']);
    await expect(client.query(insert, [3, 'C again'])).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    await expect(client.query('selec 1', [])).rejects.toMatchObject({ code: '42601' });
    await client.query(insert, [4, 'D']);
    expect((await client.query('select count(*)::int as n from t', [])).rows).toEqual([{ n: 2 }]);
  });

  it('roll a failed transaction back whole, and commit a good one', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [5, 'E']);
        await tx.query('insert into t (id, name) values ($1, $2)', [5, 'E twice']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [6, 'F']);
      expect((await tx.query('select name from t where id = $1', [6])).rows).toEqual([{ name: 'F' }]);
    });
    expect((await client.query('select id from t order by id', [])).rows).toEqual([{ id: 6 }]);
  });

  it('refuse a statement on a transaction that has ended', async () => {
    let leaked: { query: PGlite['query'] } | undefined;
    await client.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('select 1', [])).rejects.toThrow('Transaction is closed');
  });

  it('read a kept statement anew after the table changed under it', async () => {
    const text = 'select * from t where id = $1';
    await client.query('insert into t (id, name) values ($1, $2)', [7, 'G']);
    expect(Object.keys((await client.query<object>(text, [7])).rows[0]!)).not.toContain('extra');
    await pglite.exec('alter table t add column extra int default 42');
    expect((await client.query<{ extra: number }>(text, [7])).rows[0]!.extra).toBe(42);
  });

  it('prepare a statement anew when it was dropped behind the client’s back', async () => {
    const text = 'select $1::int * 2 as n';
    expect((await client.query(text, [2])).rows).toEqual([{ n: 4 }]);
    await pglite.exec('deallocate all');
    expect((await client.query(text, [3])).rows).toEqual([{ n: 6 }]);
    expect(await keptNow()).toBe(1);
  });

  it('deliver the notifications a statement raises', async () => {
    const heard: string[] = [];
    await pglite.listen('news', (payload) => heard.push(payload));
    await client.query(`select pg_notify('news', $1)`, ['hello']);
    await client.transaction(async (tx) => {
      await tx.query(`select pg_notify('news', $1)`, ['in a transaction']);
    });
    await new Promise((done) => setTimeout(done, 0));
    expect(heard).toEqual(['hello', 'in a transaction']);
  });
});
