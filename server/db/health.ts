// Is the database there, and how fast does it answer: for the public liveness probe and the
// admin health report. A database that does not answer within the timeout counts as down.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

const PROBE_TIMEOUT_MS = 3_000;

export async function probeDatabase(db: Db, timeoutMs = PROBE_TIMEOUT_MS): Promise<{ ok: boolean; latencyMs: number | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('database probe timed out')), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
