// PostgreSQL test databases: one template, cloned per test app.
export const TEMPLATE_DB = 'cv_admin_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database of the same server, for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');
