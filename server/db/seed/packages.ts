// The packages on sale: the catalogue's rows (seed-data/packages.ts), with ids from the seed and
// dates relative to now.
import type { Tx } from '../client.js';
import { packages } from '../schema.js';
import { insertRows } from '../seed-data/bulk.js';
import { PACKAGES } from '../seed-data/packages.js';
import { seedUuid } from '../seed-data/random.js';
import { DAY, type Periods } from '../seed-data/time.js';

export type PackageRow = typeof packages.$inferInsert & { id: string; createdAt: Date };

export function packageRows(seed: number, p: Periods): PackageRow[] {
  return PACKAGES.map(({ ageDays, orderWeight: _w, ...pkg }, i) => {
    const createdAt = new Date(p.now - ageDays * DAY);
    return { ...pkg, id: seedUuid(seed, 'package', i), createdAt, updatedAt: new Date(createdAt.getTime() + (i + 1) * 7 * DAY) };
  });
}

export async function insertPackages(tx: Tx, rows: PackageRow[]) {
  await insertRows(tx, packages, rows);
}
