// PostgreSQL's refusals that a service turns into a 409, recognised by their SQLSTATE on
// node-postgres and PGlite alike (drizzle wraps the driver's error in `cause`).
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

function hasCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e && typeof e === 'object'; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

/** A unique index refused the write. */
export const isUniqueViolation = (err: unknown) => hasCode(err, UNIQUE_VIOLATION);

/** A foreign key refused the write (a row still referenced, or one that is gone). */
export const isForeignKeyViolation = (err: unknown) => hasCode(err, FOREIGN_KEY_VIOLATION);
