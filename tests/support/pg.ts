// PostgreSQL test databases: one template per run (a fresh name, so a database left by
// another run or another role never gets in the way), cloned per test app.
import pg from 'pg';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database of the same server, for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');

/**
 * Drops a test database. Not WITH (FORCE): that must be allowed to end every backend in it, and
 * a role that is no superuser may not end the autovacuum worker PostgreSQL may be running there
 * ('must be a member of the role whose process is being terminated'). A plain DROP ends an
 * autovacuum worker itself and waits for the backends it is told have ended: the test role's
 * own connections left in the database (a server killed mid-test) are ended first.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()', [
      name,
    ]);
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await client.end();
  }
}
