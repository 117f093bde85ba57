// Crash safety, the slow variant of tests/server/crash.test.ts: `npm start` killed with
// SIGKILL at many different points of a stream of writes (after 1 to 40 acknowledgements),
// each time restarted on the same data and checked: acknowledged writes lost, bulk deletes or
// verifications half done, counters off (tests/support/crash-scenario.ts). Every cycle starts
// from a copy of one seeded database.
//
//   npx tsx tests/bench/crash.ts [--cycles 10]                      PGlite
//   npx tsx tests/bench/crash.ts --database-url postgres://…        PostgreSQL (a role that may CREATE DATABASE)
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { crashDatabase, crashEnv, killMidStream } from '../support/crash-scenario.js';
import { adminUrl, dropDatabase, withDatabase } from '../support/pg.js';
import { startServer, stopServer } from '../support/server-process.js';

const { values } = parseArgs({ options: { cycles: { type: 'string' }, 'database-url': { type: 'string' } } });
const cycles = Number(values.cycles ?? 10);
const url = values['database-url'];
const SEED_USERS = 60;
const scratch = mkdtempSync(join(tmpdir(), 'cv-admin-crash-bench-'));

async function maintenance(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(url!) });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// The seeded database every cycle copies: made by a first start, stopped cleanly.
const template = url ? `cv_admin_crash_tpl_${randomBytes(4).toString('hex')}` : join(scratch, 'template');
if (url) await maintenance(`CREATE DATABASE ${template}`);
const first = await startServer(crashEnv(url ? { DATABASE_URL: withDatabase(url, template) } : { DATA_DIR: template }, SEED_USERS));
if ((await stopServer(first, 'SIGTERM')) !== 0) throw new Error(`the first start did not stop cleanly:\n${first.output()}`);

console.log(`crash: ${cycles} SIGKILLs on ${url ? 'PostgreSQL' : 'PGlite'}, ${SEED_USERS} users seeded`);
let state = 7;
const killPoint = () => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return 1 + (state % 40);
};
const totals = { acked: 0, unanswered: 0, lost: 0, halfDone: 0, counters: 0, refused: 0 };
const restarts: number[] = [];
try {
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const dir = join(scratch, `cycle-${cycle}`);
    const db = url ? await crashDatabase(dir, url, template) : { env: { DATA_DIR: dir }, drop: async () => {} };
    if (!url) cpSync(template, dir, { recursive: true });
    const killAfter = killPoint();
    const report = await killMidStream(() => startServer(crashEnv(db.env, SEED_USERS)), killAfter);
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
    restarts.push(report.restartMs);
    totals.acked += report.acked;
    totals.unanswered += report.unanswered;
    totals.lost += report.lost.length;
    totals.halfDone += report.halfDone.length;
    totals.counters += report.counters.length;
    totals.refused += report.refused.length;
    const problems = [...report.refused, ...report.lost, ...report.halfDone, ...report.counters];
    console.log(
      `  cycle ${String(cycle).padStart(2)}: killed after ${String(killAfter).padStart(2)} acks (${report.acked} acked, ${report.unanswered} cut off), restart ${report.restartMs} ms` +
        (problems.length ? `\n    ${problems.join('\n    ')}` : ': nothing lost, nothing half done'),
    );
  }
} finally {
  if (url) await dropDatabase(url, template);
  rmSync(scratch, { recursive: true, force: true });
}
const sorted = [...restarts].sort((a, b) => a - b);
console.log(
  `crash: ${totals.acked} writes acknowledged, ${totals.unanswered} cut off by the kill; lost ${totals.lost}, half done ${totals.halfDone}, counters off ${totals.counters}, refused ${totals.refused}; restart median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
);
