// PostgreSQL test databases: one template per run (a fresh name, so a database left by
// another run or another role never gets in the way), cloned per test app.

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database of the same server, for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');
