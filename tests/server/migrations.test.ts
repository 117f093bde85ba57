// The schema, drizzle's snapshots and the SQL migrations say the same thing: `npm run
// db:generate` on a clean tree writes nothing (schema.ts is what the newest snapshot says),
// and a database built by the migrations has exactly the tables, columns and indexes of
// that snapshot (a hand-written migration that the snapshot does not know fails here).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/client.js';
import { migrateDb, migrationsFolder } from '../../server/db/migrate.js';
import * as schema from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Snapshot {
  id: string;
  tables: Record<string, { name: string; columns: Record<string, { name: string; notNull: boolean }>; indexes: Record<string, { name: string }> }>;
}

/** Indexes the migrations create that drizzle's schema cannot express (INCLUDE columns). */
const RAW_SQL_INDEXES = ['cvs_created_cover_idx'];

const meta = join(migrationsFolder, 'meta');
const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
const newestSnapshot = (): Snapshot => {
  const files = readdirSync(meta)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(readFileSync(join(meta, files.at(-1)!), 'utf8')) as Snapshot;
};

describe('migrations', () => {
  it('have a snapshot of the schema as it is: db:generate would write nothing', async () => {
    const snapshot = newestSnapshot();
    const current = generateDrizzleJson(schema, snapshot.id);
    const statements = await generateMigration(snapshot as never, current);
    expect(statements, 'schema.ts differs from the newest snapshot: run npm run db:generate').toEqual([]);
  });

  it("journal times only grow: drizzle's migrator skips an entry older than the newest applied one", () => {
    const times = journal.entries.map((e) => e.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('every journal entry has its SQL file, and the newest snapshot belongs to the newest entry', () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(files.map((f) => f.replace(/\.sql$/, ''))).toEqual(journal.entries.map((e) => e.tag));
    const newest = readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .at(-1)!;
    expect(newest.slice(0, 4)).toBe(journal.entries.at(-1)!.tag.slice(0, 4));
  });

  it('vacuum the tables after bringing an existing database up to date, so index-only scans skip the heap at once', async () => {
    // The migrations but the newest, in a folder of their own.
    const older = mkdtempSync(join(tmpdir(), 'cv-migrations-'));
    const handle = await openDb({});
    try {
      cpSync(migrationsFolder, older, { recursive: true });
      const newest = journal.entries.at(-1)!;
      rmSync(join(older, `${newest.tag}.sql`));
      writeFileSync(join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
      await migrateDb(handle, older);
      await handle.db
        .insert(schema.users)
        .values(Array.from({ length: 300 }, (_, i) => ({ email: `upgrade-${i}@example.test`, firstName: 'Up', lastName: `Grade ${i}` })));
      const allVisible = async () =>
        ((await handle.db.execute(sql`select relallvisible as n from pg_class where relname = 'users'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(await allVisible()).toBe(0);
      await migrateDb(handle);
      expect(await allVisible()).toBeGreaterThan(0);
    } finally {
      await handle.close();
      rmSync(older, { recursive: true, force: true });
    }
  });

  describe('a database built by the migrations', () => {
    // The test snapshot (PGlite) or template database (PostgreSQL) is built by migrateDb.
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

    it('has the tables and columns of the snapshot', async () => {
      const found = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
        sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name <> '__drizzle_migrations'`,
      );
      const actual = found.map((r) => `${r.table_name}.${r.column_name}${r.is_nullable === 'NO' ? ' not null' : ''}`).sort();
      const expected = Object.values(newestSnapshot().tables)
        .flatMap((t) => Object.values(t.columns).map((c) => `${t.name}.${c.name}${c.notNull ? ' not null' : ''}`))
        .sort();
      expect(actual).toEqual(expected);
    });

    it("0016 opens the credits ledger: one 'opening' entry per user with a non-zero balance, none twice", async () => {
      const opening = readFileSync(join(migrationsFolder, '0016_credit_opening.sql'), 'utf8');
      const [rich, none, started] = await t.db
        .insert(schema.users)
        .values([
          { firstName: 'Rich', lastName: 'Opening', email: 'rich.opening@example.test', cvCreation: 4, aiTemplates: 2 },
          { firstName: 'None', lastName: 'Opening', email: 'none.opening@example.test' },
          { firstName: 'Started', lastName: 'Opening', email: 'started.opening@example.test', cvCreation: 1 },
        ])
        .returning();
      await t.db.insert(schema.creditEntries).values({ userId: started!.id, cvCreation: 1, reason: 'signup' });
      // Twice: a user who already has entries gets no opening one.
      for (let run = 0; run < 2; run++) for (const statement of opening.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
      const entries = await rows<{ user_id: string; reason: string; credits_cv_creation: number; credits_ai_templates: number }>(
        sql`select user_id, reason, credits_cv_creation, credits_ai_templates from credit_entries where user_id in (${rich!.id}, ${none!.id}, ${started!.id}) order by reason`,
      );
      expect(entries).toEqual([
        { user_id: rich!.id, reason: 'opening', credits_cv_creation: 4, credits_ai_templates: 2 },
        { user_id: started!.id, reason: 'signup', credits_cv_creation: 1, credits_ai_templates: 0 },
      ]);
    });

    it('has the indexes of the snapshot (and the raw SQL ones)', async () => {
      const found = await rows<{ indexname: string }>(
        sql`select i.indexname from pg_indexes i where i.schemaname = 'public'
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      );
      const expected = Object.values(newestSnapshot().tables).flatMap((t) => Object.values(t.indexes).map((i) => i.name));
      expect(found.map((r) => r.indexname).sort()).toEqual([...expected, ...RAW_SQL_INDEXES].sort());
    });
  });
});
