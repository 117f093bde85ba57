// Deterministic demo data generator with a scale factor (filled in by the server foundation issue).
import type { Clock } from '../context.js';
import type { Db } from './client.js';

export interface SeedOptions {
  /** Number of users; every other table scales with it. */
  users: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  clock: Clock;
  log?: (line: string) => void;
}

export async function seed(_db: Db, _options: SeedOptions): Promise<void> {}
