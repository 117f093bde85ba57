// Holds a row lock (a SELECT … FOR UPDATE in an open transaction) so that a write to that
// row waits: a UI test can then see the screen's in-flight state ('Saving...').
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';

/** Resolves once the lock is held; call the returned function to let the waiting write through. */
export async function holdRowLock(db: Db, lockQuery: SQL): Promise<() => Promise<void>> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const held = db.transaction(async (tx) => {
    await tx.execute(lockQuery);
    locked();
    await new Promise<void>((r) => (release = r));
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}
