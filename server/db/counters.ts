// Counters kept by the database: every figure of the lists' stats cards and the dashboard is
// a sum over `stat_counters` rows, maintained by statement-level triggers in the same
// transaction as the write. Why triggers and not the service layer: they also see cascades
// (deleting a user deletes its CVs), bulk statements and COPY, and no future route can forget
// them. Statement-level with transition tables: a bulk write of 10,000 rows is one counter
// update, not 10,000. Each connection writes its own slot (pid mod SLOTS), so concurrent
// writers do not queue on one row; a read sums the slots. Time-based figures are bucketed by
// business day (Asia/Ho_Chi_Minh, UTC+7 all year), so "today" and "this month" stay exact.
//
// COUNTERS below is the one definition: the triggers, the rebuild and the drift check are
// all generated from it, and a change to it rebuilds the counters at the next start.
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { businessDateSql, businessDay } from '../core/business-time.js';
import type { Db, Tx } from './client.js';

/** A counter: its name (SQL over row `r`), its day bucket (SQL date, or none) and the amount a row adds. */
interface CounterDef {
  name: string;
  day?: string;
  value: string;
}

const SLOTS = 16;
/** The bucket of counters that are not split by day. */
export const NO_DAY = '1970-01-01';
const dayOfColumn = (column: string) => businessDateSql(`r.${column}`);
const lit = (s: string) => `'${s}'`;

/** Revenue is money received: a PAID order's transfer has arrived as surely as a VERIFIED one's. */
const REVENUE = `r.status in ('PAID', 'VERIFIED')`;
const PAID_DAY = businessDateSql('coalesce(r.paid_at, r.created_at)');
/** Name prefix of the PENDING orders counted by the hour they expire in. */
export const PENDING_EXPIRY = 'orders.pending_expiry.';
/** Name prefix of the PENDING orders counted by the day they were created and the hour they expire in. */
export const PENDING_CREATED = 'orders.pending_created.';
/** The counter name of the UTC hour that contains an instant. */
export const pendingExpiryName = (at: Date) => `${PENDING_EXPIRY}${at.toISOString().slice(0, 13)}`;

export const COUNTERS: Record<string, CounterDef[]> = {
  users: [
    { name: lit('users.total'), value: '1' },
    { name: lit('users.active'), value: 'r.is_active::int' },
    { name: lit('users.premium'), value: 'r.is_premium::int' },
    { name: lit('users.verified'), value: 'r.email_verified::int' },
    { name: lit('users.active_premium'), value: '(r.is_active and r.is_premium)::int' },
    { name: lit('users.created'), day: dayOfColumn('created_at'), value: '1' },
    // The sign-ups of a day that have verified their email since (charts: verified vs not).
    { name: lit('users.created_verified'), day: dayOfColumn('created_at'), value: 'r.email_verified::int' },
  ],
  cvs: [
    { name: lit('cvs.total'), value: '1' },
    { name: lit('cvs.draft'), value: 'r.is_draft::int' },
    { name: lit('cvs.public'), value: '(not r.is_draft and r.is_public)::int' },
    { name: lit('cvs.private'), value: '(not r.is_draft and not r.is_public)::int' },
    { name: `'cvs.language.' || r.language`, value: '1' },
    { name: `'cvs.status_language.' || case when r.is_draft then 'draft' when r.is_public then 'public' else 'private' end || '.' || r.language`, value: '1' },
    { name: lit('cvs.created'), day: dayOfColumn('created_at'), value: '1' },
  ],
  orders: [
    { name: lit('orders.total'), value: '1' },
    { name: `'orders.status.' || r.status`, value: '1' },
    { name: `'orders.revenue.' || r.currency`, value: `case when ${REVENUE} then r.amount else 0 end` },
    // Revenue belongs to the day the money arrived (dashboard growth).
    {
      name: `'orders.revenue_by_day.' || r.currency`,
      day: businessDateSql('coalesce(r.paid_at, r.created_at)'),
      value: `case when ${REVENUE} then r.amount else 0 end`,
    },
    // Orders by the day they were created and their status now (charts: per status, funnel).
    { name: `'orders.created_by_day.' || r.status`, day: dayOfColumn('created_at'), value: '1' },
    // PENDING orders by the day they were created and the UTC hour they expire in: the charts'
    // live ones per day are the hours ahead (areas/orders/series.ts), as the stats' are.
    {
      name: `'${PENDING_CREATED}' || to_char(r.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`,
      day: dayOfColumn('created_at'),
      value: `(r.status = 'PENDING')::int`,
    },
    // Sales by the day the money arrived, all packages (packages' analytics per month).
    { name: lit('orders.sales_by_day'), day: PAID_DAY, value: `(${REVENUE})::int` },
    // Sales and revenue per package by the day the money arrived (charts: by package, per month).
    { name: `'orders.package_sales_by_day.' || r.package_id`, day: PAID_DAY, value: `(${REVENUE})::int` },
    {
      name: `'orders.package_revenue_by_day.' || r.currency || '.' || r.package_id`,
      day: PAID_DAY,
      value: `case when ${REVENUE} then r.amount else 0 end`,
    },
    // PENDING orders by the UTC hour they expire in: the live ones are the hours ahead plus
    // the few expiring within the current hour (areas/orders/stats.ts).
    { name: `'${PENDING_EXPIRY}' || to_char(r.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`, value: `(r.status = 'PENDING')::int` },
    // A package's sales and revenue: its orders whose money was received (as the totals).
    { name: `'packages.sales.' || r.package_id`, value: `(${REVENUE})::int` },
    { name: `'packages.revenue.' || r.currency || '.' || r.package_id`, value: `case when ${REVENUE} then r.amount else 0 end` },
  ],
  packages: [
    { name: lit('packages.total'), value: '1' },
    { name: lit('packages.active'), value: 'r.is_active::int' },
    { name: lit('packages.popular'), value: 'r.is_popular::int' },
  ],
  templates: [
    { name: lit('templates.total'), value: '1' },
    { name: lit('templates.premium'), value: 'r.is_premium::int' },
    { name: lit('templates.usage'), value: 'r.usage_count' },
  ],
  contacts: [
    { name: lit('contacts.total'), value: '1' },
    { name: `'contacts.status.' || r.status`, value: '1' },
    { name: `'contacts.category.' || r.category`, value: '1' },
    { name: lit('contacts.created'), day: dayOfColumn('created_at'), value: '1' },
  ],
};

/**
 * What a recount of a whole table (the seed's, recountInParts) groups the rows by before it
 * applies COUNTERS: the columns the counters read as they are, and the others by the only
 * thing a counter takes from them (a business day, an hour, whether a row has one). One row
 * per group, with min() of each such column (it falls in the group's day or hour like every
 * other) and the group's row count as its sign, adds what the group's rows add one by one:
 * a few thousand groups instead of millions of rows, each through every counter. A counter
 * must read no column its table's grain does not name (recountInParts falls back to the
 * rows one by one if one does), nor read a coarsened column more finely than its grain
 * (the seed tests check the result against rebuildCounters' row-by-row recount).
 */
interface Grain {
  /** Columns grouped on and passed on as they are. */
  exact: string[];
  /** Columns passed on as min(), each with what the rows are grouped by for it (SQL over row `x`). */
  coarse: Record<string, string[]>;
}

const dayGrain = (column: string) => [businessDateSql(`x.${column}`)];

const GRAINS: Record<string, Grain> = {
  users: { exact: ['is_active', 'is_premium', 'email_verified'], coarse: { created_at: dayGrain('created_at') } },
  cvs: { exact: ['is_draft', 'is_public', 'language'], coarse: { created_at: dayGrain('created_at') } },
  orders: {
    exact: ['status', 'currency', 'amount', 'package_id'],
    coarse: {
      created_at: dayGrain('created_at'),
      // Read only as coalesce(paid_at, created_at)'s day, the group's for each of its rows: so
      // is min(paid_at) when a row has one, and min(created_at) when none has.
      paid_at: [businessDateSql('coalesce(x.paid_at, x.created_at)')],
      // Read only as the UTC hour, and only by counters whose amount is 0 unless the order is
      // PENDING (a 0 adds nothing): the hour matters for PENDING orders alone.
      expires_at: [`case when x.status = 'PENDING' then date_trunc('hour', x.expires_at at time zone 'UTC') end`],
    },
  },
  contacts: { exact: ['status', 'category'], coarse: { created_at: dayGrain('created_at') } },
};

/** Every row of a table, each counted once. */
const wholeRows = (table: string) => `select 1 as sign, x.* from ${table} x`;

/** A table's rows for a recount: grouped by its grain when the grain covers every column its counters read. */
function recountRows(table: string): string {
  const whole = wholeRows(table);
  const grain = GRAINS[table];
  if (!grain) return whole;
  const read = new Set(COUNTERS[table]!.flatMap((c) => [c.name, c.day ?? '', c.value].flatMap((text) => [...text.matchAll(/\br\.(\w+)/g)].map((m) => m[1]!))));
  const carried = new Set([...grain.exact, ...Object.keys(grain.coarse)]);
  if ([...read].some((column) => !carried.has(column))) return whole;
  const columns = [...grain.exact.map((c) => `x.${c}`), ...Object.keys(grain.coarse).map((c) => `min(x.${c}) as ${c}`)];
  const groups = [...grain.exact.map((c) => `x.${c}`), ...Object.values(grain.coarse).flat()];
  return `select count(*) as sign, ${columns.join(', ')} from ${table} x group by ${groups.join(', ')}`;
}

/** The (name, day, amount) rows a set of rows `r` contributes, amounts multiplied by `sign`. */
function contributions(table: string, rows: string): string {
  const values = COUNTERS[table]!.map((c) => `(${c.name}, ${c.day ?? `date '${NO_DAY}'`}, (${c.value})::numeric)`).join(',\n      ');
  return `select c.name, c.day, sum(r.sign * c.v) as v
    from (${rows}) r
    cross join lateral (values
      ${values}) c(name, day, v)
    group by 1, 2`;
}

function triggerFunction(table: string): string {
  const apply = (rows: string) => `insert into stat_counters (name, day, slot, value)
      select name, day, pg_backend_pid() % ${SLOTS}, v from (${contributions(table, rows)}) d
      where v <> 0
      order by name, day
      on conflict (name, day, slot) do update set value = stat_counters.value + excluded.value;`;
  return `create or replace function stat_counters_${table}() returns trigger language plpgsql as $f$
begin
  if tg_op = 'INSERT' then
    ${apply('select 1 as sign, n.* from new_rows n')}
  elsif tg_op = 'DELETE' then
    ${apply('select -1 as sign, o.* from old_rows o')}
  else
    ${apply('select 1 as sign, n.* from new_rows n union all select -1 as sign, o.* from old_rows o')}
  end if;
  return null;
end $f$`;
}

function triggers(table: string): string[] {
  const fn = `stat_counters_${table}()`;
  return [
    triggerFunction(table),
    `drop trigger if exists stat_counters_ins on ${table}`,
    `drop trigger if exists stat_counters_upd on ${table}`,
    `drop trigger if exists stat_counters_del on ${table}`,
    `create trigger stat_counters_ins after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}`,
    `create trigger stat_counters_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}`,
    `create trigger stat_counters_del after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}`,
  ];
}

const TABLES = Object.keys(COUNTERS);
const VERSION = `version.${createHash('sha256').update(JSON.stringify(COUNTERS)).digest('hex').slice(0, 16)}`;

/** A table's counters recomputed from its rows, or from `rows` standing for them (name, day, value). */
const recomputedOf = (t: string, rows = wholeRows(t)) => `select name, day, v from (${contributions(t, rows)}) d${t} where v <> 0`;

/** Every counter recomputed from the rows (name, day, value). */
function recomputed(): string {
  return TABLES.map((t) => recomputedOf(t)).join('\nunion all\n');
}

type Row = { name: string; day: string; value: string | number };

async function rows<T>(db: Tx, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Recomputes every counter from the rows, with writers to the counted tables held off. */
export async function rebuildCounters(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${TABLES.join(', ')} in share mode`));
    await tx.execute(sql`delete from stat_counters`);
    await tx.execute(sql.raw(`insert into stat_counters (name, day, slot, value) select name, day, 0, v from (${recomputed()}) a`));
    await tx.execute(sql.raw(`insert into stat_counters (name, day, slot, value) values ('${VERSION}', date '${NO_DAY}', 0, 1)`));
  });
}

/**
 * rebuildCounters in parts, for a bulk load that keeps every writer off the tables itself (the
 * seed): clears the counters and answers a statement per table that recounts it (the tables'
 * names never overlap), to run on several connections at once beside other work, and `done`
 * to call once they all have.
 */
export async function recountInParts(db: Db): Promise<{ statements: { name: string; statement: string }[]; done: () => Promise<void> }> {
  await db.execute(sql`delete from stat_counters`);
  return {
    statements: TABLES.map((t) => ({
      name: `counters of ${t}`,
      statement: `insert into stat_counters (name, day, slot, value) select name, day, 0, v from (${recomputedOf(t, recountRows(t))}) a`,
    })),
    done: async () => {
      await db.execute(sql.raw(`insert into stat_counters (name, day, slot, value) values ('${VERSION}', date '${NO_DAY}', 0, 1)`));
    },
  };
}

/** Installs the triggers (idempotent) and rebuilds the counters when their definition changed. */
export async function ensureCounters(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL: one installs, the others wait.
    await tx.execute(sql`select pg_advisory_xact_lock(7201020)`);
    for (const table of TABLES) for (const statement of triggers(table)) await tx.execute(sql.raw(statement));
  });
  const [current] = await rows<{ n: number }>(db, `select count(*)::int as n from stat_counters where name = '${VERSION}'`);
  if (!current?.n) await rebuildCounters(db);
}

export interface CounterDrift {
  name: string;
  day: string;
  stored: number;
  actual: number;
}

/** Every counter whose stored sum differs from what the rows say (empty: no drift). */
export async function verifyCounters(db: Tx): Promise<CounterDrift[]> {
  const drift = await rows<{ name: string; day: string; stored: string; actual: string }>(
    db,
    `with stored as (select name, day, sum(value) as v from stat_counters where name not like 'version.%' group by 1, 2),
          actual as (${recomputed()})
     select coalesce(s.name, a.name) as name, coalesce(s.day, a.day)::text as day,
            coalesce(s.v, 0) as stored, coalesce(a.v, 0) as actual
     from stored s full join actual a on a.name = s.name and a.day = s.day
     where coalesce(s.v, 0) <> coalesce(a.v, 0)
     order by 1, 2`,
  );
  return drift.map((d) => ({ name: d.name, day: d.day, stored: Number(d.stored), actual: Number(d.actual) }));
}

/** A day-bucketed counter summed over the business days of [from, to). */
export interface DayRange {
  name: string;
  from: Date;
  to: Date;
}

/** A day-bucketed counter over the business day that contains `now`. */
export const dayOf = (name: string, now: Date): DayRange => ({ name, from: now, to: new Date(now.getTime() + 86_400_000) });

/**
 * Counter sums by name (all days; 0 for a name never written), plus day-range sums and any
 * scalar counts (`extra`, e.g. the live PENDING orders) under their own keys, all in one
 * statement: a list's stats cost one round trip.
 */
export async function readCounters<K extends string, D extends string = never, E extends string = never>(
  db: Tx,
  names: readonly K[],
  more: { days?: Record<D, DayRange>; extra?: Record<E, SQL> } = {},
): Promise<Record<K | D | E, number>> {
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<K | D | E, number>;
  const parts: SQL[] = [];
  if (names.length) {
    parts.push(
      sql`select name, sum(value) as value from stat_counters where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) group by name`,
    );
  }
  for (const [key, r] of Object.entries(more.days ?? {}) as [D, DayRange][]) {
    parts.push(sql`select ${`day:${key}`}::text as name, coalesce(sum(value), 0) as value from stat_counters
      where name = ${r.name} and day >= ${businessDay(r.from)}::date and day < ${businessDay(r.to)}::date and day > ${NO_DAY}::date`);
  }
  for (const [key, query] of Object.entries(more.extra ?? {}) as [E, SQL][])
    parts.push(sql`select ${`extra:${key}`}::text as name, (${query})::numeric as value`);
  if (!parts.length) return out;
  const found = (await db.execute(
    sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    ),
  )) as unknown as { rows: Row[] };
  for (const r of found.rows) out[r.name.replace(/^(day|extra):/, '') as K | D | E] = Number(r.value);
  return out;
}

/** One counter's sums per bucket of a day-counted series: name → bucket key → value. */
export type SeriesSums = Map<string, Map<string, number>>;

/**
 * Day-bucketed counters summed per business day ('YYYY-MM-DD') or month ('YYYY-MM') over
 * [from, to) (business dates), for the named counters and every counter under the prefixes:
 * one statement over the (name, day) key, whatever the number of rows counted.
 */
export async function readSeries(
  db: Tx,
  range: { from: string; to: string; unit: 'day' | 'month' },
  names: readonly string[],
  prefixes: readonly string[] = [],
): Promise<SeriesSums> {
  const format = range.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const which = [
    ...(names.length
      ? [
          sql`name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        ]
      : []),
    ...prefixes.map((p) => sql`(name > ${p} and name < ${`${p}~`})`),
  ];
  const out: SeriesSums = new Map();
  if (!which.length) return out;
  // One branch per name set or prefix: an OR of them would keep the planner off the (name, day) key.
  const branches = which.map(
    (w) => sql`(select name, to_char(day, ${format}) as key, sum(value) as value from stat_counters
    where ${w} and day >= ${range.from}::date and day < ${range.to}::date and day > ${NO_DAY}::date
    group by 1, 2)`,
  );
  const found = (await db.execute(sql.join(branches, sql` union all `))) as unknown as { rows: { name: string; key: string; value: string }[] };
  for (const r of found.rows) {
    const byKey = out.get(r.name) ?? new Map<string, number>();
    byKey.set(r.key, Number(r.value));
    out.set(r.name, byKey);
  }
  return out;
}
