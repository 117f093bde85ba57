// GET /users/series: sign-ups per business day (or month for 12m), how many of them have
// verified their email since, and verified against unverified over all users; from the
// counters (server/db/counters.ts), no scan of the users table.
import type { Period, UserSeries } from '../../../contract/analytics.js';
import { readCounters, readSeries } from '../../db/counters.js';
import type { Tx } from '../../db/client.js';
import { at, periodRange } from '../dashboard/periods.js';

export async function userSeries(db: Tx, period: Period, now: Date): Promise<UserSeries> {
  const p = periodRange(period, now);
  const [sums, c] = await Promise.all([
    readSeries(db, { from: p.from, to: p.to, unit: p.unit }, ['users.created', 'users.created_verified']),
    readCounters(db, ['users.total', 'users.verified']),
  ]);
  return {
    period,
    unit: p.unit,
    points: p.keys.map((key) => ({ key, signups: at(sums, 'users.created', key), verified: at(sums, 'users.created_verified', key) })),
    totals: { verified: c['users.verified'], unverified: c['users.total'] - c['users.verified'] },
  };
}
