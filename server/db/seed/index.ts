// Deterministic demo data with a scale factor (docs/benchmarks.md "Demo data and the benchmark database"). Every user's rows come
// from that user's own random stream, so the same seed and size always give the same rows,
// whatever the chunking. Times are relative to clock.now(), with rows today, this month and
// last month in the business time zone so the dashboard has something to show.
// Default scale (200 users): one transaction. Benchmark scale (100k+ users): chunked
// transactions, secondary indexes dropped during the load and rebuilt once at the end.
// What each table gets is decided beside it: settings.ts, packages.ts, templates.ts, users.ts
// (with orders.ts and cvs.ts), contacts.ts; this file runs them in order and stores the rows.
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import { type Db, poolOf, type Tx } from '../client.js';
import { recountInParts } from '../counters.js';
import { activityEvents, contacts, creditEntries, cvs, emailOutbox, orders, payments, subscriptions, templates, userActivity, users } from '../schema.js';
import { dropForBulkLoad, rebuild } from '../seed-data/bulk.js';
import { CopyLoad } from '../seed-data/copy.js';
import { Batch } from './batch.js';
import { seedContact } from './contacts.js';
import { Generator } from './generator.js';
import { generateInWorkers } from './parallel.js';
import { unmatchedPayments } from './orders.js';
import { insertPackages } from './packages.js';
import { insertSettings } from './settings.js';
import { insertTemplates } from './templates.js';
import { seedUser } from './users.js';

export interface SeedOptions {
  /** Number of users; every other table scales with it. */
  users: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  clock: Clock;
  log?: (line: string) => void;
  /**
   * 'single': one transaction; 'bulk': chunked transactions with indexes rebuilt at the end.
   * Default: bulk from BULK_THRESHOLD users on.
   */
  mode?: 'single' | 'bulk';
  /** Users generated and stored at a time in bulk mode (a transaction each on PGlite). */
  chunkUsers?: number;
  /** Worker threads that generate users' rows for a bulk load on PostgreSQL (0: the main thread does). */
  workers?: number;
}

export const DEFAULT_SEED = 20_261_121;
/** From this many users on the load is chunked and indexes are rebuilt at the end. */
export const BULK_THRESHOLD = 20_000;
const CHUNK_USERS = 2_500;
const COPY_CHUNK_USERS = 200;
/**
 * Worker threads that generate users for a load on PostgreSQL: two at least, so that one
 * generates while another encodes (the server needs the other core of a two-core machine).
 */
const DEFAULT_WORKERS = Math.min(4, Math.max(2, availableParallelism() - 1));

export interface SeedCounts {
  users: number;
  contacts: number;
  unmatchedPayments: number;
}

export function seedCounts(usersCount: number): SeedCounts {
  return {
    users: usersCount,
    contacts: Math.max(24, Math.round(usersCount * 0.2)),
    unmatchedPayments: Math.max(2, Math.round(usersCount / 100)),
  };
}

const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const gen = new Generator(options.seed ?? DEFAULT_SEED, options.clock.now());
  const counts = seedCounts(options.users);
  const bulk = (options.mode ?? (options.users >= BULK_THRESHOLD ? 'bulk' : 'single')) === 'bulk';
  let rows = 0;

  const fixed = async (tx: Tx) => {
    await insertSettings(tx, options.clock.now());
    await insertPackages(tx, gen.packages);
    await insertTemplates(tx, gen.seed, gen.p.now, gen.templates);
  };
  const finish = async (tx: Tx) => {
    await tx.execute(
      sql`update ${templates} t set usage_count = u.n from (select template_id, count(*)::int as n from ${cvs} group by template_id) u where u.template_id = t.id`,
    );
  };

  if (!bulk) {
    await db.transaction(async (tx) => {
      await fixed(tx);
      const batch = new Batch();
      for (let i = 0; i < counts.users; i++) seedUser(gen, i, batch);
      batch.payments.push(...unmatchedPayments(gen, counts.unmatchedPayments));
      for (let j = 0; j < counts.contacts; j++) batch.contacts.push(seedContact(gen, j));
      await batch.insert(tx);
      await finish(tx);
      rows = batch.size;
    });
    await db.execute(sql`analyze`);
  } else {
    const tables = [users, cvs, orders, subscriptions, creditEntries, payments, userActivity, activityEvents, contacts];
    // PostgreSQL loads through COPY, a stream per table the whole load long; PGlite (one
    // connection, in process) through batched inserts, a transaction per chunk.
    const pool = poolOf(db);
    // A COPY chunk is written out at once, so the generator's objects die young (cheap to collect).
    const chunkUsers = options.chunkUsers ?? (pool ? COPY_CHUNK_USERS : CHUNK_USERS);
    // Each phase says how long it took: where a slow load spends its time.
    let phaseStart = Date.now();
    const done = (what: string) => {
      log(`${what} in ${secondsSince(phaseStart)} s · ${secondsSince(started)} s`);
      phaseStart = Date.now();
    };
    log('Dropping keys, indexes and foreign keys for the bulk load…');
    // The counters are built once from the rows at the end, not per loaded chunk.
    for (const table of tables) await db.execute(sql`alter table ${table} disable trigger user`);
    const { indexes, foreignKeys } = await dropForBulkLoad(db, tables);
    let loaded = false;
    try {
      await db.transaction(fixed);
      const copy = pool ? await CopyLoad.open(pool, [...tables, emailOutbox]) : undefined;
      const store = (batch: Batch) =>
        copy
          ? batch.copy(copy)
          : db.transaction(async (tx) => {
              await tx.execute(sql`set local synchronous_commit = off`);
              await batch.insert(tx);
            });
      try {
        let lastLog = Date.now();
        const progress = (to: number) => {
          if (Date.now() - lastLog > 5_000 || to === counts.users) {
            lastLog = Date.now();
            log(
              `  users ${to.toLocaleString('en-US')}/${counts.users.toLocaleString('en-US')} (${Math.floor((to / counts.users) * 100)}%) · ${rows.toLocaleString('en-US')} rows · ${secondsSince(started)} s`,
            );
          }
        };
        const workers = options.workers ?? DEFAULT_WORKERS;
        if (copy && workers > 0) {
          const waited = await generateInWorkers({
            gen,
            users: counts.users,
            chunkUsers,
            workers,
            write: async (parts, to, n) => {
              for (const part of parts) await copy.writeEncoded(part);
              rows += n;
              progress(to);
            },
          });
          // Which side held the load up: the generating workers, or the server storing the rows.
          log(`  ${workers} generating workers · waited ${(waited.rows / 1000).toFixed(1)} s for rows, ${(waited.server / 1000).toFixed(1)} s for the server`);
        } else {
          for (let from = 0; from < counts.users; from += chunkUsers) {
            const to = Math.min(counts.users, from + chunkUsers);
            const batch = new Batch();
            for (let i = from; i < to; i++) seedUser(gen, i, batch);
            await store(batch);
            rows += batch.size;
            progress(to);
          }
        }
        const unmatched = new Batch();
        unmatched.payments = unmatchedPayments(gen, counts.unmatchedPayments);
        await store(unmatched);
        for (let from = 0; from < counts.contacts; from += 10_000) {
          const batch = new Batch();
          for (let j = from; j < Math.min(counts.contacts, from + 10_000); j++) batch.contacts.push(seedContact(gen, j));
          await store(batch);
        }
        rows += counts.unmatchedPayments + counts.contacts;
        await copy?.commit();
      } catch (err) {
        await copy?.abort();
        throw err;
      }
      done(`Stored ${rows.toLocaleString('en-US')} rows (contacts ${counts.contacts.toLocaleString('en-US')} last)`);
      loaded = true;
    } finally {
      // On PostgreSQL two builds at once (two connections); PGlite has one. The counters are
      // recounted from the rows among the index builds: they need no index, and the triggers
      // that keep them are off until the end.
      const build = { concurrency: pool ? 2 : 1, workMem: pool ? '512MB' : '256MB', log };
      if (loaded) await db.transaction(finish);
      const recount = loaded ? await recountInParts(db) : undefined;
      log(`Building ${indexes.length} keys and indexes${recount ? ', recounting the stats counters' : ''}…`);
      await rebuild(db, [...(recount?.statements ?? []), ...indexes], build);
      await recount?.done();
      done(`Built ${indexes.length} keys and indexes${recount ? ', counted' : ''}`);
      log(`Checking ${foreignKeys.length} foreign keys…`);
      await rebuild(db, foreignKeys, build);
      for (const table of tables) await db.execute(sql`alter table ${table} enable trigger user`);
      done(`Checked ${foreignKeys.length} foreign keys`);
    }
    // VACUUM too: it fills the visibility map, so the stats' counts are index-only scans from
    // the first start. After COPY … FREEZE the map is already full and it only analyses; nothing
    // was deleted, so the indexes need no cleanup pass (a GIN one would read itself whole).
    log('Vacuuming and analysing…');
    await db.execute(sql`vacuum (analyze, index_cleanup off)`);
    done('Vacuumed and analysed');
  }
  log(`Seeded ${counts.users.toLocaleString('en-US')} users (${rows.toLocaleString('en-US')} rows) in ${secondsSince(started)} s`);
}
