// Sessions held in memory on the embedded database, so a signed-in request reads none. This
// process is PGlite's only client (the data directory's lock), and PGlite hands over a
// committed change's notifications before the commit returns: every change to an admin or a
// session (migration 0021's triggers notify SIGN_INS_CHANNEL) empties the copy before anything
// else can run, so a sign-out, a revocation, a new role or a deactivation still takes effect
// at once. On PostgreSQL another instance's change is heard only later, so sessions are read
// on every request there (holdSessions is never called).
import type { DbHandle, Tx } from '../../db/client.js';
import type { Listen } from '../../db/listen.js';

export const SIGN_INS_CHANNEL = 'sign_ins_changed';
/** Sessions held per database at most (the oldest goes first). */
const HELD_MAX = 1_000;

interface Held {
  rows: Map<string, unknown>;
  /** Bumped by every change heard: a read that began before one is not kept. */
  generation: number;
}
const held = new WeakMap<object, Held>();

/** Holds the sessions of `db` (the embedded database) until the result is called. */
export async function holdSessions(db: Tx, listen: Listen): Promise<() => Promise<void>> {
  const copy: Held = { rows: new Map(), generation: 0 };
  const forget = () => {
    copy.generation++;
    copy.rows.clear();
  };
  const stop = await listen(SIGN_INS_CHANNEL, forget, forget);
  held.set(db, copy);
  return async () => {
    held.delete(db);
    await stop();
  };
}

/** holdSessions where this process is the database's only client (PGlite); elsewhere nothing. */
export const holdEmbeddedSessions = (handle: Pick<DbHandle, 'db' | 'kind' | 'listen'>): Promise<() => Promise<void>> =>
  handle.kind === 'pglite' ? holdSessions(handle.db, handle.listen) : Promise.resolve(async () => {});

/** The session read for `sessionId`, when held (frozen: it is every request's). */
export const heldSession = <Row>(db: Tx, sessionId: string): Row | undefined => held.get(db)?.rows.get(sessionId) as Row | undefined;

/** The generation to hand keepSession, taken before the read (undefined: nothing is held). */
export const sessionsGeneration = (db: Tx): number | undefined => held.get(db)?.generation;

/** Keeps a session as read, unless a change was heard since `generation`. */
export function keepSession<Row extends object>(db: Tx, sessionId: string, row: Row, generation: number | undefined): void {
  const copy = held.get(db);
  if (!copy || generation !== copy.generation) return;
  if (copy.rows.size >= HELD_MAX) copy.rows.delete(copy.rows.keys().next().value!);
  for (const part of Object.values(row)) if (part && typeof part === 'object') Object.freeze(part);
  copy.rows.set(sessionId, Object.freeze(row));
}
