// Periodic jobs of the server, run once per period across all instances sharing a database:
// each instance looks every `checkMs`; the one that takes the job's advisory lock and finds
// it due (job_runs) runs it and records the time, in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.js';
import type { Db, Tx } from '../db/client.js';
import { jobRuns } from '../db/schema.js';
import type { Logger } from '../logging/logger.js';

export interface Job {
  name: string;
  /** How often it runs. */
  everyMs: number;
  run(tx: Tx, now: Date): Promise<Record<string, number>>;
}

/** Runs the job if it is due and no other instance is running it; what it did, or undefined. */
export async function runIfDue(db: Db, job: Job, now: Date): Promise<Record<string, number> | undefined> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(7401, hashtext(${job.name})) as ok`)) as unknown as { rows: { ok: boolean }[] };
    if (!locked.rows[0]?.ok) return undefined;
    const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    if (last && now.getTime() - last.ranAt.getTime() < job.everyMs) return undefined;
    const done = await job.run(tx, now);
    await tx
      .insert(jobRuns)
      .values({ name: job.name, ranAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { ranAt: now } });
    return done;
  });
}

/** Looks every `checkMs` and runs what is due; stop() ends it. */
export function startJobs({ db, clock, logger, jobs, checkMs = 60_000 }: { db: Db; clock: Clock; logger: Logger; jobs: Job[]; checkMs?: number }) {
  let running = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        try {
          const done = await runIfDue(db, job, clock.now());
          if (done) logger.info({ job: job.name, ...done }, 'job ran');
        } catch (err) {
          logger.error({ err, job: job.name }, 'job failed');
        }
      }
    });
  };
  const timer = setInterval(tick, checkMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
